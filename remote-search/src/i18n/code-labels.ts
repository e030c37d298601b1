import type { MessageKey } from '@marathon/shared';

/**
 * The words for the API's numeric codes. The answers carry plain integers, so a code this page does not know yet
 * (a status added on the server first) reads as 'unknown' instead of showing a raw key.
 */
const STATUS_KEYS: Readonly<Record<number, MessageKey>> = {
  1: 'search.statuses.1',
  2: 'search.statuses.2',
  3: 'search.statuses.3',
  4: 'search.statuses.4',
  5: 'search.statuses.5',
  6: 'search.statuses.6',
  7: 'search.statuses.7',
};

const CHANNEL_KEYS: Readonly<Record<number, MessageKey>> = {
  2: 'search.channels.2',
  3: 'search.channels.3',
  5: 'search.channels.5',
};

const GENDER_KEYS: Readonly<Record<number, MessageKey>> = {
  1: 'search.genders.1',
  2: 'search.genders.2',
};

export const registrationStatusKey = (code: number): MessageKey => STATUS_KEYS[code] ?? 'search.unknown';
export const channelKey = (code: number): MessageKey => CHANNEL_KEYS[code] ?? 'search.unknown';
export const genderKey = (code: number): MessageKey => GENDER_KEYS[code] ?? 'search.genders.0';

const SEASON_NEXT_KEYS: Readonly<Record<number, MessageKey>> = {
  5: 'search.seasonNext.5',
  6: 'search.seasonNext.6',
  7: 'search.seasonNext.7',
};

/** The next step of a season state (drawn, waitlist, expired); the other states say theirs by the status alone. */
export const seasonNextKey = (code: number): MessageKey | null => SEASON_NEXT_KEYS[code] ?? null;
