import { call, type RaceSummary } from '@marathon/shared';
import { endpoints, type DomainBinding, type RaceInfo } from '@marathon/shared/api';

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

/** What the site keeps of the binding and the base information, fetched or read from the page. */
export function raceSummaryOf(binding: DomainBinding, info: RaceInfo): RaceSummary {
  return {
    raceId: binding.raceId,
    domainName: binding.domainName,
    raceName: info.raceName ?? undefined,
    raceNameEn: info.raceNameEn ?? undefined,
    startTime: info.startTime ?? undefined,
    signUpStartTime: info.signUpStartTime ?? undefined,
    signUpEndTime: info.signUpEndTime ?? undefined,
    imgDetail: info.imgDetail ?? undefined,
  };
}
