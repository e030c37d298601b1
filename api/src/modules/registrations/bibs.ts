import type { Kysely } from 'kysely';
import { REGISTRATION_STATUS } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';

/** The confirmed entries of a race item (the only ones given bibs), with what the assignment orders them by. */
export const confirmedEntriesOf = (db: Kysely<Database>, year: number, raceItem: string) =>
  db
    .selectFrom('race_registrations')
    .select(['reg_no', 'bib', 'corral'])
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('status', '=', REGISTRATION_STATUS.confirmed)
    .orderBy('reg_no')
    .execute();

/** Every bib the year has given (any race item, any status): numbers an assignment must not reuse. */
export async function bibsTakenIn(db: Kysely<Database>, year: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('race_registrations')
    .select('bib')
    .where('year', '=', year)
    .where('bib', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.bib).filter((bib): bib is string => bib !== null));
}

/**
 * Gives a confirmed entry without a bib this bib and corral, only if it still has none (a conditional update: of
 * two processes assigning at once, one sets it). Answers `set`, `had` (it already has a bib: someone else's run
 * numbered it), or `taken` (the bib went to another entry meanwhile: the unique index of (year, bib) refused it).
 */
export async function giveBib(
  db: Kysely<Database>,
  year: number,
  regNo: number,
  bib: string,
  corral: string,
): Promise<'set' | 'had' | 'taken'> {
  try {
    const result = await db
      .updateTable('race_registrations')
      .set({ bib, corral })
      .where('year', '=', year)
      .where('reg_no', '=', regNo)
      .where('status', '=', REGISTRATION_STATUS.confirmed)
      .where('bib', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? 'set' : 'had';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** SQLite's and PostgreSQL's words for a unique index refusing a row. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || /UNIQUE constraint failed/i.test(error.message);
}

/** A confirmed entry by ID hash (a pickup desk's lookup by ID number). */
export const confirmedEntryById = (db: Kysely<Database>, year: number, idHash: string) =>
  db
    .selectFrom('race_registrations')
    .select(['year', 'reg_no', 'bib', 'name', 'race_item', 'corral', 'id_masked', 'status'])
    .where('year', '=', year)
    .where('id_hash', '=', idHash)
    .where('status', '=', REGISTRATION_STATUS.confirmed)
    .executeTakeFirst();

/** One entry by its registration number, with what a pickup desk shows. */
export const entryForPickup = (db: Kysely<Database>, year: number, regNo: number) =>
  db
    .selectFrom('race_registrations')
    .select(['year', 'reg_no', 'bib', 'name', 'race_item', 'corral', 'id_masked', 'status'])
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .executeTakeFirst();

/** The start list's columns, in the timing company's usual order (no ID numbers, no phones). */
export const START_LIST_COLUMNS = [
  'bib',
  'name',
  'gender',
  'birth_year',
  'age_group',
  'nationality',
  'race_item',
  'corral',
  'reg_no',
] as const;

/** The start list: every confirmed entry of the year with a bib, by race item and bib (no ID numbers). */
export const startListRows = (db: Kysely<Database>, year: number) =>
  db
    .selectFrom('race_registrations')
    .select(START_LIST_COLUMNS)
    .where('year', '=', year)
    .where('status', '=', REGISTRATION_STATUS.confirmed)
    .where('bib', 'is not', null)
    .orderBy('race_item')
    .orderBy('bib')
    .execute();

/** The entries of some registration numbers of a year: what an imported start list is checked against. */
export const entriesOfRegNos = (db: Kysely<Database>, year: number, regNos: readonly number[]) =>
  regNos.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('race_registrations')
        .select(['reg_no', 'bib', 'status'])
        .where('year', '=', year)
        .where('reg_no', 'in', regNos)
        .execute();

/** The entries holding some bibs of a year (whose bib an imported row would take). */
export const holdersOfBibs = (db: Kysely<Database>, year: number, bibs: readonly string[]) =>
  bibs.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('race_registrations')
        .select(['reg_no', 'bib'])
        .where('year', '=', year)
        .where('bib', 'in', bibs)
        .execute();

/**
 * An imported start list's bibs and corrals, all or nothing: in one transaction the listed entries let go of their
 * bibs first (so two runners may swap), then take the new ones; the (year, bib) unique index refuses a bib another
 * entry still holds, which rolls the whole file back.
 */
export async function applyStartList(
  db: Kysely<Database>,
  year: number,
  rows: readonly { regNo: number; bib: string; corral: string | null }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const regNos = rows.map((row) => row.regNo);
    for (let start = 0; start < regNos.length; start += 500) {
      await trx
        .updateTable('race_registrations')
        .set({ bib: null })
        .where('year', '=', year)
        .where('reg_no', 'in', regNos.slice(start, start + 500))
        .execute();
    }
    for (const row of rows) {
      await trx
        .updateTable('race_registrations')
        .set({ bib: row.bib, corral: row.corral })
        .where('year', '=', year)
        .where('reg_no', '=', row.regNo)
        .where('status', '=', REGISTRATION_STATUS.confirmed)
        .execute();
    }
  });
}

/** The start list's runners as a name search shows them: every confirmed entry of the year with a bib. */
export const startListNames = (db: Kysely<Database>, year: number) =>
  db
    .selectFrom('race_registrations')
    .select(['bib', 'name', 'race_item', 'gender', 'age_group'])
    .where('year', '=', year)
    .where('status', '=', REGISTRATION_STATUS.confirmed)
    .where('bib', 'is not', null)
    .orderBy('bib')
    .execute();

/**
 * What changes when the start list does (an entry confirmed, withdrawn or given a bib): its size and its newest
 * registration, read in one small aggregate so a name search knows when its index is stale.
 */
export async function startListMark(db: Kysely<Database>, year: number): Promise<string> {
  const row = await db
    .selectFrom('race_registrations')
    .select((eb) => [
      eb.fn.count<number | string>('bib').as('bibs'),
      eb.fn.max<number | null>('reg_no').as('last'),
    ])
    .where('year', '=', year)
    .where('status', '=', REGISTRATION_STATUS.confirmed)
    .executeTakeFirst();
  return `${Number(row?.bibs ?? 0)}:${Number(row?.last ?? 0)}`;
}

/** The bibs among some that a confirmed entry of the year holds now. */
export async function confirmedBibsAmong(
  db: Kysely<Database>,
  year: number,
  bibs: readonly string[],
): Promise<Set<string>> {
  if (bibs.length === 0) return new Set();
  const rows = await db
    .selectFrom('race_registrations')
    .select('bib')
    .where('year', '=', year)
    .where('status', '=', REGISTRATION_STATUS.confirmed)
    .where('bib', 'in', [...bibs])
    .execute();
  return new Set(rows.flatMap((row) => (row.bib ? [row.bib] : [])));
}
