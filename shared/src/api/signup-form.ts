import { z } from '../zod';

/**
 * A race's sign-up form as configuration (issue 6): the organiser lists fields in the content directory
 * (`sites/<domain>/signup.json`), the file host serves it, the sign-up pages render it and the API validates
 * every submission against the same file. Field types are those the sign-up remote renders.
 */

export const bilingualTextSchema = z.object({
  zh: z.string().min(1).max(2000),
  en: z.string().min(1).max(2000),
});
export type BilingualText = z.infer<typeof bilingualTextSchema>;

const fieldKey = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/);
const optionValue = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const option = z.object({ value: optionValue, label: bilingualTextSchema });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const base = {
  key: fieldKey,
  label: bilingualTextSchema,
  help: bilingualTextSchema.optional(),
  required: z.boolean().default(true),
};

/** What an option of a radio asks for when chosen (radio with input, image upload or URL). */
export const RADIO_EXTRA_KINDS = ['input', 'image', 'url'] as const;
/** The advanced country field's variants. */
export const COUNTRY_CATEGORIES = ['mainland', 'hkmo', 'taiwan', 'foreign'] as const;
export type CountryCategory = (typeof COUNTRY_CATEGORIES)[number];

export const imageRuleSchema = z.object({
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
});

export const signupFieldSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('input'),
    maxLength: z.number().int().min(1).max(200).default(50),
    /** The required-text rule: no space anywhere and no double quote (a code, a licence plate, an account). */
    noSpaces: z.boolean().optional(),
  }),
  z.object({
    ...base,
    type: z.literal('textarea'),
    maxLength: z.number().int().min(1).max(2000).default(500),
  }),
  z.object({
    ...base,
    type: z.literal('number'),
    min: z.number().int().min(1).default(1),
    max: z.number().int().min(1).default(999_999),
    unit: bilingualTextSchema.optional(),
  }),
  z.object({ ...base, type: z.literal('email') }),
  z.object({ ...base, type: z.literal('phone') }),
  z.object({ ...base, type: z.literal('url') }),
  z.object({ ...base, type: z.literal('gender') }),
  z.object({
    ...base,
    type: z.literal('checkbox'),
    options: z.array(option).min(1).max(50),
    maxSelected: z.number().int().min(1).optional(),
  }),
  z.object({
    ...base,
    type: z.literal('radio'),
    options: z
      .array(
        option.extend({ extra: z.enum(RADIO_EXTRA_KINDS).optional(), image: imageRuleSchema.optional() }),
      )
      .min(1)
      .max(50),
  }),
  z.object({ ...base, type: z.literal('picker'), options: z.array(option).min(1).max(500) }),
  z.object({
    ...base,
    type: z.literal('clothingSize'),
    sizes: z
      .array(z.object({ value: optionValue, chestCm: z.number().int().min(50).max(200) }))
      .min(1)
      .max(20),
  }),
  z.object({
    ...base,
    type: z.literal('country'),
    variant: z.enum(['plain', 'single', 'advanced']),
    /** 'single': the only countries offered (two-letter codes). */
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .optional(),
  }),
  z.object({ ...base, type: z.literal('date'), min: isoDate.optional(), max: isoDate.optional() }),
  z.object({
    ...base,
    type: z.literal('region'),
    /** Province-city-area also with an image upload (e.g. proof of residence). */
    withImage: z.boolean().default(false),
    image: imageRuleSchema.optional(),
  }),
  z.object({ ...base, type: z.literal('pastEvents'), maxRows: z.number().int().min(1).max(20).default(5) }),
  z.object({ ...base, type: z.literal('scoreValidation'), fee: z.number().min(0).max(10_000) }),
  z.object({ ...base, type: z.literal('scoreVerification'), nameField: fieldKey.default('name') }),
  z.object({ ...base, type: z.literal('image'), image: imageRuleSchema.optional() }),
  z.object({ ...base, type: z.literal('signature') }),
  z.object({ ...base, type: z.literal('policy'), title: bilingualTextSchema, content: bilingualTextSchema }),
]);
export type SignupField = z.infer<typeof signupFieldSchema>;
export type SignupFieldType = SignupField['type'];
export type FieldOfType<T extends SignupFieldType> = Extract<SignupField, { type: T }>;

export const SIGNUP_FORM_KINDS = ['direct', 'post'] as const;
export type SignupFormKind = (typeof SIGNUP_FORM_KINDS)[number];

/**
 * The fields every form must have, under these keys: the registration lookup and the member centre read them.
 * `identity` is an advanced country field (category, country and ID document).
 */
export const IDENTITY_FIELDS = {
  name: 'input',
  identity: 'country',
  gender: 'gender',
  birthDate: 'date',
  phone: 'phone',
  raceItem: 'radio',
} as const satisfies Record<string, SignupFieldType>;

export const signupFormSchema = z
  .object({
    kind: z.enum(SIGNUP_FORM_KINDS),
    title: bilingualTextSchema,
    intro: bilingualTextSchema.optional(),
    /** Epoch ms: the form takes submissions in [opensAt, closesAt). */
    opensAt: z.number().int(),
    closesAt: z.number().int(),
    /** Direct entry: only runners whose qualification application was approved. */
    requiresApprovedApplication: z.boolean().default(false),
    fields: z.array(signupFieldSchema).min(1).max(80),
  })
  .superRefine((form, ctx) => {
    const keys = new Set<string>();
    form.fields.forEach((field, index) => {
      if (keys.has(field.key))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: 'duplicate key' });
      keys.add(field.key);
    });
    for (const [key, type] of Object.entries(IDENTITY_FIELDS)) {
      const field = form.fields.find((f) => f.key === key);
      if (!field || field.type !== type || !field.required)
        ctx.addIssue({
          code: 'custom',
          path: ['fields'],
          message: `a required ${type} field "${key}" is needed`,
        });
    }
    const identity = form.fields.find((f) => f.key === 'identity');
    if (identity?.type === 'country' && identity.variant !== 'advanced')
      ctx.addIssue({
        code: 'custom',
        path: ['fields'],
        message: 'the identity field must be an advanced country field',
      });
    const raceItem = form.fields.find((f) => f.key === 'raceItem');
    if (raceItem?.type === 'radio' && raceItem.options.some((o) => o.value !== 'half' && o.value !== 'fun'))
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'raceItem options must be half or fun' });
    if (form.closesAt <= form.opensAt)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'closes before it opens' });
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

/** The whole sign-up configuration of an event (one per domain). */
export const signupConfigSchema = z.object({
  /** The edition runners sign up for. */
  year: z.number().int().min(2000).max(2100),
  forms: z.object({ direct: signupFormSchema, post: signupFormSchema }),
  applications: z.object({
    /** Epoch ms: after this an application not yet submitted shows 'application ended'. */
    closesAt: z.number().int(),
    maxDocuments: z.number().int().min(1).max(20).default(5),
    intro: bilingualTextSchema,
  }),
  /** Post-race race-kit mailing. */
  mailing: z.object({
    /** Epoch ms: the application deadline. */
    deadline: z.number().int(),
    /** Shipping starts within this many working days after registration closes. */
    shipWithinWorkingDays: z.number().int().min(1).max(60).default(15),
  }),
});
export type SignupConfig = z.infer<typeof signupConfigSchema>;
