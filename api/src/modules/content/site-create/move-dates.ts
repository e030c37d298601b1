import { ENGLISH_MONTHS } from '../month-names';

const DAY_MS = 24 * 60 * 60 * 1000;
const BEIJING_MS = 8 * 60 * 60 * 1000;
/** A template's date this far from every anchor belongs to something else (a past edition): left alone. */
const REACH_DAYS = 60;

/** The three dates an edition's others hang on: sign-up opens, sign-up closes, race day (epoch ms). */
export interface EditionAnchors {
  signupStart: number;
  signupEnd: number;
  raceDay: number;
}

/** How one edition's dates become another's: each moves with the anchor it is nearest to. */
export interface DateMove {
  from: EditionAnchors;
  to: EditionAnchors;
}

const ANCHOR_NAMES = ['signupStart', 'signupEnd', 'raceDay'] as const;

function nearestAnchor(at: number, anchors: EditionAnchors): (typeof ANCHOR_NAMES)[number] | null {
  let best: (typeof ANCHOR_NAMES)[number] | null = null;
  for (const name of ANCHOR_NAMES) {
    const distance = Math.abs(at - anchors[name]);
    if (distance <= REACH_DAYS * DAY_MS && (best === null || distance < Math.abs(at - anchors[best])))
      best = name;
  }
  return best;
}

/**
 * An instant of the template's edition in the new one: the same time before or after its nearest anchor
 * (applications closing two days after sign-up opens still do; the mailing deadline eight hours after sign-up
 * closes still is). One far from every anchor is returned as it was.
 */
export function moveInstant(at: number, move: DateMove): number {
  const anchor = nearestAnchor(at, move.from);
  return anchor === null ? at : move.to[anchor] + (at - move.from[anchor]);
}

/** A Beijing calendar day as a day number, and back. */
const dayNumber = (year: number, month: number, date: number): number =>
  Date.UTC(year, month - 1, date) / DAY_MS;
function calendar(day: number): { year: number; month: number; date: number; weekday: number } {
  const at = new Date(day * DAY_MS);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    date: at.getUTCDate(),
    weekday: at.getUTCDay(),
  };
}
const beijingDayNumber = (at: number): number => Math.floor((at + BEIJING_MS) / DAY_MS);

/**
 * A day of the template's edition in the new one, moved with its nearest anchor's day; null when out of reach.
 * A race day's date some whole years earlier is an age rule (born before 20 April 2007: 18 on race day) and
 * stays that many years before the new race day.
 */
function moveDay(day: number, move: DateMove): number | null {
  const given = calendar(day);
  const seededRace = calendar(beijingDayNumber(move.from.raceDay));
  if (given.month === seededRace.month && given.date === seededRace.date && given.year < seededRace.year) {
    const newRace = calendar(beijingDayNumber(move.to.raceDay));
    return dayNumber(newRace.year - (seededRace.year - given.year), newRace.month, newRace.date);
  }
  const anchor = nearestAnchor(day * DAY_MS - BEIJING_MS + 12 * 60 * 60 * 1000, move.from);
  if (anchor === null) return null;
  return beijingDayNumber(move.to[anchor]) + (day - beijingDayNumber(move.from[anchor]));
}

const ZH_WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const MONTHS = ENGLISH_MONTHS.join('|');
/** 2025年4月17日, 4月17日, 2025年4月17日至19日, with an optional (星期日) after. */
const ZH_DATE = /(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:至(\d{1,2})日)?(（星期[一二三四五六日天]）)?/g;
/** 2007-04-20 (a form's date limits). */
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
/** 24 January 2025, 24 January, January 24, 2025, January 24. */
const EN_DATE = new RegExp(
  `\\b(\\d{1,2}) (${MONTHS})(?: (\\d{4}))?\\b|\\b(${MONTHS}) (\\d{1,2})\\b(?:, (\\d{4}))?`,
  'g',
);

/**
 * Every date the text writes (Chinese and English spellings) moved from the template's edition to the new one,
 * as its day moves with the nearest anchor; a date without a year is read in `year` (the template edition's).
 * Weekdays written after a Chinese date follow it. Dates out of reach (history) are left as they are.
 */
export function moveTextDates(text: string, move: DateMove, year: number): { text: string; moved: number } {
  let moved = 0;
  const zh = text.replace(
    ZH_DATE,
    (whole, y?: string, m?: string, d?: string, until?: string, weekday?: string) => {
      const from = dayNumber(y ? Number(y) : year, Number(m), Number(d));
      const day = moveDay(from, move);
      if (day === null) return whole;
      moved += 1;
      const to = calendar(day);
      let result = `${y ? `${to.year}年` : ''}${to.month}月${to.date}日`;
      if (until) {
        const end = calendar(day + (dayNumber(y ? Number(y) : year, Number(m), Number(until)) - from));
        result += end.month === to.month ? `至${end.date}日` : `至${end.month}月${end.date}日`;
      }
      if (weekday) result += `（星期${ZH_WEEKDAYS[to.weekday]}）`;
      return result;
    },
  );
  const en = zh.replace(
    EN_DATE,
    (whole, d1?: string, m1?: string, y1?: string, m2?: string, d2?: string, y2?: string) => {
      const dayFirst = d1 !== undefined;
      const monthName = (dayFirst ? m1 : m2) ?? '';
      const given = dayFirst ? y1 : y2;
      const month = (ENGLISH_MONTHS as readonly string[]).indexOf(monthName) + 1;
      const day = moveDay(dayNumber(given ? Number(given) : year, month, Number(dayFirst ? d1 : d2)), move);
      if (day === null) return whole;
      moved += 1;
      const to = calendar(day);
      const name = ENGLISH_MONTHS[to.month - 1] ?? '';
      if (dayFirst) return `${to.date} ${name}${given ? ` ${to.year}` : ''}`;
      return `${name} ${to.date}${given ? `, ${to.year}` : ''}`;
    },
  );
  const iso = en.replace(ISO_DATE, (whole, y: string, m: string, d: string) => {
    const day = moveDay(dayNumber(Number(y), Number(m), Number(d)), move);
    if (day === null) return whole;
    moved += 1;
    const to = calendar(day);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${to.year}-${two(to.month)}-${two(to.date)}`;
  });
  return { text: iso, moved };
}

/** The instants signup.json holds (a form's own window, the application deadline, the mailing deadline). */
const DATED_KEYS = new Set(['opensAt', 'closesAt', 'deadline']);

/**
 * signup.json of the new edition: every dated setting moved; the applications' closing kept inside the new
 * sign-up window (a window shorter than the template's could otherwise put it outside).
 */
export function moveSignupDates(json: unknown, move: DateMove): unknown {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        DATED_KEYS.has(key) && typeof item === 'number' ? moveInstant(item, move) : walk(item),
      ]),
    );
  };
  const moved = walk(json) as { applications?: { closesAt?: number } };
  const closes = moved.applications?.closesAt;
  if (moved.applications && typeof closes === 'number') {
    moved.applications.closesAt = Math.min(Math.max(closes, move.to.signupStart), move.to.signupEnd);
  }
  return moved;
}
