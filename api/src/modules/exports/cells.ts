import { REGISTRATION_STATUS } from '@marathon/shared/api';

/** The registration status codes as words a spreadsheet filter reads (the codes themselves mean nothing there). */
const STATUS_WORDS: Record<number, string> = {
  [REGISTRATION_STATUS.submitted]: 'submitted',
  [REGISTRATION_STATUS.confirmed]: 'confirmed',
  [REGISTRATION_STATUS.notSelected]: 'not-selected',
  [REGISTRATION_STATUS.withdrawn]: 'withdrawn',
  [REGISTRATION_STATUS.won]: 'won',
  [REGISTRATION_STATUS.waitlist]: 'waitlist',
  [REGISTRATION_STATUS.expired]: 'expired',
};
export const statusWord = (code: number): string => STATUS_WORDS[code] ?? String(code);

export const genderWord = (code: number): string => (code === 1 ? 'M' : code === 2 ? 'F' : '');

const CHANNELS: Record<number, string> = { 2: 'third-party', 3: 'web', 5: 'app' };
export const channelWord = (code: number): string => CHANNELS[code] ?? String(code);

const BEIJING_MS = 8 * 3_600_000;

/** An instant as Beijing's wall clock, `YYYY-MM-DD HH:mm` (the organisers' time); empty for none. */
export function beijingTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  return new Date(ms + BEIJING_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** A race time `h:mm:ss`; empty for none (a DNF or DQ row stores 0). */
export function raceTime(ms: number): string {
  if (ms <= 0) return '';
  const seconds = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Fen as yuan with two decimals. */
export const yuan = (fen: number): string => (fen / 100).toFixed(2);
