import { HOME_ENTRY_TYPE } from '@marathon/shared';
import type { SearchConfigItem } from '@marathon/shared/api';

export type EntryState =
  { open: true } | { open: false; why: 'closed' | 'not-started' | 'ended' | 'disabled' };

/**
 * Apply-now (moduleType 1) is governed by its sign-up window, not by openStatus; every other entry
 * is open when its openStatus is 1. Apply-now can also be switched off by the environment's enable flag.
 */
export function entryState(item: SearchConfigItem, now: number, applyNowEnabled: boolean): EntryState {
  if (item.moduleType === HOME_ENTRY_TYPE.registerNow) {
    if (!applyNowEnabled) return { open: false, why: 'disabled' };
    const start = item.signUpStartTime;
    const end = item.signUpEndTime;
    if (start === undefined || end === undefined || start > end) return { open: false, why: 'closed' };
    if (now < start) return { open: false, why: 'not-started' };
    if (now > end) return { open: false, why: 'ended' };
    return { open: true };
  }
  return item.openStatus === 1 ? { open: true } : { open: false, why: 'closed' };
}

/** The state of an entry at the moment a visitor activates it. */
export function entryStateNow(item: SearchConfigItem, applyNowEnabled: boolean): EntryState {
  return entryState(item, Date.now(), applyNowEnabled);
}
