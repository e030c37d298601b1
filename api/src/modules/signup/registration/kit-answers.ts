import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/** What the season needs of a runner's sign-up answers: the shirt size to hand over, the time to seed a corral. */
export interface KitAnswers {
  shirtSize: string | null;
  /** The fastest finish time the runner declared or proved (a past event, a validated result), in seconds. */
  bestSeconds: number | null;
}

const TIME = /^(\d):([0-5]\d):([0-5]\d)$/;

function secondsOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
}

/**
 * The answers' finish times wherever the form put them: a `pastEvents` list of rows, or one `scoreValidation` /
 * `scoreVerification` answer, each carrying `finishTime`.
 */
function finishTimesIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(finishTimesIn);
  if (typeof value !== 'object' || value === null) return [];
  const seconds = secondsOf((value as { finishTime?: unknown }).finishTime);
  return seconds === null ? [] : [seconds];
}

/** The sizes a clothingSize field's answer can be: a short word (XS…XXXL, or a number of cm). */
const SIZE = /^[A-Za-z0-9]{1,6}$/;

export function kitAnswersFrom(answersJson: string): KitAnswers {
  const answers = JSON.parse(answersJson) as Record<string, unknown>;
  const times = Object.values(answers).flatMap(finishTimesIn);
  const size = answers.shirtSize;
  return {
    shirtSize: typeof size === 'string' && SIZE.test(size) ? size : null,
    bestSeconds: times.length > 0 ? Math.min(...times) : null,
  };
}

/** The kit answers of some entries of a year, by registration number (entries without a web sign-up: absent). */
export async function kitAnswersOf(
  db: Kysely<Database>,
  year: number,
  regNos: readonly number[],
): Promise<Map<number, KitAnswers>> {
  const found = new Map<number, KitAnswers>();
  for (let start = 0; start < regNos.length; start += 500) {
    const rows = await db
      .selectFrom('signup_registrations')
      .select(['reg_no', 'answers'])
      .where('year', '=', year)
      .where('reg_no', 'in', regNos.slice(start, start + 500))
      .execute();
    for (const row of rows) found.set(row.reg_no, kitAnswersFrom(row.answers));
  }
  return found;
}

/** The account's sign-up of a year: which entry its e-ticket is for. */
export const signupEntryOf = (db: Kysely<Database>, userId: string, year: number) =>
  db
    .selectFrom('signup_registrations')
    .select(['reg_no'])
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .executeTakeFirst();
