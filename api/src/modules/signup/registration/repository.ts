import type { Kysely } from 'kysely';
import type { RegistrationReceipt, SignupFormKind } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { raceDateOf } from '../../results';
import { readTotals } from '../../results';
import type { RaceRegistrationsTable } from '../../registrations';
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

/** Receipts of sign-up rows, with the status and bib the lookup row holds now (the organiser may confirm). */
export async function receiptsOf(
  db: Kysely<Database>,
  rows: readonly SignupRegistrationsTable[],
): Promise<RegistrationReceipt[]> {
  const receipts: RegistrationReceipt[] = [];
  for (const row of rows) {
    const race = await db
      .selectFrom('race_registrations')
      .select(['status', 'bib'])
      .where('year', '=', row.year)
      .where('reg_no', '=', row.reg_no)
      .executeTakeFirst();
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
  now: number;
}

/**
 * One transaction: the year's edition row if it has none yet, the lookup row under the next registration number
 * of the year, the sign-up row, and the year's registration count. Nothing lands unless all of it does.
 */
export async function insertRegistration(
  db: Kysely<Database>,
  input: NewRegistration,
): Promise<SignupRegistrationsTable> {
  return db.transaction().execute(async (trx) => {
    const { year, now } = input;
    await trx
      .insertInto('race_editions')
      .values({
        year,
        race_date: raceDateOf(year),
        results_status: 0,
        totals: JSON.stringify({ registrations: 0, finishers: {} }),
        updated_at: now,
      })
      .onConflict((oc) => oc.column('year').doNothing())
      .execute();
    const last = await trx
      .selectFrom('race_registrations')
      .select((eb) => eb.fn.max<number | null>('reg_no').as('max'))
      .where('year', '=', year)
      .executeTakeFirst();
    const regNo = Number(last?.max ?? 0) + 1;
    await trx
      .insertInto('race_registrations')
      .values({ ...input.race, reg_no: regNo })
      .execute();
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
    const edition = await trx
      .selectFrom('race_editions')
      .select('totals')
      .where('year', '=', year)
      .executeTakeFirstOrThrow();
    const totals = readTotals(edition.totals);
    totals.registrations += 1;
    await trx
      .updateTable('race_editions')
      .set({ totals: JSON.stringify(totals), updated_at: now })
      .where('year', '=', year)
      .execute();
    return row;
  });
}
