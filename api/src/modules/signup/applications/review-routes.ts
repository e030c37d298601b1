import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { route } from '../../../platform/http/route';
import type { SignupDeps } from '../deps';
import { toApplication } from './present';
import { decideApplication } from './review-actions';

/** The organiser's review call (header x-review-key); the review CLI does the same from a shell. */
export function registerReviewRoutes(app: FastifyInstance, deps: SignupDeps): void {
  // Few calls a minute: the key is long, but guessing it should still be slow.
  const limited = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  route(
    app,
    endpoints.applicationReview,
    { ...limited, reviewKey: deps.reviewKey },
    async ({ request, body: decision }) => {
      const config = await deps.configFor(request);
      const row = await decideApplication(deps.db, decision, deps.now());
      return toApplication(row, config.applications.closesAt, deps.now());
    },
  );
}
