import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { noStore } from '../../../platform/http/http-cache';
import { route } from '../../../platform/http/route';
import { countryList } from './countries';

const ONE_DAY_S = 86_400;

/** basic-center: the token validity check and the country list. */
export function registerBasicCenterRoutes(app: FastifyInstance): void {
  // Who is logged in must never be served from a cache (nor the refusal of a session that ended).
  route(app, endpoints.commonInfo, { before: noStore }, async ({ session }) => session);

  route(app, endpoints.countryAll, {}, async ({ reply }) => {
    reply.header('cache-control', `public, max-age=${ONE_DAY_S}`);
    return countryList();
  });
}
