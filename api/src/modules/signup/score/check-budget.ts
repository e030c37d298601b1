import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/api-failure';
import { hitCounter, readCounter } from '../../../platform/shared-state/counters';
import { waitMessage } from '../../accounts';

/*
 * A past result is proved by the ID number on it. Name and bib are public, so each failed check is a guess at
 * someone's ID number: an account gets SCORE_CHECK_FAILURES_PER_ACCOUNT of them per window, in the verify call
 * and on submit alike (both answer whether a guess was right). The budget is the guessing account's own: it
 * never stops the runner whose result it is, and a runner's typos fit in it many times over. The per-address
 * lookup limit stays on top, so new accounts do not buy new guesses at speed.
 */
export const SCORE_CHECK_FAILURES_PER_ACCOUNT = 10;
export const SCORE_CHECK_WINDOW_MS = 60 * 60_000;

const keyOf = (userId: string) => `score-check:${userId}`;
const TOO_MANY = { zh: '核验失败次数过多', en: 'Too many failed checks' };

/** Refuses (429, saying how long to wait) an account that has spent its failed checks. */
export async function admitScoreCheck(
  db: Kysely<Database>,
  userId: string,
  reply: FastifyReply | null,
  now = Date.now(),
): Promise<void> {
  const spent = await readCounter(db, keyOf(userId), now);
  if (!spent || spent.hits < SCORE_CHECK_FAILURES_PER_ACCOUNT) return;
  const waitMs = spent.expiresAt - now;
  reply?.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new ApiFailure(API_CODE.tooManyRequests, waitMessage(TOO_MANY, waitMs));
}

export async function recordScoreCheckFailure(
  db: Kysely<Database>,
  userId: string,
  now = Date.now(),
): Promise<void> {
  await hitCounter(db, keyOf(userId), SCORE_CHECK_WINDOW_MS, now);
}
