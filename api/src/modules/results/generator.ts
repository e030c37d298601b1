import { REGISTRATION_CHANNEL, REGISTRATION_STATUS, type RaceItem } from '@marathon/shared/api';
import { ageGroupOf } from '../../kernel/identity';
import {
  FOREIGN_COUNTRIES,
  FOREIGN_FIRST_FEMALE,
  FOREIGN_FIRST_MALE,
  FOREIGN_LAST,
  GIVEN_FEMALE,
  GIVEN_MALE,
  REGION_CODES,
  SURNAMES,
} from './names';
import { normal, pick, seededRandom } from './random';

/** A generated person, with the clear ID number and phone a runner would type into a lookup. */
export interface Person {
  index: number;
  name: string;
  gender: 1 | 2;
  birthYear: number;
  nationality: string;
  idNumber: string;
  phone: string;
  /** Half-marathon chip time this person runs on a normal day, in minutes. */
  ability: number;
  prefersHalf: boolean;
}

/** One registration of a generated year, in clear (the store hashes and masks before writing). */
export interface GeneratedRegistration {
  person: Person;
  regNo: number;
  raceItem: RaceItem;
  ageGroup: string;
  channel: number;
  status: number;
  bib: string | null;
  corral: string | null;
  registeredAt: number;
}

export interface GeneratedResult {
  registration: GeneratedRegistration;
  gunMs: number;
  chipMs: number;
  splitsMs: number[];
}

export interface GeneratedEdition {
  year: number;
  raceDate: number;
  registrations: GeneratedRegistration[];
  results: GeneratedResult[];
}

/** Which people run which year, and how many: the full set of the content and a small one for tests. */
export const EDITION_PLANS = {
  full: [
    { year: 2024, firstPerson: 0, count: 40_920, halfShare: 0.7 },
    { year: 2023, firstPerson: 16_000, count: 36_500, halfShare: 0.68 },
  ],
  small: [
    { year: 2024, firstPerson: 0, count: 600, halfShare: 0.7 },
    { year: 2023, firstPerson: 200, count: 500, halfShare: 0.68 },
  ],
} as const;
export type SeedSize = keyof typeof EDITION_PLANS;

/** Race day, 07:30 Beijing time, the third Sunday of April. */
export function raceDateOf(year: number): number {
  const firstOfApril = new Date(Date.UTC(year, 3, 1));
  const firstSunday = 1 + ((7 - firstOfApril.getUTCDay()) % 7);
  return Date.UTC(year, 3, firstSunday + 14, 7, 30) - 8 * 3_600_000;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A mainland ID number with a valid check digit (GB 11643); its 17th digit is odd for men. */
export function mainlandId(region: string, birth: Date, sequence: number, gender: 1 | 2): string {
  const date = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const seq = sequence % 1000;
  const adjusted = (seq % 2 === 1) === (gender === 1) ? seq : (seq + 1) % 1000;
  const body = `${region}${date}${String(adjusted).padStart(3, '0')}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (ID_WEIGHTS[i] ?? 0), 0);
  return `${body}${ID_CHECK[sum % 11]}`;
}

/** Person number `index`: the same person on every run, so one runner can appear in several years. */
export function personAt(index: number): Person {
  const random = seededRandom(index * 2_654_435_761 + 97);
  const gender: 1 | 2 = random() < 0.64 ? 1 : 2;
  const foreign = random() < 0.03;
  const birthYear = Math.round(Math.min(2006, Math.max(1950, normal(random, 1986, 10))));
  const birth = new Date(Date.UTC(birthYear, Math.floor(random() * 12), 1 + Math.floor(random() * 28)));
  let name: string;
  let nationality = 'CN';
  let idNumber: string;
  if (foreign) {
    const first = pick(random, gender === 1 ? FOREIGN_FIRST_MALE : FOREIGN_FIRST_FEMALE);
    name = `${first} ${pick(random, FOREIGN_LAST)}`;
    nationality = pick(random, FOREIGN_COUNTRIES);
    idNumber = `${nationality[0]}${String(10_000_000 + index).slice(-8)}`;
  } else {
    const given = gender === 1 ? GIVEN_MALE : GIVEN_FEMALE;
    name = `${pick(random, SURNAMES)}${pick(random, given)}${random() < 0.6 ? pick(random, given) : ''}`;
    idNumber = mainlandId(pick(random, REGION_CODES), birth, index, gender);
  }
  const phone = `1${pick(random, ['3', '5', '7', '8', '9'])}${String(index).padStart(9, '0').slice(-9)}`;
  // Log-normal-ish finishing times around 2 h 05 for men and 2 h 15 for women, with a fast tail.
  const base = gender === 1 ? 125 : 135;
  const ability = Math.max(gender === 1 ? 62 : 68, base * Math.exp(normal(random, 0, 0.16)));
  return {
    index,
    name,
    gender,
    birthYear,
    nationality,
    idNumber,
    phone,
    ability,
    prefersHalf: random() < 0.7,
  };
}

type Corral = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
/** Corral by expected half-marathon time (minutes): the faster, the nearer the start line. */
function corralOf(ability: number): Corral {
  if (ability < 95) return 'A';
  if (ability < 110) return 'B';
  if (ability < 125) return 'C';
  if (ability < 140) return 'D';
  if (ability < 155) return 'E';
  return 'F';
}

/** Seconds between the gun and crossing the start mat, by corral. */
const START_DELAY_S: Record<string, [number, number]> = {
  A: [5, 60],
  B: [40, 150],
  C: [120, 300],
  D: [240, 480],
  E: [400, 700],
  F: [600, 1000],
  G: [30, 600],
};

function statusFor(random: () => number): number {
  const r = random();
  if (r < 0.95) return REGISTRATION_STATUS.confirmed;
  if (r < 0.98) return REGISTRATION_STATUS.withdrawn;
  return REGISTRATION_STATUS.notSelected;
}

function channelFor(random: () => number): number {
  const r = random();
  if (r < 0.55) return REGISTRATION_CHANNEL.app;
  if (r < 0.9) return REGISTRATION_CHANNEL.web;
  return REGISTRATION_CHANNEL.thirdParty;
}

/**
 * One year of race data: registrations (half marathon and fun run, bibs by corral), and results for the confirmed
 * runners who started and finished, with 5 km splits and start delays that follow the corral.
 */
export function generateEdition(plan: {
  year: number;
  firstPerson: number;
  count: number;
  halfShare: number;
}): GeneratedEdition {
  const { year } = plan;
  const random = seededRandom(year * 7_919);
  const raceDate = raceDateOf(year);
  const people = Array.from({ length: plan.count }, (_, i) => personAt(plan.firstPerson + i));
  const registrationOpens = raceDate - 100 * 86_400_000;

  const registrations: GeneratedRegistration[] = people.map((person, i) => {
    const wantsHalf = person.prefersHalf ? random() < plan.halfShare + 0.2 : random() < plan.halfShare - 0.4;
    const age = year - person.birthYear;
    const raceItem: RaceItem = wantsHalf && age >= 18 ? 'half' : 'fun';
    return {
      person,
      regNo: i + 1,
      raceItem,
      ageGroup: ageGroupOf(Math.max(16, age)),
      channel: channelFor(random),
      status: statusFor(random),
      bib: null,
      corral: null,
      registeredAt: registrationOpens + Math.floor(random() * 6 * 86_400_000),
    };
  });

  // Bibs in corral order: A starts at 10001, the fun run has its own F-prefixed range.
  const confirmed = registrations.filter((r) => r.status === REGISTRATION_STATUS.confirmed);
  const half = confirmed
    .filter((r) => r.raceItem === 'half')
    .sort((a, b) => a.person.ability - b.person.ability || a.regNo - b.regNo);
  half.forEach((registration, i) => {
    registration.corral = corralOf(registration.person.ability);
    registration.bib = String(10_001 + i);
  });
  confirmed
    .filter((r) => r.raceItem === 'fun')
    .forEach((registration, i) => {
      registration.corral = 'G';
      registration.bib = `F${String(i + 1).padStart(5, '0')}`;
    });

  const results: GeneratedResult[] = [];
  for (const registration of confirmed) {
    const dayForm = Math.exp(normal(random, 0, 0.05));
    const [minDelay, maxDelay] = START_DELAY_S[registration.corral ?? 'G'] ?? [0, 60];
    const delayMs = Math.round((minDelay + random() * (maxDelay - minDelay)) * 1000);
    if (registration.raceItem === 'half') {
      if (random() < 0.035) continue; // did not start or did not finish
      const chipMs = Math.round(registration.person.ability * dayForm * 60_000);
      if (chipMs + delayMs > 3 * 3_600_000) continue; // over the cut-off
      const fade = 1 + Math.max(0, normal(random, 0.03, 0.03));
      const splitsMs = [5, 10, 15, 20].map((km) => {
        const evenShare = km / 21.0975;
        // Slower second half: the share of time at each mark bends with the fade.
        return Math.round(chipMs * evenShare * (1 - (fade - 1) * (1 - evenShare)));
      });
      results.push({ registration, gunMs: chipMs + delayMs, chipMs, splitsMs });
    } else {
      if (random() < 0.02) continue;
      const chipMs = Math.round(Math.max(15, normal(random, 38, 8)) * 60_000);
      results.push({ registration, gunMs: chipMs + delayMs, chipMs, splitsMs: [] });
    }
  }
  return { year, raceDate, registrations, results };
}
