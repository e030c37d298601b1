import { z } from '../zod';
import { GENDER } from '../constants';
import { PATTERNS } from '../validation/patterns';
import { CATEGORY_COUNTRY, CHINESE_REGION_CODES, isIdDocument } from '../validation/id-documents';
import { UPLOADS_PATH } from './uploads-path';
import { COUNTRY_CATEGORIES, type SignupField, type SignupForm } from './signup-form';

/**
 * The answers of a sign-up form, checked by one zod schema built from the form's configuration: the page
 * validates with it (react-hook-form's resolver) and the API parses every submission with it, so a rule is
 * written once. Issue messages are codes of SIGNUP_FIELD_ERRORS; the page shows each in the visitor's language
 * through its translation bundle.
 */

export const SIGNUP_FIELD_ERRORS = [
  'required',
  'text',
  'noSpaces',
  'tooLong',
  'number',
  'range',
  'email',
  'phone',
  'url',
  'option',
  'tooMany',
  'extra',
  'country',
  'idNumber',
  'date',
  'dateRange',
  'region',
  'address',
  'upload',
  'finishTime',
  'year',
  'bib',
  /** A past result that is not the entrant's: no result of that year and bib carries their name and ID number. */
  'pastResult',
  'policy',
  'signature',
] as const;
export type SignupFieldError = (typeof SIGNUP_FIELD_ERRORS)[number];

export function isSignupFieldError(code: string): code is SignupFieldError {
  return (SIGNUP_FIELD_ERRORS as readonly string[]).includes(code);
}

const issue = (message: SignupFieldError) => ({ message });

/** A file the API stored: what uploadImage / uploadFile answered. */
export const uploadedUrlSchema = z
  .string(issue('upload'))
  .regex(new RegExp(`^${UPLOADS_PATH}/[A-Za-z0-9._-]{1,120}$`), issue('upload'));

const text = (maxLength: number) =>
  z
    .string(issue('required'))
    .trim()
    .min(1, issue('required'))
    .max(maxLength, issue('tooLong'))
    // Forbids the double quote; inner spaces are allowed in names and addresses.
    .refine((value) => !value.includes('"'), issue('text'));

export const finishTimeSchema = z
  .string(issue('finishTime'))
  .trim()
  .regex(/^[0-9]:[0-5]\d:[0-5]\d$/, issue('finishTime'));
const year = z.coerce
  .number(issue('year'))
  .int(issue('year'))
  .min(1980, issue('year'))
  .max(2100, issue('year'));

export const regionValueSchema = z.object({
  province: z.string(issue('region')).regex(/^\d{2}$/, issue('region')),
  city: z.string(issue('region')).regex(/^\d{4}$/, issue('region')),
  area: z.string(issue('region')).regex(/^\d{6}$/, issue('region')),
  address: z.string(issue('address')).trim().min(1, issue('address')).max(100, issue('address')),
});
export type RegionValue = z.infer<typeof regionValueSchema>;

export const countryIdentitySchema = z
  .object({
    category: z.enum(COUNTRY_CATEGORIES, issue('country')),
    country: z.string(issue('country')).regex(/^[A-Z]{2}$/, issue('country')),
    idNumber: z
      .string(issue('idNumber'))
      .trim()
      .min(1, issue('required'))
      .transform((id) => id.toUpperCase()),
  })
  .superRefine((value, ctx) => {
    const implied = value.category === 'foreign' ? null : CATEGORY_COUNTRY[value.category];
    const hkmoCountry = value.category === 'hkmo' && value.country === 'MO';
    if (
      implied
        ? value.country !== implied && !hkmoCountry
        : (CHINESE_REGION_CODES as readonly string[]).includes(value.country)
    )
      ctx.addIssue({ code: 'custom', path: ['country'], ...issue('country') });
    if (!isIdDocument(value.category, value.idNumber))
      ctx.addIssue({ code: 'custom', path: ['idNumber'], ...issue('idNumber') });
  });
export type CountryIdentity = z.infer<typeof countryIdentitySchema>;

export const pastEventSchema = z.object({ year, raceName: text(60), finishTime: finishTimeSchema });

export const scoreVerificationValueSchema = z.object({
  year,
  bib: z
    .string(issue('bib'))
    .trim()
    .regex(/^[A-Za-z]?\d{1,7}$/, issue('bib'))
    .transform((bib) => bib.toUpperCase()),
});

function oneOf(values: readonly string[]) {
  return z.string(issue('option')).refine((value) => values.includes(value), issue('option'));
}

function isoDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}

/** The schema of one field's answer, when given. */
export function fieldValueSchema(field: SignupField): z.ZodType {
  switch (field.type) {
    case 'input':
      // The required-text rule, where the form asks for it: no space anywhere (a code, a plate, an account).
      return field.noSpaces
        ? text(field.maxLength).refine((value) => PATTERNS.requiredText.test(value), issue('noSpaces'))
        : text(field.maxLength);
    case 'textarea':
      return text(field.maxLength);
    case 'number':
      return z
        .union([z.string(), z.number()], issue('number'))
        .transform((value) => String(value).trim())
        .refine((value) => PATTERNS.positiveInteger.test(value), issue('number'))
        .transform(Number)
        .refine((value) => value >= field.min && value <= field.max, issue('range'));
    case 'email':
      return z
        .string(issue('email'))
        .trim()
        .toLowerCase()
        .max(254, issue('email'))
        .regex(PATTERNS.email, issue('email'));
    case 'phone':
      return z.string(issue('phone')).trim().regex(PATTERNS.mainlandMobile, issue('phone'));
    case 'url':
      return z.string(issue('url')).trim().max(500, issue('url')).regex(PATTERNS.link, issue('url'));
    case 'gender':
      return z.union([z.literal(GENDER.male), z.literal(GENDER.female)], issue('option'));
    case 'checkbox': {
      const values = field.options.map((o) => o.value);
      return z
        .array(oneOf(values), issue('option'))
        .min(field.required ? 1 : 0, issue('required'))
        .max(field.maxSelected ?? values.length, issue('tooMany'))
        .refine((chosen) => new Set(chosen).size === chosen.length, issue('option'));
    }
    case 'radio':
      return z
        .object({
          value: oneOf(field.options.map((o) => o.value)),
          extra: z.string().trim().max(500).optional(),
        })
        .superRefine((answer, ctx) => {
          const kind = field.options.find((o) => o.value === answer.value)?.extra;
          if (!kind) return;
          const extra = answer.extra ?? '';
          const ok =
            kind === 'input'
              ? extra.length > 0 && !extra.includes('"')
              : kind === 'url'
                ? PATTERNS.link.test(extra)
                : uploadedUrlSchema.safeParse(extra).success;
          if (!ok)
            ctx.addIssue({ code: 'custom', path: ['extra'], ...issue(kind === 'url' ? 'url' : 'extra') });
        });
    case 'picker':
      return oneOf(field.options.map((o) => o.value));
    case 'clothingSize':
      return oneOf(field.sizes.map((s) => s.value));
    case 'country':
      if (field.variant === 'advanced') return countryIdentitySchema;
      return z
        .string(issue('country'))
        .regex(/^[A-Z]{2}$/, issue('country'))
        .refine(
          (code) => field.variant !== 'single' || (field.countries ?? []).includes(code),
          issue('country'),
        );
    case 'date':
      return z
        .string(issue('date'))
        .refine(isoDay, issue('date'))
        .refine(
          (day) => (!field.min || day >= field.min) && (!field.max || day <= field.max),
          issue('dateRange'),
        );
    case 'region':
      return field.withImage ? regionValueSchema.extend({ image: uploadedUrlSchema }) : regionValueSchema;
    case 'pastEvents':
      return z
        .array(pastEventSchema)
        .min(field.required ? 1 : 0, issue('required'))
        .max(field.maxRows, issue('tooMany'));
    case 'scoreValidation':
      return z.object({
        raceName: text(60),
        year,
        finishTime: finishTimeSchema,
        certificate: uploadedUrlSchema,
      });
    case 'scoreVerification':
      return scoreVerificationValueSchema;
    case 'image':
      return uploadedUrlSchema;
    case 'signature':
      return z
        .string(issue('signature'))
        .regex(new RegExp(`^${UPLOADS_PATH}/[A-Za-z0-9._-]{1,120}$`), issue('signature'));
    case 'policy':
      return z.literal(true, issue('policy'));
  }
}

/** An unanswered field: what the form holds before the runner touches it. */
export function isEmptyAnswer(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** Whether a choice answer (a radio's { value }, a picker's value, a checkbox's values) is this option. */
function choiceIs(answer: unknown, value: string): boolean {
  if (Array.isArray(answer)) return answer.includes(value);
  if (answer && typeof answer === 'object') return (answer as { value?: unknown }).value === value;
  return answer === value;
}

/** Whether a field must be answered given the form's other answers (its own flag, or its requiredWhen). */
export function isRequiredNow(field: SignupField, answerOf: (key: string) => unknown): boolean {
  if (field.required) return true;
  return (
    field.requiredWhen !== undefined && choiceIs(answerOf(field.requiredWhen.field), field.requiredWhen.value)
  );
}

/**
 * The answers of a whole form. Unknown keys are refused (strict), empty optional answers are dropped, and a
 * required one left empty gets 'required' (policy and signature keep their own words).
 */
export function signupAnswersSchema(form: Pick<SignupForm, 'fields'>) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of form.fields) {
    const schema = fieldValueSchema(field);
    const emptyMessage: SignupFieldError =
      field.type === 'policy' ? 'policy' : field.type === 'signature' ? 'signature' : 'required';
    // One transform instead of .optional(): zod skips an optional key that is missing, and a missing required
    // answer must still say 'required'.
    const answer = z.unknown().transform((value, ctx) => {
      if (isEmptyAnswer(value) || value === false) {
        if (field.required) ctx.addIssue({ code: 'custom', message: emptyMessage });
        return undefined;
      }
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const inner of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: inner.path, message: inner.message });
      return z.NEVER;
    });
    shape[field.key] = field.required ? answer : answer.optional();
  }
  const conditional = form.fields.filter((field) => field.requiredWhen !== undefined);
  return z
    .object(shape)
    .strict()
    .superRefine((answers, ctx) => {
      for (const field of conditional)
        if (isEmptyAnswer(answers[field.key]) && isRequiredNow(field, (key) => answers[key]))
          ctx.addIssue({ code: 'custom', path: [field.key], message: 'required' });
    });
}
