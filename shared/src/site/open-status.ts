import { HOME_ENTRY_TYPE } from '../constants';
import type { SearchConfigItem } from '../api';
import { lookupOfEntry, lookupOpen, type LookupCloud } from './lookup-open';

export type EntryState =
  { open: true } | { open: false; why: 'closed' | 'not-started' | 'ended' | 'disabled' };

/**
 * Apply-now (moduleType 1) is governed by its sign-up window, not by openStatus, and can be switched off by the
 * environment's enable flag. A lookup's card is open exactly when its page is (the page's own switch first, then
 * the card's openStatus), so a card never says 'coming soon' in front of a page that answers.
 */
export function entryState(
  item: SearchConfigItem,
  now: number,
  applyNowEnabled: boolean,
  cloud: LookupCloud | null = null,
): EntryState {
  if (item.moduleType === HOME_ENTRY_TYPE.registerNow) {
    if (!applyNowEnabled) return { open: false, why: 'disabled' };
    const start = item.signUpStartTime;
    const end = item.signUpEndTime;
    if (start === undefined || end === undefined || start > end) return { open: false, why: 'closed' };
    if (now < start) return { open: false, why: 'not-started' };
    if (now > end) return { open: false, why: 'ended' };
    return { open: true };
  }
  const lookup = lookupOfEntry(item.moduleType);
  const open = lookup ? lookupOpen(cloud ?? { searchConfigList: [item] }, lookup) : item.openStatus === 1;
  return open ? { open: true } : { open: false, why: 'closed' };
}

/** The state of an entry at the moment a visitor activates it. */
export function entryStateNow(
  item: SearchConfigItem,
  applyNowEnabled: boolean,
  cloud: LookupCloud | null,
): EntryState {
  return entryState(item, Date.now(), applyNowEnabled, cloud);
}
