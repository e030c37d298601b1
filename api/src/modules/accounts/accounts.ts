import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { OS_ID, type LoginAnswer } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import type { UsersTable } from './tables';

export type UserRow = Selectable<UsersTable>;

export async function findUserByPhone(db: Kysely<Database>, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The public account number of an account (what organisers and support staff name it by). */
export async function accountNoOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('account_no').where('id', '=', userId).executeTakeFirst();
  return row?.account_no ?? null;
}

/** Where an account is told things (the season's notices); null for an account that is gone or disabled. */
export async function contactOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<{ email: string | null; phone: string | null } | null> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'phone', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && row.status === 1 ? { email: row.email, phone: row.phone } : null;
}

const newAccountNo = (): string => `YZ${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** Creates an account; phone-code logins of a new number and email registrations both land here. */
/** Account numbers and nicknames of these users (an organiser's list names whose each row is), by user id. */
export async function accountNamesOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, { accountNo: string; nick: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'account_no', 'nick'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, { accountNo: row.account_no, nick: row.nick }]));
}

export async function createUser(
  db: Kysely<Database>,
  fields: { email?: string; phone?: string; passwordHash: string | null; nick: string },
  now = Date.now(),
): Promise<UserRow> {
  const row: UserRow = {
    id: randomUUID(),
    account_no: newAccountNo(),
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    nick: fields.nick,
    password_hash: fields.passwordHash,
    gender: 0,
    avatar: null,
    status: 1,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

/** Sets a new password hash and ends every session of the account in the same transaction. */
export async function replacePassword(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
  spendCode: () => Promise<void>,
  now = Date.now(),
): Promise<void> {
  await spendCode();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

/** The user data the client stores under `userData`. */
export function userDataOf(user: UserRow, token: string, loginType: number): LoginAnswer['userData'] {
  return {
    token,
    username: user.account_no,
    osId: OS_ID,
    loginIdentityType: loginType,
    accountInfo: {
      accountId: user.id,
      accountNo: user.account_no,
      accountNick: user.nick,
      ...(user.phone ? { accountPhone: user.phone } : {}),
      loginType,
      osId: OS_ID,
    },
    userInfo: {
      userId: user.id,
      ...(user.email ? { userEmail: user.email } : {}),
      ...(user.phone ? { userPhone: user.phone } : {}),
      userGender: user.gender,
    },
  };
}
