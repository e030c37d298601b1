import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, RESULTS_STATUS, type TimingKeyList } from '@marathon/shared/api';
import { buildTestApp } from '../../../test-support/test-app';
import { enrolStaff, type TestStaff } from '../../staff/staff.test-support';
import { writeLiveYear } from '../live-fixture.test-support';
import { timeOfDay } from '../passing-time';

const YEAR = 2021;
const FINAL_YEAR = 2020;
/** 07:30 Beijing on a Sunday in the past, so every read is plausible. */
const GUN = Date.UTC(YEAR, 3, 18, 7, 30) - 8 * 3_600_000;
const FINAL_GUN = Date.UTC(FINAL_YEAR, 3, 19, 7, 30) - 8 * 3_600_000;
const SETTINGS_KEY = 'settings-timing-key-0123456789abcdef';
const MIN = 60_000;

let app: FastifyInstance;
let officer: TestStaff;
let reviewer: TestStaff;
beforeAll(async () => {
  app = await buildTestApp({
    timingFeedKeys: [{ provider: 'deployment', key: SETTINGS_KEY }],
    timingFeedPerMinute: 100,
  });
  await writeLiveYear(app.context.db, { year: YEAR, gunAt: GUN, half: 6 });
  await writeLiveYear(app.context.db, { year: FINAL_YEAR, gunAt: FINAL_GUN, half: 2 });
  await app.context.db
    .updateTable('race_editions')
    .set({ results_status: RESULTS_STATUS.final })
    .where('year', '=', FINAL_YEAR)
    .execute();
  officer = await enrolStaff(app, 'results-officer', '计时官李');
  reviewer = await enrolStaff(app, 'reviewer', '审核员王');
});
afterAll(() => app.close());

async function staffCall(
  staff: TestStaff,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  language = 'en',
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...staff.headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string; data: unknown }>() };
}

const issue = async (points: string[], year = YEAR) => {
  const answer = await staffCall(officer, 'POST', endpoints.timingKeyIssue.path, {
    provider: 'chiptiming',
    year,
    points,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { keyId: string; key: string };
};

const list = async (year = YEAR) =>
  (await staffCall(officer, 'GET', `${endpoints.timingKeyList.path}?year=${year}`)).body
    .data as TimingKeyList;

async function post(key: string, body: object, language = 'en') {
  const response = await app.inject({
    method: 'POST',
    url: endpoints.livePassings.path,
    headers: { 'x-timing-key': key, 'accept-language': language },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string }>() };
}

const passing = (bib: string, point: string, minutes: number, gun = GUN) => ({
  bib,
  point,
  time: timeOfDay(gun + minutes * MIN),
});

const passingsOf = (bib: string) =>
  app.context.db
    .selectFrom('live_passings')
    .select(['point', 'provider'])
    .where('year', '=', YEAR)
    .where('bib', '=', bib)
    .orderBy('point')
    .execute();

describe('timing keys issued by staff', () => {
  it('issues a key once, lists it without the key, and records who issued it', async () => {
    const { keyId, key } = await issue(['start', 'finish']);
    expect(key).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    const shown = await list();
    const listed = shown.keys.find((entry) => entry.keyId === keyId);
    expect(listed).toMatchObject({ provider: 'chiptiming', year: YEAR, points: ['start', 'finish'] });
    expect(listed?.issuedByName).toBe('计时官李');
    expect(JSON.stringify(shown)).not.toContain(key);
    expect(shown.configuredProviders).toEqual(['deployment']);
    const stored = await app.context.db
      .selectFrom('timing_keys')
      .selectAll()
      .where('id', '=', keyId)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(key);
    const audit = await app.context.db
      .selectFrom('audit_events')
      .select(['staff_name', 'action'])
      .where('record_id', '=', keyId)
      .execute();
    expect(audit).toEqual([{ staff_name: '计时官李', action: 'timing.key-issue' }]);
  });

  it('lets a key post its edition at its points, under its provider, and shows the feed’s health', async () => {
    const { keyId, key } = await issue(['start', 'finish']);
    const answer = await post(key, { year: YEAR, passings: [passing('H1', 'start', 1)] });
    expect(answer.status).toBe(200);
    expect(await passingsOf('H1')).toEqual([{ point: 'start', provider: 'chiptiming' }]);
    const shown = await list();
    expect(shown.keys.find((entry) => entry.keyId === keyId)?.lastUsedAt).toEqual(expect.any(Number));
    expect(shown.feeds).toEqual([{ provider: 'chiptiming', passings: 1, lastPassingAt: expect.any(Number) }]);
  });

  it('refuses a point or an edition beyond the key, in both languages, keeping nothing of the call', async () => {
    const { key } = await issue(['start']);
    const point = await post(key, {
      year: YEAR,
      passings: [passing('H2', 'start', 1), passing('H2', '5k', 25)],
    });
    expect(point.status).toBe(403);
    expect(point.body.msg).toBe('This timing key may post at start only; the call carried 5k');
    const zh = await post(key, { year: YEAR, passings: [passing('H2', '10k', 50)] }, 'zh');
    expect(zh.body.msg).toBe('此计时密钥只能提交这些计时点：start；本次请求包含 10k');
    const year = await post(key, { year: 2022, passings: [passing('H2', 'start', 1)] });
    expect(year.status).toBe(403);
    expect(year.body.msg).toBe('This timing key is for the 2021 edition and cannot post for 2022');
    expect(await passingsOf('H2')).toEqual([]);
  });

  it('rotates without a gap: the new key works beside the old until the old is ended', async () => {
    const old = await issue(['start', '5k', 'finish']);
    const renewed = await issue(['start', '5k', 'finish']);
    expect((await post(old.key, { year: YEAR, passings: [passing('H3', 'start', 1)] })).status).toBe(200);
    expect((await post(renewed.key, { year: YEAR, passings: [passing('H4', 'start', 1)] })).status).toBe(200);
    const ended = await staffCall(officer, 'POST', endpoints.timingKeyRevoke.path, { keyId: old.keyId });
    expect(ended.body.data).toEqual({ revoked: true });
    const again = await staffCall(officer, 'POST', endpoints.timingKeyRevoke.path, { keyId: old.keyId });
    expect(again.body.data).toEqual({ revoked: false });
    const refused = await post(old.key, { year: YEAR, passings: [passing('H3', '5k', 25)] });
    expect(refused.status).toBe(401);
    expect((await post(renewed.key, { year: YEAR, passings: [passing('H3', '5k', 25)] })).status).toBe(200);
    expect((await list()).keys.find((entry) => entry.keyId === old.keyId)?.revokedAt).toEqual(
      expect.any(Number),
    );
  });

  it('refuses every key, issued or of the settings, for a year whose results are final', async () => {
    const { key } = await issue(['start'], FINAL_YEAR);
    const body = { year: FINAL_YEAR, passings: [passing('H1', 'start', 1, FINAL_GUN)] };
    const issued = await post(key, body);
    expect(issued.status).toBe(403);
    expect(issued.body.msg).toBe('The 2020 results are final: the feed takes no more passings for that year');
    expect((await post(SETTINGS_KEY, body, 'zh')).body.msg).toBe(
      '2020 年成绩已确认为最终成绩，计时数据不再接收',
    );
    expect((await list(FINAL_YEAR)).resultsFinal).toBe(true);
  });

  it('refuses bad input with the reason, and staff without timing.manage', async () => {
    const empty = await staffCall(officer, 'POST', endpoints.timingKeyIssue.path, {
      provider: 'chiptiming',
      year: YEAR,
      points: [],
    });
    expect(empty.status).toBe(400);
    const twice = await staffCall(officer, 'POST', endpoints.timingKeyIssue.path, {
      provider: 'chiptiming',
      year: YEAR,
      points: ['start', 'start'],
    });
    expect(twice.status).toBe(400);
    const name = await staffCall(officer, 'POST', endpoints.timingKeyIssue.path, {
      provider: 'Chip Timing',
      year: YEAR,
      points: ['start'],
    });
    expect(name.status).toBe(400);
    expect(name.body.msg).toMatch(/provider/);
    const forbidden = await staffCall(reviewer, 'GET', `${endpoints.timingKeyList.path}?year=${YEAR}`);
    expect(forbidden.status).toBe(403);
  });
});
