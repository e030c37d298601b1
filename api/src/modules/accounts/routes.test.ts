import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, envelopeSchema, loginAnswerSchema } from '@marathon/shared/api';
import { hashToken } from './session/token';
import { testConfig } from '../../test-support/test-app';
import { resolveAuthSettings } from './auth-settings';
import { createSession, findSessionUser } from './session/session-repository';
import {
  buildAuthApp,
  encrypt,
  lastCode,
  passResendGap,
  post,
  postForm,
  registerByEmail,
  sendEmailCode,
  sendPhoneCode,
  tableCounts,
} from '../../test-support/accounts';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const PHONE = '13812345678';
const EMAIL = 'runner@example.com';

function expectFailure(response: { statusCode: number; json(): unknown }, status: number, text: RegExp) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code: number; msg: string; data: unknown };
  expect(body.code).toBe(status);
  expect(body.data).toBeNull();
  // No Accept-Language: the Chinese message alone.
  expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  expect(body.msg).not.toContain(' / ');
  expect(body.msg).toMatch(text);
}

async function withPhonePassword(phone = PHONE, password = 'Runner2025') {
  // A phone account gets its password by the phone reset, as a real one would.
  await sendPhoneCode(app, phone, 2);
  await postForm(app, endpoints.login.path, { loginType: 1, phone, captcha: await lastCode(app, phone) });
  await passResendGap(app);
  const sent = await sendPhoneCode(app, phone, 3);
  const answer = await post(app, endpoints.resetByPhone.path, {
    phone,
    captcha: await lastCode(app, phone),
    verificationToken: sent.json().data.verificationToken,
    encryptType: 1,
    enterprise: 0,
    loginPassword: encrypt(password),
    confirmPassword: encrypt(password),
  });
  expect(answer.json().code).toBe(0);
}

describe('login', () => {
  it('email login (loginType 5) answers a token and the user data, and the token is live', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const response = await postForm(app, endpoints.login.path, {
      loginType: 5,
      accountEmail: EMAIL,
      password: encrypt('Runner2025'),
      encryptType: 1,
    });
    expect(response.statusCode).toBe(200);
    const data = envelopeSchema(loginAnswerSchema).parse(response.json()).data;
    expect(data.userData.userInfo.userEmail).toBe(EMAIL);
    expect(data.userData.accountInfo.loginType).toBe(5);
    expect(await findSessionUser(app.context.db, data.token)).toMatchObject({ email: EMAIL });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores the password only as a salted scrypt hash', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const row = await app.context.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(row.password_hash).not.toContain('Runner2025');
  });

  it('code login (loginType 1) opens an account for a new number, and the code is single use', async () => {
    app = await buildAuthApp();
    expect((await sendPhoneCode(app, PHONE)).json()).toMatchObject({ code: 0, data: { captchaCode: '' } });
    const captcha = await lastCode(app, PHONE);
    const first = await postForm(app, endpoints.login.path, { loginType: 1, phone: PHONE, captcha });
    expect(first.json().code).toBe(0);
    expect(first.json().data.userData.userInfo.userPhone).toBe(PHONE);
    const again = await postForm(app, endpoints.login.path, { loginType: 1, phone: PHONE, captcha });
    expectFailure(again, 400, /验证码已失效/);
    expect((await tableCounts(app)).users).toBe(1);
  });

  it('password login (loginType 0) by phone', async () => {
    app = await buildAuthApp();
    await withPhonePassword();
    const ok = await postForm(app, endpoints.login.path, {
      loginType: 0,
      phone: PHONE,
      password: encrypt('Runner2025'),
      encryptType: 1,
    });
    expect(ok.json().code).toBe(0);
    const wrong = await postForm(app, endpoints.login.path, {
      loginType: 0,
      phone: PHONE,
      password: encrypt('Runner2026'),
      encryptType: 1,
    });
    expectFailure(wrong, 400, /账号或密码错误/);
  });

  it('an unknown account and a wrong password get the same answer', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const unknown = await postForm(app, endpoints.login.path, {
      loginType: 5,
      accountEmail: 'nobody@example.com',
      password: encrypt('Runner2025'),
      encryptType: 1,
    });
    const wrong = await postForm(app, endpoints.login.path, {
      loginType: 5,
      accountEmail: EMAIL,
      password: encrypt('Wrong2025'),
      encryptType: 1,
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses logins to an account that keeps failing, even with the right password', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    for (let i = 0; i < 10; i++) {
      await postForm(app, endpoints.login.path, {
        loginType: 5,
        accountEmail: EMAIL,
        password: encrypt(`Wrong${i}x`),
        encryptType: 1,
      });
    }
    const right = await postForm(app, endpoints.login.path, {
      loginType: 5,
      accountEmail: EMAIL,
      password: encrypt('Runner2025'),
      encryptType: 1,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toMatch(/登录失败次数过多/);
    // The refusal names the step that passes it: a code to the account's own email (issue 41 item 5).
    expect(right.json().data).toEqual({ confirmByCode: 'email' });
  });

  it('limits login attempts per address', async () => {
    app = await buildAuthApp();
    const fields = { loginType: 5, accountEmail: EMAIL, password: encrypt('Runner2025'), encryptType: 1 };
    let last;
    for (let i = 0; i < 21; i++)
      last = await postForm(app, endpoints.login.path, { ...fields, accountEmail: `a${i}@example.com` });
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toMatchObject({ code: 429, data: null });
  });

  it.each([
    [
      'malformed cipher text',
      { loginType: 5, accountEmail: EMAIL, password: 'not-base64!!', encryptType: 1 },
      /密码/,
    ],
    [
      'cipher text of another key',
      { loginType: 5, accountEmail: EMAIL, password: 'q83vEjRWeJASNFZ4kBI0Vg==', encryptType: 1 },
      /解密/,
    ],
    [
      'a plain password',
      { loginType: 5, accountEmail: EMAIL, password: 'Runner2025', encryptType: 1 },
      /解密/,
    ],
    [
      'wrong encryptType',
      { loginType: 5, accountEmail: EMAIL, password: encrypt('Runner2025'), encryptType: 2 },
      /encryptType/,
    ],
    ['unknown loginType', { loginType: 3, phone: PHONE }, /loginType/],
    ['no loginType', { phone: PHONE }, /loginType/],
    [
      'SQL in the email',
      { loginType: 5, accountEmail: "' OR 1=1 --", password: encrypt('Runner2025'), encryptType: 1 },
      /accountEmail/,
    ],
    [
      'HTML in the phone',
      { loginType: 0, phone: '<script>1</script>', password: encrypt('Runner2025'), encryptType: 1 },
      /phone/,
    ],
    ['SQL in the code', { loginType: 1, phone: PHONE, captcha: "1' OR '1'='1" }, /captcha/],
  ])('refuses %s clearly and writes nothing', async (_case, fields, text) => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const before = await tableCounts(app);
    const response = await postForm(app, endpoints.login.path, fields as Record<string, string | number>);
    expectFailure(response, 400, text);
    expect(await tableCounts(app)).toEqual(before);
  });
});

describe('verification codes', () => {
  it('a wrong code counts a try; the sixth try is refused even with the right code', async () => {
    app = await buildAuthApp();
    await sendPhoneCode(app, PHONE);
    const code = await lastCode(app, PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expectFailure(
        await postForm(app, endpoints.login.path, { loginType: 1, phone: PHONE, captcha: wrong }),
        400,
        /验证码错误/,
      );
    }
    expectFailure(
      await postForm(app, endpoints.login.path, { loginType: 1, phone: PHONE, captcha: code }),
      400,
      /已失效/,
    );
    expect((await tableCounts(app)).users).toBe(0);
  });

  it('an expired code is refused', async () => {
    app = await buildAuthApp();
    await sendPhoneCode(app, PHONE);
    await app.context.db
      .updateTable('verification_codes')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const response = await postForm(app, endpoints.login.path, {
      loginType: 1,
      phone: PHONE,
      captcha: await lastCode(app, PHONE),
    });
    expectFailure(response, 400, /已失效/);
    expect((await tableCounts(app)).sessions).toBe(0);
  });

  it('a resend within 60 s is refused with the seconds left, and nothing is written', async () => {
    app = await buildAuthApp();
    await sendPhoneCode(app, PHONE);
    const before = await tableCounts(app);
    const again = await sendPhoneCode(app, PHONE);
    expectFailure(again, 429, /请\d+秒后再试/);
    expect(await tableCounts(app)).toEqual(before);
  });

  it('limits the codes one address asks for one target per hour (code-budgets.test.ts has the rest)', async () => {
    app = await buildAuthApp();
    for (let i = 0; i < 3; i++) {
      expect((await sendPhoneCode(app, PHONE)).json().code).toBe(0);
      await passResendGap(app);
    }
    expectFailure(
      await sendPhoneCode(app, PHONE),
      429,
      /^此网络为该号码获取验证码过于频繁，请\d+分钟后再试$/,
    );
  });

  it('limits codes per address per hour', async () => {
    app = await buildAuthApp({ auth: { codesPerHour: 3 } });
    for (let i = 0; i < 3; i++) expect((await sendPhoneCode(app, `1381234560${i}`)).json().code).toBe(0);
    expectFailure(await sendPhoneCode(app, '13812345609'), 429, /频繁/);
  });

  it('writes codes only to the outbox: the database keeps keyed hashes', async () => {
    app = await buildAuthApp();
    await sendPhoneCode(app, PHONE);
    const code = await lastCode(app, PHONE);
    const row = await app.context.db.selectFrom('verification_codes').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it.each([
    ['no slider fields', { captchaType: 2, userPhone: PHONE }, /nc_token/],
    ['bad phone', { captchaType: 2, userPhone: '12345' }, /userPhone/],
    ['HTML phone', { captchaType: 2, userPhone: '<b>1</b>' }, /userPhone/],
    ['captchaType 20 on the phone call', { captchaType: 20, userPhone: PHONE }, /captchaType/],
    [
      'unknown cloudType',
      { captchaType: 2, userPhone: PHONE, cloudType: "aliyun'; DROP TABLE users;--" },
      /cloudType/,
    ],
  ])('send phone code refuses %s', async (_case, fields, text) => {
    app = await buildAuthApp();
    const human =
      fields.captchaType === 2 && !('cloudType' in fields) && _case === 'no slider fields'
        ? {}
        : await (await import('../../test-support/accounts')).passSlider(app);
    const before = await tableCounts(app);
    expectFailure(await post(app, endpoints.sendPhoneCode.path, { ...human, ...fields }), 400, text);
    expect(await tableCounts(app)).toEqual(before);
  });

  it('phone reset codes go only to registered numbers', async () => {
    app = await buildAuthApp();
    expectFailure(await sendPhoneCode(app, PHONE, 3), 400, /未注册/);
  });

  it('email codes: registration refuses a registered email, reset refuses an unknown one', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    await passResendGap(app);
    expectFailure(await sendEmailCode(app, EMAIL, 1), 400, /已被注册/);
    expectFailure(await sendEmailCode(app, 'new@example.com', 2), 400, /未注册/);
  });
});

describe('human verification', () => {
  it('a replayed sig is refused', async () => {
    app = await buildAuthApp();
    const { passSlider } = await import('../../test-support/accounts');
    const human = await passSlider(app);
    const payload = { ...human, captchaType: 2, userPhone: PHONE, cloudType: 'aliyun' };
    expect((await post(app, endpoints.sendPhoneCode.path, payload)).json().code).toBe(0);
    const replay = await post(app, endpoints.sendPhoneCode.path, { ...payload, userPhone: '13912345678' });
    expectFailure(replay, 400, /滑块验证失败/);
  });

  it('a forged sig is refused', async () => {
    app = await buildAuthApp();
    const { passSlider } = await import('../../test-support/accounts');
    const human = await passSlider(app);
    const forged = { ...human, sig: 'A'.repeat(43) };
    const before = await tableCounts(app);
    expectFailure(
      await post(app, endpoints.sendPhoneCode.path, { ...forged, captchaType: 2, userPhone: PHONE }),
      400,
      /滑块验证失败/,
    );
    expect(await tableCounts(app)).toEqual(before);
  });

  it('refuses a scene with markup', async () => {
    app = await buildAuthApp();
    expectFailure(await post(app, endpoints.captchaChallenge.path, { scene: '<img src=x>' }), 400, /scene/);
  });
});

describe('registration', () => {
  it('registers once; a second registration is refused once its slider is passed', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    await passResendGap(app);
    expectFailure(await sendEmailCode(app, EMAIL, 1), 400, /^该邮箱已被注册$/);
    expect((await tableCounts(app)).users).toBe(1);
  });

  it.each([
    [
      'a weak password',
      { loginPassword: encrypt('abcdef'), loginPasswordConfirm: encrypt('abcdef') },
      /6-20/,
    ],
    [
      'a confirmation that differs',
      { loginPassword: encrypt('Runner2025'), loginPasswordConfirm: encrypt('Runner2026') },
      /不一致/,
    ],
    ['a malformed cipher text', { loginPassword: '%%%', loginPasswordConfirm: '%%%' }, /解密/],
    ['a wrong code', { code: 'WRONG' }, /code/],
    ['HTML in the email', { accountEmail: '<script>alert(1)</script>@x.com' }, /accountEmail/],
    ['SQL in the machine code', { machineCode: "x'); DROP TABLE users; --".repeat(10) }, /machineCode/],
  ])('refuses %s and writes no account', async (_case, patch, text) => {
    app = await buildAuthApp();
    await sendEmailCode(app, EMAIL);
    const code = await lastCode(app, EMAIL);
    const payload = {
      accountEmail: EMAIL,
      code,
      loginPassword: encrypt('Runner2025'),
      loginPasswordConfirm: encrypt('Runner2025'),
      encryptType: 1,
      machineCode: '',
      ...patch,
    };
    expectFailure(await post(app, endpoints.registerByEmail.path, payload), 400, text);
    expect((await tableCounts(app)).users).toBe(0);
  });

  it('refuses a code sent to another address', async () => {
    app = await buildAuthApp();
    await sendEmailCode(app, 'other@example.com');
    const response = await post(app, endpoints.registerByEmail.path, {
      accountEmail: EMAIL,
      code: await lastCode(app, 'other@example.com'),
      loginPassword: encrypt('Runner2025'),
      encryptType: 1,
    });
    expectFailure(response, 400, /已失效/);
    expect((await tableCounts(app)).users).toBe(0);
  });
});

describe('password resets', () => {
  it('reset by email sets the new password and revokes every session', async () => {
    app = await buildAuthApp();
    await registerByEmail(app, EMAIL);
    const user = await app.context.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const tokens = [
      await createSession(app.context.db, user.id),
      await createSession(app.context.db, user.id),
    ];
    const sent = await sendEmailCode(app, EMAIL, 2);
    const response = await post(app, endpoints.resetByEmail.path, {
      accountEmail: EMAIL,
      captcha: await lastCode(app, EMAIL),
      verificationToken: sent.json().data.verificationToken,
      encryptType: 1,
      loginPassword: encrypt('Newpass2026'),
      confirmPassword: encrypt('Newpass2026'),
    });
    expect(response.json()).toEqual({ code: 0, msg: 'ok', data: true });
    for (const token of tokens) expect(await findSessionUser(app.context.db, token)).toBeNull();
    const rows = await app.context.db.selectFrom('sessions').select(['token_hash', 'revoked_at']).execute();
    expect(rows.map((r) => r.token_hash).sort()).toEqual(tokens.map(hashToken).sort());
    const login = (password: string) =>
      postForm(app, endpoints.login.path, {
        loginType: 5,
        accountEmail: EMAIL,
        password: encrypt(password),
        encryptType: 1,
      });
    expect((await login('Newpass2026')).json().code).toBe(0);
    expect((await login('Runner2025')).json().code).toBe(400);
  });

  it('reset by phone needs the verification token sent with the code', async () => {
    app = await buildAuthApp();
    await withPhonePassword();
    await passResendGap(app);
    await sendPhoneCode(app, PHONE, 3);
    const before = await app.context.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    const response = await post(app, endpoints.resetByPhone.path, {
      phone: PHONE,
      captcha: await lastCode(app, PHONE),
      verificationToken: 'forged-token',
      encryptType: 1,
      enterprise: 0,
      loginPassword: encrypt('Newpass2026'),
      confirmPassword: encrypt('Newpass2026'),
    });
    expectFailure(response, 400, /已失效/);
    expect(
      await app.context.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it.each([
    ['enterprise 1', { enterprise: 1 }, /enterprise/],
    ['a bad phone', { phone: '12812345678' }, /phone/],
    ['passwords that differ', { confirmPassword: encrypt('Other2026') }, /不一致/],
  ])('reset by phone refuses %s', async (_case, patch, text) => {
    app = await buildAuthApp();
    await withPhonePassword();
    const before = await app.context.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    const payload = {
      phone: PHONE,
      captcha: '123456',
      verificationToken: 'token',
      encryptType: 1,
      enterprise: 0,
      loginPassword: encrypt('Newpass2026'),
      confirmPassword: encrypt('Newpass2026'),
      ...patch,
    };
    expectFailure(await post(app, endpoints.resetByPhone.path, payload), 400, text);
    expect(
      await app.context.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});

describe('the development outbox endpoint', () => {
  it('is never on in production, even when asked for', () => {
    const production = resolveAuthSettings(
      testConfig({ nodeEnv: 'production', auth: { outboxEndpoint: true } }),
    );
    expect(production.outboxEndpoint).toBe(false);
    expect(production.codeOutbox).toBe(false);
    expect(resolveAuthSettings(testConfig({ nodeEnv: 'development' })).outboxEndpoint).toBe(true);
  });

  it('is absent when off', async () => {
    app = await buildAuthApp({ auth: { outboxEndpoint: false, codeOutbox: true } });
    const response = await app.inject({ method: 'GET', url: `${endpoints.devOutbox.path}?target=${PHONE}` });
    expect(response.statusCode).toBe(404);
  });
});
