import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createUser, findUserByEmail, findUserByPhone } from '../user-center/accounts';
import { hashPassword } from '../user-center/password-hash';

/**
 * The account a newcomer logs in with on a local start (`npm start`): printed in the terminal banner and the
 * README. It exists only outside production: a real site never has a known password.
 */
export const DEMO_ACCOUNT = {
  phone: '13800138000',
  email: 'demo@example.com',
  password: 'Demo2025',
  nick: '体验账号 Demo',
} as const;

/** Creates the demo account once; a database where the phone or the email is already taken is left alone. */
export async function seedDemoAccountIfMissing(db: Kysely<Database>, scryptLogN: number): Promise<boolean> {
  const taken =
    (await findUserByPhone(db, DEMO_ACCOUNT.phone)) ?? (await findUserByEmail(db, DEMO_ACCOUNT.email));
  if (taken) return false;
  await createUser(db, {
    phone: DEMO_ACCOUNT.phone,
    email: DEMO_ACCOUNT.email,
    nick: DEMO_ACCOUNT.nick,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password, scryptLogN),
  });
  return true;
}
