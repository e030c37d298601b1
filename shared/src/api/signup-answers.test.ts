import { describe, expect, it } from 'vitest';
import { fieldValueSchema, isRequiredNow, signupAnswersSchema } from './signup-answers';
import { signupFormFileSchema, type SignupField } from './signup-form';

const input = (noSpaces?: boolean) =>
  fieldValueSchema({
    key: 'code',
    type: 'input',
    required: true,
    maxLength: 20,
    label: { zh: '编码', en: 'Code' },
    ...(noSpaces === undefined ? {} : { noSpaces }),
  });
const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the required-text rule on an input field that asks for it', () => {
  it('refuses a space anywhere and a double quote, and keeps a value without them', () => {
    expect(refusal(input(true).safeParse('AB 12'))).toBe('noSpaces');
    expect(refusal(input(true).safeParse('AB"12'))).toBe('text');
    expect(input(true).safeParse('AB12').success).toBe(true);
  });

  it('leaves inner spaces alone where the form does not ask for the rule (a name, an address)', () => {
    expect(input().safeParse('Li Na').success).toBe(true);
    expect(input(false).safeParse('Li Na').success).toBe(true);
  });
});

/** The fields every form must have (who runs which race), as a form file writes them. */
const IDENTITY = [
  { key: 'name', type: 'input', label: { zh: '姓名', en: 'Name' } },
  { key: 'identity', type: 'country', variant: 'advanced', label: { zh: '证件', en: 'ID' } },
  { key: 'gender', type: 'gender', label: { zh: '性别', en: 'Gender' } },
  { key: 'birthDate', type: 'date', label: { zh: '出生日期', en: 'Birth date' } },
  { key: 'phone', type: 'phone', label: { zh: '手机号', en: 'Phone' } },
  {
    key: 'raceItem',
    type: 'radio',
    label: { zh: '项目', en: 'Race' },
    options: [{ value: 'half', label: { zh: '半程', en: 'Half' } }],
  },
];

describe('a field required only when another answer is chosen (requiredWhen)', () => {
  const form = signupFormFileSchema.parse({
    kind: 'direct',
    title: { zh: '直通报名', en: 'Direct entry' },
    requiresApprovedApplication: false,
    fields: [
      ...IDENTITY,
      {
        key: 'qualification',
        type: 'radio',
        label: { zh: '资格证明', en: 'Proof' },
        options: [
          { value: 'yangzhou', label: { zh: '往届成绩', en: 'Past result' } },
          { value: 'online', label: { zh: '链接', en: 'Link' }, extra: 'url' },
        ],
      },
      {
        key: 'note',
        type: 'input',
        required: false,
        requiredWhen: { field: 'qualification', value: 'yangzhou' },
        label: { zh: '说明', en: 'Note' },
      },
    ],
  });
  // Only the two fields under test: the identity fields have rules of their own.
  const [chooser, note] = form.fields.slice(-2) as [SignupField, SignupField];
  const answers = signupAnswersSchema({ fields: [chooser, note] });

  it('is required once that option is chosen, and optional otherwise', () => {
    const refused = answers.safeParse({ qualification: { value: 'yangzhou' } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['note'], message: 'required' })]);
    expect(answers.safeParse({ qualification: { value: 'yangzhou' }, note: 'Z9001' }).success).toBe(true);
    expect(
      answers.safeParse({ qualification: { value: 'online', extra: 'https://example.com/r' } }).success,
    ).toBe(true);
    expect(isRequiredNow(note, () => ({ value: 'yangzhou' }))).toBe(true);
    expect(isRequiredNow(note, () => undefined)).toBe(false);
  });

  it('is checked in the form: the chooser above it, an option of it, and required false', () => {
    const bad = (requiredWhen: { field: string; value: string }, required = false) =>
      signupFormFileSchema
        .safeParse({
          ...form,
          fields: [...form.fields.slice(0, -1), { ...note, required, requiredWhen }],
        })
        .error?.issues.map((issue) => issue.message);
    expect(bad({ field: 'nothing', value: 'yangzhou' })).toEqual([
      'requiredWhen.field "nothing" must name a radio, picker or checkbox field above this one',
    ]);
    expect(bad({ field: 'qualification', value: 'elite' })).toEqual([
      'requiredWhen.value "elite" is not an option of "qualification"',
    ]);
    expect(bad({ field: 'qualification', value: 'yangzhou' }, true)).toEqual([
      'a field with requiredWhen must say "required": false (it is required only then)',
    ]);
  });
});
