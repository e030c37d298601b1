import type { FastifyInstance } from 'fastify';
import { API_CODE, endpoints } from '@marathon/shared/api';
import type { AppContext } from '../../platform/context';
import { ApiFailure, bilingual, failures } from '../../platform/http/api-failure';
import { route } from '../../platform/http/route';
import { findDomainBinding } from './domain-repository';
import { findRace } from './race-repository';
import { toRaceInfo } from './race-info';
import { lookupSiteConfig } from './site-config-ref';
import { ownFormWindow } from './signup-window';
import { createSignupConfigReader } from '../signup/config/load-signup-config';

/** website-center: which race a domain shows, its base information and its site config. */
export function registerWebsiteCenterRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  route(app, endpoints.websiteDomain, {}, async ({ query }) => findDomainBinding(db, query.domainName));

  const readSignup = createSignupConfigReader(config.contentDir);
  const production = config.nodeEnv === 'production';
  route(app, endpoints.raceBaseInfo, {}, async ({ request, body: { raceId } }) => {
    const race = await findRace(db, raceId);
    if (!race) throw failures.notFound(`赛事不存在：${raceId}`, `Race not found: ${raceId}`);
    const info = toRaceInfo(race);
    // One window for the card, the footer and the form: the form's own, when signup.json gives it one.
    const form = await ownFormWindow(db, readSignup, request, raceId, production);
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

  route(app, endpoints.siteConfig, {}, async ({ request, query: { domainName } }) => {
    const binding = await findDomainBinding(db, domainName);
    if (!binding) return null;
    const lookup = await lookupSiteConfig(config.contentDir, domainName);
    if (lookup.status === 'missing') {
      throw failures.notFound(
        `站点配置文件不存在：${domainName}`,
        `The site config of ${domainName} is missing`,
      );
    }
    if (lookup.status === 'invalid') {
      request.log.error({ problems: lookup.problems.slice(0, 20) }, 'site config failed validation');
      throw new ApiFailure(
        API_CODE.serverError,
        bilingual(`站点配置无效：${domainName}`, `The site config of ${domainName} is invalid`),
      );
    }
    return lookup.ref;
  });
}
