import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { API_CODE } from '@marathon/shared/api';
import type { Database } from '../db/schema';
import { ApiFailure, bilingual } from '../http/api-failure';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_GAP_MS = 60_000;
export const MAX_WRONG_TRIES = 5;
/** Codes one phone or address may receive per hour, whoever asks. */
export const CODES_PER_TARGET_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

export type Channel = 'sms' | 'email';

const keyed = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

const tooMany = (zh: string, en: string): ApiFailure =>
  new ApiFailure(API_CODE.tooManyRequests, bilingual(zh, en));

/**
 * Refuses a send before anything is written: a resend within 60 s of the last code to this target, more than
 * the hourly budget of the target, or more than the hourly budget of the asking address.
 */
export async function checkSendAllowed(
  db: Kysely<Database>,
  request: { target: string; purpose: number; address: string; perAddressPerHour: number },
  now = Date.now(),
): Promise<void> {
  const last = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('target', '=', request.target)
    .where('purpose', '=', request.purpose)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (last && now - last.created_at < RESEND_GAP_MS) {
    const seconds = Math.ceil((RESEND_GAP_MS - (now - last.created_at)) / 1000);
    throw tooMany(
      `验证码已发送，请${seconds}秒后再试`,
      `A code was just sent, please retry in ${seconds} seconds`,
    );
  }
  const since = now - HOUR_MS;
  const [byTarget, byAddress] = await Promise.all([
    db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('target', '=', request.target)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('address', '=', request.address)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(byTarget.n) >= CODES_PER_TARGET_PER_HOUR) {
    throw tooMany(
      '该号码获取验证码过于频繁，请一小时后再试',
      'Too many codes for this target, please try again in an hour',
    );
  }
  if (Number(byAddress.n) >= request.perAddressPerHour) {
    throw tooMany('获取验证码过于频繁，请稍后再试', 'Too many code requests, please try again later');
  }
}

export interface IssuedCode {
  id: string;
  code: string;
  verificationToken: string;
}

/** Writes a fresh six-digit code for a target; only keyed hashes of the code and its token are stored. */
export async function issueCode(
  db: Kysely<Database>,
  secret: string,
  request: { channel: Channel; target: string; purpose: number; address: string },
  now = Date.now(),
): Promise<IssuedCode> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const verificationToken = randomBytes(24).toString('base64url');
  await db
    .insertInto('verification_codes')
    .values({
      id,
      channel: request.channel,
      target: request.target,
      purpose: request.purpose,
      code_hash: keyed(secret, `${id}:${code}`),
      token_hash: keyed(secret, verificationToken),
      address: request.address,
      attempts: 0,
      created_at: now,
      expires_at: now + CODE_TTL_MS,
      consumed_at: null,
    })
    .execute();
  return { id, code, verificationToken };
}

export async function discardCode(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

const WRONG_CODE = bilingual('验证码错误', 'The verification code is wrong');
const DEAD_CODE = bilingual(
  '验证码已失效，请重新获取',
  'The verification code has expired or been used, please request a new one',
);

/**
 * Spends the latest code of a target: it must be live, unspent, have fewer than five wrong tries and match. A
 * wrong code counts a try (the fifth kills it); `verificationToken`, when given, must be the one sent with it.
 * Returns a function that marks it spent, so a caller writes everything in one go after its own checks.
 */
export async function checkCode(
  db: Kysely<Database>,
  secret: string,
  request: { target: string; purpose: number; code: string; verificationToken?: string },
  now = Date.now(),
): Promise<() => Promise<void>> {
  const row = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('target', '=', request.target)
    .where('purpose', '=', request.purpose)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row || row.consumed_at !== null || row.expires_at <= now || row.attempts >= MAX_WRONG_TRIES) {
    throw new ApiFailure(API_CODE.badRequest, DEAD_CODE);
  }
  if (
    request.verificationToken !== undefined &&
    keyed(secret, request.verificationToken) !== row.token_hash
  ) {
    throw new ApiFailure(API_CODE.badRequest, DEAD_CODE);
  }
  if (keyed(secret, `${row.id}:${request.code}`) !== row.code_hash) {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw new ApiFailure(API_CODE.badRequest, WRONG_CODE);
  }
  return async () => {
    const spent = await db
      .updateTable('verification_codes')
      .set({ consumed_at: Date.now() })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new ApiFailure(API_CODE.badRequest, DEAD_CODE);
  };
}
