import { HOME_ENTRY_TYPE } from '../constants';
import type { CloudConfig } from '../api';
import type { RaceSummary } from './store';

/**
 * The apply-now card takes the bound race's sign-up window, which the sign-up forms and the API also follow, so
 * the card, the footer's sign-up link and the form open and close together. A race without a window leaves the
 * card's own dates (the content's) in place.
 */
export function withRaceSignUpWindow(cloud: CloudConfig, race: RaceSummary | null): CloudConfig {
  const start = race?.signUpStartTime;
  const end = race?.signUpEndTime;
  if (start === undefined || end === undefined) return cloud;
  return {
    ...cloud,
    searchConfigList: cloud.searchConfigList.map((item) =>
      item.moduleType === HOME_ENTRY_TYPE.registerNow
        ? { ...item, signUpStartTime: start, signUpEndTime: end }
        : item,
    ),
  };
}
