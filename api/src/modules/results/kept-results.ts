import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../platform/db/schema';
import { findResultByBib } from './repository';
import { resultsChanges } from './results-changes';

/**
 * How often a process asks whether a year's results changed: an import (the edition's updated_at) or a correction
 * filed, reviewed or settled shows in every process's lookups within this, however many processes there are.
 */
const VERSION_CHECK_MS = 1_000;
/** Rows kept per process: every finisher of a large edition, a few hundred bytes each. */
const MAX_ROWS = 30_000;

type ResultRow = NonNullable<Awaited<ReturnType<typeof findResultByBib>>>;

/**
 * A year's results version: the edition's last import and its correction requests' last change. One small query
 * per year per second, instead of a joined lookup per request.
 */
async function readVersion(db: Kysely<Database>, year: number): Promise<string | null> {
  const [edition, corrections] = await Promise.all([
    db.selectFrom('race_editions').select('updated_at').where('year', '=', year).executeTakeFirst(),
    db
      .selectFrom('result_corrections')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.max('created_at').as('filed'),
        eb.fn.max('reviewed_at').as('reviewed'),
        eb.fn.max('resolved_at').as('settled'),
      ])
      .where('year', '=', year)
      .executeTakeFirst(),
  ]);
  if (!edition) return null;
  const c = corrections;
  return `${edition.updated_at} ${c?.n ?? 0} ${c?.filed ?? ''} ${c?.reviewed ?? ''} ${c?.settled ?? ''}`;
}

/**
 * The race-day hot path's rows (a result by year and bib, with its edition and review state), kept per process
 * and keyed by the year's results version: the score lookup, the analysis, the certificate and the result pages of
 * the shell's server all start from this row, and a crowd asking the same bibs again costs no query. Rows are
 * provisional and change with every import or correction: the version is asked again at most a second later, and
 * a row of an older version is read again. A bib with no result is not kept (an import may add it).
 */
export function keptResults(db: Kysely<Database>, checkEveryMs = VERSION_CHECK_MS) {
  const versions = new Map<number, { at: number; changes: number; version: Promise<string | null> }>();
  const rows = new LRUCache<string, { version: string; row: ResultRow }>({ max: MAX_ROWS });

  const version = (year: number): Promise<string | null> => {
    const known = versions.get(year);
    if (known && known.changes === resultsChanges() && Date.now() - known.at < checkEveryMs)
      return known.version;
    const reading = readVersion(db, year);
    versions.set(year, { at: Date.now(), changes: resultsChanges(), version: reading });
    // A failed read is not kept: the next lookup asks again.
    reading.catch(() => {
      if (versions.get(year)?.version === reading) versions.delete(year);
    });
    return reading;
  };

  return {
    /** Whether the year has an edition, from the same once-a-second read (the name search asks it per request). */
    async hasYear(year: number): Promise<boolean> {
      return (await version(year)) !== null;
    },
    async byBib(year: number, bib: string): Promise<ResultRow | undefined> {
      const current = await version(year);
      const key = `${year} ${bib}`;
      const kept = current === null ? undefined : rows.get(key);
      if (kept && kept.version === current) return kept.row;
      const row = await findResultByBib(db, year, bib);
      if (row && current !== null) rows.set(key, { version: current, row });
      return row;
    },
  };
}
