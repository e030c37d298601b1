import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CAPTCHA_TYPE,
  EMAIL_SEND_TYPE,
  LOGIN_TYPE,
  PATTERNS,
  codeLoginSchema,
  emailLoginSchema,
  endpoints,
  passwordLoginSchema,
  type EndpointParsedBody,
  type LoginAnswer,
} from '@marathon/shared/api';
import type { AuthSettings } from '../../platform/config/config';
import type { AppContext } from '../../platform/context';
import { ApiFailure, bilingual, failures } from '../../platform/http/api-failure';
import { noStore } from '../../platform/http/http-cache';
import { route } from '../../platform/http/route';
import { parseInput } from '../../platform/http/validate';
import { createSession } from './session/session-repository';
import { checkCode } from './verification/codes';
import { emailPurpose } from './verification/routes';
import {
  createUser,
  findUserByEmail,
  findUserByPhone,
  replacePassword,
  userDataOf,
  type UserRow,
} from './accounts';
import { issueDeviceToken, knownDevice } from './device-token';
import { admitLogin, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import { hashPassword, spendHashTime, verifyPassword } from './password-hash';
import { noticeFailedLogins } from './login-notice';
import { alertSenders, noticeSmsSender } from '../../platform/messaging/senders';

const WRONG_LOGIN = bilingual('账号或密码错误', 'The account or password is wrong');
const UNREADABLE = bilingual(
  '密码无法解密，请刷新页面后重试',
  'The password could not be decrypted, please reload and retry',
);
/**
 * The login body is form-encoded and its loginType picks the schema: a body of one type is judged by that type's
 * fields, and an unknown type is named as such.
 */
function parseLogin(raw: unknown): EndpointParsedBody<typeof endpoints.login> {
  const body = (raw ?? {}) as Record<string, unknown>;
  const loginType = Number(body.loginType);
  if (loginType === LOGIN_TYPE.password) return parseInput(passwordLoginSchema, body, 'body');
  if (loginType === LOGIN_TYPE.email) return parseInput(emailLoginSchema, body, 'body');
  if (loginType === LOGIN_TYPE.code) return parseInput(codeLoginSchema, body, 'body');
  throw failures.badRequest(
    '登录方式不正确（loginType 须为 0、1 或 5）',
    'Invalid loginType: must be 0, 1 or 5',
  );
}

const BAD_PASSWORD = bilingual(
  '请输入6-20位数字和大小写字母组合的密码',
  'Please enter a password with 6-20 digits of numbers and letters in upper and lower case',
);

export function registerUserCenterRoutes(
  app: FastifyInstance,
  context: AppContext,
  settings: AuthSettings,
): void {
  const { db, passwordCipher } = context;
  const notices = { email: alertSenders(settings, app.log).email, sms: noticeSmsSender(settings, app.log) };

  function decrypt(cipherText: string): string {
    const plain = passwordCipher.decrypt(cipherText);
    if (plain === null || plain.length > 64) throw new ApiFailure(400, UNREADABLE);
    return plain;
  }

  /** A new password: readable, of the password pattern, and confirmed when a confirmation is sent. */
  function newPassword(cipherText: string, confirmation?: string): string {
    const plain = decrypt(cipherText);
    if (!PATTERNS.password.test(plain)) throw new ApiFailure(400, BAD_PASSWORD);
    if (confirmation !== undefined && decrypt(confirmation) !== plain) {
      throw failures.badRequest('两次输入的密码不一致', 'The two passwords are inconsistent');
    }
    return plain;
  }

  /** A session, and the device token this browser keeps (the same device id again when it brought one). */
  async function answerLogin(user: UserRow, loginType: number, device?: string | null): Promise<LoginAnswer> {
    if (user.status !== 1) throw failures.badRequest('账号已停用', 'This account is disabled');
    const token = await createSession(db, user.id);
    const deviceToken = issueDeviceToken(settings.captchaSecret, user.id, device ?? undefined);
    return { token, deviceToken, userData: userDataOf(user, token, loginType) };
  }

  /**
   * A password login. A code it carries (sent to the login's own phone or email) is checked first: a right one
   * confirms the owner and passes the delay strangers' failures hold the account in; a wrong one is refused before
   * the password is tried, so a code gives a stranger no extra guess.
   */
  async function passwordLogin(
    who: {
      account: string;
      address: string;
      confirmBy: 'sms' | 'email';
      codeTarget: string;
      codePurpose: number;
    },
    user: UserRow | undefined,
    body: {
      password: string;
      loginType: number;
      deviceToken?: string | undefined;
      captcha?: string | undefined;
    },
    request: FastifyRequest,
  ) {
    const plain = decrypt(body.password);
    const device = user ? knownDevice(settings.captchaSecret, body.deviceToken, user.id) : null;
    const spendCode =
      body.captcha === undefined
        ? null
        : await checkCode(db, settings.captchaSecret, {
            target: who.codeTarget,
            purpose: who.codePurpose,
            code: body.captcha,
          });
    const attempt = {
      account: who.account,
      address: who.address,
      confirmBy: who.confirmBy,
      device,
      confirmed: spendCode !== null,
    };
    await admitLogin(db, attempt);
    const matches = user?.password_hash
      ? await verifyPassword(plain, user.password_hash)
      : (await spendHashTime(plain, settings.scryptLogN), false);
    if (!user || !matches) {
      const failures = await recordLoginFailure(db, attempt);
      if (user) await noticeFailedLogins(db, notices, request.log, user, failures);
      throw new ApiFailure(400, WRONG_LOGIN);
    }
    if (spendCode) await spendCode();
    await recordLoginSuccess(db, attempt);
    return answerLogin(user, body.loginType, device);
  }

  route(
    app,
    endpoints.login,
    {
      config: { rateLimit: { max: settings.loginPerMinute, timeWindow: 60_000 } },
      before: noStore,
      parseBody: parseLogin,
    },
    async ({ request, body }) => {
      if (body.loginType === LOGIN_TYPE.password) {
        return passwordLogin(
          {
            account: `phone:${body.phone}`,
            address: request.clientAddress,
            confirmBy: 'sms',
            codeTarget: body.phone,
            codePurpose: CAPTCHA_TYPE.loginPhone,
          },
          await findUserByPhone(db, body.phone),
          body,
          request,
        );
      }
      if (body.loginType === LOGIN_TYPE.email) {
        const user = await findUserByEmail(db, body.accountEmail);
        return passwordLogin(
          {
            account: `email:${body.accountEmail}`,
            address: request.clientAddress,
            confirmBy: 'email',
            codeTarget: body.accountEmail,
            codePurpose: emailPurpose(EMAIL_SEND_TYPE.login),
          },
          user,
          body,
          request,
        );
      }
      const spend = await checkCode(db, settings.captchaSecret, {
        target: body.phone,
        purpose: CAPTCHA_TYPE.loginPhone,
        code: body.captcha,
      });
      await spend();
      // A first code login opens the account: owning the number is the proof.
      const user =
        (await findUserByPhone(db, body.phone)) ??
        (await createUser(db, {
          phone: body.phone,
          passwordHash: null,
          nick: `跑者${body.phone.slice(-4)}`,
        }));
      return answerLogin(user, body.loginType);
    },
  );

  route(app, endpoints.passwordCipher, {}, async () => ({
    key: passwordCipher.config.key,
    iv: passwordCipher.config.iv,
  }));

  // The code first, then the account: without a code of its own, every email gets the same answer.
  route(app, endpoints.registerByEmail, {}, async ({ body }) => {
    const plain = newPassword(body.loginPassword, body.loginPasswordConfirm);
    const spend = await checkCode(db, settings.captchaSecret, {
      target: body.accountEmail,
      purpose: emailPurpose(EMAIL_SEND_TYPE.register),
      code: body.code,
    });
    if (await findUserByEmail(db, body.accountEmail)) {
      throw failures.badRequest('该邮箱已被注册', 'This email has already been registered');
    }
    const passwordHash = await hashPassword(plain, settings.scryptLogN);
    await spend();
    const user = await createUser(db, {
      email: body.accountEmail,
      passwordHash,
      nick: body.accountEmail.split('@')[0] ?? '',
    });
    return { userId: user.id };
  });

  route(app, endpoints.resetByEmail, {}, async ({ body }) => {
    const plain = newPassword(body.loginPassword, body.confirmPassword);
    const spend = await checkCode(db, settings.captchaSecret, {
      target: body.accountEmail,
      purpose: emailPurpose(EMAIL_SEND_TYPE.reset),
      code: body.captcha,
      verificationToken: body.verificationToken,
    });
    const user = await findUserByEmail(db, body.accountEmail);
    if (!user) throw failures.badRequest('该邮箱未注册', 'This email is not registered');
    await replacePassword(db, user.id, await hashPassword(plain, settings.scryptLogN), spend);
    return true as const;
  });

  route(app, endpoints.resetByPhone, {}, async ({ body }) => {
    const plain = newPassword(body.loginPassword, body.confirmPassword);
    const spend = await checkCode(db, settings.captchaSecret, {
      target: body.phone,
      purpose: CAPTCHA_TYPE.resetPhone,
      code: body.captcha,
      verificationToken: body.verificationToken,
    });
    const user = await findUserByPhone(db, body.phone);
    if (!user) throw failures.badRequest('该手机号未注册', 'This mobile number is not registered');
    await replacePassword(db, user.id, await hashPassword(plain, settings.scryptLogN), spend);
    return true as const;
  });
}
