import type { Kysely } from 'kysely';
import type { RegistrationReceipt, SignupFormKind } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { addEntry, entryState, type RaceRegistrationsTable } from '../../registrations';
import { countRegistration } from '../../results';
import { nextId } from '../../../platform/db/next-id';
import type { SignupRegistrationsTable } from '../tables';

export const findBySubmission = (db: Kysely<Database>, userId: string, submissionId: string) =>
  db
    .selectFrom('signup_registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();

export const findForYear = (db: Kysely<Database>, userId: string, year: number) =>
  db
    .selectFrom('signup_registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .executeTakeFirst();

/** Whether the account signed up for that edition under that registration number (whose the entry is). */
/** The entries an account signed up, newest edition first. */
export async function entriesSignedUpBy(
  db: Kysely<Database>,
  userId: string,
): Promise<{ year: number; regNo: number }[]> {
  const rows = await db
    .selectFrom('signup_registrations')
    .select(['year', 'reg_no'])
    .where('user_id', '=', userId)
    .orderBy('year', 'desc')
    .orderBy('reg_no')
    .execute();
  return rows.map((row) => ({ year: row.year, regNo: row.reg_no }));
}

export async function signedUpFor(
  db: Kysely<Database>,
  userId: string,
  year: number,
  regNo: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('signup_registrations')
    .select('id')
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .executeTakeFirst();
  return row !== undefined;
}

export const findRegistrationById = (db: Kysely<Database>, userId: string, id: number) =>
  db
    .selectFrom('signup_registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();

export const listForUser = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('signup_registrations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('year', 'desc')
    .execute();

/** Receipts of sign-up rows, with the status and bib the lookup row holds now (the organiser may confirm). */
export async function receiptsOf(
  db: Kysely<Database>,
  rows: readonly SignupRegistrationsTable[],
): Promise<RegistrationReceipt[]> {
  const receipts: RegistrationReceipt[] = [];
  for (const row of rows) {
    const race = await entryState(db, row.year, row.reg_no);
    receipts.push({
      id: row.id,
      year: row.year,
      kind: row.kind === 'direct' ? 'direct' : 'post',
      regNo: row.reg_no,
      raceItem: row.race_item === 'fun' ? 'fun' : 'half',
      name: row.name,
      idNumberMasked: row.id_masked,
      status: race?.status ?? 1,
      bib: race?.bib ?? null,
      createdAt: row.created_at,
      answers: JSON.parse(row.answers) as Record<string, unknown>,
    });
  }
  return receipts;
}

export interface NewRegistration {
  userId: string;
  year: number;
  kind: SignupFormKind;
  submissionId: string;
  answers: Record<string, unknown>;
  /** The lookup row without its number: the number is taken inside the transaction. */
  race: Omit<RaceRegistrationsTable, 'reg_no'>;
  /** The edition's race day (the race calendar's), kept on its edition row when this is its first entry. */
  raceDate: number;
  now: number;
}

/**
 * One transaction: the lookup row under the next registration number of the year (registrations), the sign-up row,
 * and the year's edition row (made if it has none yet) with its registration count (results). Nothing lands unless all of it does.
 */
export async function insertRegistration(
  db: Kysely<Database>,
  input: NewRegistration,
): Promise<SignupRegistrationsTable> {
  return db.transaction().execute(async (trx) => {
    const { year, now } = input;
    const regNo = await addEntry(trx, input.race);
    const row: SignupRegistrationsTable = {
      id: await nextId(trx, 'signup_registrations'),
      user_id: input.userId,
      year,
      kind: input.kind,
      submission_id: input.submissionId,
      reg_no: regNo,
      race_item: input.race.race_item,
      name: input.race.name,
      id_hash: input.race.id_hash,
      id_masked: input.race.id_masked,
      answers: JSON.stringify(input.answers),
      created_at: now,
    };
    await trx.insertInto('signup_registrations').values(row).execute();
    await countRegistration(trx, { year, raceDate: input.raceDate, now });
    return row;
  });
}

/**
 * The entries of a race item made by direct entry (an approved qualification application): the season's reserved
 * places, which skip the draw.
 */
export const directEntryRegNos = (db: Kysely<Database>, year: number, raceItem: string) =>
  db
    .selectFrom('signup_registrations')
    .select('reg_no')
    .where('year', '=', year)
    .where('race_item', '=', raceItem)
    .where('kind', '=', 'direct')
    .orderBy('reg_no')
    .execute()
    .then((rows) => rows.map((row) => row.reg_no));

/** The account that signed up an entry (the season tells its runner through it); undefined for an imported entry. */
export async function signerOf(
  db: Kysely<Database>,
  year: number,
  regNo: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('signup_registrations')
    .select('user_id')
    .where('year', '=', year)
    .where('reg_no', '=', regNo)
    .executeTakeFirst();
  return row?.user_id;
}

/** The accounts that signed up some entries of a year, by registration number (imported entries have none). */
export async function signersOf(
  db: Kysely<Database>,
  year: number,
  regNos: readonly number[],
): Promise<Map<number, string>> {
  const signers = new Map<number, string>();
  // In slices: a segment of a large edition is tens of thousands of entries, more than one IN list should hold.
  for (let start = 0; start < regNos.length; start += 500) {
    const rows = await db
      .selectFrom('signup_registrations')
      .select(['reg_no', 'user_id'])
      .where('year', '=', year)
      .where('reg_no', 'in', regNos.slice(start, start + 500))
      .execute();
    for (const row of rows) signers.set(row.reg_no, row.user_id);
  }
  return signers;
}
