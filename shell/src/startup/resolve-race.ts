import { endpoints } from '@marathon/shared/api';
import { call, raceSummaryOf, type RaceSummary } from '@marathon/shared';

export class RaceNotBoundError extends Error {
  constructor(domainName: string) {
    super(`race not bound: ${domainName}`);
    this.name = 'RaceNotBoundError';
  }
}

/** The domain lookup gives the race; an empty answer or a missing raceId means 'race not bound'. */
export async function resolveRace(domainName: string): Promise<RaceSummary> {
  const binding = await call(endpoints.websiteDomain, { query: { domainName }, silent: true });
  if (!binding || !binding.raceId) throw new RaceNotBoundError(domainName);
  const info = await call(endpoints.raceBaseInfo, { body: { raceId: binding.raceId }, silent: true });
  return raceSummaryOf(binding, info);
}
