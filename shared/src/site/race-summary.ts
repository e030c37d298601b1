import type { RaceSummary } from './store';
import type { DomainBinding, RaceInfo } from '../api';

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
