import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  boundDomainsSchema,
  endpoints,
  FILE_HOST_PREFIX,
  domainBindingSchema,
  envelopeSchema,
  raceInfoSchema,
  siteConfigRefSchema,
  siteConfigSchema,
} from '@marathon/shared/api';
import { buildTestApp, makeContentDir } from '../../test-support/test-app';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const domainUrl = (domainName: string): string =>
  `${endpoints.websiteDomain.path}?domainName=${encodeURIComponent(domainName)}`;
const siteConfigUrl = (domainName: string): string =>
  `${endpoints.siteConfig.path}?domainName=${encodeURIComponent(domainName)}`;

describe('the list of bound domains', () => {
  it('names every domain bound online, and none taken offline', async () => {
    const api = await buildTestApp();
    app = api;
    const listed = async () => {
      const response = await api.inject({ method: 'GET', url: endpoints.boundDomains.path });
      expect(response.statusCode).toBe(200);
      return envelopeSchema(boundDomainsSchema).parse(response.json()).data.domains;
    };
    expect(await listed()).toContain('localhost');
    await api.context.db
      .updateTable('website_domains')
      .set({ online_status: 0 })
      .where('domain_name', '=', 'localhost')
      .execute();
    expect(await listed()).not.toContain('localhost');
  });
});

describe('domain lookup', () => {
  it('answers the race bound to localhost', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: domainUrl('localhost') });
    expect(response.statusCode).toBe(200);
    const body = envelopeSchema(domainBindingSchema).parse(response.json());
    expect(body).toEqual({ code: 0, msg: 'ok', data: { raceId: 'yzhm2025', domainName: 'localhost' } });
  });

  it('reads the domain case-insensitively, as DNS does', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: domainUrl(' LocalHost ') });
    expect(response.json().data).toEqual({ raceId: 'yzhm2025', domainName: 'localhost' });
  });

  it.each(['127.0.0.1', 'www.example.com'])(
    'answers data null for the unbound domain %s',
    async (domainName) => {
      app = await buildTestApp();
      const response = await app.inject({ method: 'GET', url: domainUrl(domainName) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, msg: 'ok', data: null });
    },
  );

  it('treats a domain taken offline as unbound', async () => {
    app = await buildTestApp();
    await app.context.db
      .updateTable('website_domains')
      .set({ online_status: 0 })
      .where('domain_name', '=', 'localhost')
      .execute();
    const response = await app.inject({ method: 'GET', url: domainUrl('localhost') });
    expect(response.json().data).toBeNull();
  });

  it.each([
    ['missing', endpoints.websiteDomain.path, '参数错误：domainName 不能为空'],
    ['empty', domainUrl(''), '参数错误：domainName 不能为空'],
    [
      'oversized',
      domainUrl(`${'a'.repeat(60)}.`.repeat(5) + 'com'),
      '参数错误：domainName 超出长度或范围（最大 253）',
    ],
    ['SQL-ish', domainUrl("localhost' OR '1'='1"), '参数错误：domainName 格式不正确'],
    ['HTML-ish', domainUrl('<script>alert(1)</script>'), '参数错误：domainName 格式不正确'],
    ['with a port', domainUrl('localhost:5173'), '参数错误：domainName 格式不正确'],
    [
      'repeated',
      `${endpoints.websiteDomain.path}?domainName=a.com&domainName=b.com`,
      '参数错误：domainName 类型不正确',
    ],
  ])('refuses a %s domainName with a bilingual 400', async (_case, url, msg) => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg, data: null });
  });
});

describe('race base information', () => {
  it('answers the seeded race with the race-information field names', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: endpoints.raceBaseInfo.path,
      payload: { raceId: 'yzhm2025' },
    });
    expect(response.statusCode).toBe(200);
    const race = envelopeSchema(raceInfoSchema).parse(response.json()).data;
    expect(race.raceName).toBe('2025扬州鉴真国际半程马拉松');
    expect(race.raceNameEn).toBe('2025 Yangzhou Jianzhen International Half Marathon');
    // Sign-up: about six days in mid-to-late January 2025 (Beijing time); race day in April 2025.
    const signUpStart = new Date(race.signUpStartTime ?? 0);
    const signUpDays = ((race.signUpEndTime ?? 0) - (race.signUpStartTime ?? 0)) / 86_400_000;
    expect(signUpStart.getUTCFullYear()).toBe(2025);
    expect(signUpStart.getUTCMonth()).toBe(0);
    expect(signUpStart.getUTCDate()).toBeGreaterThanOrEqual(14);
    expect(signUpDays).toBeGreaterThanOrEqual(5);
    expect(signUpDays).toBeLessThanOrEqual(7);
    expect(new Date(race.startTime).toISOString().slice(0, 7)).toBe('2025-04');
    expect(race.endTime).toBeGreaterThan(race.startTime);
    expect(race.itemTimeSetting.map((item) => item.itemNameEn)).toEqual(['Half Marathon', 'Fun Run']);
    expect(race.itemTimeSetting[0]?.distanceKm).toBe(21.0975);
    expect(race.imgDetail).toMatch(/^images\//);
  });

  it('reports the window the general entry form takes entries in, when signup.json gives it its own', async () => {
    const contentDir = makeContentDir();
    const shipped = JSON.parse(
      fs.readFileSync(new URL('../../../content/sites/localhost/signup.json', import.meta.url), 'utf8'),
    ) as { forms: Record<string, Record<string, unknown>> };
    const window = {
      opensAt: Date.parse('2026-11-01T10:00:00+08:00'),
      closesAt: Date.parse('2026-12-31T10:00:00+08:00'),
    };
    for (const form of Object.values(shipped.forms)) Object.assign(form, window);
    fs.writeFileSync(path.join(contentDir, 'sites/localhost/signup.json'), JSON.stringify(shipped));
    app = await buildTestApp({ contentDir });
    const ask = async (origin: string) =>
      envelopeSchema(raceInfoSchema).parse(
        (
          await app?.inject({
            method: 'POST',
            url: endpoints.raceBaseInfo.path,
            payload: { raceId: 'yzhm2025' },
            headers: { origin },
          })
        )?.json(),
      ).data;
    const race = await ask('http://localhost:8000');
    // The apply-now card and the footer read these: they now open and close with the form.
    expect([race.signUpStartTime, race.signUpEndTime]).toEqual([window.opensAt, window.closesAt]);
    expect([race.showSignUpStartTime, race.showSignUpEndTime]).toEqual([window.opensAt, window.closesAt]);
    // A page of a domain not bound to this race gets the race's own window.
    const other = await ask('https://elsewhere.example.org');
    expect(other.signUpStartTime).toBe(Date.parse('2025-01-18T10:00:00+08:00'));
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it('accepts a numeric raceId as older clients send it', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: endpoints.raceBaseInfo.path,
      payload: { raceId: 42 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '赛事不存在：42', data: null });
  });

  it('answers an unknown raceId with a bilingual 404', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: endpoints.raceBaseInfo.path,
      payload: { raceId: 'nope' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      msg: '赛事不存在：nope',
      data: null,
    });
  });

  it.each([
    [{}, 'raceId 不能为空'],
    [{ raceId: '' }, 'raceId 不能为空'],
    [{ raceId: "1' OR 1=1 --" }, 'raceId 格式不正确'],
    [{ raceId: 'x'.repeat(65) }, 'raceId 超出长度或范围'],
    [{ raceId: true }, 'raceId 无效'],
    [[1, 2], 'body 类型不正确'],
  ])('refuses the body %j with a bilingual 400', async (payload, zh) => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: endpoints.raceBaseInfo.path, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(400);
    expect(response.json().msg).toContain(zh);
    expect(response.json().msg).toMatch(/^参数错误：/);
  });
});

describe('site config lookup', () => {
  it('answers the uri and md5 of the config, and the file host serves exactly that file', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: siteConfigUrl('localhost') });
    expect(response.statusCode).toBe(200);
    const ref = envelopeSchema(siteConfigRefSchema).parse(response.json()).data;
    expect(ref).toMatchObject({ domainName: 'localhost', uri: 'sites/localhost/config.json' });

    const file = await app.inject({ method: 'GET', url: `${FILE_HOST_PREFIX}/${ref.uri}` });
    expect(file.statusCode).toBe(200);
    expect(createHash('md5').update(file.rawPayload).digest('hex')).toBe(ref.fileMd5);
    expect(siteConfigSchema.parse(file.json()).websiteRegInfo[0]?.link).toBe('https://beian.miit.gov.cn');
  });

  it('answers data null for an unbound domain', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: siteConfigUrl('127.0.0.1') });
    expect(response.json()).toEqual({ code: 0, msg: 'ok', data: null });
  });

  it('validates domainName like the domain lookup', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: siteConfigUrl('../../etc') });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('domainName');
  });

  it('answers 404 when a bound domain has no config file', async () => {
    const contentDir = makeContentDir();
    fs.rmSync(path.join(contentDir, 'sites/localhost/config.json'));
    app = await buildTestApp({ contentDir });
    const response = await app.inject({ method: 'GET', url: siteConfigUrl('localhost') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
    expect(response.json().msg).toContain('站点配置文件不存在：localhost');
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it('refuses to hand out a config that fails validation', async () => {
    const contentDir = makeContentDir();
    fs.writeFileSync(path.join(contentDir, 'sites/localhost/config.json'), JSON.stringify({ logo: 5 }));
    app = await buildTestApp({ contentDir });
    const response = await app.inject({ method: 'GET', url: siteConfigUrl('localhost') });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      msg: '站点配置无效：localhost',
      data: null,
    });
    fs.rmSync(contentDir, { recursive: true, force: true });
  });
});
