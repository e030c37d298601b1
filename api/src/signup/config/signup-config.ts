import type { FastifyRequest } from 'fastify';
import { API_CODE, type SignupConfig } from '@marathon/shared/api';
import { SEED_DOMAIN } from '../../db/seed-data';
import { ApiFailure, bilingual, failures } from '../../http/api-failure';
import type { SignupConfigReader } from './load-signup-config';
import { requestSiteDomain } from './site-domain';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The sign-up configuration of the site that made the call: its own domain when it has a signup.json, otherwise
 * the development default domain (bound to the seeded event, as website-center binds it). In production only a
 * page served from this machine (or a call without Origin) falls back, so a real domain never shows the forms of
 * the seeded event.
 */
export async function signupConfigFor(
  request: FastifyRequest,
  read: SignupConfigReader,
  production: boolean,
): Promise<SignupConfig> {
  const own = requestSiteDomain(request);
  const fallback = !production || own === null || LOOPBACK.has(own);
  const candidates = own === null ? [SEED_DOMAIN] : [own];
  if (fallback && own !== null && own !== SEED_DOMAIN) candidates.push(SEED_DOMAIN);
  for (const domain of candidates) {
    const lookup = await read(domain);
    if (lookup.status === 'found') return lookup.config;
    if (lookup.status === 'invalid') {
      request.log.error({ domain, problems: lookup.problems.slice(0, 20) }, 'signup.json failed validation');
      throw new ApiFailure(
        API_CODE.serverError,
        bilingual(
          '报名配置有误，请联系组委会',
          'The sign-up configuration is broken; please contact the organisers',
        ),
      );
    }
  }
  throw failures.notFound('本站暂未开放报名', 'Sign-up is not available for this site');
}
