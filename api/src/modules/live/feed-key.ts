import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE } from '@marathon/shared/api';
import type { TimingFeedKey } from '../../platform/config/config';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual, failures } from '../../platform/http/api-failure';
import { hitCounter } from '../../platform/shared-state/counters';
import { issuedKeyOf } from './timing-keys/keys';
import type { FeedScope } from './timing-keys/scope';

/** Wrong keys one client address may send in a window before its wrong keys are answered 429. */
const WRONG_KEYS_PER_ADDRESS = 10;
const WRONG_KEY_WINDOW_MS = 15 * 60_000;

export const TIMING_KEY_HEADER = 'x-timing-key';

const digest = (value: string) => createHash('sha256').update(value).digest();

declare module 'fastify' {
  interface FastifyRequest {
    /** Whose key a feed call carried, and what it may post. */
    timingScope?: FeedScope;
  }
}

/**
 * The check of a feed call: the key names its provider (compared in constant time with every key of the deployment's
 * settings, then looked up by its hash among the keys staff issued, each for one edition and its points), and
 * each provider has a budget of calls a minute counted in the shared state, so two processes share one budget and
 * one provider's flood never spends another's. Wrong keys are counted per client address in the shared state
 * (every process sees them): from the eleventh in 15 minutes an address's wrong keys are answered 429, while a
 * right key always passes, so nobody can aim a lock-out at a timing company.
 */
export function timingKeyCheck(
  db: Kysely<Database>,
  keys: readonly TimingFeedKey[],
  perMinute: number,
  now: () => number = Date.now,
) {
  const digests = keys.map((entry) => ({ provider: entry.provider, digest: digest(entry.key) }));
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers['x-timing-key'];
    const text = typeof header === 'string' ? header : '';
    const given = digest(text);
    let scope: FeedScope | undefined;
    // Every key is compared, so the time taken says nothing of which one (or whether any) matched.
    for (const entry of digests) {
      if (timingSafeEqual(given, entry.digest))
        scope = { provider: entry.provider, keyId: null, year: null, points: null };
    }
    scope ??= (await issuedKeyOf(db, text, now())) ?? undefined;
    if (!scope) {
      const wrong = await hitCounter(db, `timing-key-wrong:${request.clientAddress}`, WRONG_KEY_WINDOW_MS);
      if (wrong.hits > WRONG_KEYS_PER_ADDRESS) throw failures.tooManyRequests();
      throw new ApiFailure(API_CODE.unauthorized, bilingual('计时密钥不正确', 'The timing key is wrong'));
    }
    const budget = await hitCounter(db, `live-feed:${scope.provider}`, 60_000);
    if (budget.hits > perMinute) throw failures.tooManyRequests();
    request.timingScope = scope;
  };
}
