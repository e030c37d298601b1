import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../http/api-failure';
import { SHIPPED_SIGNUP } from '../test-support';
import { createSignupConfigReader } from './load-signup-config';
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

const OTHER = { ...SHIPPED_SIGNUP, year: 2030 };

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
      (await signupConfigFor(request(headers), read, production)).year;
    expect(await yearFor({ origin: 'https://race.example.org' })).toBe(2030);
    expect(await yearFor({ referer: 'https://RACE.example.org/reg/#/post' })).toBe(2030);
    expect(await yearFor({ origin: 'http://localhost:5173' })).toBe(2027);
    expect(await yearFor({})).toBe(2027);
    expect(await yearFor({ origin: 'https://unknown.example.com' })).toBe(2027);
    expect(await yearFor({ origin: 'not a url', referer: 'https://race.example.org/' })).toBe(2030);
    expect(await yearFor({ origin: 'http://127.0.0.1:8080' }, true)).toBe(2027);
    const elsewhere = await failure(
      signupConfigFor(request({ origin: 'https://unknown.example.com' }), read, true),
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
    expect((await failure(signupConfigFor(request({}), none, false))).code).toBe(404);
    const broken = createSignupConfigReader(contentDir({ localhost: { ...SHIPPED_SIGNUP, year: 'next' } }));
    const error = await failure(signupConfigFor(request({}), broken, false));
    expect(error.code).toBe(500);
    expect(error.message).toBe('报名配置有误，请联系组委会');
    expect(JSON.stringify(logged)).toContain('year');
  });

  it('reads the file again once it changes', async () => {
    const dir = contentDir({ localhost: SHIPPED_SIGNUP });
    const read = createSignupConfigReader(dir);
    expect(await read('localhost')).toMatchObject({ status: 'found', config: { year: 2027 } });
    const file = path.join(dir, 'sites/localhost/signup.json');
    fs.writeFileSync(file, JSON.stringify({ ...SHIPPED_SIGNUP, year: 2028 }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await read('localhost')).toMatchObject({ status: 'found', config: { year: 2028 } });
    fs.writeFileSync(file, '{');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect((await read('localhost')).status).toBe('invalid');
  });
});
