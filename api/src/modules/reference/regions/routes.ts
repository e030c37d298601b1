import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { route } from '../../../platform/http/route';
import { REGION_TREE } from './region-tree';

/** The division codes change once a year at most: a week in any cache, and an ETag for the revalidation. */
const REGIONS_MAX_AGE_S = 7 * 86_400;

/**
 * basic-center: the province-city-area tree the region fields pick from. Public, the same for everyone; one
 * constant answer, so `route` serialises its ~140 KB of JSON once.
 */
export function registerRegionRoutes(app: FastifyInstance): void {
  route(app, endpoints.regions, { cache: { maxAgeSeconds: REGIONS_MAX_AGE_S } }, async () => REGION_TREE);
}
