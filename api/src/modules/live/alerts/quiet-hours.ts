import type { AlertRules } from '@marathon/shared/api';

const minutesOf = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether a moment falls in the race's quiet hours (live.json `alerts`, in the race's time zone): from `quietFrom`
 * up to `quietTo`, across midnight when `quietFrom` is the later. Equal times: no quiet hours.
 */
export function inQuietHours(rules: AlertRules, at: number): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: rules.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const now = part('hour') * 60 + part('minute');
  const from = minutesOf(rules.quietFrom);
  const to = minutesOf(rules.quietTo);
  if (from === to) return false;
  return from < to ? now >= from && now < to : now >= from || now < to;
}
