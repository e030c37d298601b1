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
  /**
   * An optional field that becomes required when another (choice) field of the form has this answer: the
   * past-result check once the runner chose a past result as their proof of qualification.
   */
  requiredWhen: z.object({ field: fieldKey, value: optionValue }).optional(),
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
  z.object({
    ...base,
    type: z.literal('scoreVerification'),
    /** The form's name field and its identity (advanced country) field: the result must carry both. */
    nameField: fieldKey.default('name'),
    identityField: fieldKey.default('identity'),
  }),
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

const formFields = {
  kind: z.enum(SIGNUP_FORM_KINDS),
  title: bilingualTextSchema,
  intro: bilingualTextSchema.optional(),
  /** Direct entry: only runners whose qualification application was approved. */
  requiresApprovedApplication: z.boolean().default(false),
  fields: z.array(signupFieldSchema).min(1).max(80),
};

/** A form's rules that hold with or without its own window. */
function checkFormFields(form: z.infer<z.ZodObject<typeof formFields>>, ctx: z.RefinementCtx): void {
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
  form.fields.forEach((field, index) => {
    if (field.type !== 'scoreVerification') return;
    const named = (key: string) => form.fields.find((f) => f.key === key);
    const name = named(field.nameField);
    const identity = named(field.identityField);
    if (name?.type !== 'input')
      ctx.addIssue({
        code: 'custom',
        path: ['fields', index, 'nameField'],
        message: `nameField "${field.nameField}" must name an input field of this form`,
      });
    if (identity?.type !== 'country' || identity.variant !== 'advanced')
      ctx.addIssue({
        code: 'custom',
        path: ['fields', index, 'identityField'],
        message: `identityField "${field.identityField}" must name an advanced country field of this form (the ID number proves the result)`,
      });
  });
  form.fields.forEach((field, index) => {
    if (!field.requiredWhen) return;
    const { field: key, value } = field.requiredWhen;
    const chooser = form.fields.slice(0, index).find((f) => f.key === key);
    const choices =
      chooser?.type === 'radio' || chooser?.type === 'picker' || chooser?.type === 'checkbox'
        ? chooser.options.map((o) => o.value)
        : undefined;
    if (!choices)
      ctx.addIssue({
        code: 'custom',
        path: ['fields', index, 'requiredWhen', 'field'],
        message: `requiredWhen.field "${key}" must name a radio, picker or checkbox field above this one`,
      });
    else if (!choices.includes(value))
      ctx.addIssue({
        code: 'custom',
        path: ['fields', index, 'requiredWhen', 'value'],
        message: `requiredWhen.value "${value}" is not an option of "${key}"`,
      });
    if (field.required)
      ctx.addIssue({
        code: 'custom',
        path: ['fields', index, 'required'],
        message: 'a field with requiredWhen must say "required": false (it is required only then)',
      });
  });
  const raceItem = form.fields.find((f) => f.key === 'raceItem');
  if (raceItem?.type === 'radio' && raceItem.options.some((o) => o.value !== 'half' && o.value !== 'fun'))
    ctx.addIssue({ code: 'custom', path: ['fields'], message: 'raceItem options must be half or fun' });
}

function checkWindow(window: { opensAt?: number; closesAt?: number }, ctx: z.RefinementCtx): void {
  if ((window.opensAt === undefined) !== (window.closesAt === undefined))
    ctx.addIssue({
      code: 'custom',
      path: ['closesAt'],
      message: 'give both opensAt and closesAt, or neither',
    });
  else if (window.opensAt !== undefined && window.closesAt !== undefined && window.closesAt <= window.opensAt)
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'closes before it opens' });
}

/**
 * A form as the organiser writes it in signup.json. Without its own window it takes the race's sign-up window,
 * so the home page's apply-now status, the footer link and the form always agree.
 */
export const signupFormFileSchema = z
  .object({
    ...formFields,
    /** Epoch ms, optional: this form's own window [opensAt, closesAt) instead of the race's. */
    opensAt: z.number().int().optional(),
    closesAt: z.number().int().optional(),
  })
  .superRefine((form, ctx) => {
    checkFormFields(form, ctx);
    checkWindow(form, ctx);
  });

/** A form as the API answers it: its window resolved (its own, or the race's sign-up window). */
export const signupFormSchema = z
  .object({
    ...formFields,
    /** Epoch ms: the form takes submissions in [opensAt, closesAt). */
    opensAt: z.number().int(),
    closesAt: z.number().int(),
  })
  .superRefine((form, ctx) => {
    checkFormFields(form, ctx);
    checkWindow(form, ctx);
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

const configFields = {
  applications: z.object({
    /** Epoch ms: after this an application not yet submitted shows 'application ended'. */
    closesAt: z.number().int(),
    maxDocuments: z.number().int().min(1).max(20).default(5),
    intro: bilingualTextSchema,
  }),
  /** Post-race race-kit mailing. */
  mailing: z.object({
    /** Epoch ms: the application deadline; the content checker holds the kit page to it. */
    deadline: z.number().int(),
    /** Shipping starts within this many working days after registration closes. */
    shipWithinWorkingDays: z.number().int().min(1).max(60).default(15),
  }),
};

/**
 * sites/<domain>/signup.json as the organiser writes it. The edition is not in it: it is the year of the bound
 * race's race day, so the forms can never name another edition than the site's race.
 */
export const signupConfigFileSchema = z
  .object({
    year: z.unknown().optional(),
    forms: z.object({ direct: signupFormFileSchema, post: signupFormFileSchema }),
    ...configFields,
  })
  .superRefine((config, ctx) => {
    if (config.year !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['year'],
        message: "remove year: the edition is the year of the race's race day",
      });
  });
export type SignupConfigFile = z.infer<typeof signupConfigFileSchema>;

/** The sign-up configuration of an event as the API answers it, resolved against the bound race. */
export const signupConfigSchema = z.object({
  /** The edition runners sign up for: the year of the race's race day (Beijing time). */
  year: z.number().int().min(2000).max(2100),
  forms: z.object({ direct: signupFormSchema, post: signupFormSchema }),
  ...configFields,
});
export type SignupConfig = z.infer<typeof signupConfigSchema>;
