import type { RowProblem } from '../modules/results';

/** How many problems a command prints: enough to fix a file by, not a whole bad file scrolled past. */
const SHOWN = 200;

/**
 * "row 3, gun_time: 枪声成绩… / gun_time …": where first, then the problem in both languages. A terminal has no
 * Accept-Language to choose one by, and the organiser at it may read either.
 */
export function describeProblem({ row, column, zh, en }: RowProblem): string {
  const where = row === 0 ? 'file' : `row ${row}`;
  return `${where}${column ? `, ${column}` : ''}: ${zh} / ${en}`;
}

/**
 * Prints a refused file's problems under its heading (the results and passings commands alike, so an organiser
 * reads one shape): the first ones, then how many more there are.
 */
export function printRowProblems(heading: string, problems: readonly RowProblem[], total: number): void {
  console.error(heading);
  for (const problem of problems.slice(0, SHOWN)) console.error(`  ${describeProblem(problem)}`);
  if (total > SHOWN) console.error(`  … and ${total - SHOWN} more`);
}
