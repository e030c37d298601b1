/**
 * Where a start stands. The API listens first and prepares its data after, so a slow machine or a big database
 * never makes a start script or a load balancer give up: until `ready`, /health says `starting` and the routes
 * that need the data answer 503 "starting".
 *
 * - `preparing`: migrations and the small seeds run; every route but /health waits.
 * - `seeding-race-data`: the generated race years are being written; only the race-data lookups wait.
 * - `ready`: everything answers.
 */
export type StartupPhase = 'preparing' | 'seeding-race-data' | 'ready';

export interface StartupState {
  phase: StartupPhase;
  /** What the start is doing now, in words a person reads in a terminal or a health check. */
  step: string;
}

export function newStartupState(): StartupState {
  return { phase: 'preparing', step: 'opening the database' };
}
