import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ALIYUN_TEST_KEY,
  fakeAliyun,
  fakeTencent,
  TENCENT_TEST_KEY,
  type FakeProvider,
} from '../../../test-support/fake-sms-providers';
import { buildAuthApp, passSlider, post, tableCounts } from '../../../test-support/accounts';
import { endpoints } from '@marathon/shared/api';
import { outboxPath } from '../senders';

let app: FastifyInstance | undefined;
let provider: FakeProvider | undefined;
afterEach(async () => {
  await app?.close();
  await provider?.close();
  app = undefined;
  provider = undefined;
});

const PHONE = '13700137000';

async function withProviders(): Promise<{
  aliyun: FakeProvider;
  tencent: FakeProvider;
  close(): Promise<void>;
}> {
  const aliyun = await fakeAliyun();
  const tencent = await fakeTencent();
  app = await buildAuthApp({
    auth: {
      // The outbox stays on: a configured provider must be used even where the outbox could take the code.
      codeOutbox: true,
      aliyunSms: {
        accessKeyId: ALIYUN_TEST_KEY.id,
        accessKeySecret: ALIYUN_TEST_KEY.secret,
        signName: '扬州半程马拉松',
        templateCode: 'SMS_000000001',
        endpoint: aliyun.url,
      },
      tencentSms: {
        secretId: TENCENT_TEST_KEY.id,
        secretKey: TENCENT_TEST_KEY.secret,
        sdkAppId: TENCENT_TEST_KEY.appId,
        signName: '扬州半程马拉松',
        templateId: '1234567',
        region: 'ap-guangzhou',
        endpoint: tencent.url,
      },
    },
  });
  return {
    aliyun,
    tencent,
    close: async () => Promise.all([aliyun.close(), tencent.close()]).then(() => undefined),
  };
}

async function send(cloudType: 'aliyun' | 'tencentyun', headers: Record<string, string> = {}) {
  if (!app) throw new Error('no app');
  return post(
    app,
    endpoints.sendPhoneCode.path,
    {
      ...(await passSlider(app)),
      captchaType: 2,
      userPhone: PHONE,
      raceAppBusinessType: 1,
      cloudType,
    },
    headers,
  );
}

describe('sendPhoneCode through a configured provider', () => {
  it.each([
    ['aliyun', 'aliyun'],
    ['tencentyun', 'tencent'],
  ] as const)('%s: the code goes to the provider, not to the outbox', async (cloudType, which) => {
    const providers = await withProviders();
    try {
      const response = await send(cloudType);
      expect(response.json()).toMatchObject({ code: 0 });
      expect(providers[which].accepted).toHaveLength(1);
      if (!app) throw new Error('no app');
      expect(fs.existsSync(outboxPath({ dataDir: app.context.config.auth?.dataDir ?? '' }))).toBe(false);
      expect((await tableCounts(app)).codes).toBe(1);
    } finally {
      await providers.close();
    }
  });

  it.each([
    ['aliyun', 'aliyun', 'isv.AMOUNT_NOT_ENOUGH'],
    ['tencentyun', 'tencent', 'FailedOperation.InsufficientBalanceInSmsPackage'],
  ] as const)(
    '%s: a refusal reaches the visitor as "could not send" and keeps no code',
    async (cloudType, which, code) => {
      const providers = await withProviders();
      try {
        providers[which].outcomes.set(PHONE, code);
        const response = await send(cloudType);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({
          code: 502,
          msg: '验证码发送失败，请稍后再试',
          data: null,
        });
        const english = await send(cloudType, { 'accept-language': 'en' });
        expect(english.statusCode).toBe(502);
        expect(english.json()).toEqual({
          code: 502,
          msg: 'The verification code could not be sent, please try again later',
          data: null,
        });
        if (!app) throw new Error('no app');
        expect((await tableCounts(app)).codes).toBe(0);
      } finally {
        await providers.close();
      }
    },
  );
});
