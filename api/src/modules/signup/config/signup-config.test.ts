import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../../platform/http/api-failure';
import { SHIPPED_SIGNUP } from '../../../test-support/signup';
import { createSignupConfigReader } from './load-signup-config';
import type { RaceSchedule } from '../../sites';
import { signupConfigFor } from './signup-config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function contentDir(sites: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-signup-config-'));
  dirs.push(dir);
  for (const [domain, config] of Object.entries(sites)) {
    fs.mkdirSync(path.join(dir, 'sites', domain), { recursive: true });
    const body = typeof config === 'string' ? config : JSON.stringify(config);
    fs.writeFileSync(path.join(dir, 'sites', domain, 'signup.json'), body);
  }
  return dir;
}

const logged: unknown[] = [];
const request = (headers: Record<string, string>) =>
  ({ headers, log: { error: (entry: unknown) => logged.push(entry) } }) as unknown as FastifyRequest;

/** race.example.org runs the 2030 edition; localhost the seeded 2025 one. */
const OTHER = { ...SHIPPED_SIGNUP, applications: { ...SHIPPED_SIGNUP.applications, maxDocuments: 3 } };
const SCHEDULES: Record<string, RaceSchedule> = {
  localhost: {
    raceDay: Date.parse('2025-04-20T07:30:00+08:00'),
    signUpStart: Date.parse('2025-01-18T10:00:00+08:00'),
    signUpEnd: Date.parse('2025-01-24T10:00:00+08:00'),
  },
  'race.example.org': {
    raceDay: Date.parse('2030-01-01T07:30:00+08:00'),
    signUpStart: Date.parse('2029-10-01T10:00:00+08:00'),
    signUpEnd: Date.parse('2029-11-01T10:00:00+08:00'),
  },
};
const raceOf = async (domain: string): Promise<RaceSchedule | null> => SCHEDULES[domain] ?? null;

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiFailure)) throw new Error('expected an ApiFailure');
  return error;
}

describe('the sign-up configuration of the calling site', () => {
  it('reads the Origin’s domain, then the Referer’s, and falls back to localhost outside production', async () => {
    const read = createSignupConfigReader(
      contentDir({ localhost: SHIPPED_SIGNUP, 'race.example.org': OTHER }),
    );
    const yearFor = async (headers: Record<string, string>, production = false) =>
      (await signupConfigFor(request(headers), read, raceOf, production)).year;
    expect(await yearFor({ origin: 'https://race.example.org' })).toBe(2030);
    expect(await yearFor({ referer: 'https://RACE.example.org/reg/#/post' })).toBe(2030);
    expect(await yearFor({ origin: 'http://localhost:5173' })).toBe(2025);
    expect(await yearFor({})).toBe(2025);
    expect(await yearFor({ origin: 'https://unknown.example.com' })).toBe(2025);
    expect(await yearFor({ origin: 'not a url', referer: 'https://race.example.org/' })).toBe(2030);
    expect(await yearFor({ origin: 'http://127.0.0.1:8080' }, true)).toBe(2025);
    const elsewhere = await failure(
      signupConfigFor(request({ origin: 'https://unknown.example.com' }), read, raceOf, true),
    );
    expect(elsewhere.code).toBe(404);
    expect(elsewhere.message).toBe('本站暂未开放报名');
  });

  it('never reads outside the sites folder', async () => {
    const read = createSignupConfigReader(contentDir({ localhost: SHIPPED_SIGNUP }));
    expect(await read('../localhost')).toEqual({ status: 'missing' });
    expect(await read('..')).toEqual({ status: 'missing' });
  });

  it('answers "not available" without a file and a bilingual 500 for a broken one', async () => {
    const none = createSignupConfigReader(contentDir({}));
    expect((await failure(signupConfigFor(request({}), none, raceOf, false))).code).toBe(404);
    const broken = createSignupConfigReader(contentDir({ localhost: { ...SHIPPED_SIGNUP, year: 2027 } }));
    const error = await failure(signupConfigFor(request({}), broken, raceOf, false));
    expect(error.code).toBe(500);
    expect(error.message).toBe('报名配置有误，请联系组委会');
    expect(JSON.stringify(logged)).toContain("the edition is the year of the race's race day");
  });

  it('takes the edition and the form windows from the bound race, and a form’s own window over it', async () => {
    const own = {
      opensAt: Date.parse('2024-12-01T10:00:00+08:00'),
      closesAt: Date.parse('2025-01-10T10:00:00+08:00'),
    };
    const read = createSignupConfigReader(
      contentDir({
        localhost: {
          ...SHIPPED_SIGNUP,
          forms: { ...SHIPPED_SIGNUP.forms, direct: { ...SHIPPED_SIGNUP.forms.direct, ...own } },
        },
      }),
    );
    const config = await signupConfigFor(request({}), read, raceOf, false);
    expect(config.year).toBe(2025);
    expect(config.forms.post).toMatchObject({
      opensAt: SCHEDULES.localhost?.signUpStart,
      closesAt: SCHEDULES.localhost?.signUpEnd,
    });
    expect(config.forms.direct).toMatchObject(own);
  });

  it('offers nothing on a domain bound to no race, and refuses forms without any window', async () => {
    const read = createSignupConfigReader(
      contentDir({ localhost: SHIPPED_SIGNUP, 'race.example.org': OTHER }),
    );
    const unbound = async () => null;
    expect((await failure(signupConfigFor(request({}), read, unbound, false))).code).toBe(404);
    const noWindow = async (): Promise<RaceSchedule> => ({
      raceDay: Date.now(),
      signUpStart: null,
      signUpEnd: null,
    });
    const error = await failure(signupConfigFor(request({}), read, noWindow, false));
    expect(error.code).toBe(500);
    expect(JSON.stringify(logged)).toContain('the race has no sign-up window');
  });

  it('reads the file again once it changes', async () => {
    const dir = contentDir({ localhost: SHIPPED_SIGNUP });
    const read = createSignupConfigReader(dir);
    expect(await read('localhost')).toMatchObject({
      status: 'found',
      config: { applications: { maxDocuments: 5 } },
    });
    const file = path.join(dir, 'sites/localhost/signup.json');
    fs.writeFileSync(file, JSON.stringify(OTHER));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await read('localhost')).toMatchObject({
      status: 'found',
      config: { applications: { maxDocuments: 3 } },
    });
    fs.writeFileSync(file, '{');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect((await read('localhost')).status).toBe('invalid');
  });
});
