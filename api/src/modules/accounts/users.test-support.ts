import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export interface TestUser {
  id: string;
  accountNo: string;
  email: string;
  phone: string;
  nick: string;
}

/** Inserts a user straight into the database (there is no registration call yet). */
export async function insertUser(
  db: Kysely<Database>,
  patch: { status?: number; phone?: string } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const suffix = id.slice(0, 8);
  const user = {
    id,
    accountNo: `YZ${suffix}`,
    email: `runner-${suffix}@example.com`,
    // Phones are unique: a test with two users gives the second its own.
    phone: patch.phone ?? '13800138000',
    nick: '跑者',
  };
  const now = Date.now();
  await db
    .insertInto('users')
    .values({
      id: user.id,
      account_no: user.accountNo,
      email: user.email,
      phone: user.phone,
      nick: user.nick,
      password_hash: null,
      gender: 0,
      avatar: null,
      status: patch.status ?? 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return user;
}
