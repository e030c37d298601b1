import type { Kysely } from 'kysely';
import { CORRECTION_STATUS, type Correction } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { withUniqueRetry } from '../../../platform/db/next-id';
import type { ResultCorrectionsTable } from './tables';
import { OPEN_CORRECTION_STATUSES } from './correction-status';
import { noteResultsChanged } from '../results-changes';

export function toCorrection(row: ResultCorrectionsTable): Correction {
  let attachments: Correction['attachments'] = [];
  try {
    const value: unknown = JSON.parse(row.attachments);
    if (Array.isArray(value)) attachments = value as Correction['attachments'];
  } catch {
    // Malformed evidence reads as none.
  }
  return {
    id: row.id,
    year: row.year,
    bib: row.bib,
    status: row.status,
    what: row.what,
    claimedTimeMs: row.claimed_ms,
    attachments,
    chipTimeBeforeMs: row.chip_ms_before,
    chipTimeAfterMs: row.chip_ms_after,
    answer: row.answer,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    resolvedAt: row.resolved_at,
  };
}

/**
 * The account's own open request for a result: each owner's request stands on its own, so one filed by another
 * account (a second owner) never blocks this one's.
 */
export const openCorrectionFor = (db: Kysely<Database>, year: number, bib: string, userId: string) =>
  db
    .selectFrom('result_corrections')
    .select('id')
    .where('year', '=', year)
    .where('bib', '=', bib)
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_CORRECTION_STATUSES)
    .executeTakeFirst();

export const correctionsSince = (db: Kysely<Database>, userId: string, since: number) =>
  db
    .selectFrom('result_corrections')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();

/** Files a request; the id is the next one, taken again if another process took it first. */
export function insertCorrection(
  db: Kysely<Database>,
  values: Omit<ResultCorrectionsTable, 'id'>,
): Promise<ResultCorrectionsTable> {
  return withUniqueRetry(() =>
    db.transaction().execute(async (trx) => {
      const max = await trx
        .selectFrom('result_corrections')
        .select((eb) => eb.fn.max<number | null>('id').as('max'))
        .executeTakeFirst();
      const row = { id: Number(max?.max ?? 0) + 1, ...values };
      await trx.insertInto('result_corrections').values(row).execute();
      return row;
    }),
  ).then((row) => {
    noteResultsChanged();
    return row;
  });
}

export const myCorrections = (db: Kysely<Database>, userId: string, year: number, bib: string) =>
  db
    .selectFrom('result_corrections')
    .selectAll()
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .where('bib', '=', bib)
    .orderBy('created_at', 'desc')
    .execute();

export const openCorrections = (db: Kysely<Database>) =>
  db
    .selectFrom('result_corrections')
    .selectAll()
    .where('status', 'in', OPEN_CORRECTION_STATUSES)
    .orderBy('created_at')
    .execute();

/** Accepts or rejects a submitted request (and only a submitted one): the row after, or undefined. */
export const decideCorrection = (
  db: Kysely<Database>,
  id: number,
  status: number,
  answer: string,
  now: number,
) =>
  db
    .updateTable('result_corrections')
    .set({ status, answer, reviewed_at: now })
    .where('id', '=', id)
    .where('status', '=', CORRECTION_STATUS.submitted)
    .returningAll()
    .executeTakeFirst()
    .then((row) => {
      noteResultsChanged();
      return row;
    });

/**
 * After an import of `year`: every accepted request of that year is settled with the result as imported (its new
 * chip time, or none when the bib is no longer a finisher). Submitted requests stay open for the organisers.
 */
export async function settleCorrections(
  db: Kysely<Database>,
  year: number,
  chipByBib: ReadonlyMap<string, number>,
  now: number,
): Promise<number> {
  const accepted = await db
    .selectFrom('result_corrections')
    .select(['id', 'bib'])
    .where('year', '=', year)
    .where('status', '=', CORRECTION_STATUS.accepted)
    .execute();
  for (const { id, bib } of accepted) {
    await db
      .updateTable('result_corrections')
      .set({
        status: CORRECTION_STATUS.corrected,
        chip_ms_after: chipByBib.get(bib) ?? null,
        resolved_at: now,
      })
      .where('id', '=', id)
      .execute();
  }
  noteResultsChanged();
  return accepted.length;
}
