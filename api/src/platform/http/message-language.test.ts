import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp } from '../../test-support/test-app';
import {
  buildAuthApp,
  encrypt,
  lastCode,
  passSlider,
  registerByEmail,
  sendPhoneCode,
} from '../../test-support/accounts';
import { requestLanguage } from './localized-text';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
/** Two Latin words in a row: an English phrase. Field names and codes ("loginType 须为 0") stay single words. */
const ENGLISH_PHRASE = /[A-Za-z]{2,} [A-Za-z]{2,}/;
type Language = 'zh' | 'en';

const EMAIL = 'words@example.com';
const PHONE = '13812345678';

/** Every way the login drawer, registration and the two resets can be refused, as the page would call them. */
function errorPaths(): Record<string, (language: Language) => Promise<LightMyRequestResponse>> {
  const headers = (language: Language, extra: Record<string, string> = {}) => ({
    terminalType: '3',
    osId: '1002',
    'accept-language': language === 'en' ? 'en' : 'zh-CN',
    ...extra,
  });
  const form = (language: Language, fields: Record<string, string | number>) =>
    app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: headers(language, { 'content-type': 'application/x-www-form-urlencoded' }),
      payload: new URLSearchParams(
        Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString(),
    });
  const json = (language: Language, url: string, payload: unknown, extra: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: headers(language, extra), payload: payload as object });
  return {
    'wrong password': (l) =>
      form(l, { loginType: 5, accountEmail: EMAIL, password: encrypt('Wrong2025'), encryptType: 1 }),
    'unreadable password': (l) =>
      form(l, { loginType: 5, accountEmail: EMAIL, password: 'bm90LWEtY2lwaGVy', encryptType: 1 }),
    'unknown login type': (l) => form(l, { loginType: 9 }),
    'invalid fields': (l) => form(l, { loginType: 0, phone: '12', password: 'x', encryptType: 1 }),
    'wrong code': (l) => form(l, { loginType: 1, phone: PHONE, captcha: '000000' }),
    'slider not passed': (l) =>
      json(l, endpoints.sendPhoneCode.path, {
        nc_token: 'forged',
        scene: 'nc_login',
        sessionId: 'forged',
        sig: 'a'.repeat(43),
        captchaType: 2,
        userPhone: PHONE,
        cloudType: 'aliyun',
      }),
    'code resent within 60 s': async (l) =>
      json(l, endpoints.sendPhoneCode.path, {
        ...(await passSlider(app)),
        captchaType: 2,
        userPhone: PHONE,
        cloudType: 'aliyun',
      }),
    'email already registered': async (l) =>
      json(l, endpoints.sendEmailCode.path, {
        ...(await passSlider(app)),
        captchaType: 20,
        accountEmail: EMAIL,
        emailSendType: 1,
        cloudType: 'aliyun',
      }),
    'passwords differ': (l) =>
      json(l, endpoints.registerByEmail.path, {
        accountEmail: 'new@example.com',
        code: '123456',
        loginPassword: encrypt('Runner2025'),
        loginPasswordConfirm: encrypt('Runner2026'),
        encryptType: 1,
      }),
    'weak password': (l) =>
      json(l, endpoints.registerByEmail.path, {
        accountEmail: 'new@example.com',
        code: '123456',
        loginPassword: encrypt('weak'),
        encryptType: 1,
      }),
    'reset of an unknown email': (l) =>
      json(l, endpoints.resetByEmail.path, {
        accountEmail: 'nobody@example.com',
        captcha: '123456',
        verificationToken: 'token',
        encryptType: 1,
        loginPassword: encrypt('Runner2025'),
        confirmPassword: encrypt('Runner2025'),
      }),
    'reset of an unknown phone': (l) =>
      json(l, endpoints.resetByPhone.path, {
        phone: '13900000000',
        captcha: '123456',
        verificationToken: 'token',
        encryptType: 1,
        enterprise: 0,
        loginPassword: encrypt('Runner2025'),
        confirmPassword: encrypt('Runner2025'),
      }),
    'session expired': (l) => json(l, endpoints.logoutEverywhere.path, {}, { token: 'ended-token' }),
    'body not JSON': (l) =>
      app.inject({
        method: 'POST',
        url: endpoints.registerByEmail.path,
        headers: headers(l, { 'content-type': 'application/json' }),
        payload: '{"accountEmail":',
      }),
    'unknown route': (l) => app.inject({ method: 'GET', url: '/user-center/api/nope', headers: headers(l) }),
    'malformed URL': (l) =>
      app.inject({
        method: 'GET',
        url: '/user-center/api/account/emailRegistered%E0%A4%A',
        headers: headers(l),
      }),
    'bad header': (l) =>
      app.inject({ method: 'GET', url: endpoints.health.path, headers: headers(l, { osId: 'x' }) }),
  };
}

describe('messages in the language of the request', () => {
  it('every refusal of the login, registration and reset calls speaks English only to en, Chinese only to zh', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    await sendPhoneCode(app, PHONE);
    await lastCode(app, PHONE);
    for (const [name, call] of Object.entries(errorPaths())) {
      const en = (await call('en')).json() as { code: number; msg: string };
      const zh = (await call('zh')).json() as { code: number; msg: string };
      expect(en.code, name).not.toBe(0);
      expect(zh.code, name).toBe(en.code);
      expect(en.msg, name).toMatch(/[A-Za-z]/);
      expect(en.msg, name).not.toMatch(CHINESE);
      expect(zh.msg, name).toMatch(CHINESE);
      expect(zh.msg, name).not.toMatch(ENGLISH_PHRASE);
    }
  });

  it('the rate limit answers in the language asked, and says the answer varies with it', async () => {
    app = await buildTestApp({ rateLimitPerMinute: 1 });
    await app.inject({ method: 'GET', url: endpoints.health.path });
    const en = await app.inject({
      method: 'GET',
      url: endpoints.health.path,
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(429);
    expect(en.json().msg).toBe('Too many requests, please try again later');
    expect(String(en.headers.vary)).toMatch(/accept-language/i);
    const zh = await app.inject({ method: 'GET', url: endpoints.health.path });
    expect(zh.json().msg).toBe('请求过于频繁，请稍后再试');
  });

  it('reads Accept-Language by order and weight; Chinese when it names neither', () => {
    const of = (value?: string) =>
      requestLanguage({ headers: value === undefined ? {} : { 'accept-language': value } });
    expect(of()).toBe('zh');
    expect(of('en')).toBe('en');
    expect(of('en-GB,en;q=0.9')).toBe('en');
    expect(of('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(of('fr-FR,en;q=0.5')).toBe('en');
    expect(of('en;q=0.2,zh;q=0.8')).toBe('zh');
    expect(of('de,fr')).toBe('zh');
    expect(of('en;q=0')).toBe('zh');
  });
});
