import type { FastifyInstance } from 'fastify';
import {
  API_CODE,
  API_PATHS,
  domainQuerySchema,
  raceBaseInfoRequestSchema,
  type DomainBinding,
  type RaceInfo,
  type SiteConfigRef,
  type ApiEnvelope,
} from '@marathon/shared/api';
import type { AppContext } from '../context';
import { ApiFailure, bilingual, failures } from '../http/api-failure';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { findDomainBinding } from './domain-repository';
import { findRace } from './race-repository';
import { toRaceInfo } from './race-info';
import { lookupSiteConfig } from './site-config-ref';

/** website-center: which race a domain shows, its base information and its site config. */
export function registerWebsiteCenterRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.get(API_PATHS.websiteDomain, async (request): Promise<ApiEnvelope<DomainBinding | null>> => {
    const { domainName } = parseInput(domainQuerySchema, request.query, 'query');
    return ok(await findDomainBinding(db, domainName));
  });

  app.post(API_PATHS.raceBaseInfo, async (request): Promise<ApiEnvelope<RaceInfo>> => {
    const { raceId } = parseInput(raceBaseInfoRequestSchema, request.body, 'body');
    const race = await findRace(db, raceId);
    if (!race) throw failures.notFound(`赛事不存在：${raceId}`, `Race not found: ${raceId}`);
    return ok(toRaceInfo(race));
  });

  app.get(API_PATHS.siteConfig, async (request): Promise<ApiEnvelope<SiteConfigRef | null>> => {
    const { domainName } = parseInput(domainQuerySchema, request.query, 'query');
    const binding = await findDomainBinding(db, domainName);
    if (!binding) return ok(null);
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
    return ok(lookup.ref);
  });
}
