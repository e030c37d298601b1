import { describe, expect, it } from 'vitest';
import { sharedMessages } from './messages';
import { leafKeys, messageAt } from './messages.test-support';

const placeholders = (text: string | undefined): string[] =>
  [...(text ?? '').matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();

describe('sharedMessages', () => {
  it('zh and en have exactly the same keys', () => {
    expect(leafKeys(sharedMessages.en).sort()).toEqual(leafKeys(sharedMessages.zh).sort());
  });

  it('every text is a non-empty string in both languages', () => {
    for (const language of ['zh', 'en'] as const) {
      for (const key of leafKeys(sharedMessages[language])) {
        expect(messageAt(language, key), `${language}.${key}`).toMatch(/\S/);
      }
    }
  });

  it('zh and en use the same interpolation placeholders for every key', () => {
    for (const key of leafKeys(sharedMessages.zh)) {
      expect(placeholders(messageAt('en', key)), key).toEqual(placeholders(messageAt('zh', key)));
    }
  });
});

describe('texts the specification gives verbatim', () => {
  it.each([
    ['zh', 'validation.invalidLink', '请输入正确的网址'],
    ['zh', 'http.networkFailed', '网络连接失败，请刷新'],
    ['zh', 'http.emptyResponse', '出错了！'],
    ['zh', 'language.switched', '切换语言成功'],
    ['en', 'http.emptyResponse', 'Something went wrong!'],
    [
      'en',
      'validation.password',
      'Please enter a password with 6-20 digits of numbers and letters in upper and lower case',
    ],
    ['en', 'validation.loginEmail', 'Please enter a valid email address'],
    ['en', 'validation.email', 'Please enter the correct email address'],
    ['en', 'validation.slider', 'Please slide the slider to verify'],
    ['en', 'validation.agreement', 'Please agree to the user agreement and privacy policy first'],
  ] as const)('%s %s is %j', (language, key, text) => {
    expect(messageAt(language, key)).toBe(text);
  });
});

describe('texts the specification quotes in lower case', () => {
  it.each([
    ['validation.phoneRequired', /^please enter phone number$/i],
    ['validation.captchaRequired', /^please enter verification code$/i],
    ['validation.confirmPasswordRequired', /^please enter confirmation password$/i],
    ['validation.passwordsDiffer', /two passwords are inconsistent/i],
    ['validation.resetPhone', /^please enter the correct mobile number$/i],
    ['validation.fileFormat', /^file format incorrect$/i],
    ['common.comingSoon', /^coming soon$/i],
    ['http.noDataFound', /^no data found$/i],
    ['http.noData', /^no data$/i],
  ])('en %s matches %s', (key, pattern) => {
    expect(messageAt('en', key)).toMatch(pattern);
  });
});
