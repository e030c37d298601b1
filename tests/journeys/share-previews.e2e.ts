import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudConfigSchema } from '@marathon/shared/api';
import { asList, findContent } from '@marathon/shared/api/content-at';
import { pageShareAddress } from '@marathon/shared/page-share';
import { buildSiteRoutes } from '@marathon/shared/site-routes';
import { EDITION_PLANS, generateEdition } from '../../api/src/modules/results/generator';
import { startTestSite, type TestSite } from '../support/site';

/*
 * Share previews as chat apps and social sites read them: each page's address fetched the way their crawlers do
 * (their User-Agent, no cookie, no script run, redirects followed), its Open Graph tags read from the HTML, and the
 * image they name fetched: a PNG or JPEG of a size they take, never an SVG.
 */
const CRAWLERS = {
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  x: 'Twitterbot/1.0',
  // WeChat opens links in its own browser on a phone: the phone redirect applies to it.
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
};

const SEEDED = cloudConfigSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, '../../api/content/sites/localhost/index.json'), 'utf8')),
);
const [plan2024] = EDITION_PLANS.small;
const results = plan2024 ? generateEdition(plan2024).results : [];

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(async () => {
  await site?.stop();
});

interface Preview {
  status: number;
  tags: Record<string, string>;
}

/** A page as a crawler reads it: its status and its meta tags by property (or name). */
async function crawl(path: string, crawler: keyof typeof CRAWLERS = 'facebook'): Promise<Preview> {
  const answer = await fetch(site.url().replace(/\/$/, '') + path, {
    headers: { 'user-agent': CRAWLERS[crawler] },
    redirect: 'follow',
  });
  const html = await answer.text();
  const tags: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    if (key && content !== undefined && !(key in tags)) tags[key] = content.replace(/&#38;/g, '&');
  }
  return { status: answer.status, tags };
}

/** A PNG's or JPEG's type and size, read from its bytes. */
function imageOf(bytes: Buffer): { type: string; width: number; height: number } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    // A JPEG's size is in its first start-of-frame segment.
    for (let at = 2; at + 9 < bytes.length;) {
      const marker = bytes[at + 1] ?? 0;
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xc3) {
        return { type: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + length;
    }
  }
  return null;
}

/** The preview image a page names, fetched as the crawler would: its type and size match the tags. */
async function expectTakenImage(preview: Preview, where: string): Promise<void> {
  const url = preview.tags['og:image'];
  expect(url, `${where}: og:image`).toMatch(/^http/);
  expect(preview.tags['twitter:card'], where).toBe('summary_large_image');
  const answer = await fetch(url ?? '', { headers: { 'user-agent': CRAWLERS.facebook } });
  expect(answer.status, `${where}: ${url}`).toBe(200);
  const type = answer.headers.get('content-type') ?? '';
  expect(['image/png', 'image/jpeg'], `${where}: ${type}`).toContain(type);
  const image = imageOf(Buffer.from(await answer.arrayBuffer()));
  expect(image?.type, where).toBe(type);
  expect(preview.tags['og:image:type'], where).toBe(type);
  expect(String(image?.width), where).toBe(preview.tags['og:image:width']);
  expect(String(image?.height), where).toBe(preview.tags['og:image:height']);
  // Large enough for a large preview everywhere (X asks 300 × 157 at least, Facebook 600 × 315 for the large one).
  expect(image?.width ?? 0, where).toBeGreaterThanOrEqual(600);
  expect(image?.height ?? 0, where).toBeGreaterThanOrEqual(315);
}

describe('share previews, as crawlers read them', () => {
  it('the home page names the site and its card, for each crawler', async () => {
    for (const crawler of Object.keys(CRAWLERS) as (keyof typeof CRAWLERS)[]) {
      const home = await crawl('/', crawler);
      expect(home.status, crawler).toBe(200);
      expect(home.tags['og:title'], crawler).toBe(SEEDED.settings.websiteTitle);
      expect(home.tags['og:description'], crawler).toBeTruthy();
      await expectTakenImage(home, `home (${crawler})`);
    }
  });

  it('every page of the site names its title and a PNG card (in Chinese, and a few in English)', async () => {
    const routes = buildSiteRoutes(SEEDED, { showCharity: false }).filter((route) => route.component);
    const paths = [...new Set(routes.map((route) => route.path))];
    expect(paths.length).toBeGreaterThan(10);
    for (const [index, path] of paths.entries()) {
      // Each card is drawn once per page and language: a few in English show the language reaches the card.
      for (const language of index < 3 ? (['zh', 'en'] as const) : (['zh'] as const)) {
        const address = pageShareAddress('', path, null, language);
        const preview = await crawl(address);
        // A document route without a document has no page to share.
        if (preview.status === 404) continue;
        expect(preview.status, address).toBe(200);
        expect(preview.tags['og:title'], address).toBeTruthy();
        expect(preview.tags['og:url'], address).toContain(address);
        await expectTakenImage(preview, address);
      }
    }
  });

  it('a news item names its own title and card', async () => {
    const news = buildSiteRoutes(SEEDED, { showCharity: false }).find(
      (route) => route.component === 'DocumentListPage' && route.meta.dataPath,
    );
    const items = asList(findContent(SEEDED.data, news?.meta.dataPath ?? '')).slice(0, 3);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const address = pageShareAddress('', news?.path ?? '', item.id, 'zh');
      const preview = await crawl(address);
      expect(preview.status, address).toBe(200);
      expect(preview.tags['og:title'], address).toBe(item.title.trim());
      await expectTakenImage(preview, address);
    }
  });

  it('a result names its own certificate', async () => {
    const finisher = results[0];
    if (!finisher) throw new Error('the small seed has no finisher');
    const address = `/r/2024/${finisher.registration.bib}`;
    const preview = await crawl(address);
    expect(preview.status, address).toBe(200);
    expect(preview.tags['og:title'], address).toContain(finisher.registration.person.name);
    expect(preview.tags['og:image']).toContain('/race-data/api/certificate');
    await expectTakenImage(preview, address);
  });
});
