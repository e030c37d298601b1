import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@marathon/shared/api';
import { ok } from '../http/envelope';
import { sendCacheable } from '../race-data/http-cache';
import { REGION_TREE } from './region-tree';

/** The division codes change once a year at most: a week in any cache, and an ETag for the revalidation. */
const REGIONS_MAX_AGE_S = 7 * 86_400;

/** basic-center: the province-city-area tree the region fields pick from. Public, the same for everyone. */
export function registerRegionRoutes(app: FastifyInstance): void {
  // Serialised once: ~140 KB of JSON is worth not stringifying on every call.
  const body = JSON.stringify(ok(REGION_TREE));
  app.get(API_PATHS.regions, async (request, reply) =>
    sendCacheable(request, reply, body, 'application/json; charset=utf-8', REGIONS_MAX_AGE_S),
  );
}
