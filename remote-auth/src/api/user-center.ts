import { api, type UserData } from '@marathon/shared';
import { API_PATHS } from '@marathon/shared/api/paths';
import type {
  ChallengeAnswer,
  HumanVerification,
  LoginAnswer,
  SendCodeAnswer,
  VerifyChallengeRequest,
} from '@marathon/shared/api';
import { CAPTCHA_TYPE, ENCRYPT_TYPE, LOGIN_TYPE, RACE_APP_BUSINESS_TYPE } from '@marathon/shared';
import { encrypt } from './cipher';

/** Every user-center call the drawer makes, with the payloads the API declares. */

export type LoginFields =
  | { kind: 'password'; phone: string; password: string }
  | { kind: 'code'; phone: string; captcha: string }
  | { kind: 'email'; accountEmail: string; password: string };

function loginBody(fields: LoginFields): Record<string, unknown> {
  switch (fields.kind) {
    case 'password':
      return {
        loginType: LOGIN_TYPE.password,
        phone: fields.phone.trim(),
        password: encrypt(fields.password),
        encryptType: ENCRYPT_TYPE,
      };
    case 'code':
      return { loginType: LOGIN_TYPE.code, phone: fields.phone.trim(), captcha: fields.captcha.trim() };
    case 'email':
      return {
        loginType: LOGIN_TYPE.email,
        accountEmail: fields.accountEmail.trim(),
        password: encrypt(fields.password),
        encryptType: ENCRYPT_TYPE,
      };
  }
}

/** Login failures show as the client's red closable message: not silent. */
export async function login(fields: LoginFields): Promise<{ token: string; userData: UserData }> {
  const data = await api().post<LoginAnswer>(API_PATHS.login, loginBody(fields), { form: true });
  return { token: data.token, userData: data.userData };
}

export const fetchChallenge = (scene: string, signal?: AbortSignal) =>
  api().post<ChallengeAnswer>(
    API_PATHS.captchaChallenge,
    { scene },
    { silent: true, ...(signal ? { signal } : {}) },
  );

/** The slider's end and the solved proof of work of its challenge. */
export const verifyChallenge = (answer: VerifyChallengeRequest, signal?: AbortSignal) =>
  api().post<{ sig: string }>(API_PATHS.captchaVerify, answer, {
    silent: true,
    ...(signal ? { signal } : {}),
  });

/** Send-code, register and reset failures are silent; the forms show them inline instead. */
export const sendPhoneCode = (phone: string, captchaType: 2 | 3, human: HumanVerification) =>
  api().post<SendCodeAnswer>(
    API_PATHS.sendPhoneCode,
    {
      ...human,
      captchaType,
      userPhone: phone.trim(),
      raceAppBusinessType: RACE_APP_BUSINESS_TYPE,
      cloudType: 'aliyun',
    },
    { silent: true },
  );

export const sendEmailCode = (accountEmail: string, emailSendType: 1 | 2, human: HumanVerification) =>
  api().post<SendCodeAnswer>(
    API_PATHS.sendEmailCode,
    {
      ...human,
      captchaType: CAPTCHA_TYPE.email,
      accountEmail: accountEmail.trim(),
      emailSendType,
      cloudType: 'aliyun',
    },
    { silent: true },
  );

export const isEmailRegistered = (email: string) =>
  api().get<boolean>(API_PATHS.emailRegistered, { email: email.trim(), osId: 1002 }, { silent: true });

export const registerByEmail = (fields: { accountEmail: string; captcha: string; password: string }) =>
  api().post<{ userId: string }>(
    API_PATHS.registerByEmail,
    {
      accountEmail: fields.accountEmail.trim(),
      code: fields.captcha.trim(),
      encryptType: ENCRYPT_TYPE,
      loginPassword: encrypt(fields.password),
      loginPasswordConfirm: encrypt(fields.password),
      machineCode: '',
    },
    { silent: true },
  );

export const resetByEmail = (fields: {
  accountEmail: string;
  captcha: string;
  verificationToken: string;
  password: string;
}) =>
  api().post<boolean>(
    API_PATHS.resetByEmail,
    {
      accountEmail: fields.accountEmail.trim(),
      captcha: fields.captcha.trim(),
      verificationToken: fields.verificationToken,
      encryptType: ENCRYPT_TYPE,
      loginPassword: encrypt(fields.password),
      confirmPassword: encrypt(fields.password),
    },
    { silent: true },
  );

export const resetByPhone = (fields: {
  phone: string;
  captcha: string;
  verificationToken: string;
  password: string;
}) =>
  api().post<boolean>(
    API_PATHS.resetByPhone,
    {
      phone: fields.phone.trim(),
      captcha: fields.captcha.trim(),
      verificationToken: fields.verificationToken,
      encryptType: ENCRYPT_TYPE,
      enterprise: 0,
      loginPassword: encrypt(fields.password),
      confirmPassword: encrypt(fields.password),
    },
    { silent: true },
  );
