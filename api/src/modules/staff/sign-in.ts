import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import { hitCounter, readCounter } from '../../platform/shared-state/counters';
import { spendHashTime, verifyPassword } from '../accounts';
import { claimTotpStep, findMemberByEmail } from './members';
import { openStaffSession, type OpenedSession } from './sessions';
import { totpStepOf } from './totp';
import type { StaffMembersTable } from './tables';

/** Failed sign-ins one client address may make for one member's address in a window before it is held. */
export const FAILURES_PER_MEMBER_AND_ADDRESS = 5;
/** Failed sign-ins one client address may make, whoever it names, in a window. */
export const FAILURES_PER_ADDRESS = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures for one member from everywhere in an hour past which each further one is logged as an attack. */
const FAILURES_ALERT_PER_HOUR = 30;

const pairKey = (email: string, address: string) => `staff-sign-in:${email}:${address}`;
const addressKey = (address: string) => `staff-sign-in-address:${address}`;
const everywhereKey = (email: string) => `staff-sign-in-everywhere:${email}`;

const wrongSignIn = () =>
  new ApiFailure(
    API_CODE.unauthorized,
    bilingual('邮箱、密码或动态验证码不正确', 'The address, the password or the code is wrong'),
  );

function held(until: number, now: number, setRetryAfter: (seconds: number) => void): ApiFailure {
  setRetryAfter(Math.max(1, Math.ceil((until - now) / 1000)));
  return new ApiFailure(
    API_CODE.tooManyRequests,
    bilingual('登录失败次数过多，请稍后再试', 'Too many failed sign-ins: please try again later'),
  );
}

export interface SignInAttempt {
  email: string;
  password: string;
  code: string;
  clientAddress: string;
}

/**
 * Signs a member in with their password and a current TOTP code, each code once.
 *
 * The lock-out, as an attacker sees it: failures are counted per (member, client address) and per client address,
 * in the database so every API process counts alike, and a held pair or address is refused before the password is
 * even compared. What is never done is to lock the member as such: a stranger who knows a reviewer's address could
 * otherwise keep the reviewer out on race day by failing on purpose from anywhere. A stranger's failures hold only
 * the stranger's own address (5 tries at that member, 20 in all, per 15 minutes); the member, signing in from
 * theirs, is not touched. An attacker with many addresses gets 5 tries per address, each needing the password and
 * a code of the moment both right, and their failures from everywhere are logged past 30 an hour, so an attack on
 * one member is seen. The same answer is given for an unknown address, a wrong password and a wrong code, after
 * the same hashing time, so the call tells nobody who is staff.
 */
export async function signIn(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  options: {
    scryptLogN: number;
    now: number;
    log: FastifyBaseLogger;
    setRetryAfter: (seconds: number) => void;
  },
): Promise<{ member: StaffMembersTable; session: OpenedSession }> {
  const { now } = options;
  const email = attempt.email.toLowerCase();
  for (const key of [pairKey(email, attempt.clientAddress), addressKey(attempt.clientAddress)]) {
    const counter = await readCounter(db, key, now);
    const limit = key.startsWith('staff-sign-in-address:')
      ? FAILURES_PER_ADDRESS
      : FAILURES_PER_MEMBER_AND_ADDRESS;
    if (counter && counter.hits >= limit) throw held(counter.expiresAt, now, options.setRetryAfter);
  }
  const member = await findMemberByEmail(db, email);
  let passed = false;
  if (member?.status === 'active' && member.password_hash && member.totp_secret) {
    const passwordRight = await verifyPassword(attempt.password, member.password_hash);
    const step = passwordRight
      ? await totpStepOf(
          member.totp_secret,
          attempt.code,
          now,
          member.last_totp_step === null ? null : Number(member.last_totp_step),
        )
      : null;
    // A replayed code (its step already taken, even by another process a moment ago) fails like a wrong one.
    passed = step !== null && (await claimTotpStep(db, member.id, step));
  } else {
    await spendHashTime(attempt.password, options.scryptLogN);
  }
  if (!passed || !member) {
    await hitCounter(db, pairKey(email, attempt.clientAddress), FAILURE_WINDOW_MS, now);
    await hitCounter(db, addressKey(attempt.clientAddress), FAILURE_WINDOW_MS, now);
    const everywhere = await hitCounter(db, everywhereKey(email), 60 * 60_000, now);
    if (everywhere.hits > FAILURES_ALERT_PER_HOUR) {
      options.log.warn(
        { event: 'staff-sign-in-guessing', failuresThisHour: everywhere.hits },
        'many failed staff sign-ins for one address: someone may be attacking a staff account',
      );
    }
    throw wrongSignIn();
  }
  return { member, session: await openStaffSession(db, member.id, now) };
}
