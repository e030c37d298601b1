import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { API_CODE } from '@marathon/shared/api';
import type { Database } from '../db/schema';
import { ApiFailure, bilingual } from '../http/api-failure';
import { claimOnce, releaseClaim } from '../shared-state/claims';

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

const justSent = (seconds: number): ApiFailure =>
  tooMany(`验证码已发送，请${seconds}秒后再试`, `A code was just sent, please retry in ${seconds} seconds`);

/** One send per target and purpose per resend gap, claimed so two processes cannot both send. */
const sendClaimKey = (target: string, purpose: number): string => `code-send:${purpose}:${target}`;

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
    throw justSent(Math.ceil((RESEND_GAP_MS - (now - last.created_at)) / 1000));
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

/**
 * Writes a fresh six-digit code for a target; only keyed hashes of the code and its token are stored. The send
 * window is claimed first: of concurrent sends to one target (in any process) only one gets a code.
 */
export async function issueCode(
  db: Kysely<Database>,
  secret: string,
  request: { channel: Channel; target: string; purpose: number; address: string },
  now = Date.now(),
): Promise<IssuedCode> {
  if (!(await claimOnce(db, sendClaimKey(request.target, request.purpose), RESEND_GAP_MS, now))) {
    throw justSent(Math.ceil(RESEND_GAP_MS / 1000));
  }
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

/** Forgets a code that could not be delivered, and its send window, so the user may ask again at once. */
export async function discardCode(db: Kysely<Database>, id: string): Promise<void> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['target', 'purpose'])
    .where('id', '=', id)
    .executeTakeFirst();
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
  if (row) await releaseClaim(db, sendClaimKey(row.target, row.purpose));
}

const WRONG_CODE = bilingual('验证码错误', 'The verification code is wrong');
const DEAD_CODE = bilingual(
  '验证码已失效，请重新获取',
  'The verification code has expired or been used, please request a new one',
);

/**
 * Spends the latest code of a target: it must be live, unspent, have fewer than five tries and match. Every
 * guess counts a try (the fifth wrong one kills it); `verificationToken`, when given, must be the one sent with it.
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
  // Each guess takes one of the code's tries before it is compared, in one conditional update: concurrent
  // guesses in any number of processes never get more than MAX_WRONG_TRIES comparisons between them.
  const tried = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_WRONG_TRIES)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(tried.numUpdatedRows) !== 1) throw new ApiFailure(API_CODE.badRequest, DEAD_CODE);
  if (keyed(secret, `${row.id}:${request.code}`) !== row.code_hash) {
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
