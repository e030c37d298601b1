import type { FastifyInstance } from 'fastify';
import { API_PATHS, verifyScoreSchema, type ApiEnvelope, type VerifiedScore } from '@marathon/shared/api';
import { failures } from '../../http/api-failure';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { markPrivate } from '../../race-data/http-cache';
import { lookupLimitPerMinute } from '../../race-data/routes';
import { requireSession } from '../../session/require-session';
import type { SignupDeps } from '../deps';
import { findMatchingResult } from './match-result';

/** verifyScore: the score verification field checks a past result before the form is sent. */
export function registerScoreRoutes(app: FastifyInstance, deps: SignupDeps): void {
  const { db } = deps;
  // Rate-limited as the public lookups are: a name, a year and a bib are a guess at someone's result.
  const limited = {
    config: { rateLimit: { max: lookupLimitPerMinute(deps.rateLimitPerMinute), timeWindow: 60_000 } },
  };

  app.post(API_PATHS.verifyScore, limited, async (request, reply): Promise<ApiEnvelope<VerifiedScore>> => {
    await requireSession(request, db);
    const { year, bib, name } = parseInput(verifyScoreSchema, request.body, 'body');
    markPrivate(reply);
    const row = await findMatchingResult(db, year, bib, name);
    if (!row) {
      throw failures.notFound(
        '没有与该姓名、年份和号码布相符的成绩',
        'No result matches this name, year and bib',
      );
    }
    return ok({
      year: row.year,
      bib: row.bib,
      raceItem: row.race_item === 'fun' ? 'fun' : 'half',
      chipTimeMs: row.chip_ms,
    });
  });
}
