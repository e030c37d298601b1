import { describe, expect, it } from 'vitest';
import { fieldValueSchema } from './signup-answers';

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
