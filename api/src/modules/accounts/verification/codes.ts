import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { ApiFailure, bilingual } from '../../../platform/http/api-failure';
import { claimOnce, releaseClaim } from '../../../platform/shared-state/claims';
import { waitMessage } from '../login-throttle';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_GAP_MS = 60_000;
export const MAX_WRONG_TRIES = 5;
/** Codes one requester (client address) may have sent to one target per hour: a stranger's share of a target. */
export const CODES_PER_TARGET_AND_REQUESTER = 3;
/** Codes a target receives per hour, from anyone, before each further one must wait longer. */
export const FREE_CODES_PER_TARGET = 5;
/** The longest a target is ever made to wait for its next code: a flood slows it, never locks it. */
export const MAX_TARGET_GAP_MS = 15 * 60_000;
/**
 * Codes a target receives in 24 hours from requesters other than its owner's known device: each is paid for, and a
 * flood from fresh addresses would otherwise cost about ten an hour around the clock.
 */
export const DAILY_CODES_PER_TARGET = 20;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long after its last code a target must wait for the next, given the codes it received this hour: nothing
 * for the first five (beyond the 60 s resend gap), then 2, 4, 8 minutes, then 15 minutes per code. A target
 * thus receives at most about ten codes an hour, whoever asks, and waits at most 15 minutes.
 */
export function targetGapMs(codesThisHour: number): number {
  if (codesThisHour < FREE_CODES_PER_TARGET) return 0;
  return Math.min(2 ** (codesThisHour - FREE_CODES_PER_TARGET + 1) * 60_000, MAX_TARGET_GAP_MS);
}

export type Channel = 'sms' | 'email';

const keyed = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

const tooMany = (zh: string, en: string): ApiFailure =>
  new ApiFailure(API_CODE.tooManyRequests, bilingual(zh, en));

const justSent = (seconds: number): ApiFailure =>
  tooMany(`验证码已发送，请${seconds}秒后再试`, `A code was just sent, please retry in ${seconds} seconds`);

const waitFor = (prefix: { zh: string; en: string }, waitMs: number): ApiFailure =>
  new ApiFailure(API_CODE.tooManyRequests, waitMessage(prefix, waitMs));

/** One send per target and purpose per resend gap, claimed so two processes cannot both send. */
const sendClaimKey = (target: string, purpose: number): string => `code-send:${purpose}:${target}`;

/** The opening after a slowed target's code of `after`, claimed so two processes cannot both take it. */
const openingKey = (target: string, after: number): string => `code-target:${target}@${after}`;

export interface SendAllowance {
  /** Codes the target received in the last hour, before this one. */
  targetCodesThisHour: number;
  /** When the target's latest code was sent (epoch ms), if it had one this hour. */
  latestAt: number | null;
  /** The request came from a known device of the target's own account: it takes no stranger's opening. */
  knownDevice: boolean;
}

export interface SendRequest {
  target: string;
  address: string;
  perAddressPerHour: number;
  /** A checked device token of the account this target belongs to (device-token.ts). */
  knownDevice: boolean;
  /** Called once when a stranger's request meets the target's daily ceiling (the caller counts it). */
  onDailyCeiling: () => Promise<void>;
}

const MANY_CODES = { zh: '该号码获取验证码过于频繁', en: 'Many codes were sent to this number' };

/**
 * Refuses a send before anything is written: more than the requester's share of this target (three an hour), more
 * than the requester's hourly budget over all targets; then, for anyone but the owner's known device, a target at
 * its daily ceiling, a requester that already took one of the target's openings this hour, or a target whose flood
 * has it waiting (targetGapMs). Each refusal says how long to wait. Nothing here depends on whether the target has
 * an account (a known device proves the account by itself).
 */
export async function checkSendAllowed(
  db: Kysely<Database>,
  request: SendRequest,
  now = Date.now(),
): Promise<SendAllowance> {
  const since = now - HOUR_MS;
  const [toTarget, byAddress, today] = await Promise.all([
    db
      .selectFrom('verification_codes')
      .select(['created_at', 'address'])
      .where('target', '=', request.target)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('address', '=', request.address)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('target', '=', request.target)
      .where('created_at', '>', now - DAY_MS)
      .executeTakeFirstOrThrow(),
  ]);
  const mine = toTarget.filter((row) => row.address === request.address);
  const firstOfMine = mine[0];
  if (mine.length >= CODES_PER_TARGET_AND_REQUESTER && firstOfMine) {
    throw waitFor(
      { zh: '此网络为该号码获取验证码过于频繁', en: 'Too many codes for this number from your network' },
      firstOfMine.created_at + HOUR_MS - now,
    );
  }
  if (Number(byAddress.n) >= request.perAddressPerHour) {
    throw tooMany('获取验证码过于频繁，请稍后再试', 'Too many code requests, please try again later');
  }
  const latest = toTarget.at(-1);
  const allowance = {
    targetCodesThisHour: toTarget.length,
    latestAt: latest?.created_at ?? null,
    knownDevice: request.knownDevice,
  };
  if (request.knownDevice) return allowance;
  if (Number(today.n) >= DAILY_CODES_PER_TARGET) {
    await request.onDailyCeiling();
    throw tooMany(
      '该号码今日获取验证码次数已达上限，请明天再试',
      'This number has had its most codes for today, please try again tomorrow',
    );
  }
  // The codes past the free ones were openings: a requester that took one waits for a new hour.
  const myOpening = toTarget.slice(FREE_CODES_PER_TARGET).find((row) => row.address === request.address);
  if (myOpening) {
    throw waitFor(
      {
        zh: '此网络本小时已为该号码获取过验证码',
        en: 'Your network already had a code for this number this hour',
      },
      myOpening.created_at + HOUR_MS - now,
    );
  }
  const gap = targetGapMs(toTarget.length);
  if (latest && gap > 0 && now < latest.created_at + gap) {
    throw waitFor(MANY_CODES, latest.created_at + gap - now);
  }
  return allowance;
}

/** A resend within 60 s of the last code to this target and purpose is refused, saying how many seconds are left. */
export async function checkResendGap(
  db: Kysely<Database>,
  request: { target: string; purpose: number },
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
}

export interface IssuedCode {
  id: string;
  code: string;
  verificationToken: string;
  /** The slowed target's opening this code took, given back with the code if it cannot be delivered. */
  opening: string | null;
}

/**
 * Writes a fresh six-digit code for a target; only keyed hashes of the code and its token are stored. The send
 * window is claimed first: of concurrent sends to one target (in any process) only one gets a code.
 */
export async function issueCode(
  db: Kysely<Database>,
  secret: string,
  request: { channel: Channel; target: string; purpose: number; address: string } & SendAllowance,
  now = Date.now(),
): Promise<IssuedCode> {
  if (!(await claimOnce(db, sendClaimKey(request.target, request.purpose), RESEND_GAP_MS, now))) {
    throw justSent(Math.ceil(RESEND_GAP_MS / 1000));
  }
  // In a slowed hour each opening is one code, whichever process and purpose asks first.
  // The owner's known device takes no opening: strangers' openings stay theirs and the owner's code is extra.
  const gap = targetGapMs(request.targetCodesThisHour);
  const opening =
    gap > 0 && request.latestAt !== null && !request.knownDevice
      ? openingKey(request.target, request.latestAt)
      : null;
  if (opening !== null && !(await claimOnce(db, opening, HOUR_MS, now))) {
    await releaseClaim(db, sendClaimKey(request.target, request.purpose));
    throw waitFor(MANY_CODES, gap);
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
  return { id, code, verificationToken, opening };
}

/**
 * Forgets a code that could not be delivered, its send window and the opening it took, so the user may ask again
 * at once.
 */
export async function discardCode(db: Kysely<Database>, issued: IssuedCode): Promise<void> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['target', 'purpose'])
    .where('id', '=', issued.id)
    .executeTakeFirst();
  await db.deleteFrom('verification_codes').where('id', '=', issued.id).execute();
  if (row) await releaseClaim(db, sendClaimKey(row.target, row.purpose));
  if (issued.opening !== null) await releaseClaim(db, issued.opening);
}

/** A code's target as a log may name it: 139****0000, r***@example.com. */
export function maskedTarget(target: string): string {
  const at = target.indexOf('@');
  if (at >= 0) return `${target.slice(0, 1)}***${target.slice(at)}`;
  return target.length > 7 ? `${target.slice(0, 3)}****${target.slice(-4)}` : '****';
}

/**
 * Logs, once an hour per target, that a target has entered its slowed hour (FREE_CODES_PER_TARGET codes): someone
 * may be spending its codes. The target is masked. True when it did (the caller counts it in the metrics).
 */
export async function noteFloodedTarget(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  target: string,
  codesThisHour: number,
  now = Date.now(),
): Promise<boolean> {
  if (codesThisHour < FREE_CODES_PER_TARGET) return false;
  if (!(await claimOnce(db, `code-flood-alert:${target}`, HOUR_MS, now))) return false;
  log.warn(
    { event: 'code-target-flooded', target: maskedTarget(target), codesThisHour },
    'many verification codes for one target this hour: its next codes are slowed',
  );
  return true;
}

/**
 * Logs, once a day per target, that strangers' codes met its daily ceiling (masked). True when it did (the caller
 * counts it in the metrics, for the spend alarm of docs/DEPLOYMENT.md).
 */
export async function noteDailyCeiling(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  target: string,
  now = Date.now(),
): Promise<boolean> {
  if (!(await claimOnce(db, `code-daily-ceiling:${target}`, DAY_MS, now))) return false;
  log.warn(
    { event: 'code-daily-ceiling', target: maskedTarget(target), ceiling: DAILY_CODES_PER_TARGET },
    "a target met its daily ceiling of verification codes: only its owner's known devices get codes today",
  );
  return true;
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
