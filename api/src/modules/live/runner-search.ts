import type { Kysely } from 'kysely';
import type { LiveRunnerHit, RaceItem, TrackingMode } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { confirmedBibsAmong, startListMark, startListNames } from '../registrations';
import { nameKeys, type NameQuery } from '../results';

interface Listed {
  bib: string;
  name: string;
  raceItem: RaceItem;
  gender: number;
  ageGroup: string;
  /** The name itself (compared with characters) and its pinyin both ways round and initials (with letters). */
  key: string;
  letters: string[];
}

interface YearIndex {
  mark: string;
  checkedAt: number;
  runners: Listed[];
}

/** How long an index is used before the start list's mark is read again (a bib given, an entry withdrawn). */
const RECHECK_MS = 15_000;
/** Names keyed between yields to the event loop: a start list of 40,000 is keyed in about a third of a second. */
const KEYED_PER_TURN = 2_000;

const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Race day's name search of the start list. The season writes no pinyin of its entries (the results' name keys are
 * made at the results' import), so each process keys a year's start list once in memory, and keys it again only
 * when the start list changed (its mark: how many bibs, the newest entry). Only runners whose live tracking is
 * public are answered: a runner who hid, or shares by code, is not found by name.
 */
export function startListSearch(db: Kysely<Database>, raceDefault: () => Promise<TrackingMode>) {
  const years = new Map<number, Promise<YearIndex>>();

  async function build(year: number, mark: string, now: number): Promise<YearIndex> {
    const rows = await startListNames(db, year);
    const runners: Listed[] = [];
    for (let first = 0; first < rows.length; first += KEYED_PER_TURN) {
      if (first > 0) await yieldTurn();
      for (const row of rows.slice(first, first + KEYED_PER_TURN)) {
        if (!row.bib) continue;
        const keys = nameKeys(row.name);
        runners.push({
          bib: row.bib,
          name: row.name,
          raceItem: row.race_item === 'fun' ? 'fun' : 'half',
          gender: row.gender,
          ageGroup: row.age_group,
          key: keys.name_key,
          letters: [keys.name_pinyin, keys.name_pinyin_rev, keys.name_initials, keys.name_key],
        });
      }
    }
    return { mark, checkedAt: now, runners };
  }

  async function indexOf(year: number, now: number): Promise<YearIndex> {
    const held = years.get(year);
    const index = held ? await held.catch(() => null) : null;
    if (index && now - index.checkedAt < RECHECK_MS) return index;
    const mark = await startListMark(db, year);
    if (index && index.mark === mark) {
      index.checkedAt = now;
      return index;
    }
    const building = build(year, mark, now);
    years.set(year, building);
    return building;
  }

  /** The year's public runners whose name matches, exact matches first, by bib; `limit` at most. */
  return async function search(
    year: number,
    query: NameQuery,
    limit: number,
    now = Date.now(),
  ): Promise<LiveRunnerHit[]> {
    const { runners } = await indexOf(year, now);
    const exact: Listed[] = [];
    const prefix: Listed[] = [];
    for (const runner of runners) {
      const keys = query.kind === 'han' ? [runner.key] : runner.letters.filter((key) => key !== '');
      const wanted = query.kind === 'han' ? query.key : query.letters;
      if (keys.includes(wanted)) exact.push(runner);
      else if (keys.some((key) => key.startsWith(wanted))) prefix.push(runner);
    }
    // Enough candidates that the hidden ones left out still leave `limit`, when there are that many.
    const candidates = [
      ...exact.map((r) => ({ r, match: 'exact' as const })),
      ...prefix.map((r) => ({ r, match: 'prefix' as const })),
    ];
    const shown: LiveRunnerHit[] = [];
    const fallback = await raceDefault();
    for (let first = 0; first < candidates.length && shown.length < limit; first += limit * 2) {
      const slice = candidates.slice(first, first + limit * 2);
      const sliceBibs = slice.map(({ r }) => r.bib);
      // The index may be a few seconds old: an entry withdrawn since is checked on the rows themselves.
      const [chosen, listed] = await Promise.all([
        trackingOf(db, year, sliceBibs),
        confirmedBibsAmong(db, year, sliceBibs),
      ]);
      for (const { r, match } of slice) {
        if (!listed.has(r.bib) || (chosen.get(r.bib) ?? fallback) !== 'public' || shown.length >= limit)
          continue;
        shown.push({
          bib: r.bib,
          name: r.name,
          raceItem: r.raceItem,
          gender: r.gender,
          ageGroup: r.ageGroup,
          match,
        });
      }
    }
    return shown;
  };
}

/** The runners' own tracking choices among some bibs (a bib without one follows the race's rule). */
async function trackingOf(
  db: Kysely<Database>,
  year: number,
  bibs: readonly string[],
): Promise<Map<string, TrackingMode>> {
  if (bibs.length === 0) return new Map();
  const rows = await db
    .selectFrom('live_runners')
    .select(['bib', 'tracking'])
    .where('year', '=', year)
    .where('bib', 'in', [...bibs])
    .where('tracking', 'is not', null)
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.tracking === 'public' || row.tracking === 'code' || row.tracking === 'hidden'
        ? [[row.bib, row.tracking] as const]
        : [],
    ),
  );
}
