import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import { sameSecret } from '../../platform/security/same-secret';
import { hitCounter } from '../../platform/shared-state/counters';

export const REVIEW_KEY_HEADER = 'x-review-key';

/** Wrong keys one client address may send in a window before its wrong keys are answered 429. */
export const WRONG_KEYS_PER_ADDRESS = 10;
export const WRONG_KEY_WINDOW_MS = 15 * 60_000;
/** Wrong keys from everywhere in an hour past which each further one is logged as an attack on the key. */
export const WRONG_KEYS_ALERT_PER_HOUR = 50;

const wrongKeysOf = (address: string) => `review-key-wrong:${address}`;
const WRONG_KEYS_EVERYWHERE = 'review-key-wrong-everywhere';

/**
 * The organiser's key of the calls that take one (the results import and the application review), compared in
 * constant time. The right key always passes, from any address: a lock-out must never keep the organiser out, and
 * a forged or shared address must not be able to aim one at them. Each wrong key is counted in the database, per
 * client address and everywhere, so every API process sees the same counts: from the eleventh wrong key of an
 * address in 15 minutes its wrong keys are answered 429 with Retry-After, and past 50 an hour from everywhere each
 * one is logged as a warning. Guessing stays bounded by the calls' own rate limit (30 a minute per address) and
 * by the key's length (at least 16 characters). With no key configured, review is off: nobody can use it.
 */
export async function checkReviewKey(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  reviewKey: string | null,
  now = Date.now(),
): Promise<void> {
  if (reviewKey === null) {
    throw new ApiFailure(API_CODE.forbidden, bilingual('审核功能未启用', 'Review is not enabled'));
  }
  const header = request.headers[REVIEW_KEY_HEADER];
  const given = typeof header === 'string' ? header : '';
  if (sameSecret(given, reviewKey)) return;
  const byAddress = await hitCounter(db, wrongKeysOf(request.clientAddress), WRONG_KEY_WINDOW_MS, now);
  const everywhere = await hitCounter(db, WRONG_KEYS_EVERYWHERE, 60 * 60_000, now);
  if (everywhere.hits > WRONG_KEYS_ALERT_PER_HOUR) {
    request.log.warn(
      { event: 'review-key-guessing', wrongKeysThisHour: everywhere.hits, route: request.url.split('?')[0] },
      'many wrong review keys: someone may be guessing the organisers’ key',
    );
  }
  if (byAddress.hits > WRONG_KEYS_PER_ADDRESS) {
    reply.header('retry-after', String(Math.max(1, Math.ceil((byAddress.expiresAt - now) / 1000))));
    throw new ApiFailure(
      API_CODE.tooManyRequests,
      bilingual('密钥错误次数过多，请稍后再试', 'Too many wrong keys: please try again later'),
    );
  }
  throw new ApiFailure(API_CODE.forbidden, bilingual('审核密钥不正确', 'The review key is wrong'));
}
