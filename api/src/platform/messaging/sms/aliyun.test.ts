import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../http/api-failure';
import { captureLog } from '../../../test-support/capture-log';
import { ALIYUN_TEST_KEY, fakeAliyun, type FakeProvider } from '../../../test-support/fake-sms-providers';
import { alertSenders, noticeSmsSender } from '../senders';
import { aliyunPercentEncode, sendAliyunSms } from './aliyun';
import type { AliyunSmsConfig } from '../../config/sms-settings';

let provider: FakeProvider;
let config: AliyunSmsConfig;
beforeEach(async () => {
  provider = await fakeAliyun();
  config = {
    accessKeyId: ALIYUN_TEST_KEY.id,
    accessKeySecret: ALIYUN_TEST_KEY.secret,
    signName: '扬州半程马拉松',
    templateCode: 'SMS_000000001',
    endpoint: provider.url,
  };
});
afterEach(async () => provider.close());

const PHONE = '13800138000';

/** A production site's settings (no outbox, no SMTP) but for the SMS provider each test gives. */
const ALERT_SETTINGS = {
  dataDir: '/nonexistent',
  smtpUrl: null,
  smtpFrom: 'no-reply@localhost',
  codeOutbox: false,
  codesDisabled: false,
  outboxEndpoint: false,
  captchaSecret: 'x'.repeat(16),
  loginPerMinute: 10,
  codesPerHour: 30,
  challengesPerMinute: 10,
  powMaxNumber: 8,
  powCost: 100,
  scryptLogN: 10,
  aliyunSms: null,
  tencentSms: null,
};
const CODE = '482913';

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(error)}`);
  return error;
}

describe('the Aliyun SMS adapter (Dysmsapi SendSms)', () => {
  it('encodes as RFC 3986 wants it', () => {
    expect(aliyunPercentEncode("a b*c~d/é!'()")).toBe('a%20b%2Ac~d%2F%C3%A9%21%27%28%29');
  });

  it('sends a request the provider accepts: signed, with the sign name, template and code', async () => {
    const { log, lines } = captureLog();
    await sendAliyunSms(config, { target: PHONE, code: CODE }, log);
    expect(provider.refused).toEqual([]);
    expect(provider.accepted).toHaveLength(1);
    expect(provider.accepted[0]).toMatchObject({
      PhoneNumbers: PHONE,
      SignName: '扬州半程马拉松',
      TemplateCode: 'SMS_000000001',
      TemplateParam: JSON.stringify({ code: CODE }),
    });
    expect(lines).toEqual([]);
  });

  it('sends a finish alert through the alert template with its parameters, never the code template', async () => {
    const { log, lines } = captureLog();
    const { sms } = alertSenders(
      { ...ALERT_SETTINGS, aliyunSms: { ...config, alertTemplateCode: 'SMS_000000002' } },
      log,
    );
    expect(sms?.provider).toBe('aliyun');
    const params = {
      bib: 'H10',
      name: '跑者10',
      point: '终点',
      time: '1:26:30',
      link: 'https://x.example/s?t=a.b',
    };
    await sms?.send({ target: PHONE, subject: 's', text: 't', params, token: 'a.b' });
    expect(provider.accepted[0]).toMatchObject({
      PhoneNumbers: PHONE,
      TemplateCode: 'SMS_000000002',
      TemplateParam: JSON.stringify(params),
    });
    expect(lines).toEqual([]);
  });

  it('sends no finish alert by SMS without an alert template (production without the outbox)', () => {
    const { log } = captureLog();
    const settings = { ...ALERT_SETTINGS, aliyunSms: config };
    expect(alertSenders(settings, log)).toEqual({ sms: null, email: null });
  });

  it('sends the failed-logins notice through the notice template only, with its count; none without one', async () => {
    const { log, lines } = captureLog();
    expect(noticeSmsSender({ ...ALERT_SETTINGS, aliyunSms: config }, log)).toBeNull();
    const sms = noticeSmsSender(
      { ...ALERT_SETTINGS, aliyunSms: { ...config, noticeTemplateCode: 'SMS_000000003' } },
      log,
    );
    expect(sms?.provider).toBe('aliyun');
    await sms?.send({ target: PHONE, subject: 's', text: 't', params: { count: '12' }, token: '' });
    expect(provider.accepted[0]).toMatchObject({
      PhoneNumbers: PHONE,
      TemplateCode: 'SMS_000000003',
      TemplateParam: JSON.stringify({ count: '12' }),
    });
    expect(lines).toEqual([]);
  });

  it('signs each request with a fresh nonce', async () => {
    const { log } = captureLog();
    await sendAliyunSms(config, { target: PHONE, code: CODE }, log);
    await sendAliyunSms(config, { target: PHONE, code: '111111' }, log);
    expect(provider.accepted).toHaveLength(2);
  });

  it.each([
    ['a wrong secret', { accessKeySecret: 'not-the-secret' }, 'SignatureDoesNotMatch'],
    ['an unknown key id', { accessKeyId: 'LTAI-unknown' }, 'InvalidAccessKeyId.NotFound'],
  ])(
    'answers "could not send" for %s, and logs the provider code without the code',
    async (_case, change, code) => {
      const { log, text } = captureLog();
      const error = await failure(
        sendAliyunSms({ ...config, ...change }, { target: PHONE, code: CODE }, log),
      );
      expect(error.statusCode).toBe(502);
      expect(error.text.zh).toBe('验证码发送失败，请稍后再试');
      expect(error.text.en).toBe('The verification code could not be sent, please try again later');
      expect(provider.refused).toEqual([code]);
      expect(text()).toContain(code);
      expect(text()).not.toContain(CODE);
      expect(text()).not.toContain(PHONE);
    },
  );

  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', 429, /过于频繁/],
    ['isv.DAY_LIMIT_CONTROL', 429, /过于频繁/],
    ['isv.MOBILE_NUMBER_ILLEGAL', 400, /不接受该手机号/],
    ['isv.AMOUNT_NOT_ENOUGH', 502, /验证码发送失败/],
    ['isv.SMS_SIGNATURE_ILLEGAL', 502, /验证码发送失败/],
    ['isv.SMS_TEMPLATE_ILLEGAL', 502, /验证码发送失败/],
  ])('maps the provider refusal %s to %i', async (code, status, message) => {
    provider.outcomes.set(PHONE, code);
    const { log, text } = captureLog();
    const error = await failure(sendAliyunSms(config, { target: PHONE, code: CODE }, log));
    expect(error.statusCode).toBe(status);
    expect(error.text.zh).toMatch(message);
    // The English one too, for a visitor who reads the site in English.
    expect(error.text.en).toMatch(/^[A-Z][ -~]+$/);
    expect(text()).toContain(code);
    expect(text()).not.toContain(CODE);
  });

  it('answers "could not send" when the provider cannot be reached', async () => {
    await provider.close();
    const { log, text } = captureLog();
    const error = await failure(sendAliyunSms(config, { target: PHONE, code: CODE }, log));
    expect(error.statusCode).toBe(502);
    expect(text()).toContain('NETWORK');
    expect(text()).not.toContain(CODE);
    provider = await fakeAliyun();
  });
});
