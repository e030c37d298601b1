import type { MessageKey } from '@marathon/shared';
import { REGISTRATION_STATUS } from '@marathon/shared/api';

const STATUS_KEYS: Readonly<Record<number, MessageKey>> = {
  [REGISTRATION_STATUS.submitted]: 'signup.season.status.1',
  [REGISTRATION_STATUS.confirmed]: 'signup.season.status.2',
  [REGISTRATION_STATUS.notSelected]: 'signup.season.status.3',
  [REGISTRATION_STATUS.withdrawn]: 'signup.season.status.4',
  [REGISTRATION_STATUS.won]: 'signup.season.status.5',
  [REGISTRATION_STATUS.waitlist]: 'signup.season.status.6',
  [REGISTRATION_STATUS.expired]: 'signup.season.status.7',
};

/** A status this page does not know yet (added on the server first) reads as submitted, never as a raw key. */
export const seasonStatusKey = (status: number): MessageKey =>
  STATUS_KEYS[status] ?? 'signup.season.status.1';

export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  [REGISTRATION_STATUS.confirmed]: 'green',
  [REGISTRATION_STATUS.won]: 'orange',
  [REGISTRATION_STATUS.waitlist]: 'purple',
  [REGISTRATION_STATUS.withdrawn]: 'red',
};
