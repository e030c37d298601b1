import { loadavg } from 'node:os';
import { KINDS, profileLoad, traceLoad, type Kind, type ProfiledLoad, type TracedLoad } from './main-thread';
import type { BenchContext } from './types';
import { median } from './vitals';

export const title = 'Main-thread work until the first screen is shown: by kind, by library, by function';

/** MAIN_THREAD_RUNS: cold loads of each page, traced and (separately) profiled; medians are printed. */
const RUNS = Number(process.env.MAIN_THREAD_RUNS) || 3;
/** Functions listed per page, by self time. */
const TOP_FUNCTIONS = 10;

/** Lighthouse's pages (lighthouse.bench.ts), each with the elements that say it is shown. */
const PAGES: { name: string; hash: string; testIds: string[] }[] = [
  { name: 'home', hash: '', testIds: ['home-page', 'search-entries'] },
  { name: 'document', hash: '/race-information/race-rules', testIds: ['document'] },
  { name: 'score', hash: '/score-search', testIds: ['score-search-page', 'results-board-row'] },
];

const ms = (value: number, width = 6) => value.toFixed(0).padStart(width);
const sum = (time: Record<Kind, number>) => KINDS.reduce((total, kind) => total + time[kind], 0);

/** Medians of the total and of each kind over the runs. */
function medianRow(times: Record<Kind, number>[]): string {
  const cells = KINDS.map((kind) => ms(median(times.map((time) => time[kind])), Math.max(kind.length, 6)));
  return `${ms(median(times.map(sum)))}  ${cells.join('  ')}`;
}

/** The median of each key's time over the runs (0 in a run without it), largest first. */
function medianMap(runs: Map<string, number>[]): [string, number][] {
  const keys = new Set(runs.flatMap((run) => [...run.keys()]));
  return [...keys]
    .map((key): [string, number] => [key, median(runs.map((run) => run.get(key) ?? 0))])
    .sort((a, b) => b[1] - a[1]);
}

function printTraced(runs: TracedLoad[]): void {
  console.log(
    `    first contentful paint ${ms(median(runs.map((run) => run.fcp)), 0)} ms, ` +
      `page shown ${ms(median(runs.map((run) => run.shown)), 0)} ms after navigation ` +
      `(runs: ${runs.map((run) => `${ms(run.fcp, 0)}/${ms(run.shown, 0)}`).join(', ')})`,
  );
  console.log(`    main thread, ms               total  ${KINDS.map((kind) => kind.padStart(6)).join('  ')}`);
  for (const [label, time] of [
    ['tasks before FCP', (run: TracedLoad) => run.untilFcp],
    ['tasks before shown', (run: TracedLoad) => run.untilShown],
  ] as const) {
    console.log(`    ${`${label}, wall`.padEnd(28)}${medianRow(runs.map((run) => time(run).wall))}`);
    console.log(`    ${`${label}, CPU`.padEnd(28)}${medianRow(runs.map((run) => time(run).cpu))}`);
  }
}

function printProfiled(runs: ProfiledLoad[]): void {
  const chunks = medianMap(runs.map((run) => run.chunks));
  const js = chunks.filter(([chunk]) => !chunk.startsWith('(')).reduce((total, [, time]) => total + time, 0);
  console.log(
    `    JS self time by chunk (CPU profile, 100 µs samples), ms and % of the ${ms(js, 0)} ms of JS:`,
  );
  for (const [chunk, time] of chunks) {
    const share = chunk.startsWith('(') ? '' : `${((time / js) * 100).toFixed(0).padStart(3)}%`;
    console.log(`      ${chunk.padEnd(46)} ${ms(time)}  ${share}`);
  }
  console.log(`    top ${TOP_FUNCTIONS} functions by self time, ms (name  chunk  file:line:column):`);
  for (const [name, time] of medianMap(runs.map((run) => run.functions)).slice(0, TOP_FUNCTIONS)) {
    console.log(`      ${ms(time, 4)}  ${name}`);
  }
}

/**
 * `BENCH_PORT_BASE=29500 npx tsx bench/src/index.ts main-thread`: each page loaded cold MAIN_THREAD_RUNS times
 * traced and as many times profiled (alternating), without throttling; medians of the runs are printed.
 */
export async function run({ site }: BenchContext): Promise<void> {
  const loadText = () =>
    loadavg()
      .map((load) => load.toFixed(2))
      .join(' ');
  console.log(
    `  load average before: ${loadText()}; ${RUNS} traced and ${RUNS} profiled cold loads per page`,
  );
  const traced = new Map<string, TracedLoad[]>();
  const profiled = new Map<string, ProfiledLoad[]>();
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of PAGES) {
      const url = site.url(page.hash);
      traced.set(page.name, [...(traced.get(page.name) ?? []), await traceLoad(url, page.testIds)]);
      profiled.set(page.name, [...(profiled.get(page.name) ?? []), await profileLoad(url, page.testIds)]);
    }
  }
  console.log(`  load average after:  ${loadText()}`);
  for (const page of PAGES) {
    console.log(`\n  ${page.name} (${site.url(page.hash)}, shown: ${page.testIds.join(' + ')})`);
    printTraced(traced.get(page.name) ?? []);
    printProfiled(profiled.get(page.name) ?? []);
  }
  console.log(
    '\n  medians, no throttling. Main thread: tasks that started after navigation and before first paint or the ' +
      'shown mark, their events’ self times by Lighthouse’s task groups (other: HTML parsing, IPC, task overhead); ' +
      'wall time is what a visitor waits, CPU the time the thread ran (less while it waits for a core or a lock). ' +
      'Profile: samples until the shown mark; (program) is browser work outside JS (style, layout, parsing…).',
  );
}
