import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, REGISTRATION_STATUS, type LiveRunnerSearchAnswer } from '@marathon/shared/api';
import { moveEntryStatus } from '../registrations';
import { mainlandId } from '../results/generator';
import {
  buildSignupApp,
  call,
  postAnswers,
  runner,
  submissionId,
  uploadedBy,
  type SignupTestApp,
} from '../../test-support/signup';
import { enrolStaff, type TestStaff } from '../staff/staff.test-support';
import { confirmEntry } from '../registrations/registrations.test-support';
import { timeOfDay } from './passing-time';

/*
 * Race day on the season's start list: runners who signed up through the form, were confirmed (paid) and given bibs
 * in the console are found by name by a spectator (who knows no bib), and the timing feed's reads of those bibs,
 * timed from the configured race's gun, reach their live cards. The season writes no pinyin of its entries: the
 * results' name search finds finishers only, so before the start list's own search a spectator found nobody.
 */
const TIMING_KEY = 'timing-company-key-0123456789abcdef';
let t: SignupTestApp;
let organiser: TestStaff;
let year = 0;
const regNos = new Map<string, number>();

async function signUp(index: number, name: string, confirm: boolean): Promise<void> {
  const who = await runner(t.app);
  const signature = await uploadedBy(t.app, who.userId);
  const idNumber = mainlandId('110105', new Date(Date.UTC(1982, 0, 1 + index)), index * 2 + 1, 1);
  const answers = postAnswers(signature, {
    name,
    identity: { category: 'mainland', country: 'CN', idNumber },
    gender: 1,
    birthDate: `1982-01-${String(1 + index).padStart(2, '0')}`,
    phone: `1371111${String(index).padStart(4, '0')}`,
  });
  const response = await call(t.app, endpoints.signupSubmit.path, {
    token: who.token,
    body: { kind: 'post', submissionId: submissionId(), answers },
  });
  const receipt = response.json() as { code: number; data: { year: number; regNo: number } };
  expect(receipt.code, response.body).toBe(0);
  year = receipt.data.year;
  regNos.set(name, receipt.data.regNo);
  if (confirm) await confirmEntry(t.app.context.db, year, receipt.data.regNo);
}

async function search(q: string, searchYear = year) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${endpoints.liveRunnerSearch.path}?year=${searchYear}&q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': 'en' },
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: LiveRunnerSearchAnswer }>(),
  };
}

const names = async (q: string) => (await search(q)).body.data.hits.map((hit) => hit.name);

beforeAll(async () => {
  t = await buildSignupApp({ timingFeedKeys: [{ provider: 'chiptiming', key: TIMING_KEY }] });
  organiser = await enrolStaff(t.app, 'administrator', '组委会甲');
  await signUp(1, '张伟', true);
  await signUp(2, '欧阳娜娜', true);
  await signUp(3, '张伟明', true);
  // Still waiting for the draw: no bib, not on the start list.
  await signUp(4, '张伟华', false);
  const assigned = await t.app.inject({
    method: 'POST',
    url: endpoints.seasonBibsAssign.path,
    headers: { ...organiser.headers, 'accept-language': 'en' },
    payload: { year, raceItem: 'half', firstBib: 1001, reserved: [], corrals: [{ name: 'A', size: 100 }] },
  });
  expect(assigned.json(), assigned.body).toMatchObject({ code: 0, data: { assigned: 3 } });
}, 120_000);
afterAll(async () => t.app.close());

describe('race day on the start list the season produced', { timeout: 60_000 }, () => {
  it('finds the runners given bibs by name, pinyin either way round or initials; never one without a bib', async () => {
    const exact = await search('张伟');
    expect(exact.body, JSON.stringify(exact.body)).toMatchObject({ code: 0, data: { year, more: false } });
    expect(exact.body.data.hits.map((hit) => [hit.name, hit.match, hit.raceItem])).toEqual([
      ['张伟', 'exact', 'half'],
      ['张伟明', 'prefix', 'half'],
    ]);
    expect(exact.body.data.hits[0]?.bib).toMatch(/^100[123]$/);
    expect(await names('zhang wei')).toEqual(['张伟', '张伟明']);
    expect(await names('nana ouyang')).toEqual(['欧阳娜娜']);
    expect(await names('oynn')).toEqual(['欧阳娜娜']);
    expect(await names('张伟华')).toEqual([]);
    expect(await names('王')).toEqual([]);
  });

  it('leaves out a runner who hid from live tracking, and answers a year without an edition as not found', async () => {
    const bib = (await search('欧阳娜娜')).body.data.hits[0]?.bib ?? '';
    await t.app.context.db
      .insertInto('live_runners')
      .values({
        year,
        bib,
        tracking: 'hidden',
        code_hash: null,
        status: 0,
        status_reason_zh: null,
        status_reason_en: null,
        version: 1,
        updated_at: Date.now(),
      })
      .execute();
    expect(await names('ouyang')).toEqual([]);
    const none = await search('张伟', 2031);
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe('There is no 2031 edition');
  });

  it('takes the feed’s reads of a found bib from the configured gun, and the live card shows the split', async () => {
    const bib = (await search('张伟')).body.data.hits[0]?.bib ?? '';
    const gun = (await t.app.context.calendar()).gunOf(year, 'half');
    expect(gun).not.toBeNull();
    const feed = await t.app.inject({
      method: 'POST',
      url: endpoints.livePassings.path,
      headers: { 'x-timing-key': TIMING_KEY, 'accept-language': 'en' },
      payload: {
        year,
        passings: [
          { bib, point: 'start', time: timeOfDay((gun ?? 0) + 30_000) },
          { bib, point: '5k', time: timeOfDay((gun ?? 0) + 30_000 + 25 * 60_000) },
        ],
      },
    });
    expect(feed.json(), feed.body).toMatchObject({ code: 0, data: { accepted: 2, refused: 0 } });
    const card = await t.app.inject({
      method: 'POST',
      url: endpoints.liveWatch.path,
      payload: { year, runners: [{ bib }] },
    });
    expect(card.json(), card.body).toMatchObject({
      code: 0,
      data: {
        runners: [
          {
            found: true,
            bib,
            name: '张伟',
            status: 'on-course',
            splits: [{ point: 'start' }, { point: '5k', elapsedMs: 25 * 60_000 }],
          },
        ],
      },
    });
  });

  it('refuses the feed’s reads of a bib whose runner withdrew after the bibs, and the live views know no runner by it', async () => {
    const bib = (await search('张伟明')).body.data.hits[0]?.bib ?? '';
    expect(bib).not.toBe('');
    // The withdrawal's own move of the entry (the season's withdraw, once its draw is run): bib kept.
    const moved = await moveEntryStatus(
      t.app.context.db,
      year,
      [regNos.get('张伟明') ?? 0],
      [REGISTRATION_STATUS.confirmed],
      REGISTRATION_STATUS.withdrawn,
    );
    expect(moved).toBe(1);
    // The entry keeps the bib it was given: the start list's search, the feed and the live views must not.
    const kept = await t.app.context.db
      .selectFrom('race_registrations')
      .select('bib')
      .where('year', '=', year)
      .where('reg_no', '=', regNos.get('张伟明') ?? 0)
      .executeTakeFirstOrThrow();
    expect(kept.bib).toBe(bib);
    expect(await names('张伟')).toEqual(['张伟']);
    const gun = (await t.app.context.calendar()).gunOf(year, 'half') ?? 0;
    const feed = await t.app.inject({
      method: 'POST',
      url: endpoints.livePassings.path,
      headers: { 'x-timing-key': TIMING_KEY, 'accept-language': 'en' },
      payload: {
        year,
        passings: [{ bib, point: 'start', time: timeOfDay(gun + 60_000) }],
        statuses: [{ bib, status: 'dnf' }],
      },
    });
    expect(feed.json(), feed.body).toMatchObject({
      code: 0,
      data: {
        accepted: 0,
        refused: 2,
        results: [{ reason: { code: 'withdrawn' } }, { reason: { code: 'withdrawn' } }],
      },
    });
    const card = await t.app.inject({
      method: 'POST',
      url: endpoints.liveWatch.path,
      payload: { year, runners: [{ bib }] },
    });
    expect(card.json(), card.body).toMatchObject({ code: 0, data: { runners: [{ found: false, bib }] } });
  });
});
