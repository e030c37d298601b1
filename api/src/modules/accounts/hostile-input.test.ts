import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildAuthApp, encrypt, passSlider, post, postForm, tableCounts } from '../../test-support/accounts';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const HOSTILE = [
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '"); DROP TABLE users; --',
  '<img src=x onerror=alert(1)>',
];

/** A valid payload of each JSON call (the slider fields are filled per test); every string field gets hostile text. */
const CALLS: { path: string; fields: Record<string, unknown>; needsSlider?: boolean }[] = [
  {
    path: endpoints.sendPhoneCode.path,
    needsSlider: true,
    fields: { captchaType: 2, userPhone: '13812345678', cloudType: 'aliyun' },
  },
  {
    path: endpoints.sendEmailCode.path,
    needsSlider: true,
    fields: { captchaType: 20, accountEmail: 'a@example.com', emailSendType: 1, cloudType: 'aliyun' },
  },
  {
    path: endpoints.registerByEmail.path,
    fields: {
      accountEmail: 'a@example.com',
      code: '123456',
      loginPassword: encrypt('Runner2025'),
      encryptType: 1,
    },
  },
  {
    path: endpoints.resetByEmail.path,
    fields: {
      accountEmail: 'a@example.com',
      captcha: '123456',
      verificationToken: 'token',
      encryptType: 1,
      loginPassword: encrypt('Runner2025'),
      confirmPassword: encrypt('Runner2025'),
    },
  },
  {
    path: endpoints.resetByPhone.path,
    fields: {
      phone: '13812345678',
      captcha: '123456',
      verificationToken: 'token',
      encryptType: 1,
      enterprise: 0,
      loginPassword: encrypt('Runner2025'),
      confirmPassword: encrypt('Runner2025'),
    },
  },
  { path: endpoints.captchaChallenge.path, fields: { scene: 'nc_login' } },
];

const cases = CALLS.flatMap((call) =>
  [...Object.keys(call.fields), ...(call.needsSlider ? ['nc_token', 'scene', 'sessionId', 'sig'] : [])]
    .filter((field) => typeof call.fields[field] === 'string' || call.needsSlider)
    .filter((field) => typeof call.fields[field] !== 'number')
    .map((field) => [call.path, field, call] as const),
);

describe('SQL and HTML in every field', () => {
  it.each(cases)('%s refuses hostile %s and writes nothing', async (_path, field, call) => {
    app = await buildAuthApp();
    const human = call.needsSlider ? await passSlider(app) : {};
    const before = await tableCounts(app);
    for (const text of HOSTILE) {
      const response = await post(app, call.path, { ...human, ...call.fields, [field]: text });
      expect(response.statusCode, `${field}=${text}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        data: null,
        msg: expect.stringMatching(/[\u4e00-\u9fff]/),
      });
    }
    expect(await tableCounts(app)).toEqual(before);
    expect(await app.context.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it.each(['phone', 'password', 'accountEmail', 'captcha', 'loginType', 'encryptType'])(
    'login refuses hostile %s',
    async (field) => {
      app = await buildAuthApp();
      for (const loginType of [0, 1, 5]) {
        const base: Record<string, string | number> =
          loginType === 1
            ? { loginType, phone: '13812345678', captcha: '123456' }
            : loginType === 0
              ? { loginType, phone: '13812345678', password: encrypt('Runner2025'), encryptType: 1 }
              : { loginType, accountEmail: 'a@example.com', password: encrypt('Runner2025'), encryptType: 1 };
        if (!(field in base) && field !== 'loginType') continue;
        for (const text of HOSTILE) {
          const response = await postForm(app, endpoints.login.path, { ...base, [field]: text });
          expect(response.statusCode, `${loginType} ${field}=${text}`).toBe(400);
        }
      }
      expect(await tableCounts(app)).toEqual({ users: 0, sessions: 0, codes: 0, uploads: 0 });
    },
  );
});
