import { describe, expect, it } from 'vitest';
import { PATTERNS } from './patterns';

describe('PATTERNS.password (6-20 letters and digits, containing both)', () => {
  it.each([
    ['6 characters, the minimum', 'abc123'],
    ['20 characters, the maximum', `${'a'.repeat(10)}${'1'.repeat(10)}`],
    ['upper-case letters', 'ABC123'],
    ['mixed case', 'Runner2025'],
    ['digits first', '123abc'],
  ])('accepts %s', (_case, value) => {
    expect(PATTERNS.password.test(value)).toBe(true);
  });

  it.each([
    ['5 characters', 'abc12'],
    ['21 characters', `${'a'.repeat(11)}${'1'.repeat(10)}`],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['a symbol', 'abc12!'],
    ['an underscore', 'abc_123'],
    ['a space inside', 'abc 123'],
    ['a leading space', ' abc123'],
    ['non-ASCII letters', '密码abc123'],
    ['empty', ''],
  ])('rejects %s', (_case, value) => {
    expect(PATTERNS.password.test(value)).toBe(false);
  });
});

describe('PATTERNS.resetPhone (1, then 3 to 9, then 9 digits)', () => {
  it.each(['13012345678', '13812345678', '14512345678', '19912345678'])('accepts %s', (value) => {
    expect(PATTERNS.resetPhone.test(value)).toBe(true);
  });

  it.each([
    ['starting 12', '12812345678'],
    ['starting 10', '10012345678'],
    ['starting 2', '23812345678'],
    ['12 digits', '138123456789'],
    ['10 digits', '1381234567'],
    ['a letter', '1381234567a'],
    ['a country code', '+8613812345678'],
    ['empty', ''],
  ])('rejects %s', (_case, value) => {
    expect(PATTERNS.resetPhone.test(value)).toBe(false);
  });
});

describe('PATTERNS.mainlandMobile (11 digits, 1 then the allocated second and third digits)', () => {
  it.each([
    '13012345678',
    '13912345678',
    '14512345678',
    '14712345678',
    '15012345678',
    '15312345678',
    '15912345678',
    '16612345678',
    '17012345678',
    '17812345678',
    '18612345678',
    '19112345678',
    '19912345678',
  ])('accepts %s', (value) => {
    expect(PATTERNS.mainlandMobile.test(value)).toBe(true);
  });

  it.each([
    ['second digit 2', '12012345678'],
    ['second digit 1', '11012345678'],
    ['unallocated 154', '15412345678'],
    ['unallocated 160', '16012345678'],
    ['unallocated 179', '17912345678'],
    ['unallocated 194', '19412345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['a space', '138 1234 5678'],
  ])('rejects %s', (_case, value) => {
    expect(PATTERNS.mainlandMobile.test(value)).toBe(false);
  });
});

describe('PATTERNS.mobileLoose (helper: 1 followed by 10 digits)', () => {
  it.each(['13812345678', '12012345678', '10000000000'])('accepts %s', (value) => {
    expect(PATTERNS.mobileLoose.test(value)).toBe(true);
  });

  it.each(['23812345678', '1381234567', '138123456789', '1381234567x', ''])('rejects %j', (value) => {
    expect(PATTERNS.mobileLoose.test(value)).toBe(false);
  });
});

describe('PATTERNS.requiredText (any characters except space and double quote)', () => {
  it.each(['a', 'Runner', '扬州半程马拉松', "it's", 'a-b_c!@#', '12'])('accepts %j', (value) => {
    expect(PATTERNS.requiredText.test(value)).toBe(true);
  });

  it.each([
    ['empty (required)', ''],
    ['a single space', ' '],
    ['a space inside', 'Yang zhou'],
    ['a trailing space', 'Yangzhou '],
    ['a double quote', 'say"hi'],
    ['only a double quote', '"'],
  ])('rejects %s', (_case, value) => {
    expect(PATTERNS.requiredText.test(value)).toBe(false);
  });
});

describe('PATTERNS.positiveInteger (positive integer without a leading zero)', () => {
  it.each(['1', '9', '10', '40920'])('accepts %s', (value) => {
    expect(PATTERNS.positiveInteger.test(value)).toBe(true);
  });

  it.each(['0', '01', '00', '-1', '1.5', '1e3', ' 1', ''])('rejects %j', (value) => {
    expect(PATTERNS.positiveInteger.test(value)).toBe(false);
  });
});

describe('PATTERNS.link (helper: a web address)', () => {
  it.each([
    'https://www.example.com',
    'http://example.com/path?a=1&b=2',
    'https://sub.example.com.cn:8080/race/2025',
    'www.example.com',
    'example.cn',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (value) => {
    expect(PATTERNS.link.test(value)).toBe(true);
  });

  it.each([
    'example',
    'http://',
    'https://example',
    'ftp://example.com',
    'https://exa mple.com',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('rejects %j', (value) => {
    expect(PATTERNS.link.test(value)).toBe(false);
  });
});

describe('PATTERNS.email', () => {
  it.each(['runner@example.com', 'first.last+tag@mail.example.cn', 'a_b-c%d@sub-domain.example.org'])(
    'accepts %s',
    (value) => {
      expect(PATTERNS.email.test(value)).toBe(true);
    },
  );

  it.each([
    'runner@',
    '@example.com',
    'runner@example',
    'runner@@example.com',
    'runner example@example.com',
    'runner@example.c',
    'runner@example.com ',
    '',
  ])('rejects %j', (value) => {
    expect(PATTERNS.email.test(value)).toBe(false);
  });
});
