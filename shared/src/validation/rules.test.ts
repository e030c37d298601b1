import { describe, expect, it } from 'vitest';
import { messageAt } from '../i18n/messages.test-support';
import { isLink, isMobile, isPositiveInteger, rules } from './rules';
import type { Rule } from './rules';

/** Every i18n key a rule can answer: each must be translated in both languages. */
const RULE_KEYS = [
  'validation.invalidLink',
  'validation.positiveInteger',
  'validation.mobile',
  'validation.phoneRequired',
  'validation.captchaRequired',
  'validation.password',
  'validation.loginEmail',
  'validation.email',
  'validation.resetPhone',
  'validation.confirmPasswordRequired',
  'validation.passwordsDiffer',
];

describe('rule messages', () => {
  it.each(RULE_KEYS)('%s exists in both sharedMessages.zh and sharedMessages.en', (key) => {
    expect(messageAt('zh', key)).toEqual(expect.any(String));
    expect(messageAt('en', key)).toEqual(expect.any(String));
    expect(messageAt('zh', key)).not.toBe('');
    expect(messageAt('en', key)).not.toBe('');
  });

  it('each rule answers exactly its own key on a bad value', () => {
    const answers: Record<string, string | null> = {
      link: rules.link('garbage'),
      positiveInteger: rules.positiveInteger('0'),
      mobile: rules.mobile('2'),
      loginPhone: rules.loginPhone(''),
      captcha: rules.captcha(''),
      password: rules.password('abc'),
      loginEmail: rules.loginEmail('x'),
      email: rules.email('x'),
      resetPhone: rules.resetPhone('12812345678'),
      confirmRequired: rules.confirmPassword('abc123')(''),
      confirmDiffers: rules.confirmPassword('abc123')('abc124'),
    };
    expect(answers).toEqual({
      link: 'validation.invalidLink',
      positiveInteger: 'validation.positiveInteger',
      mobile: 'validation.mobile',
      loginPhone: 'validation.phoneRequired',
      captcha: 'validation.captchaRequired',
      password: 'validation.password',
      loginEmail: 'validation.loginEmail',
      email: 'validation.email',
      resetPhone: 'validation.resetPhone',
      confirmRequired: 'validation.confirmPasswordRequired',
      confirmDiffers: 'validation.passwordsDiffer',
    });
  });
});

describe('rules.password', () => {
  it.each(['abc123', 'Abcdef12345678901234', 'ABC123'])('passes %s', (value) => {
    expect(rules.password(value)).toBeNull();
  });

  it.each([
    ['5 characters', 'abc12'],
    ['21 characters', 'Abcdef123456789012345'],
    ['letters only', 'abcdefg'],
    ['digits only', '1234567'],
    ['symbols', 'abc12#$'],
    ['surrounding spaces (not trimmed)', ' abc123 '],
  ])('fails %s', (_case, value) => {
    expect(rules.password(value)).toBe('validation.password');
  });
});

describe('rules.resetPhone', () => {
  it('passes 1, 3-9, then 9 digits, ignoring surrounding spaces', () => {
    expect(rules.resetPhone('13812345678')).toBeNull();
    expect(rules.resetPhone(' 19912345678 ')).toBeNull();
  });

  it.each([
    ['12 digits', '138123456789'],
    ['starting 12', '12812345678'],
    ['10 digits', '1381234567'],
    ['empty', ''],
  ])('fails %s', (_case, value) => {
    expect(rules.resetPhone(value)).toBe('validation.resetPhone');
  });
});

describe('rules.mainlandMobile and rules.requiredText answer the caller message key', () => {
  const mobile: Rule = rules.mainlandMobile('form.phoneInvalid');
  const required: Rule = rules.requiredText('form.nameRequired');

  it('mainlandMobile: an allocated range passes, an unallocated one answers the key', () => {
    expect(mobile('13812345678')).toBeNull();
    expect(mobile(' 18612345678 ')).toBeNull();
    expect(mobile('12012345678')).toBe('form.phoneInvalid');
    expect(mobile('15412345678')).toBe('form.phoneInvalid');
    expect(mobile('')).toBe('form.phoneInvalid');
  });

  it('requiredText: a space or a double quote anywhere answers the key', () => {
    expect(required('Runner')).toBeNull();
    expect(required('')).toBe('form.nameRequired');
    expect(required('Li Lei')).toBe('form.nameRequired');
    expect(required(' ')).toBe('form.nameRequired');
    expect(required('a"b')).toBe('form.nameRequired');
  });
});

describe('rules.positiveInteger and isPositiveInteger', () => {
  it.each([
    ['0', false],
    ['01', false],
    ['10', true],
    ['1', true],
    ['-3', false],
    ['2.5', false],
  ])('%s → %s', (value, ok) => {
    expect(isPositiveInteger(value)).toBe(ok);
    expect(rules.positiveInteger(value)).toBe(ok ? null : 'validation.positiveInteger');
  });
});

describe('rules.link and isLink', () => {
  it.each([
    ['https://www.yzmarathon.example/news', true],
    ['http://example.com', true],
    ['www.example.com', true],
    ['example.com/path', true],
    ['just some words', false],
    ['example', false],
    ['https://', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isLink(value)).toBe(ok);
    expect(rules.link(value)).toBe(ok ? null : 'validation.invalidLink');
  });
});

describe('rules.mobile and isMobile (1 followed by 10 digits)', () => {
  it.each([
    ['13812345678', true],
    [' 13812345678 ', true],
    ['12012345678', true],
    ['1381234567', false],
    ['23812345678', false],
  ])('%j → %s', (value, ok) => {
    expect(isMobile(value)).toBe(ok);
  });
});

describe('required fields', () => {
  it('loginPhone and captcha fail empty or blank values only', () => {
    expect(rules.loginPhone('')).toBe('validation.phoneRequired');
    expect(rules.loginPhone('   ')).toBe('validation.phoneRequired');
    expect(rules.loginPhone('13812345678')).toBeNull();
    expect(rules.captcha('')).toBe('validation.captchaRequired');
    expect(rules.captcha(' \t')).toBe('validation.captchaRequired');
    expect(rules.captcha('1234')).toBeNull();
  });
});

describe('rules.email and rules.loginEmail', () => {
  it('pass a well-formed address, trimmed', () => {
    expect(rules.email('runner@example.com')).toBeNull();
    expect(rules.email('  runner@example.com ')).toBeNull();
    expect(rules.loginEmail('runner@example.com')).toBeNull();
  });

  it.each(['', 'runner', 'runner@', 'runner@example', '@example.com'])(
    'fail %j with their own keys',
    (value) => {
      expect(rules.email(value)).toBe('validation.email');
      expect(rules.loginEmail(value)).toBe('validation.loginEmail');
    },
  );
});

describe('rules.confirmPassword', () => {
  const confirm = rules.confirmPassword('Runner2025');

  it('is required', () => {
    expect(confirm('')).toBe('validation.confirmPasswordRequired');
  });

  it('must equal the password exactly', () => {
    expect(confirm('Runner2026')).toBe('validation.passwordsDiffer');
    expect(confirm('runner2025')).toBe('validation.passwordsDiffer');
    expect(confirm('Runner2025 ')).toBe('validation.passwordsDiffer');
  });

  it('passes when equal', () => {
    expect(confirm('Runner2025')).toBeNull();
  });

  it('an empty confirmation of an empty password is still required', () => {
    expect(rules.confirmPassword('')('')).toBe('validation.confirmPasswordRequired');
  });
});
