import type { AppConfig } from '../platform/config/config';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SignupConfigFile } from '@marathon/shared/api';
import { buildApp } from '../main/app';
import { createSession } from '../modules/accounts';
import { insertUser } from '../modules/accounts/users.test-support';
import { insertResult as insertResultRow } from '../modules/results/results.test-support';
import { moveRaceDay } from '../modules/sites/sites.test-support';
import { recordUpload } from '../modules/uploads/uploads.test-support';
import { makeContentDir, testConfig } from './test-app';
import { dropOnClose, freshTestDatabase } from './test-database';

/** The shipped event's sign-up configuration: the tests submit the forms the site really shows. */
export const SHIPPED_SIGNUP = JSON.parse(
  fs.readFileSync(new URL('../../content/sites/localhost/signup.json', import.meta.url), 'utf8'),
) as SignupConfigFile;

/**
 * Inside every window of the shipped configuration: the seeded race's sign-up week (the forms), the
 * applications and the mailing deadline.
 */
export const INSIDE_WINDOWS = Date.parse('2025-01-19T10:00:00+08:00');

/** A mainland ID number with a correct check character (born 1949-12-31, female). */
export const ID_NUMBER = '11010519491231002X';

export interface SignupTestApp {
  app: FastifyInstance;
  /** The app's clock: set `clock.now` to stand before or after a window. */
  clock: { now: number };
  contentDir: string;
}

/**
 * An app on a fresh in-memory database whose content directory holds the shipped signup.json (optionally
 * edited), with a clock the test moves.
 */
export async function buildSignupApp(
  options: {
    signup?: (config: SignupConfigFile) => unknown;
    /** Moves the seeded race's race day (the edition is its year). */
    raceDay?: number;
    /** The general per-address budget (the lookups get a fifth of it). */
    rateLimitPerMinute?: number;
    /** The timing companies' keys of the live feed (a start list's runners found by the live views). */
    timingFeedKeys?: AppConfig['timingFeedKeys'];
  } = {},
): Promise<SignupTestApp> {
  const contentDir = makeContentDir();
  const signup = options.signup ? options.signup(structuredClone(SHIPPED_SIGNUP)) : SHIPPED_SIGNUP;
  fs.writeFileSync(path.join(contentDir, 'sites/localhost/signup.json'), JSON.stringify(signup));
  const clock = { now: INSIDE_WINDOWS };
  const database = await freshTestDatabase();
  const drop = dropOnClose(database);
  const app = await buildApp({
    config: testConfig({
      contentDir,
      database: database.config,
      ...(options.rateLimitPerMinute ? { rateLimitPerMinute: options.rateLimitPerMinute } : {}),
      ...(options.timingFeedKeys ? { timingFeedKeys: options.timingFeedKeys } : {}),
    }),
    now: () => clock.now,
    onClose: async (closing) => {
      await drop(closing);
      fs.rmSync(contentDir, { recursive: true, force: true });
    },
  });
  if (options.raceDay !== undefined) await moveRaceDay(app.context.db, options.raceDay);
  return { app, clock, contentDir };
}

let phoneCounter = 0;

/** A logged-in runner of their own (each with their own phone, which must be unique). */
export async function runner(app: FastifyInstance): Promise<{ userId: string; token: string }> {
  phoneCounter += 1;
  const user = await insertUser(app.context.db, { phone: `1390000${String(phoneCounter).padStart(4, '0')}` });
  return { userId: user.id, token: await createSession(app.context.db, user.id) };
}

/** Records a file as uploaded by the user (the sign-up checks the uploads table, not the bytes). */
export async function uploadedBy(app: FastifyInstance, userId: string, extension = 'png'): Promise<string> {
  return recordUpload(app.context.db, userId, extension);
}

/** A finished result of a past year, for the score verification field and the member centre. */
export async function insertResult(
  app: FastifyInstance,
  row: { year: number; bib: string; name: string; idNumber: string; chipMs?: number },
): Promise<void> {
  await insertResultRow(app.context.db, row);
}

/** Every required answer of the shipped general (post) form, valid. */
export function postAnswers(
  signature: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: '王秀英',
    identity: { category: 'mainland', country: 'CN', idNumber: ID_NUMBER },
    gender: 2,
    birthDate: '1949-12-31',
    phone: '13912345678',
    email: 'Runner@Example.com',
    raceItem: { value: 'half' },
    residence: { province: '32', city: '3210', area: '321002', address: '文昌中路 1 号' },
    shirtSize: 'M',
    bloodType: 'O',
    emergencyName: '王小明',
    emergencyPhone: '13987654321',
    statement: true,
    signature,
    ...overrides,
  };
}

/** Every required answer of the shipped direct-entry form, valid. */
export function directAnswers(
  uploads: { signature: string; photo: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const common = postAnswers(uploads.signature);
  delete common.bloodType;
  return {
    ...common,
    // The direct form asks for proof of residence with the address.
    residence: { ...(common.residence as object), image: uploads.photo },
    representing: 'CN',
    qualification: { value: 'online', extra: 'https://results.example.com/2026/123' },
    pastEvents: [{ year: 2026, raceName: '南京马拉松', finishTime: '1:45:30' }],
    photo: uploads.photo,
    ...overrides,
  };
}

export const submissionId = (): string => randomUUID();

/** A JSON call as the site makes it: token and the web terminal headers. */
export function call(
  app: FastifyInstance,
  url: string,
  options: { token?: string; body?: unknown; method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: options.method ?? 'POST',
    url,
    headers: {
      terminalType: '3',
      osId: '1002',
      ...(options.token ? { token: options.token } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}
