import type { CDPSession, Page } from 'playwright-core';
import { withBrowser } from './browser';
import { median } from './vitals';

/** One request of a page load, in ms since the document was asked for. */
interface Timed {
  url: string;
  type: string;
  start: number;
  end: number;
  /** Requests in a row before this one could start (the document is step 1). */
  step: number;
}

export interface LoadChain {
  /** Scripts in a row, each asked for only after another finished, before start-up code runs (its first fetch). */
  scriptSteps: number;
  /** The same over every request (scripts, data, images) up to the largest paint. */
  stepsToLcp: number;
  scripts: number;
  firstRender: number;
  lcp: number;
  lcpElement: string;
  /** The chain of requests up to the largest paint, in order. */
  chain: string[];
}

/** Marks the first render (the boot placeholder gone) and the largest paint, before any page script runs. */
function installMarks(): void {
  const marks = { firstRender: 0, lcp: 0, lcpElement: '' };
  (window as unknown as { __marks: typeof marks }).__marks = marks;
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0 && !document.getElementById('boot')) {
      marks.firstRender = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { url?: string; element?: Element })[]) {
      marks.lcp = entry.startTime;
      marks.lcpElement = entry.url ?? entry.element?.tagName.toLowerCase() ?? '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Each request's step is one more than the step of the last request that finished before it started: the
 * browser could not have asked for it earlier, whether it waited for that answer or for the code it ran.
 */
function chainSteps(requests: Omit<Timed, 'step'>[]): Timed[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const done: Timed[] = [];
  for (const request of sorted) {
    let parent: Timed | undefined;
    for (const candidate of done) {
      if (candidate.end <= request.start && (!parent || candidate.end > parent.end)) parent = candidate;
    }
    const timed = { ...request, step: (parent?.step ?? 0) + 1, parent };
    done.push(timed);
  }
  return done;
}

function lastOfChain(requests: Timed[], until: number): Timed | undefined {
  let last: Timed | undefined;
  for (const request of requests) {
    if (request.start > until) continue;
    if (!last || request.step > last.step) last = request;
  }
  return last;
}

function chainOf(request: Timed | undefined): string[] {
  const out: string[] = [];
  for (let at = request; at; at = (at as Timed & { parent?: Timed }).parent) {
    out.unshift(`${at.type}:${new URL(at.url).pathname.split('/').pop() ?? ''}`);
  }
  return out;
}

async function recordRequests(session: CDPSession): Promise<() => Omit<Timed, 'step'>[]> {
  const started = new Map<string, { url: string; type: string; start: number }>();
  const finished: Omit<Timed, 'step'>[] = [];
  let origin = 0;
  session.on('Network.requestWillBeSent', (event) => {
    const time = event.timestamp * 1000;
    if (event.type === 'Document' && origin === 0) origin = time;
    started.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', start: time });
  });
  session.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (request) finished.push({ ...request, end: event.timestamp * 1000 });
  });
  await session.send('Network.enable');
  return () =>
    finished.map((request) => ({ ...request, start: request.start - origin, end: request.end - origin }));
}

/**
 * One cold load (fresh profile) of `url` until `ready` holds and the network is idle. `latency` (ms, each way
 * per request) makes serial chains visible on localhost, where a round trip otherwise costs nothing.
 */
export async function measureLoadChain(
  url: string,
  ready: (page: Page) => Promise<void>,
  latency = 0,
  /** A request only start-up code makes: the shell's race lookup (the manifest may come with the page). */
  startUpRequest = '/website/domain?',
): Promise<LoadChain> {
  return withBrowser(async (context) => {
    const page = await context.newPage();
    await page.addInitScript(installMarks);
    const session = await context.newCDPSession(page);
    const requests = await recordRequests(session);
    if (latency > 0) {
      await session.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(
      () =>
        (window as unknown as { __marks: { firstRender: number; lcp: number; lcpElement: string } }).__marks,
    );
    const timed = chainSteps(requests());
    const startUp = timed.find((request) => request.url.includes(startUpRequest));
    const lcpRequest =
      timed.find((request) => marks.lcpElement && request.url === marks.lcpElement) ??
      lastOfChain(timed, marks.lcp);
    return {
      scriptSteps: chainOf(startUp).filter((step) => step.startsWith('Script:')).length,
      stepsToLcp: lcpRequest?.step ?? 0,
      scripts: timed.filter((request) => request.type === 'Script').length,
      firstRender: marks.firstRender,
      lcp: marks.lcp,
      lcpElement: marks.lcpElement.split('/').slice(-2).join('/'),
      chain: chainOf(lcpRequest),
    };
  });
}

/** Medians of several cold loads, each figure on its own. */
export function medians(runs: LoadChain[]): Omit<LoadChain, 'lcpElement' | 'chain'> {
  return {
    scriptSteps: median(runs.map((run) => run.scriptSteps)),
    stepsToLcp: median(runs.map((run) => run.stepsToLcp)),
    scripts: median(runs.map((run) => run.scripts)),
    firstRender: median(runs.map((run) => run.firstRender)),
    lcp: median(runs.map((run) => run.lcp)),
  };
}
