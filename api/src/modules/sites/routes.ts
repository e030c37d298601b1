import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { endpoints } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { failures } from '../../platform/http/api-failure';
import { route } from '../../platform/http/route';
import { findDomainBinding, listBoundDomains } from './domain-repository';
import { findRace } from './race-repository';
import { toRaceInfo } from './race-info';

/**
 * The window the calling site's entry form really takes entries in, when the sign-up gives it one of its own (the
 * signup module answers; main/ wires it): the race information then reports it. Null: the race's own window.
 */
export type FormWindowOf = (
  request: FastifyRequest,
  raceId: string,
) => Promise<{ opensAt: number; closesAt: number } | null>;

/** website-center: which race a domain shows and its base information. */
export function registerSitesRoutes(
  app: FastifyInstance,
  { db, formWindowOf }: { db: Kysely<Database>; formWindowOf: FormWindowOf },
): void {
  route(app, endpoints.websiteDomain, {}, async ({ query }) => findDomainBinding(db, query.domainName));
  // Public like each binding (a domain is public by nature); the shell's server reads it at most once a second.
  route(app, endpoints.boundDomains, {}, async () => listBoundDomains(db));

  route(app, endpoints.raceBaseInfo, {}, async ({ request, body: { raceId } }) => {
    const race = await findRace(db, raceId);
    if (!race) throw failures.notFound(`赛事不存在：${raceId}`, `Race not found: ${raceId}`);
    const info = toRaceInfo(race);
    // One window for the card, the footer and the form: the form's own, when signup.json gives it one.
    const form = await formWindowOf(request, raceId);
    return form
      ? {
          ...info,
          signUpStartTime: form.opensAt,
          signUpEndTime: form.closesAt,
          showSignUpStartTime: form.opensAt,
          showSignUpEndTime: form.closesAt,
        }
      : info;
  });
}
