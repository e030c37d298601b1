import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { findDomainBinding, SEED_DOMAIN } from '../../sites';
import type { SignupConfigReader } from './load-signup-config';
import { requestSiteDomain } from '../../../platform/http/site-domain';

/**
 * The window the calling site's general entry form really takes entries in, when its signup.json gives that form
 * a window of its own (an organiser's advice for trying the forms): the race information then reports it, so the
 * home page's apply-now card and the footer's sign-up link open and close with the form instead of saying
 * 'registration has ended' above a form that takes entries. Null when the form follows the race's own window, or
 * when the calling site is not bound to this race.
 */
export async function ownFormWindow(
  db: Kysely<Database>,
  read: SignupConfigReader,
  request: FastifyRequest,
  raceId: string,
  production: boolean,
): Promise<{ opensAt: number; closesAt: number } | null> {
  const domain = requestSiteDomain(request) ?? (production ? null : SEED_DOMAIN);
  if (domain === null) return null;
  const binding = await findDomainBinding(db, domain);
  if (binding?.raceId !== raceId) return null;
  const lookup = await read(domain);
  if (lookup.status !== 'found') return null;
  const { opensAt, closesAt } = lookup.config.forms.post;
  return opensAt !== undefined && closesAt !== undefined ? { opensAt, closesAt } : null;
}
