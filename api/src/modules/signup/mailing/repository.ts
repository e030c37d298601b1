import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { isUniqueViolation, nextId, withUniqueRetry } from '../../../platform/db/next-id';
import type { SignupMailingsTable } from '../tables';

export const findMailingOf = (db: Kysely<Database>, registrationId: number) =>
  db
    .selectFrom('signup_mailings')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();

export const listMailingsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('signup_mailings')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('year', 'desc')
    .execute();

export type MailingAddress = Pick<
  SignupMailingsTable,
  'recipient' | 'phone' | 'phone_hash' | 'phone_masked' | 'region'
>;

/**
 * One request per registration: the first creates it, a later one changes the address while it is still only
 * received (status 0). Answers undefined when the parcel has already shipped.
 */
export async function saveMailing(
  db: Kysely<Database>,
  owner: { registrationId: number; userId: string; year: number },
  address: MailingAddress,
  now: number,
): Promise<SignupMailingsTable | undefined> {
  const update = async () => {
    await db
      .updateTable('signup_mailings')
      .set({ ...address, updated_at: now })
      .where('registration_id', '=', owner.registrationId)
      .where('status', '=', 0)
      .execute();
    const row = await findMailingOf(db, owner.registrationId);
    return row?.status === 0 ? row : undefined;
  };
  if (await findMailingOf(db, owner.registrationId)) return update();
  try {
    return await withUniqueRetry(() =>
      db.transaction().execute(async (trx) => {
        const row: SignupMailingsTable = {
          id: await nextId(trx, 'signup_mailings'),
          registration_id: owner.registrationId,
          user_id: owner.userId,
          year: owner.year,
          ...address,
          status: 0,
          tracking_no: null,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto('signup_mailings').values(row).execute();
        return row;
      }),
    );
  } catch (error) {
    // Sent twice at once: the other request created it, so this one is an address change.
    if (isUniqueViolation(error) && (await findMailingOf(db, owner.registrationId))) return update();
    throw error;
  }
}
