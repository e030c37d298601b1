import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import {
  buildAuthApp,
  encrypt,
  lastCode,
  passResendGap,
  passSlider,
  post,
  postForm,
  registerByEmail,
  sendPhoneCode,
} from '../../test-support/accounts';

/*
 * Whether a number or an email has an account is nobody's business before a human check: every call that could
 * tell answers registered and unregistered targets alike until the slider is passed (and then costs a slider).
 */

const REGISTERED_EMAIL = 'known@example.com';
const REGISTERED_PHONE = '13811110000';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

async function withAccounts(): Promise<void> {
  app = await buildAuthApp();
  await registerByEmail(app, REGISTERED_EMAIL);
  // A phone account opens with its first code login.
  await sendPhoneCode(app, REGISTERED_PHONE, 2);
  await postForm(app, endpoints.login.path, {
    loginType: 1,
    phone: REGISTERED_PHONE,
    captcha: await lastCode(app, REGISTERED_PHONE),
  });
  await passResendGap(app);
}

/** What a script learns from an answer: the status and the whole body. */
const seen = (answer: { statusCode: number; body: string }) => `${answer.statusCode} ${answer.body}`;

/** A slider's fields that look right and are not: what a script without a human check sends. */
const NO_HUMAN = {
  nc_token: 'token-token-token',
  scene: 'nc_login',
  sessionId: 'session-session-session',
  sig: 'A'.repeat(43),
};

describe('before a human check, registered and unregistered targets get the same answer', () => {
  it('from the phone reset’s code send, for 120 numbers', async () => {
    await withAccounts();
    const answers = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const phone = i === 60 ? REGISTERED_PHONE : `1390000${String(i).padStart(4, '0')}`;
      // From as many addresses as a botnet has: the per-address limits are not what is tested here.
      const answer = await app.inject({
        method: 'POST',
        url: endpoints.sendPhoneCode.path,
        remoteAddress: `10.9.${i}.1`,
        headers: { terminalType: '3', osId: '1002' },
        payload: {
          ...NO_HUMAN,
          captchaType: 3,
          userPhone: phone,
          raceAppBusinessType: 1,
          cloudType: 'aliyun',
        },
      });
      answers.add(seen(answer));
    }
    expect(answers.size).toBe(1);
    expect([...answers][0]).toMatch(/^400 .*滑块验证失败或已过期/);
  });

  it('from the email code sends, for registration and reset', async () => {
    await withAccounts();
    for (const emailSendType of [1, 2]) {
      const answers = new Set<string>();
      for (const email of [REGISTERED_EMAIL, 'unknown@example.com']) {
        const answer = await post(app, endpoints.sendEmailCode.path, {
          ...NO_HUMAN,
          captchaType: 20,
          accountEmail: email,
          emailSendType,
          cloudType: 'aliyun',
        });
        answers.add(seen(answer));
      }
      expect(answers.size, `emailSendType ${emailSendType}`).toBe(1);
    }
  });

  it('from the two password resets and the registration, given a made-up code', async () => {
    await withAccounts();
    const password = { loginPassword: encrypt('Newpass2026'), confirmPassword: encrypt('Newpass2026') };
    const byPhone = new Set<string>();
    for (const phone of [REGISTERED_PHONE, '13900009999']) {
      byPhone.add(
        seen(
          await post(app, endpoints.resetByPhone.path, {
            phone,
            captcha: '123456',
            verificationToken: 'made-up-token',
            encryptType: 1,
            enterprise: 0,
            ...password,
          }),
        ),
      );
    }
    expect(byPhone.size).toBe(1);
    const byEmail = new Set<string>();
    const registering = new Set<string>();
    for (const email of [REGISTERED_EMAIL, 'unknown@example.com']) {
      byEmail.add(
        seen(
          await post(app, endpoints.resetByEmail.path, {
            accountEmail: email,
            captcha: '123456',
            verificationToken: 'made-up-token',
            encryptType: 1,
            ...password,
          }),
        ),
      );
      registering.add(
        seen(
          await post(app, endpoints.registerByEmail.path, {
            accountEmail: email,
            code: '123456',
            loginPassword: password.loginPassword,
            loginPasswordConfirm: password.confirmPassword,
            encryptType: 1,
            machineCode: '',
          }),
        ),
      );
    }
    expect(byEmail.size).toBe(1);
    expect(registering.size).toBe(1);
  });

  it('because nothing answers "is this email registered?" to anyone', async () => {
    await withAccounts();
    const answer = await app.inject({
      method: 'GET',
      url: `/user-center/api/account/emailRegistered?email=${REGISTERED_EMAIL}&osId=1002`,
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('after a human check', () => {
  it('the code send says the number is not registered, and the slider is spent', async () => {
    await withAccounts();
    const human = await passSlider(app);
    const send = () =>
      post(app, endpoints.sendPhoneCode.path, {
        ...human,
        captchaType: 3,
        userPhone: '13900001234',
        raceAppBusinessType: 1,
        cloudType: 'aliyun',
      });
    const first = await send();
    expect(first.statusCode).toBe(400);
    expect(first.json().msg).toBe('该手机号未注册');
    expect((await send()).json().msg).toMatch(/滑块验证失败或已过期/);
  });

  it('the registration’s code send says the email is taken, in the visitor’s language', async () => {
    await withAccounts();
    const answer = await post(
      app,
      endpoints.sendEmailCode.path,
      { ...(await passSlider(app)), captchaType: 20, accountEmail: REGISTERED_EMAIL, emailSendType: 1 },
      { 'accept-language': 'en' },
    );
    expect(answer.json()).toMatchObject({ code: 400, msg: 'This email has already been registered' });
  });
});
