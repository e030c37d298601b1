import type { FastifyRequest } from 'fastify';
import { API_CODE, type SignupConfig } from '@marathon/shared/api';
import { SEED_DOMAIN } from '../../sites';
import { ApiFailure, bilingual, failures } from '../../../platform/http/api-failure';
import type { SignupConfigReader } from './load-signup-config';
import type { RaceSchedule } from '../../sites';
import { resolveSignupConfig } from './resolve-signup-config';
import { requestSiteDomain } from '../../../platform/http/site-domain';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The sign-up configuration of the site that made the call: its own domain when it has a signup.json, otherwise
 * the development default domain (bound to the seeded event, as website-center binds it). In production only a
 * page served from this machine (or a call without Origin) falls back, so a real domain never shows the forms of
 * the seeded event. The file is resolved against the race the domain is bound to: a signup.json without a bound race
 * offers no sign-up.
 */
export async function signupConfigFor(
  request: FastifyRequest,
  read: SignupConfigReader,
  raceOf: (domain: string) => Promise<RaceSchedule | null>,
  production: boolean,
): Promise<SignupConfig> {
  const own = requestSiteDomain(request);
  const fallback = !production || own === null || LOOPBACK.has(own);
  const candidates = own === null ? [SEED_DOMAIN] : [own];
  if (fallback && own !== null && own !== SEED_DOMAIN) candidates.push(SEED_DOMAIN);
  for (const domain of candidates) {
    const lookup = await read(domain);
    if (lookup.status === 'missing') continue;
    if (lookup.status === 'invalid') throw broken(request, domain, lookup.problems);
    // A signup.json whose domain is bound to no race offers nothing: there is no edition to sign up for.
    const race = await raceOf(domain);
    if (race === null) continue;
    const resolved = resolveSignupConfig(lookup.config, race);
    if (resolved.ok) return resolved.config;
    throw broken(request, domain, resolved.problems);
  }
  throw failures.notFound('本站暂未开放报名', 'Sign-up is not available for this site');
}

function broken(request: FastifyRequest, domain: string, problems: string[]): ApiFailure {
  request.log.error({ domain, problems: problems.slice(0, 20) }, 'signup.json failed validation');
  return new ApiFailure(
    API_CODE.serverError,
    bilingual(
      '报名配置有误，请联系组委会',
      'The sign-up configuration is broken; please contact the organisers',
    ),
  );
}
