import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_CODE, endpoints } from '@marathon/shared/api';
import type { Database } from '../../platform/db/schema';
import { ApiFailure, bilingual, failures } from '../../platform/http/api-failure';
import { route } from '../../platform/http/route';
import { findDomainBinding } from '../sites';
import { lookupSiteConfig } from './site-config-ref';

/** siteConfig: where a bound domain's site config lives on the file host, checked first. */
export function registerSiteConfigRoute(
  app: FastifyInstance,
  {
    db,
    contentDir,
    published,
  }: {
    db: Kysely<Database>;
    contentDir: string;
    published?: (site: string, file: 'config') => Promise<Buffer | null>;
  },
): void {
  route(app, endpoints.siteConfig, {}, async ({ request, query: { domainName } }) => {
    const binding = await findDomainBinding(db, domainName);
    if (!binding) return null;
    const lookup = await lookupSiteConfig(contentDir, domainName, published);
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
