import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  endpoints,
  EMAIL_SEND_TYPE,
  challengeAnswerSchema,
  type ChallengeAnswer,
  type HumanVerification,
  type PowSolution,
  type OutboxEntry,
  type SendCodeAnswer,
} from '@marathon/shared/api';
import { DEV_CIPHER_CONFIG, encryptPassword } from '@marathon/shared/cipher';
import type { AppConfig } from '../platform/config/config';
import { ageCodes } from '../modules/accounts/verification/codes.test-support';
import { expireClaims } from '../platform/shared-state/claims.test-support';
import { buildTestApp } from './test-app';

/**
 * An app whose accounts layer writes its outbox and uploads to a temporary directory; hashes are cheap, and so is
 * the slider's proof of work (still solved for real: a few derivations instead of a thousand).
 */
export async function buildAuthApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-auth-test-'));
  return buildTestApp(
    {
      ...overrides,
      auth: {
        dataDir,
        captchaSecret: 'test-secret-test-secret',
        scryptLogN: 10,
        powMaxNumber: 8,
        powCost: 100,
        codeOutbox: true,
        ...overrides.auth,
      },
    },
    () => fs.rmSync(dataDir, { recursive: true, force: true }),
  );
}

export const encrypt = (plain: string): string => encryptPassword(plain, DEV_CIPHER_CONFIG);

export const JSON_HEADERS = { terminalType: '3', osId: '1002' };

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...JSON_HEADERS, ...headers },
  });
}

export async function postForm(app: FastifyInstance, url: string, fields: Record<string, string | number>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString(),
    headers: { ...JSON_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A fresh slider challenge with its proof of work, as the page receives it. */
export async function fetchChallenge(app: FastifyInstance, scene = 'nc_login'): Promise<ChallengeAnswer> {
  const response = await post(app, endpoints.captchaChallenge.path, { scene });
  if (response.json().code !== 0) throw new Error(response.body);
  return challengeAnswerSchema.parse(response.json().data);
}

/** Does the work the page does: derives keys until the challenge's prefix comes up (the real solver). */
export async function solvePow(challenge: ChallengeAnswer): Promise<PowSolution> {
  const solution = await solveChallenge({ challenge: challenge.pow, deriveKey });
  if (!solution) throw new Error('the proof of work was not solved');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

/** The verify call of a slider slid to its end, with a solution (solved for real unless one is given). */
export async function verifySlider(
  app: FastifyInstance,
  challenge: ChallengeAnswer,
  solution?: PowSolution,
  value = challenge.max,
  headers: Record<string, string> = {},
) {
  const { sessionId, nc_token, scene, pow } = challenge;
  return post(
    app,
    endpoints.captchaVerify.path,
    {
      sessionId,
      nc_token,
      scene,
      value,
      pow,
      solution: solution ?? (await solvePow(challenge)),
    },
    headers,
  );
}

/** Issues a slider challenge, solves its proof of work and slides it to the end: the fields a code send needs. */
export async function passSlider(app: FastifyInstance, scene = 'nc_login'): Promise<HumanVerification> {
  const challenge = await fetchChallenge(app, scene);
  const verify = await verifySlider(app, challenge);
  if (verify.json().code !== 0) throw new Error(verify.body);
  const { sig } = verify.json().data as { sig: string };
  return { nc_token: challenge.nc_token, scene, sessionId: challenge.sessionId, sig };
}

export async function sendPhoneCode(app: FastifyInstance, phone: string, captchaType: 2 | 3 = 2) {
  return post(app, endpoints.sendPhoneCode.path, {
    ...(await passSlider(app)),
    captchaType,
    userPhone: phone,
    raceAppBusinessType: 1,
    cloudType: 'aliyun',
  });
}

export async function sendEmailCode(
  app: FastifyInstance,
  email: string,
  emailSendType: 1 | 2 = EMAIL_SEND_TYPE.register,
) {
  return post(app, endpoints.sendEmailCode.path, {
    ...(await passSlider(app)),
    captchaType: 20,
    accountEmail: email,
    emailSendType,
    cloudType: 'aliyun',
  });
}

export async function lastCode(app: FastifyInstance, target: string): Promise<string> {
  const entries = (
    await app.inject({
      method: 'GET',
      url: `${endpoints.devOutbox.path}?target=${encodeURIComponent(target)}`,
    })
  ).json().data as OutboxEntry[];
  // A notice or an alert to the same phone carries no code.
  const last = entries.filter((entry) => entry.kind !== 'alert').at(-1);
  if (!last) throw new Error(`no code sent to ${target}`);
  return last.code;
}

/** Registers an account by email through the real calls; answers its email and password. */
export async function registerByEmail(app: FastifyInstance, email: string, password = 'Runner2025') {
  const sent = await sendEmailCode(app, email);
  if (sent.json().code !== 0) throw new Error(sent.body);
  const code = await lastCode(app, email);
  const answer = await post(app, endpoints.registerByEmail.path, {
    accountEmail: email,
    code,
    loginPassword: encrypt(password),
    loginPasswordConfirm: encrypt(password),
    encryptType: 1,
    machineCode: '',
  });
  if (answer.json().code !== 0) throw new Error(answer.body);
  return { email, password, verification: sent.json().data as SendCodeAnswer };
}

/**
 * Lets the resend gap (or `ms`) pass for every code sent so far: ages the codes and ends their send windows, as
 * waiting that long would.
 */
export async function passResendGap(app: FastifyInstance, ms = 61_000): Promise<void> {
  await ageCodes(app.context.db, ms);
  await expireClaims(app.context.db, 'code-send:');
}

export async function tableCounts(app: FastifyInstance) {
  const db = app.context.db;
  const count = async (table: 'users' | 'sessions' | 'verification_codes' | 'uploads') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    sessions: await count('sessions'),
    codes: await count('verification_codes'),
    uploads: await count('uploads'),
  };
}
