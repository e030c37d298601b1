import type { FastifyRequest } from 'fastify';
import { API_CODE } from '@marathon/shared/api';
import { ApiFailure, bilingual } from '../../http/api-failure';
import { sameSecret } from '../../security/same-secret';

export const REVIEW_KEY_HEADER = 'x-review-key';

/**
 * The organiser's review key, compared in constant time (over digests, so a wrong length tells nothing either).
 * With no key configured, review is off: nobody can review from the web.
 */
export function requireReviewKey(request: FastifyRequest, reviewKey: string | null): void {
  if (reviewKey === null) {
    throw new ApiFailure(API_CODE.forbidden, bilingual('审核功能未启用', 'Review is not enabled'));
  }
  const header = request.headers[REVIEW_KEY_HEADER];
  const given = typeof header === 'string' ? header : '';
  if (!sameSecret(given, reviewKey)) {
    throw new ApiFailure(API_CODE.forbidden, bilingual('审核密钥不正确', 'The review key is wrong'));
  }
}
