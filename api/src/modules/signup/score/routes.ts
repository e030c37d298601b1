import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { failures } from '../../../platform/http/api-failure';
import { route } from '../../../platform/http/route';
import { markPrivate } from '../../../platform/http/http-cache';
import { lookupLimitPerMinute } from '../../results';
import type { SignupDeps } from '../deps';
import { admitScoreCheck, recordScoreCheckFailure } from './check-budget';
import { findMatchingResult } from './match-result';

/** verifyScore: the score verification field checks a past result before the form is sent. */
export function registerScoreRoutes(app: FastifyInstance, deps: SignupDeps): void {
  const { db } = deps;
  // Rate-limited per address as the public lookups are, and per account by its failed checks (check-budget).
  const limited = {
    config: { rateLimit: { max: lookupLimitPerMinute(deps.rateLimitPerMinute), timeWindow: 60_000 } },
  };

  route(app, endpoints.verifyScore, limited, async ({ reply, session, body }) => {
    markPrivate(reply);
    await admitScoreCheck(db, session.userId, reply);
    const row = await findMatchingResult(db, body);
    if (!row) {
      await recordScoreCheckFailure(db, session.userId);
      throw failures.nothingFound(
        '没有与该姓名、证件号码、年份和号码布相符的成绩',
        'No result matches this name, ID number, year and bib',
      );
    }
    return {
      year: row.year,
      bib: row.bib,
      raceItem: row.race_item === 'fun' ? ('fun' as const) : ('half' as const),
      chipTimeMs: row.chip_ms,
    };
  });
}
