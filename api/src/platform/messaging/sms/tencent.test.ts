import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../http/api-failure';
import { captureLog } from '../../../test-support/capture-log';
import { fakeTencent, TENCENT_TEST_KEY, type FakeProvider } from '../../../test-support/fake-sms-providers';
import { sendTencentSms } from './tencent';
import type { TencentSmsConfig } from '../../config/sms-settings';

let provider: FakeProvider;
let config: TencentSmsConfig;
beforeEach(async () => {
  provider = await fakeTencent();
  config = {
    secretId: TENCENT_TEST_KEY.id,
    secretKey: TENCENT_TEST_KEY.secret,
    sdkAppId: TENCENT_TEST_KEY.appId,
    signName: '扬州半程马拉松',
    templateId: '1234567',
    region: 'ap-guangzhou',
    endpoint: provider.url,
  };
});
afterEach(async () => provider.close());

const PHONE = '13900139000';
const CODE = '739105';

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(error)}`);
  return error;
}

describe('the Tencent Cloud SMS adapter (SendSms 2021-01-11)', () => {
  it('sends a request the provider accepts: TC3-signed, +86 number, app, sign, template and code', async () => {
    const { log, lines } = captureLog();
    await sendTencentSms(config, { target: PHONE, code: CODE }, log);
    expect(provider.refused).toEqual([]);
    expect(provider.accepted).toEqual([
      {
        PhoneNumberSet: [`+86${PHONE}`],
        SmsSdkAppId: TENCENT_TEST_KEY.appId,
        SignName: '扬州半程马拉松',
        TemplateId: '1234567',
        TemplateParamSet: [CODE],
      },
    ]);
    expect(lines).toEqual([]);
  });

  it.each([
    ['a wrong secret key', { secretKey: 'not-the-secret' }, 'AuthFailure.SignatureFailure'],
    ['an unknown secret id', { secretId: 'AKID-unknown' }, 'AuthFailure.SecretIdNotFound'],
    ['another app', { sdkAppId: '1400000000' }, 'FailedOperation.MissingSmsSdkAppId'],
  ])(
    'answers "could not send" for %s, and logs the provider code without the code',
    async (_case, change, code) => {
      const { log, text } = captureLog();
      const error = await failure(
        sendTencentSms({ ...config, ...change }, { target: PHONE, code: CODE }, log),
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

  it('refuses a clock more than five minutes off, as the provider does', async () => {
    const { log, text } = captureLog();
    const error = await failure(
      sendTencentSms(config, { target: PHONE, code: CODE }, log, () => Date.now() - 10 * 60_000),
    );
    expect(error.statusCode).toBe(502);
    expect(text()).toContain('AuthFailure.SignatureExpire');
  });

  it.each([
    ['LimitExceeded.PhoneNumberDailyLimit', 429, /过于频繁/],
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 429, /过于频繁/],
    ['InvalidParameterValue.IncorrectPhoneNumber', 400, /不接受该手机号/],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 502, /验证码发送失败/],
    ['FailedOperation.SignatureIncorrectOrUnapproved', 502, /验证码发送失败/],
  ])('maps the per-number status %s to %i', async (code, status, message) => {
    provider.outcomes.set(PHONE, code);
    const { log, text } = captureLog();
    const error = await failure(sendTencentSms(config, { target: PHONE, code: CODE }, log));
    expect(error.statusCode).toBe(status);
    expect(error.message).toMatch(message);
    expect(text()).toContain(code);
    expect(text()).not.toContain(CODE);
  });
});
