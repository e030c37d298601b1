import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { nameQuery } from './name-search/name-keys';
import { nameMatches } from './name-search/name-match';
import { OPEN_CORRECTION_STATUSES } from './corrections/correction-status';
import { STATUS_CODE } from './status/result-status';

/*
 * Every lookup reads through an index (see migration.ts): a bib within a year, an ID hash within a year, a phone
 * hash within a year, an ID hash across years, or a rank range. The builders are exported so explain.test.ts can
 * show each plan.
 */
export const lookupQueries = {
  edition: (db: Kysely<Database>, year: number) =>
    db.selectFrom('race_editions').selectAll().where('year', '=', year),
  /** The result with its edition's totals and status joined in: a bib lookup (the race-day hot path) is one query. */
  resultByBib: (db: Kysely<Database>, year: number, bib: string) =>
    db
      .selectFrom('race_results')
      .innerJoin('race_editions', 'race_editions.year', 'race_results.year')
      .selectAll('race_results')
      .select([
        'race_editions.totals as edition_totals',
        'race_editions.results_status as edition_status',
        'race_editions.updated_at as edition_updated_at',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('result_corrections')
              .select('result_corrections.id')
              .whereRef('result_corrections.year', '=', 'race_results.year')
              .whereRef('result_corrections.bib', '=', 'race_results.bib')
              .where('result_corrections.status', 'in', OPEN_CORRECTION_STATUSES),
          )
          .as('under_review'),
      )
      .where('race_results.year', '=', year)
      .where('race_results.bib', '=', bib),
  resultsById: (db: Kysely<Database>, idHash: string, year?: number) => {
    const query = db.selectFrom('race_results').selectAll().where('id_hash', '=', idHash);
    return (year === undefined ? query : query.where('year', '=', year)).orderBy('year', 'desc');
  },
  /** One page in finishing order: a range of the rank index, never a sort of the table. */
  resultsPage: (db: Kysely<Database>, year: number, raceItem: string, page: number, pageSize: number) => {
    const first = (page - 1) * pageSize + 1;
    return db
      .selectFrom('race_results')
      .select(['overall_rank', 'bib', 'name', 'gender', 'age_group', 'chip_ms', 'gun_ms'])
      .where('year', '=', year)
      .where('race_item', '=', raceItem)
      .where('overall_rank', '>=', first)
      .where('overall_rank', '<', first + pageSize)
      .orderBy('overall_rank');
  },
};

export const findEdition = (db: Kysely<Database>, year: number) =>
  lookupQueries.edition(db, year).executeTakeFirst();

export const listEditions = (db: Kysely<Database>) =>
  db.selectFrom('race_editions').selectAll().orderBy('year', 'desc').execute();

export const findResultByBib = (db: Kysely<Database>, year: number, bib: string) =>
  lookupQueries.resultByBib(db, year, bib).executeTakeFirst();

export const findResultsById = (db: Kysely<Database>, idHash: string, year?: number) =>
  lookupQueries.resultsById(db, idHash, year).execute();

export interface ResultsFilter {
  gender?: number;
  ageGroup?: string;
  /** A name, its pinyin or initials, or the start of one, as typed. */
  name?: string;
}

/**
 * One page of the finishers that pass the filters, in finishing order (matches of the whole name first when a name
 * is given), and how many pass. The year and item narrow to one race through the rank index, or a name to its
 * matches through the name keys; the other filters then read at most those rows.
 */
export async function filteredResultsPage(
  db: Kysely<Database>,
  year: number,
  raceItem: string,
  filter: ResultsFilter,
  page: number,
  pageSize: number,
) {
  const typed = filter.name === undefined ? null : nameQuery(filter.name);
  // A name that leaves nothing to search by (a single letter, only symbols) matches nobody.
  if (filter.name !== undefined && typed === null) return { rows: [], total: 0, byName: true };
  const inRace = db
    .selectFrom('race_results as r')
    .where('r.year', '=', year)
    .where('r.race_item', '=', raceItem)
    .where('r.status', '=', STATUS_CODE.finished);
  const matches = typed === null ? null : nameMatches(db, year, typed).as('m');
  let query = matches
    ? inRace.innerJoin(matches, 'm.bib', 'r.bib').select('m.match_rank')
    : inRace.select((eb) => eb.val(0).as('match_rank'));
  if (filter.gender !== undefined) query = query.where('r.gender', '=', filter.gender);
  if (filter.ageGroup !== undefined) query = query.where('r.age_group', '=', filter.ageGroup);
  const [rows, count] = await Promise.all([
    query
      .select(['r.overall_rank', 'r.bib', 'r.name', 'r.gender', 'r.age_group', 'r.chip_ms', 'r.gun_ms'])
      .$if(matches !== null, (ordered) => ordered.orderBy('match_rank'))
      .orderBy('r.overall_rank')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0), byName: matches !== null };
}

export const resultsPage = (
  db: Kysely<Database>,
  year: number,
  raceItem: string,
  page: number,
  pageSize: number,
) => lookupQueries.resultsPage(db, year, raceItem, page, pageSize).execute();
