import type { FastifyInstance } from 'fastify';
import { API_PATHS, reviewApplicationSchema, type Application, type ApiEnvelope } from '@marathon/shared/api';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { SignupDeps } from '../deps';
import { toApplication } from './present';
import { decideApplication } from './review-actions';
import { requireReviewKey } from './review-key';

/** The organiser's review call (header x-review-key); the review CLI does the same from a shell. */
export function registerReviewRoutes(app: FastifyInstance, deps: SignupDeps): void {
  // Few calls a minute: the key is long, but guessing it should still be slow.
  const limited = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  app.post(API_PATHS.applicationReview, limited, async (request): Promise<ApiEnvelope<Application>> => {
    requireReviewKey(request, deps.reviewKey);
    const decision = parseInput(reviewApplicationSchema, request.body, 'body');
    const config = await deps.configFor(request);
    const row = await decideApplication(deps.db, decision, deps.now());
    return ok(toApplication(row, config.applications.closesAt, deps.now()));
  });
}
