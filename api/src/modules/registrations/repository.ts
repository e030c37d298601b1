import type { Kysely, Transaction } from 'kysely';
import { REGISTRATION_STATUS } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import type { RaceRegistrationsTable } from './tables';

/**
 * Rows per INSERT: large statements cut the per-statement cost that dominates a seed or an import, and stay well
 * under SQLite's 32,766 bound parameters (18 columns × 1,500) and PostgreSQL's 65,535.
 */
const BATCH_ROWS = 1_500;

/** Whether someone (any account) already registered this ID document for the year. */
export async function idRegisteredForYear(
  db: Kysely<Database>,
  year: number,
  idHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('race_registrations')
    .select('reg_no')
    .where('year', '=', year)
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** The status and bib an entry holds now (the organiser may confirm it); undefined for no such entry. */
export const entryState = (db: Kysely<Database>, year: number, regNo: number) =>
  db
    .selectFrom('race_registrations')
    .select(['status', 'bib'])
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .executeTakeFirst();

/** Inside the caller's transaction: the entry under the year's next registration number, which it answers. */
export async function addEntry(
  trx: Transaction<Database>,
  entry: Omit<RaceRegistrationsTable, 'reg_no'>,
): Promise<number> {
  const last = await trx
    .selectFrom('race_registrations')
    .select((eb) => eb.fn.max<number | null>('reg_no').as('max'))
    .where('year', '=', entry.year)
    .executeTakeFirst();
  const regNo = Number(last?.max ?? 0) + 1;
  await trx
    .insertInto('race_registrations')
    .values({ ...entry, reg_no: regNo })
    .execute();
  return regNo;
}

/** Inside the caller's transaction: the year's whole entry list replaced (a seeded or imported edition). */
export async function replaceEntries(
  trx: Transaction<Database>,
  year: number,
  rows: readonly RaceRegistrationsTable[],
): Promise<void> {
  await trx.deleteFrom('race_registrations').where('year', '=', year).execute();
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await trx
      .insertInto('race_registrations')
      .values(rows.slice(start, start + BATCH_ROWS))
      .execute();
  }
}

/** The registration lookup's queries, exported so explain.test.ts can check each one uses its index. */
export const entryLookupQueries = {
  byId: (db: Kysely<Database>, year: number, idHash: string) =>
    db.selectFrom('race_registrations').selectAll().where('year', '=', year).where('id_hash', '=', idHash),
  byPhone: (db: Kysely<Database>, year: number, phoneHash: string) =>
    db
      .selectFrom('race_registrations')
      .selectAll()
      .where('year', '=', year)
      .where('phone_hash', '=', phoneHash),
};

/** The year's entries by ID hash or by phone hash, in registration order (the registration lookup). */
export const findEntriesBy = (
  db: Kysely<Database>,
  year: number,
  by: { idHash: string } | { phoneHash: string },
) =>
  ('idHash' in by
    ? entryLookupQueries.byId(db, year, by.idHash)
    : entryLookupQueries.byPhone(db, year, by.phoneHash)
  )
    .orderBy('reg_no')
    .execute();

/**
 * The entries of some bibs of a year: what the live views and the feed show of a runner, with its status (a
 * runner who withdrew keeps the bib they were given, and is no runner of the race).
 */
export const entriesByBib = (db: Kysely<Database>, year: number, bibs: readonly string[]) =>
  db
    .selectFrom('race_registrations')
    .select(['bib', 'name', 'gender', 'race_item', 'age_group', 'id_hash', 'status'])
    .where('year', '=', year)
    .where('bib', 'in', bibs)
    .execute();

/** One runner's entry by bib (name and ID hash: the tracking choice proves the runner's ID number). */
export const entryByBib = (db: Kysely<Database>, year: number, bib: string) =>
  db
    .selectFrom('race_registrations')
    .select(['name', 'id_hash', 'race_item', 'gender'])
    .where('year', '=', year)
    .where('bib', '=', bib)
    .executeTakeFirst();

/** The entries of a race item still pending the draw (status submitted), in registration order. */
export const pendingDrawEntries = (db: Kysely<Database>, year: number, raceItem: string) =>
  db
    .selectFrom('race_registrations')
    .select('reg_no')
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('status', '=', 1)
    .orderBy('reg_no')
    .execute()
    .then((rows) => rows.map((row) => row.reg_no));

/**
 * Moves entries from one of the `from` statuses to `to`, in the caller's transaction or on the database: a
 * conditional UPDATE, so two processes moving the same entry move it once. Answers how many rows moved.
 */
export async function moveEntryStatus(
  db: Kysely<Database> | Transaction<Database>,
  year: number,
  regNos: readonly number[],
  from: readonly number[],
  to: number,
  at: number = Date.now(),
): Promise<number> {
  // A withdrawal keeps its moment: the dashboard counts withdrawals per day.
  const change = to === REGISTRATION_STATUS.withdrawn ? { status: to, withdrawn_at: at } : { status: to };
  let moved = 0;
  for (let start = 0; start < regNos.length; start += BATCH_ROWS) {
    const result = await db
      .updateTable('race_registrations')
      .set(change)
      .where('year', '=', year)
      .where('reg_no', 'in', regNos.slice(start, start + BATCH_ROWS))
      .where('status', 'in', [...from])
      .executeTakeFirst();
    moved += Number(result.numUpdatedRows);
  }
  return moved;
}

/** The race item and status of one entry (the season's withdrawal and notices). */
export const entryOfSeason = (db: Kysely<Database>, year: number, regNo: number) =>
  db
    .selectFrom('race_registrations')
    .select(['race_item', 'status', 'name', 'phone_hash', 'bib'])
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .executeTakeFirst();

/** How many entries of a race item hold one of `statuses` (the season counts the places held). */
export async function countEntriesWithStatus(
  db: Kysely<Database> | Transaction<Database>,
  year: number,
  raceItem: string,
  statuses: readonly number[],
): Promise<number> {
  const row = await db
    .selectFrom('race_registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('status', 'in', [...statuses])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The entries of a year holding one of `statuses`, of one race item or all, by registration number: who an
 * organisers' message to a segment goes to (its placeholders read the name, the bib and the race item).
 */
export const entriesWithStatus = (
  db: Kysely<Database>,
  year: number,
  statuses: readonly number[],
  raceItem: string | undefined,
) => {
  let query = db
    .selectFrom('race_registrations')
    .select(['reg_no', 'race_item', 'name', 'bib', 'status'])
    .where('year', '=', year)
    .where('status', 'in', [...statuses]);
  if (raceItem !== undefined) query = query.where('race_item', '=', raceItem);
  return query.orderBy('reg_no').execute();
};
