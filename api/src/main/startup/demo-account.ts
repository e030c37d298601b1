import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createUser, findUserByEmail, findUserByPhone } from '../../modules/accounts';
import { hashPassword } from '../../modules/accounts';
import { DEMO_ACCOUNT } from './demo-account-data';

export { DEMO_ACCOUNT };

/** Creates the demo account once; a database where the phone or the email is already taken is left alone. */
export async function seedDemoAccountIfMissing(db: Kysely<Database>, scryptLogN: number): Promise<boolean> {
  const taken =
    (await findUserByPhone(db, DEMO_ACCOUNT.phone)) ?? (await findUserByEmail(db, DEMO_ACCOUNT.email));
  if (taken) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password, scryptLogN);
  try {
    await createUser(db, {
      phone: DEMO_ACCOUNT.phone,
      email: DEMO_ACCOUNT.email,
      nick: DEMO_ACCOUNT.nick,
      passwordHash,
    });
  } catch (error) {
    // Two development servers starting on one database at once: the other one created it first.
    if (await findUserByPhone(db, DEMO_ACCOUNT.phone)) return false;
    throw error;
  }
  return true;
}
