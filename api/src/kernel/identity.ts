import { createHash } from 'node:crypto';

// A fixed key: the hash only has to find a runner again, and keeps a copied database from listing ID numbers by
// a plain SHA-256 table of every possible mainland ID.
const HASH_KEY = 'yzhm-race-data-v1';

export function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s·.]+/g, '');
}

export function normalizeIdNumber(id: string): string {
  return id.trim().toUpperCase();
}

export function normalizePhone(phone: string): string {
  return phone.trim().replace(/^\+86/, '');
}

export function hashPersonal(value: string): string {
  return createHash('sha256').update(`${HASH_KEY}:${value}`).digest('hex');
}

/** 320102199001011234 → 3201**********1234; a passport number keeps two characters at each end. */
export function maskIdNumber(id: string): string {
  const keep = id.length >= 15 ? 4 : id.length >= 8 ? 2 : 1;
  return `${id.slice(0, keep)}${'*'.repeat(Math.max(1, id.length - 2 * keep))}${id.slice(-keep)}`;
}

/** 13812345678 → 138****5678. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** Age groups by age on race day, as Chinese road races publish them. */
export function ageGroupOf(age: number): string {
  if (age < 30) return '16-29';
  if (age < 40) return '30-39';
  if (age < 50) return '40-49';
  if (age < 60) return '50-59';
  return '60+';
}
