import type { TraceEvent } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import type { TaskGroupIds } from 'lighthouse/core/lib/tracehouse/task-groups.js';
import type { CDPSession, Page } from 'playwright-core';
import { withBrowser } from './browser';
import { chunkOf, OBSERVER_URL } from './chunk-names';

/**
 * One cold load of a page, watched from the Chrome DevTools Protocol: either traced (where the main thread's time
 * goes) or sampled by V8's profiler (which scripts and functions that time is spent in). The two are separate
 * loads, so the profiler's sampling does not inflate the traced figures.
 */

/** Where main-thread time goes, in ms. */
export const KINDS = ['scripting', 'style+layout', 'paint', 'GC', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** Lighthouse's task groups (the ones of its main-thread work breakdown) folded into ours; HTML parsing is other. */
const KIND_OF_GROUP: Record<TaskGroupIds, Kind> = {
  scriptEvaluation: 'scripting',
  scriptParseCompile: 'scripting',
  styleLayout: 'style+layout',
  paintCompositeRender: 'paint',
  garbageCollection: 'GC',
  parseHTML: 'other',
  other: 'other',
};

/** Main-thread time of the tasks in a stretch of the load, in ms, split by kind. */
export interface TaskTime {
  /** Wall time: what a visitor waits. */
  wall: Record<Kind, number>;
  /** The thread's CPU time (trace `tdur`): less than wall time while the thread waits for a lock, for the
   * browser process, or for a core on a busy machine. */
  cpu: Record<Kind, number>;
}

export interface TracedLoad {
  /** First contentful paint, ms from navigation (the page's own `paint` entry). */
  fcp: number;
  /** When the page's elements were all in the document, ms from navigation. */
  shown: number;
  /** The tasks that started before first paint, and before the page was shown. */
  untilFcp: TaskTime;
  untilShown: TaskTime;
}

/** JS self time in ms: per chunk (see `chunkOf`) and per function (`name  chunk`). */
export interface ProfiledLoad {
  chunks: Map<string, number>;
  functions: Map<string, number>;
}

/** The parts of a CDP `Profiler.Profile` read here. */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

const SHOWN_MARK = 'bench:shown';
const PROFILE_TITLE = 'bench:first-screen';
/**
 * Runs in the page before any of its scripts. A MutationObserver (no polling, no forced layout, and only the added
 * subtrees searched, so it costs the page little) marks the moment the last of the elements enters the document,
 * ends the console profile when one runs, and says so on the console, which the bench awaits through CDP.
 */
function watchShown({
  selectors,
  mark,
  title,
  profile,
}: {
  selectors: string[];
  mark: string;
  title: string;
  profile: boolean;
}) {
  if (profile) console.profile(title);
  const pending = new Set(selectors);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const selector of pending) {
          if (node.matches(selector) || node.querySelector(selector)) pending.delete(selector);
        }
      }
    }
    if (pending.size > 0) return;
    observer.disconnect();
    performance.mark(mark);
    if (profile) console.profileEnd(title);
    console.debug(mark);
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Opens `url` in a fresh Chromium (cold cache), with `watch` attached, until the page says it is shown. */
async function coldLoad<T>(
  url: string,
  testIds: string[],
  profile: boolean,
  watch: (cdp: CDPSession, page: Page) => Promise<() => Promise<T>>,
): Promise<T> {
  return withBrowser(async (context) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const selectors = testIds.map((id) => `[data-testid="${id}"]`);
    const arg = JSON.stringify({ selectors, mark: SHOWN_MARK, title: PROFILE_TITLE, profile });
    // Named, so the profile tells the observer's own time apart from the page's.
    await page.addInitScript({
      content: `(${watchShown.toString()})(${arg});\n//# sourceURL=${OBSERVER_URL}`,
    });
    const finish = await watch(cdp, page);
    const shown = page.waitForEvent('console', {
      predicate: (message) => message.text() === SHOWN_MARK,
      timeout: 60_000,
    });
    await page.goto(url);
    await shown;
    const result = await finish();
    // The figures stop at the mark; this only checks that the elements are really visible, not just present.
    for (const id of testIds) await page.getByTestId(id).first().waitFor({ timeout: 30_000 });
    return result;
  });
}

/**
 * Main-thread time comes from a trace (devtools.timeline categories, as DevTools and Lighthouse record it), cut into
 * tasks and nested events by Lighthouse's own tracehouse code, each event's self time going to its group
 * (Lighthouse's main-thread work breakdown). Chosen over Performance.getMetrics: those are running totals since
 * the renderer started, read whenever the call lands (not at the shown mark), and have no paint or GC figure.
 */
const TRACE_CATEGORIES = [
  'toplevel',
  'disabled-by-default-lighthouse',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];

/** Trace events carry the thread's CPU time too (`tdur`, or `tts` at begin and end), which Lighthouse's type leaves out. */
type TimedEvent = TraceEvent & { tdur?: number; tts?: number };

const noKind = (): Record<Kind, number> => ({ scripting: 0, 'style+layout': 0, paint: 0, GC: 0, other: 0 });
const noTime = (): TaskTime => ({ wall: noKind(), cpu: noKind() });

type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** A task's CPU time in ms, its children's included. */
function cpuOf(task: TaskNode): number {
  const begin = task.event as TimedEvent;
  const end = task.endEvent as TimedEvent | undefined;
  if (begin.tdur !== undefined) return begin.tdur / 1000;
  return end?.tts !== undefined && begin.tts !== undefined ? (end.tts - begin.tts) / 1000 : 0;
}

/** One cold load, traced: main-thread time of the tasks that started before first paint and before the mark. */
export async function traceLoad(url: string, testIds: string[]): Promise<TracedLoad> {
  return coldLoad(url, testIds, false, async (cdp, page) => {
    const events: TimedEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TimedEvent[])));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: TRACE_CATEGORIES },
      transferMode: 'ReportEvents',
    });
    return async () => {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      const { fcp, shown } = await page.evaluate((mark) => {
        const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
        return {
          fcp: paint?.startTime ?? NaN,
          shown: performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
        };
      }, SHOWN_MARK);
      return { fcp, shown, ...mainThreadTime(events, fcp, shown) };
    };
  });
}

/**
 * The renderer's main thread is the one that recorded the shown mark; the mark's trace timestamp less its
 * `performance.now()` time is the navigation's start on the trace clock. Every task that started from then until
 * the mark counts whole (the mark's own task included), its events' self times (wall and CPU) split by kind.
 */
function mainThreadTime(events: TimedEvent[], fcp: number, shown: number): Omit<TracedLoad, 'fcp' | 'shown'> {
  const mark = events.find((e) => e.name === SHOWN_MARK && e.cat.includes('blink.user_timing'));
  if (!mark) throw new Error(`no ${SHOWN_MARK} mark in the trace`);
  const origin = mark.ts - shown * 1000;
  const thread = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid).sort((a, b) => a.ts - b.ts);
  const end = thread.reduce((last, e) => Math.max(last, e.ts + (e.dur ?? 0)), 0);
  const untilFcp = noTime();
  const untilShown = noTime();
  for (const task of MainThreadTasks.getMainThreadTasks(thread, [], end, origin)) {
    let top = task;
    while (top.parent) top = top.parent;
    if (top.startTime < 0 || top.startTime > shown) continue;
    const windows = top.startTime < fcp ? [untilShown, untilFcp] : [untilShown];
    const kind = KIND_OF_GROUP[task.group.id];
    const selfCpu = Math.max(
      0,
      cpuOf(task) - task.children.reduce((total, child) => total + cpuOf(child), 0),
    );
    for (const time of windows) {
      time.wall[kind] += task.selfTime;
      time.cpu[kind] += selfCpu;
    }
  }
  return { untilFcp, untilShown };
}

/** One cold load under V8's sampling profiler (100 µs), from before the page's first script until the mark. */
export async function profileLoad(url: string, testIds: string[]): Promise<ProfiledLoad> {
  return coldLoad(url, testIds, true, async (cdp) => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const finished = new Promise<CpuProfile>((resolve) =>
      cdp.on('Profiler.consoleProfileFinished', ({ title, profile }) => {
        if (title === PROFILE_TITLE) resolve(profile);
      }),
    );
    return async () => selfTimes(await finished);
  });
}

/** Profile nodes that are not JS: kept apart from the chunks (idle time is dropped). */
const NOT_JS: Record<string, string> = {
  '(program)': '(program: browser work outside JS)',
  '(garbage collector)': '(garbage collector)',
};

/** Each sample's time (until the next sample) goes to the function on top of its stack, and to that one's chunk. */
function selfTimes(profile: CpuProfile): ProfiledLoad {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const chunks = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let at = profile.startTime;
  for (const [i, id] of samples.entries()) {
    at += deltas[i] ?? 0;
    const next = i + 1 < samples.length ? at + (deltas[i + 1] ?? 0) : profile.endTime;
    const ms = (next - at) / 1000;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(root)') continue;
    const special = NOT_JS[frame.functionName];
    if (special) {
      add(chunks, special, ms);
      continue;
    }
    const { chunk, file } = chunkOf(frame.url);
    add(chunks, chunk, ms);
    add(
      functions,
      `${frame.functionName || '(anonymous)'}  ${chunk}  ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
      ms,
    );
  }
  return { chunks, functions };
}
