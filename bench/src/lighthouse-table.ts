import type { PageFigures } from './lighthouse-figures';
import { median } from './vitals';

/** A column of medians: its heading, and how one run's figure is shown. */
const COLUMNS: [heading: string, pick: (figures: PageFigures) => number, digits: number][] = [
  ['score', (f) => f.score, 0],
  ['FCP ms', (f) => f.fcp, 0],
  ['LCP ms', (f) => f.lcp, 0],
  ['TBT ms', (f) => f.tbt, 0],
  ['CLS', (f) => f.cls, 3],
  ['scripts', (f) => f.scripts, 0],
  ['JS KB gz', (f) => f.jsGzip / 1024, 1],
  ['steps', (f) => f.steps, 0],
];

export interface TableRow {
  page: string;
  build: string;
  runs: PageFigures[];
}

/** One line per page and build: the median of each figure over its runs, then the LCP elements seen. */
export function printMedians(rows: TableRow[]): void {
  const heading = COLUMNS.map(([name]) => name.padStart(Math.max(name.length, 6)));
  console.log(`  ${'page'.padEnd(9)}  ${'build'.padEnd(10)}  ${heading.join('  ')}  LCP element`);
  for (const { page, build, runs } of rows) {
    const cells = COLUMNS.map(([name, pick, digits]) =>
      median(runs.map(pick)).toFixed(digits).padStart(Math.max(name.length, 6)),
    );
    const elements = [...new Set(runs.map((f) => f.lcpElement))].join(' | ');
    console.log(`  ${page.padEnd(9)}  ${build.padEnd(10)}  ${cells.join('  ')}  ${elements}`);
  }
}
