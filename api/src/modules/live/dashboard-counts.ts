import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * Runners of an edition's race as the mats read them: started (read at any point), finished (read at the
 * finish), out (DNF or DQ in live_runners), on course (started, neither finished nor out).
 */
export async function liveRunnerCounts(
  db: Kysely<Database>,
  year: number,
): Promise<{ started: number; finished: number; out: number; onCourse: number }> {
  const [started, finished, out, outFinished] = await Promise.all([
    db
      .selectFrom('live_passings')
      .select((eb) => eb.fn.count<number | string>('bib').distinct().as('n'))
      .where('year', '=', year)
      .executeTakeFirst(),
    db
      .selectFrom('live_passings')
      .select((eb) => eb.fn.count<number | string>('bib').distinct().as('n'))
      .where('year', '=', year)
      .where('point', '=', 'finish')
      .executeTakeFirst(),
    db
      .selectFrom('live_runners')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('year', '=', year)
      .where('status', '!=', 0)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('live_passings as p')
            .select('p.bib')
            .whereRef('p.year', '=', 'live_runners.year')
            .whereRef('p.bib', '=', 'live_runners.bib'),
        ),
      )
      .executeTakeFirst(),
    // A runner disqualified after the finish counts as out, not twice.
    db
      .selectFrom('live_runners')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('year', '=', year)
      .where('status', '!=', 0)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('live_passings as p')
            .select('p.bib')
            .whereRef('p.year', '=', 'live_runners.year')
            .whereRef('p.bib', '=', 'live_runners.bib')
            .where('p.point', '=', 'finish'),
        ),
      )
      .executeTakeFirst(),
  ]);
  const startedN = Number(started?.n ?? 0);
  const outN = Number(out?.n ?? 0);
  const finishedN = Number(finished?.n ?? 0) - Number(outFinished?.n ?? 0);
  return { started: startedN, finished: finishedN, out: outN, onCourse: startedN - finishedN - outN };
}
