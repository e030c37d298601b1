import { describe, expect, it } from 'vitest';
import { i18n } from '@marathon/shared';
import {
  codeLoginSchema,
  emailLoginSchema,
  passwordLoginSchema,
  registerSchema,
  resetPhoneSchema,
} from './schemas';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('login forms', () => {
  it('password login: phone required, password 6-20 letters and digits with both', () => {
    expect(messages(passwordLoginSchema.safeParse({ phone: ' ', password: 'abc' }))).toEqual({
      phone: 'validation.phoneRequired',
      password: 'validation.password',
    });
    expect(passwordLoginSchema.safeParse({ phone: '13812345678', password: 'Runner2025' }).success).toBe(
      true,
    );
    for (const bad of ['abcdefg', '1234567', 'ab1', 'Abcdef123456789012345', 'abc12#$']) {
      expect(messages(passwordLoginSchema.safeParse({ phone: '1', password: bad })).password).toBe(
        'validation.password',
      );
    }
  });

  it('code login: phone and code required', () => {
    expect(messages(codeLoginSchema.safeParse({ phone: '', captcha: '' }))).toEqual({
      phone: 'validation.phoneRequired',
      captcha: 'validation.captchaRequired',
    });
  });

  it('email login: a valid email', () => {
    expect(messages(emailLoginSchema.safeParse({ accountEmail: 'runner@', password: 'Runner2025' }))).toEqual(
      {
        accountEmail: 'validation.loginEmail',
      },
    );
  });
});

describe('registration and resets', () => {
  const valid = {
    accountEmail: 'runner@example.com',
    captcha: '123456',
    password: 'Runner2025',
    confirmPassword: 'Runner2025',
  };
  it('passes a complete form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });
  it('email pattern, confirmation required and equal', () => {
    expect(
      messages(registerSchema.safeParse({ ...valid, accountEmail: 'x@y', confirmPassword: '' })),
    ).toEqual({
      accountEmail: 'validation.email',
      confirmPassword: 'validation.confirmPasswordRequired',
    });
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: 'Runner2026' }))).toEqual({
      confirmPassword: 'validation.passwordsDiffer',
    });
  });
  it('reset phone: 1, then 3-9, then 9 digits', () => {
    const form = {
      phone: '12812345678',
      captcha: '1',
      password: 'Runner2025',
      confirmPassword: 'Runner2025',
    };
    expect(messages(resetPhoneSchema.safeParse(form))).toEqual({ phone: 'validation.resetPhone' });
    expect(resetPhoneSchema.safeParse({ ...form, phone: '19912345678' }).success).toBe(true);
  });
});

describe('every message key the forms use is translated in both languages', () => {
  it.each([
    'validation.phoneRequired',
    'validation.captchaRequired',
    'validation.password',
    'validation.loginEmail',
    'validation.email',
    'validation.confirmPasswordRequired',
    'validation.passwordsDiffer',
    'validation.resetPhone',
    'validation.slider',
    'validation.agreement',
  ] as const)('%s', (key) => {
    expect(i18n.getFixedT('zh')(key)).not.toBe(key);
    expect(i18n.getFixedT('en')(key)).not.toBe(key);
  });

  it('says the required words', () => {
    expect(i18n.getFixedT('en')('validation.slider')).toBe('Please slide the slider to verify');
    expect(i18n.getFixedT('zh')('validation.slider')).toBe('请拖动滑块完成验证');
    expect(i18n.getFixedT('en')('validation.agreement')).toBe(
      'Please agree to the user agreement and privacy policy first',
    );
  });
});
