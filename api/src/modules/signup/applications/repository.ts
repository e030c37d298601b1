import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { isUniqueViolation, nextId, withUniqueRetry } from '../../../platform/db/next-id';
import type { SignupApplicationsTable } from '../tables';

export const findApplication = (db: Kysely<Database>, userId: string, year: number) =>
  db
    .selectFrom('signup_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .executeTakeFirst();

export const findApplicationById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('signup_applications').selectAll().where('id', '=', id).executeTakeFirst();

export const listApplicationsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('signup_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('year', 'desc')
    .execute();

export const listApplicationsByStatus = (db: Kysely<Database>, status: number) =>
  db
    .selectFrom('signup_applications')
    .selectAll()
    .where('status', '=', status)
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();

/** The runner's application of the year, created waiting (status 0) when there is none. */
export async function findOrCreateApplication(
  db: Kysely<Database>,
  userId: string,
  year: number,
  note: string,
  now: number,
): Promise<SignupApplicationsTable> {
  const existing = await findApplication(db, userId, year);
  if (existing) return existing;
  try {
    return await withUniqueRetry(() =>
      db.transaction().execute(async (trx) => {
        const row: SignupApplicationsTable = {
          id: await nextId(trx, 'signup_applications'),
          user_id: userId,
          year,
          status: 0,
          note,
          documents: '[]',
          reject_reason: null,
          created_at: now,
          submitted_at: null,
          reviewed_at: null,
        };
        await trx.insertInto('signup_applications').values(row).execute();
        return row;
      }),
    );
  } catch (error) {
    // A second tab created it a moment ago: theirs is the one.
    const raced = isUniqueViolation(error) ? await findApplication(db, userId, year) : undefined;
    if (raced) return raced;
    throw error;
  }
}

/**
 * Changes an application only if it still has one of the expected statuses, so two concurrent calls (a submit
 * and a review, two reviews) cannot both win. Answers the row as it is now, or undefined when it moved on.
 */
export async function updateApplication(
  db: Kysely<Database>,
  id: number,
  fromStatuses: readonly number[],
  patch: Updateable<SignupApplicationsTable>,
): Promise<SignupApplicationsTable | undefined> {
  const result = await db
    .updateTable('signup_applications')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', fromStatuses)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findApplicationById(db, id);
}
