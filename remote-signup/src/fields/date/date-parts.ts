/** The calendar behind the date field's three selects: which years, months and days lie within [min, max]. */

export interface DateParts {
  year: number | null;
  month: number | null;
  day: number | null;
}

export interface DateRange {
  min: string;
  max: string;
}

export const EMPTY_PARTS: DateParts = { year: null, month: null, day: null };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A field without bounds offers 1900 to ten years from now. */
export function rangeOf(min: string | undefined, max: string | undefined, today = new Date()): DateRange {
  return { min: min ?? '1900-01-01', max: max ?? `${today.getFullYear() + 10}-12-31` };
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/** Latest first: birth dates, the common case, sit near the top. */
export function yearsIn(range: DateRange): number[] {
  const years: number[] = [];
  for (let y = yearOf(range.max); y >= yearOf(range.min); y -= 1) years.push(y);
  return years;
}

/** Months with at least one day in range; every month while the year is not chosen. */
export function monthsIn(range: DateRange, year: number | null): number[] {
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  if (year === null) return months;
  return months.filter(
    (m) => isoOf(year, m, daysInMonth(year, m)) >= range.min && isoOf(year, m, 1) <= range.max,
  );
}

/** Days that exist (29 February only in leap years) and lie in range; 29 February is offered while the year is open. */
export function daysIn(range: DateRange, year: number | null, month: number | null): number[] {
  const last = month === null ? 31 : daysInMonth(year ?? 2000, month);
  const days = Array.from({ length: last }, (_, i) => i + 1);
  if (year === null || month === null) return days;
  return days.filter((d) => {
    const iso = isoOf(year, month, d);
    return iso >= range.min && iso <= range.max;
  });
}

/** Drops the parts a change made impossible (a month outside the year's range, 31 April, 29 February 2027). */
export function settle(parts: DateParts, range: DateRange): DateParts {
  const year = parts.year !== null && yearsIn(range).includes(parts.year) ? parts.year : null;
  const month = parts.month !== null && monthsIn(range, year).includes(parts.month) ? parts.month : null;
  const day = parts.day !== null && daysIn(range, year, month).includes(parts.day) ? parts.day : null;
  return { year, month, day };
}

/** 'YYYY-MM-DD' once all three are chosen, '' before. */
export function valueOf(parts: DateParts): string {
  return parts.year !== null && parts.month !== null && parts.day !== null
    ? isoOf(parts.year, parts.month, parts.day)
    : '';
}

/** The parts of a held answer: a real 'YYYY-MM-DD' day, or nothing. */
export function partsOf(value: unknown): DateParts {
  if (typeof value !== 'string') return EMPTY_PARTS;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return EMPTY_PARTS;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return EMPTY_PARTS;
  return { year, month, day };
}
