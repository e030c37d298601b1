import { call, readLoginDevice, writeLoginDevice, type UserData } from '@marathon/shared';
import {
  endpoints,
  type HumanVerification,
  type LoginRequest,
  type VerifyChallengeRequest,
} from '@marathon/shared/api';
import { CAPTCHA_TYPE, ENCRYPT_TYPE, LOGIN_TYPE, RACE_APP_BUSINESS_TYPE } from '@marathon/shared';
import { encrypt } from './cipher';

/** Every user-center call the drawer makes, with the payloads the API declares. */

/**
 * A password login's `captcha` is the code that confirms it when strangers' failures hold the account in a delay
 * (the login's refusal asks for it: see use-login.ts).
 */
export type LoginFields =
  | { kind: 'password'; phone: string; password: string; captcha?: string | undefined }
  | { kind: 'code'; phone: string; captcha: string }
  | { kind: 'email'; accountEmail: string; password: string; captcha?: string | undefined };

const confirmation = (captcha: string | undefined): { captcha?: string } =>
  captcha?.trim() ? { captcha: captcha.trim() } : {};

/** A password login carries this browser's device token, if it has one: see login(). */
function loginBody(fields: LoginFields, deviceToken: string | null): LoginRequest {
  const device = deviceToken ? { deviceToken } : {};
  switch (fields.kind) {
    case 'password':
      return {
        loginType: LOGIN_TYPE.password,
        phone: fields.phone.trim(),
        password: encrypt(fields.password),
        encryptType: ENCRYPT_TYPE,
        ...device,
        ...confirmation(fields.captcha),
      };
    case 'code':
      return { loginType: LOGIN_TYPE.code, phone: fields.phone.trim(), captcha: fields.captcha.trim() };
    case 'email':
      return {
        loginType: LOGIN_TYPE.email,
        accountEmail: fields.accountEmail.trim(),
        password: encrypt(fields.password),
        encryptType: ENCRYPT_TYPE,
        ...device,
        ...confirmation(fields.captcha),
      };
  }
}

/**
 * Login failures show as the client's red closable message: not silent. A success also answers a device token,
 * kept beyond logout: the next password login from this browser sends it, so strangers' failed guesses at the
 * account do not make its owner wait here.
 */
export async function login(fields: LoginFields): Promise<{ token: string; userData: UserData }> {
  const data = await call(endpoints.login, { body: loginBody(fields, readLoginDevice()) });
  if (data.deviceToken) writeLoginDevice(data.deviceToken);
  return { token: data.token, userData: data.userData };
}

export const fetchChallenge = (scene: string, signal?: AbortSignal) =>
  call(endpoints.captchaChallenge, { body: { scene }, silent: true, signal });

/** The slider's end and the solved proof of work of its challenge. */
export const verifyChallenge = (answer: VerifyChallengeRequest, signal?: AbortSignal) =>
  call(endpoints.captchaVerify, { body: answer, silent: true, signal });

/**
 * A code send carries this browser's device token too: when strangers have slowed or capped the number's or the
 * email's codes, the owner's own browser still gets one.
 */
const deviceField = (): { deviceToken?: string } => {
  const deviceToken = readLoginDevice();
  return deviceToken ? { deviceToken } : {};
};

/** Send-code, register and reset failures are silent; the forms show them inline instead. */
export const sendPhoneCode = (phone: string, captchaType: 2 | 3, human: HumanVerification) =>
  call(endpoints.sendPhoneCode, {
    body: {
      ...human,
      captchaType,
      userPhone: phone.trim(),
      raceAppBusinessType: RACE_APP_BUSINESS_TYPE,
      cloudType: 'aliyun',
      ...deviceField(),
    },
    silent: true,
  });

export const sendEmailCode = (accountEmail: string, emailSendType: 1 | 2 | 3, human: HumanVerification) =>
  call(endpoints.sendEmailCode, {
    body: {
      ...human,
      captchaType: CAPTCHA_TYPE.email,
      accountEmail: accountEmail.trim(),
      emailSendType,
      cloudType: 'aliyun',
      ...deviceField(),
    },
    silent: true,
  });

export const registerByEmail = (fields: { accountEmail: string; captcha: string; password: string }) =>
  call(endpoints.registerByEmail, {
    body: {
      accountEmail: fields.accountEmail.trim(),
      code: fields.captcha.trim(),
      encryptType: ENCRYPT_TYPE,
      loginPassword: encrypt(fields.password),
      loginPasswordConfirm: encrypt(fields.password),
      machineCode: '',
    },
    silent: true,
  });

export const resetByEmail = (fields: {
  accountEmail: string;
  captcha: string;
  verificationToken: string;
  password: string;
}) =>
  call(endpoints.resetByEmail, {
    body: {
      accountEmail: fields.accountEmail.trim(),
      captcha: fields.captcha.trim(),
      verificationToken: fields.verificationToken,
      encryptType: ENCRYPT_TYPE,
      loginPassword: encrypt(fields.password),
      confirmPassword: encrypt(fields.password),
    },
    silent: true,
  });

export const resetByPhone = (fields: {
  phone: string;
  captcha: string;
  verificationToken: string;
  password: string;
}) =>
  call(endpoints.resetByPhone, {
    body: {
      phone: fields.phone.trim(),
      captcha: fields.captcha.trim(),
      verificationToken: fields.verificationToken,
      encryptType: ENCRYPT_TYPE,
      enterprise: 0,
      loginPassword: encrypt(fields.password),
      confirmPassword: encrypt(fields.password),
    },
    silent: true,
  });
