import type { CountryCategory } from '../api/signup-form';

/** Weights and check characters of the mainland resident ID number (GB 11643-1999). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** A mainland resident ID number: 18 characters, a real birth date, and the right check character. */
export function isMainlandIdNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = id.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replaceAll('-', '') !== birth)
    return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return CHECK[sum % 11] === id[17];
}

/** The document each category signs up with, and its format. */
export const ID_DOCUMENT_PATTERNS: Record<Exclude<CountryCategory, 'mainland'>, RegExp> = {
  /** Mainland travel permit for Hong Kong and Macao residents: H or M, then 8 or 10 digits. */
  hkmo: /^[HM]\d{8}(\d{2})?$/,
  /** Mainland travel permit for Taiwan residents: 8 digits (older permits 10 with a letter). */
  taiwan: /^(\d{8}|\d{10}[A-Z]?)$/,
  /** Passport: 5 to 20 letters and digits. */
  foreign: /^[A-Z0-9]{5,20}$/,
};

export function isIdDocument(category: CountryCategory, value: string): boolean {
  const id = value.trim().toUpperCase();
  return category === 'mainland' ? isMainlandIdNumber(id) : ID_DOCUMENT_PATTERNS[category].test(id);
}

/** The country each category implies; a foreign runner picks theirs (anything but these four). */
export const CATEGORY_COUNTRY: Record<Exclude<CountryCategory, 'foreign'>, string> = {
  mainland: 'CN',
  hkmo: 'HK',
  taiwan: 'TW',
};
export const CHINESE_REGION_CODES = ['CN', 'HK', 'MO', 'TW'] as const;
