import type { Kysely } from 'kysely';
import { API_CODE } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import type { LocalizedText } from '../../platform/http/localized-text';
import {
  clearCounter,
  hitCounter,
  holdCounter,
  readCounter,
  takeTurn,
} from '../../platform/shared-state/counters';

/*
 * Failed logins are throttled so that an attacker cannot lock the owner out:
 * - per (account, client address) pair: after FAILED_LOGINS_PER_PAIR failures that pair is refused for the rest of
 *   its window, so the attacker's address (an IPv6 one by its /64) stops, while the owner's address is untouched;
 * - per account: the first FREE_ACCOUNT_FAILURES failures cost nothing; after that each attempt must wait a delay
 *   that doubles with every failure, capped at MAX_ACCOUNT_DELAY_MS. Guessing from many addresses slows to a
 *   crawl, and a new device of the owner's waits at most the cap, never a lock-out;
 * - a device that logged in to the account before (a device token, device-token.ts) skips its network's pair
 *   and the account's delay and adds to neither: strangers, even behind the owner's own address (a shared NAT),
 *   cannot keep the owner out. Its own failures are counted like a pair's, so a stolen token gives no more
 *   guesses than an address does.
 * - a new device held by the account's delay is not refused for good: the refusal offers a code (to the account's
 *   own phone or email, `confirmByCode`), and a login that carries a right one passes the delay and its network's
 *   pair, as the code proves the owner (issue 41 item 5). Strangers who do not receive the owner's messages gain
 *   nothing from it.
 * A success clears its pair and device; a success from a new device also clears the account (one from a known
 * device leaves it: strangers still guessing must not get their free tries back). The counters live in the
 * database: every process sees them and a restart forgets none.
 */
export const FAILED_LOGINS_PER_PAIR = 10;
export const PAIR_WINDOW_MS = 15 * 60_000;
export const FREE_ACCOUNT_FAILURES = 5;
export const MAX_ACCOUNT_DELAY_MS = 5 * 60_000;
/** Failures of an account are forgotten a day after the first one. */
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;

/** How long an account waits after its n-th failure: 0, then 2 s, 4 s, 8 s … up to the cap. */
export function accountDelayMs(failures: number): number {
  if (failures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_ACCOUNT_FAILURES + 1) * 1000, MAX_ACCOUNT_DELAY_MS);
}

/** "请30秒后再试" or "please try again in 30 seconds", in minutes past two of them. */
export function waitMessage(prefix: { zh: string; en: string }, waitMs: number): LocalizedText {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 120) {
    return bilingual(
      `${prefix.zh}，请${seconds}秒后再试`,
      `${prefix.en}, please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
    );
  }
  const minutes = Math.ceil(seconds / 60);
  return bilingual(
    `${prefix.zh}，请${minutes}分钟后再试`,
    `${prefix.en}, please try again in ${minutes} minutes`,
  );
}

/** The account's delay: the wait, and the step that passes it at once. */
function delayMessage(waitMs: number): LocalizedText {
  const wait = waitMessage({ zh: '登录失败次数过多', en: 'Too many failed logins' }, waitMs);
  return bilingual(
    `${wait.zh}，或请获取验证码确认是本人登录`,
    `${wait.en}, or get a code to confirm it is you`,
  );
}
const TOO_MANY_HERE = {
  zh: '登录失败次数过多，此网络暂时无法登录该账号',
  en: 'Too many failed logins for this account from your network',
};

const TOO_MANY_ON_DEVICE = {
  zh: '登录失败次数过多，此设备暂时无法登录该账号',
  en: 'Too many failed logins for this account on this device',
};

const pairKey = (account: string, address: string): string => `login-pair:${account}|${address}`;
const accountKey = (account: string): string => `login-account:${account}`;
const deviceKey = (account: string, device: string): string => `login-device:${account}|${device}`;

export interface LoginAttempt {
  /** What the user logs in with, e.g. "phone:138…" or "email:…". */
  account: string;
  /** The client address (an IPv6 one by its /64). */
  address: string;
  /** The id of a device that logged in to this account before (a checked device token); null otherwise. */
  device?: string | null;
  /** The attempt carried a right code sent to the account's own phone or email: the owner's. */
  confirmed?: boolean;
  /** Where a code to confirm this login goes, as the refusal names it: the account's phone or email. */
  confirmBy: 'sms' | 'email';
}

/**
 * Refuses an attempt (429, saying how long to wait) whose pair has failed too often or whose account is in its
 * delay; otherwise takes the account's turn, so concurrent attempts in any process cannot all slip past a delay.
 * A known device answers for itself alone: its own failures, not its network's (strangers behind the same
 * address, a shared NAT, must not keep it out) nor the account's.
 */
export async function admitLogin(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  now = Date.now(),
): Promise<void> {
  if (attempt.confirmed) return;
  if (attempt.device) {
    const device = await readCounter(db, deviceKey(attempt.account, attempt.device), now);
    if (device && device.hits >= FAILED_LOGINS_PER_PAIR) {
      throw new ApiFailure(API_CODE.tooManyRequests, waitMessage(TOO_MANY_ON_DEVICE, device.expiresAt - now));
    }
    return;
  }
  const pair = await readCounter(db, pairKey(attempt.account, attempt.address), now);
  if (pair && pair.hits >= FAILED_LOGINS_PER_PAIR) {
    throw new ApiFailure(API_CODE.tooManyRequests, waitMessage(TOO_MANY_HERE, pair.expiresAt - now));
  }
  const account = await readCounter(db, accountKey(attempt.account), now);
  if (!account || account.hits < FREE_ACCOUNT_FAILURES) return;
  // While this attempt is checked, others wait as long as after a failure would make them.
  const turn = await takeTurn(db, accountKey(attempt.account), now + accountDelayMs(account.hits + 1), now);
  if (!turn) {
    const current = await readCounter(db, accountKey(attempt.account), now);
    const waitMs = (current?.holdUntil ?? now) - now;
    throw new ApiFailure(API_CODE.tooManyRequests, delayMessage(waitMs), {
      confirmByCode: attempt.confirmBy,
    });
  }
}

/**
 * Counts a failure of the known device, or of the pair and the account (and sets the account's next delay).
 * Answers the account's failures so far (0 for a known device's), for the owner's notice.
 */
export async function recordLoginFailure(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  now = Date.now(),
): Promise<number> {
  if (attempt.device) {
    await hitCounter(db, deviceKey(attempt.account, attempt.device), PAIR_WINDOW_MS, now);
    return 0;
  }
  await hitCounter(db, pairKey(attempt.account, attempt.address), PAIR_WINDOW_MS, now);
  const account = await hitCounter(db, accountKey(attempt.account), ACCOUNT_WINDOW_MS, now);
  const delay = accountDelayMs(account.hits);
  await holdCounter(db, accountKey(attempt.account), delay === 0 ? 0 : now + delay);
  return account.hits;
}

/** A right password: this pair and this device start afresh, and the account too from a new device. */
export async function recordLoginSuccess(db: Kysely<Database>, attempt: LoginAttempt): Promise<void> {
  await clearCounter(db, pairKey(attempt.account, attempt.address));
  if (attempt.device) await clearCounter(db, deviceKey(attempt.account, attempt.device));
  else await clearCounter(db, accountKey(attempt.account));
}
