import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { lcpElement, lcpLabel } from './lighthouse-lcp';
import { stepsBeforeLcp } from './lighthouse-steps';

/** What the bench reports of one Lighthouse run. Times in ms (Lighthouse's simulated ones), sizes in bytes. */
export interface PageFigures {
  /** Performance score, 0–100. */
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Scripts the page fetched while Lighthouse watched it load. */
  scripts: number;
  /** Those scripts at gzip level 9 (what a visitor without brotli downloads), as page-scripts.ts sizes them. */
  jsGzip: number;
  /** Sequential request steps before the LCP element's request (see lighthouse-steps.ts). */
  steps: number;
  /** The LCP element, short: `img banner-1.svg`, `h1`. */
  lcpElement: string;
}

const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** gzip sizes by URL: the builds do not change during a bench, so each script is fetched and packed once. */
const gzipSizes = new Map<string, Promise<number>>();

function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    });
    gzipSizes.set(url, size);
  }
  return size;
}

function scriptUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string')
    .map((item) => String(item.url));
}

export async function pageFigures(lhr: Result): Promise<PageFigures> {
  const urls = [...new Set(scriptUrls(lhr))];
  const sizes = await Promise.all(urls.map(gzipSize));
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scripts: urls.length,
    jsGzip: sizes.reduce((sum, size) => sum + size, 0),
    steps: stepsBeforeLcp(lhr),
    lcpElement: lcpLabel(lcpElement(lhr)),
  };
}
