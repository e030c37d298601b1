import type { MessageKey } from '@marathon/shared';

const MONTH_KEYS = [
  'signup.basic.months.m1',
  'signup.basic.months.m2',
  'signup.basic.months.m3',
  'signup.basic.months.m4',
  'signup.basic.months.m5',
  'signup.basic.months.m6',
  'signup.basic.months.m7',
  'signup.basic.months.m8',
  'signup.basic.months.m9',
  'signup.basic.months.m10',
  'signup.basic.months.m11',
  'signup.basic.months.m12',
] as const satisfies readonly MessageKey[];

/** The key of a month's name, 1 (January) to 12; months outside the calendar do not exist. */
export function monthKey(month: number): MessageKey {
  const key = MONTH_KEYS[month - 1];
  if (!key) throw new RangeError(`No month ${month}`);
  return key;
}
