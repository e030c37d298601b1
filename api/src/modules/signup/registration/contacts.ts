import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';

/**
 * What a runner's sign-up answers give the organisers' exports: how to reach them and whom to call for them, the
 * ID document's kind (the number itself is stored masked only), and what a race-day medic asks first. Each is null
 * when the form did not ask it or the runner left it empty.
 */
export interface SignupContact {
  phone: string | null;
  email: string | null;
  emergencyName: string | null;
  emergencyPhone: string | null;
  /** COUNTRY_CATEGORIES: mainland, hkmo, taiwan or foreign: which document the masked number is of. */
  idCategory: string | null;
  bloodType: string | null;
  medicalNotes: string | null;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A picker's answer is its value, or an object holding it (`{ value }`) when the option takes extra text. */
const choiceOf = (value: unknown): string | null =>
  textOf(value) ?? textOf((value as { value?: unknown } | null | undefined)?.value);

export function contactFrom(answersJson: string): SignupContact {
  const answers = JSON.parse(answersJson) as Record<string, unknown>;
  return {
    phone: textOf(answers.phone),
    email: textOf(answers.email),
    emergencyName: textOf(answers.emergencyName),
    emergencyPhone: textOf(answers.emergencyPhone),
    idCategory: textOf((answers.identity as { category?: unknown } | null | undefined)?.category),
    bloodType: choiceOf(answers.bloodType),
    medicalNotes: textOf(answers.medicalNotes),
  };
}

/** The sign-up contacts of a year's entries, by registration number (entries without a web sign-up: absent). */
export async function contactsOfYear(
  db: Kysely<Database>,
  year: number,
): Promise<Map<number, SignupContact>> {
  const rows = await db
    .selectFrom('signup_registrations')
    .select(['reg_no', 'answers'])
    .where('year', '=', year)
    .execute();
  return new Map(rows.map((row) => [row.reg_no, contactFrom(row.answers)]));
}
