import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * The opt-out link's token: the account's id and a MAC, with a key every process of a deployment derives alike
 * (from the certificate key). It never expires: an opt-out link must work whenever the message is read.
 */
export function optOutTokens(base: Buffer | undefined) {
  // Without a configured key (a test app) the process signs with its own.
  const key = Buffer.from(hkdfSync('sha256', base ?? randomBytes(32), 'marathon', 'messages-opt-out-v1', 32));
  const sign = (userId: string) => createHmac('sha256', key).update(userId).digest('base64url');
  return {
    issue: (userId: string): string => `${Buffer.from(userId).toString('base64url')}.${sign(userId)}`,
    /** The account's id, or null for a token forged or altered. */
    read(token: string): string | null {
      const [encoded = '', mac = ''] = token.split('.');
      const userId = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(sign(userId));
      const given = Buffer.from(mac);
      return userId !== '' && expected.length === given.length && timingSafeEqual(expected, given)
        ? userId
        : null;
    },
  };
}
export type OptOutTokens = ReturnType<typeof optOutTokens>;

/** Records the opt-out; false when the account had opted out already. */
export async function optOut(db: Kysely<Database>, userId: string, at: number): Promise<boolean> {
  const result = await db
    .insertInto('message_opt_outs')
    .values({ user_id: userId, opted_out_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function isOptedOut(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('message_opt_outs')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these accounts opted out. */
export async function optedOutAmong(db: Kysely<Database>, userIds: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < userIds.length; start += 500) {
    const rows = await db
      .selectFrom('message_opt_outs')
      .select('user_id')
      .where('user_id', 'in', userIds.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.user_id);
  }
  return found;
}
