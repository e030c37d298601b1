import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import type { StartupState } from './state';

export const STARTING_STATUS = 503;
export const STARTING_MSG = bilingual(
  '网站正在启动，请稍后再试',
  'The site is starting, please try again in a moment',
);

const RACE_DATA_PREFIX = '/race-data/';

/** Whether a request must wait for the start to finish (see StartupState for the phases). */
export function mustWait(state: StartupState, url: string): boolean {
  if (state.phase === 'ready' || url === endpoints.health.path || url.startsWith(`${endpoints.health.path}?`))
    return false;
  if (state.phase === 'seeding-race-data') return url.startsWith(RACE_DATA_PREFIX);
  return true;
}

/** Answers 503 "starting" (with Retry-After) to the requests that need data the start has not written yet. */
export function registerStartupGate(app: FastifyInstance, state: StartupState): void {
  app.addHook('onRequest', async (request, reply) => {
    // CORS preflights carry no data request: answering them keeps the 503 readable by the page.
    if (request.method === 'OPTIONS' || !mustWait(state, request.url)) return;
    reply.header('retry-after', '5').header('cache-control', 'no-store');
    throw new ApiFailure(STARTING_STATUS, STARTING_MSG);
  });
}
