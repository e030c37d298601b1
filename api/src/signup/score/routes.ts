import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { failures } from '../../http/api-failure';
import { route } from '../../http/route';
import { markPrivate } from '../../http/http-cache';
import { lookupLimitPerMinute } from '../../race-data/routes';
import type { SignupDeps } from '../deps';
import { findMatchingResult } from './match-result';

/** verifyScore: the score verification field checks a past result before the form is sent. */
export function registerScoreRoutes(app: FastifyInstance, deps: SignupDeps): void {
  const { db } = deps;
  // Rate-limited as the public lookups are: a name, a year and a bib are a guess at someone's result.
  const limited = {
    config: { rateLimit: { max: lookupLimitPerMinute(deps.rateLimitPerMinute), timeWindow: 60_000 } },
  };

  route(app, endpoints.verifyScore, limited, async ({ reply, body: { year, bib, name } }) => {
    markPrivate(reply);
    const row = await findMatchingResult(db, year, bib, name);
    if (!row) {
      throw failures.notFound(
        '没有与该姓名、年份和号码布相符的成绩',
        'No result matches this name, year and bib',
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
