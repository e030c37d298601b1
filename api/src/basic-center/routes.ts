import type { FastifyInstance } from 'fastify';
import { API_PATHS, type ApiEnvelope, type CommonInfo, type Country } from '@marathon/shared/api';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { requireSession } from '../session/require-session';
import { countryList } from './countries';

const ONE_DAY_S = 86_400;

/** basic-center: the token validity check and the country list. */
export function registerBasicCenterRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get(API_PATHS.commonInfo, async (request, reply): Promise<ApiEnvelope<CommonInfo>> => {
    // Who is logged in must never be served from a cache.
    reply.header('cache-control', 'no-store');
    return ok(await requireSession(request, db));
  });

  app.get(API_PATHS.countryAll, async (_request, reply): Promise<ApiEnvelope<readonly Country[]>> => {
    reply.header('cache-control', `public, max-age=${ONE_DAY_S}`);
    return ok(countryList());
  });
}
