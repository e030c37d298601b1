import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, PICKUP_DESK_HEADER, type PickupDesk, type PickupRunner } from '@marathon/shared/api';
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
import { signTicket } from './e-ticket';
import { findRunner } from './pickups';
import { parseCsv } from '../../kernel/csv';
import { multipartFile, xlsxOf } from '../../test-support/results-files';
import { timeOfDay } from '../live/passing-time';

let t: SignupTestApp;
let organiser: TestStaff;
let volunteer: TestStaff;
let year = 0;
const ENGLISH = { 'accept-language': 'en' };
const TIMING_KEY = 'timing-company-key-0123456789abcdef';

interface Runner {
  token: string;
  regNo: number;
  idNumber: string;
}
const runners: Runner[] = [];
/** The runner signed up `index`-th (the beforeAll signs them up). */
function nth(index: number): Runner {
  const found = runners[index];
  if (!found) throw new Error(`no runner ${index}`);
  return found;
}

/** A runner signed up through the real form (with a past finish time, or none), then confirmed as paid. */
async function signUp(index: number, finishTime: string | null, confirm = true): Promise<Runner> {
  const who = await runner(t.app);
  const signature = await uploadedBy(t.app, who.userId);
  const idNumber = mainlandId('110105', new Date(Date.UTC(1980, 0, 1 + index)), index * 2 + 1, 1);
  const answers = postAnswers(signature, {
    name: `选手${index}`,
    identity: { category: 'mainland', country: 'CN', idNumber },
    gender: 1,
    birthDate: `1980-01-${String(1 + index).padStart(2, '0')}`,
    phone: `1370000${String(index).padStart(4, '0')}`,
    shirtSize: index % 2 === 0 ? 'L' : 'S',
  });
  const response = await call(t.app, endpoints.signupSubmit.path, {
    token: who.token,
    body: { kind: 'post', submissionId: submissionId(), answers },
  });
  const receipt = response.json() as { code: number; data: { year: number; regNo: number } };
  expect(receipt.code, response.body).toBe(0);
  year = receipt.data.year;
  if (confirm) await confirmEntry(t.app.context.db, year, receipt.data.regNo);
  // The finish time of the form is only in the direct form: the bib order reads it from the stored answers.
  if (finishTime !== null) {
    const row = await t.app.context.db
      .selectFrom('signup_registrations')
      .select('answers')
      .where('reg_no', '=', receipt.data.regNo)
      .executeTakeFirstOrThrow();
    const stored = {
      ...(JSON.parse(row.answers) as object),
      pastEvents: [{ year: 2024, raceName: '南京马拉松', finishTime }],
    };
    await t.app.context.db
      .updateTable('signup_registrations')
      .set({ answers: JSON.stringify(stored) })
      .where('reg_no', '=', receipt.data.regNo)
      .execute();
  }
  return { token: who.token, regNo: receipt.data.regNo, idNumber };
}

const staffPost = (path: string, staff: TestStaff, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...staff.headers, ...ENGLISH },
    payload: body as object,
  });

const deskPost = (path: string, desk: string | null, body: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...(desk ? { [PICKUP_DESK_HEADER]: desk } : {}), ...ENGLISH, ...extra },
    payload: body as object,
  });

async function issueDesk(deskName: string): Promise<{ token: string; deskId: string }> {
  const answer = await staffPost(endpoints.pickupDeskIssue.path, organiser, { year, deskName, hours: 8 });
  expect(answer.json().code, answer.body).toBe(0);
  const data = answer.json().data as { deskId: string; link: string };
  expect(data.link).toMatch(/\/m\/pickup#desk=[A-Za-z0-9_-]{43}$/);
  return { deskId: data.deskId, token: data.link.slice(data.link.indexOf('#desk=') + '#desk='.length) };
}

async function ticketOf(r: Runner): Promise<string> {
  const answer = await call(t.app, `${endpoints.eTicket.path}?year=${year}`, {
    token: r.token,
    method: 'GET',
  });
  expect(answer.json().code, answer.body).toBe(0);
  return (answer.json().data as { ticket: string }).ticket;
}

async function auditCount(action: string): Promise<number> {
  const rows = await t.app.context.db
    .selectFrom('audit_events')
    .select('id')
    .where('action', '=', action)
    .execute();
  return rows.length;
}

beforeAll(async () => {
  t = await buildSignupApp({ timingFeedKeys: [{ provider: 'chiptiming', key: TIMING_KEY }] });
  organiser = await enrolStaff(t.app, 'administrator', '组委会甲');
  volunteer = await enrolStaff(t.app, 'volunteer', '志愿者乙');
  // Declared times: runner 2 fastest, then 0, then 3; 1 and 4 declared none.
  const times = ['1:40:00', null, '1:20:00', '1:55:00', null];
  for (const [index, time] of times.entries()) runners.push(await signUp(index + 1, time));
  // Not confirmed (still pending the draw): never numbered, no ticket.
  runners.push(await signUp(9, null, false));
}, 120_000);
afterAll(async () => t.app.close());

describe('bibs by race item and corral', { timeout: 60_000 }, () => {
  const body = () => ({
    year,
    raceItem: 'half',
    firstBib: 1,
    reserved: [{ from: 1, to: 100 }],
    corrals: [
      { name: 'A', size: 2 },
      { name: 'B', size: 100 },
    ],
  });

  it('refuses a member without season.manage, and changes nothing', async () => {
    const answer = await staffPost(endpoints.seasonBibsAssign.path, volunteer, body());
    expect(answer.statusCode).toBe(403);
    const bibs = await t.app.context.db
      .selectFrom('race_registrations')
      .select('bib')
      .where('year', '=', year)
      .where('bib', 'is not', null)
      .execute();
    expect(bibs).toEqual([]);
  });

  it('numbers confirmed entries fastest first past the reserved range, corrals in order; again: nothing twice', async () => {
    const answer = await staffPost(endpoints.seasonBibsAssign.path, organiser, body());
    expect(answer.json()).toMatchObject({ code: 0, data: { assigned: 5, kept: 0 } });
    const rows = await t.app.context.db
      .selectFrom('race_registrations')
      .select(['reg_no', 'bib', 'corral'])
      .where('year', '=', year)
      .orderBy('reg_no')
      .execute();
    const byReg = new Map(rows.map((row) => [row.reg_no, row]));
    const [r1, r2, r3, r4, r5, pending] = runners.map((r) => byReg.get(r.regNo));
    expect([r3?.bib, r1?.bib, r4?.bib, r2?.bib, r5?.bib]).toEqual(['101', '102', '103', '104', '105']);
    expect([r3?.corral, r1?.corral, r4?.corral]).toEqual(['A', 'A', 'B']);
    expect(pending?.bib).toBeNull();
    const again = await staffPost(endpoints.seasonBibsAssign.path, organiser, body());
    expect(again.json()).toMatchObject({ code: 0, data: { assigned: 0, kept: 5 } });
    expect(await auditCount('season.bibs')).toBe(2);
  });

  it('two assignments at once never give one bib twice', async () => {
    const extra: Runner[] = [];
    for (let index = 20; index < 28; index += 1) extra.push(await signUp(index, null));
    const both = await Promise.all([
      staffPost(endpoints.seasonBibsAssign.path, organiser, { ...body(), firstBib: 200 }),
      staffPost(endpoints.seasonBibsAssign.path, organiser, { ...body(), firstBib: 200 }),
    ]);
    const assigned = both.map((answer) => (answer.json().data as { assigned: number }).assigned);
    expect((assigned[0] ?? 0) + (assigned[1] ?? 0)).toBe(8);
    const bibs = await t.app.context.db
      .selectFrom('race_registrations')
      .select('bib')
      .where('year', '=', year)
      .where(
        'reg_no',
        'in',
        extra.map((r) => r.regNo),
      )
      .execute();
    expect(bibs.every((row) => row.bib !== null)).toBe(true);
    expect(new Set(bibs.map((row) => row.bib)).size).toBe(8);
    runners.push(...extra);
  });
});

describe('e-tickets and pickup desks', { timeout: 60_000 }, () => {
  it('gives a confirmed runner with a bib a signed ticket, and none to a pending one', async () => {
    const ticket = await ticketOf(nth(0));
    expect(ticket).toMatch(new RegExp(`^YZT1\\.${year}\\.${nth(0).regNo}\\.102\\.`));
    const pending = await call(t.app, `${endpoints.eTicket.path}?year=${year}`, {
      token: nth(5).token,
      method: 'GET',
      headers: ENGLISH,
    });
    expect(pending.json()).toMatchObject({
      code: 404,
      msg: 'Your e-ticket comes once your place is confirmed and a bib is assigned',
    });
  });

  it('opens the desk calls only with a live desk link: never with a runner’s token or a staff session', async () => {
    const find = { ticket: await ticketOf(nth(0)) };
    const none = await deskPost(endpoints.pickupDeskFind.path, null, find, { token: nth(0).token });
    expect(none.statusCode).toBe(401);
    expect(none.json().msg).toBe('This page opens only with a pickup desk link from the organisers');
    const staffOnly = await deskPost(endpoints.pickupDeskFind.path, null, find, volunteer.headers);
    expect(staffOnly.statusCode).toBe(401);
    const wrong = await deskPost(endpoints.pickupDeskFind.path, nth(0).token, find);
    expect(wrong.statusCode).toBe(401);
    const desk = await issueDesk('临时台');
    const revoke = await staffPost(endpoints.pickupDeskRevoke.path, organiser, { deskId: desk.deskId });
    expect(revoke.json()).toMatchObject({ code: 0, data: { revoked: true } });
    const ended = await deskPost(endpoints.pickupDeskFind.path, desk.token, find);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().msg).toBe('The organisers have ended this pickup desk link');
    expect(await auditCount('pickup.desk-revoke')).toBe(1);
    const refused = await staffPost(endpoints.pickupDeskIssue.path, volunteer, {
      year,
      deskName: 'x',
      hours: 1,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows what to hand over by ticket or by ID number, and refuses a tampered or foreign ticket', async () => {
    const desk = await issueDesk('1 号台');
    const ticket = await ticketOf(nth(1));
    const found = await deskPost(endpoints.pickupDeskFind.path, desk.token, { ticket });
    expect(found.json()).toMatchObject({
      code: 0,
      data: {
        regNo: nth(1).regNo,
        bib: '104',
        name: '选手2',
        corral: 'B',
        shirtSize: 'L',
        pickedUp: null,
      },
    });
    expect((found.json().data as PickupRunner).idMasked).not.toContain(nth(1).idNumber.slice(4, 14));
    const byId = await deskPost(endpoints.pickupDeskFind.path, desk.token, {
      idNumber: nth(1).idNumber.toLowerCase(),
    });
    expect((byId.json().data as PickupRunner).bib).toBe('104');
    const tampered = ticket.replace('.104.', '.105.');
    const forged = await deskPost(endpoints.pickupDeskFind.path, desk.token, { ticket: tampered });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe(
      'This e-ticket is not valid: it was not issued by this race, or it was altered',
    );
    const foreignSecret = signTicket('another site entirely, another secret', {
      year,
      regNo: nth(1).regNo,
      bib: '104',
    });
    const foreign = await deskPost(
      endpoints.pickupDeskFind.path,
      desk.token,
      { ticket: foreignSecret },
      { 'accept-language': 'zh' },
    );
    expect(foreign.json().msg).toBe('电子凭证无效：不是本赛事签发的凭证，或内容被改动');
    // Another edition's ticket, signed with the right key (the service is given it as main/ gives the route).
    const otherYear = await findRunner(t.app.context.db, 'k', year, {
      ticket: signTicket('k', { year: year - 1, regNo: nth(1).regNo, bib: '104' }),
    });
    expect(otherYear).toEqual({ ok: false, reason: 'otherYear' });
    expect(await auditCount('pickup.find')).toBe(2);
  });

  it('records a ticket scanned at two desks at once once: the other desk is told when and where', async () => {
    const [one, three] = [await issueDesk('1 号台'), await issueDesk('3 号台')];
    const ticket = await ticketOf(nth(2));
    const both = await Promise.all(
      [one, three].map((desk) =>
        deskPost(endpoints.pickupDeskRecord.path, desk.token, { pickupId: randomUUID(), find: { ticket } }),
      ),
    );
    const outcomes = both.map((answer) => (answer.json().data as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['already', 'recorded']);
    const answers = both.map((answer) => answer.json().data as { outcome: string; runner: PickupRunner });
    const [loser, winner] = answers.sort((a, b) => a.outcome.localeCompare(b.outcome)).map((a) => a.runner);
    expect(loser?.pickedUp).toEqual(winner?.pickedUp);
    expect(['1 号台', '3 号台']).toContain(loser?.pickedUp?.deskName);
    const rows = await t.app.context.db
      .selectFrom('kit_pickups')
      .selectAll()
      .where('reg_no', '=', nth(2).regNo)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('replays a queued pickup (same pickup id) without recording it twice; a reused id for another runner is refused', async () => {
    const desk = await issueDesk('2 号台');
    const pickupId = randomUUID();
    const body = { pickupId, find: { idNumber: nth(3).idNumber } };
    const first = await deskPost(endpoints.pickupDeskRecord.path, desk.token, body);
    const replay = await deskPost(endpoints.pickupDeskRecord.path, desk.token, body);
    expect(first.json().data.outcome).toBe('recorded');
    expect(replay.json().data.outcome).toBe('recorded');
    expect(replay.json().data.runner.pickedUp).toEqual(first.json().data.runner.pickedUp);
    const reused = await deskPost(endpoints.pickupDeskRecord.path, desk.token, {
      pickupId,
      find: { idNumber: nth(4).idNumber },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().msg).toBe('This pickup record id was already used for another runner');
    const count = await t.app.context.db.selectFrom('kit_pickups').select('reg_no').execute();
    expect(count).toHaveLength(2);
  });

  it('takes a proxy with the runner’s ticket, their name and ID last digits and the authorisation seen; never by ID alone', async () => {
    const desk = await issueDesk('代领台');
    const proxy = { name: '李代领', idLast4: '123x', authorisationSeen: true };
    const byId = await deskPost(endpoints.pickupDeskRecord.path, desk.token, {
      pickupId: randomUUID(),
      find: { idNumber: nth(4).idNumber },
      proxy,
    });
    expect(byId.statusCode).toBe(400);
    expect(byId.json().msg).toBe('A proxy must show the runner’s e-ticket, not only an ID number');
    const unseen = await deskPost(endpoints.pickupDeskRecord.path, desk.token, {
      pickupId: randomUUID(),
      find: { ticket: await ticketOf(nth(4)) },
      proxy: { ...proxy, authorisationSeen: false },
    });
    expect(unseen.statusCode).toBe(400);
    const taken = await deskPost(endpoints.pickupDeskRecord.path, desk.token, {
      pickupId: randomUUID(),
      find: { ticket: await ticketOf(nth(4)) },
      proxy,
    });
    expect(taken.json()).toMatchObject({
      code: 0,
      data: { outcome: 'recorded', runner: { pickedUp: { byProxy: true } } },
    });
    const row = await t.app.context.db
      .selectFrom('kit_pickups')
      .selectAll()
      .where('reg_no', '=', nth(4).regNo)
      .executeTakeFirstOrThrow();
    expect([row.proxy_name, row.proxy_id_last4]).toEqual(['李代领', '123X']);
    expect(await auditCount('pickup.record')).toBeGreaterThanOrEqual(4);
  });
});

describe('the year’s desk links, listed', { timeout: 60_000 }, () => {
  const list = (staff: TestStaff, query = `?year=${year}`) =>
    t.app.inject({
      method: 'GET',
      url: `${endpoints.pickupDeskList.path}${query}`,
      headers: { ...staff.headers, ...ENGLISH },
    });

  it('lists each desk newest first with its pickups and last use, never a secret, to pickup.manage only', async () => {
    const fresh = await issueDesk('新台');
    const answer = await list(organiser);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const { desks } = answer.json().data as { desks: PickupDesk[] };
    expect(desks[0]).toMatchObject({
      deskId: fresh.deskId,
      year,
      deskName: '新台',
      issuedByName: '组委会甲',
      revokedAt: null,
      pickups: 0,
      lastPickupAt: null,
    });
    expect(answer.body).not.toContain(fresh.token);
    expect(answer.body).not.toMatch(/token|hash/i);
    const pickups = await t.app.context.db.selectFrom('kit_pickups').select(['desk_id', 'at']).execute();
    expect(desks.reduce((sum, desk) => sum + desk.pickups, 0)).toBe(pickups.length);
    const used = desks.find((desk) => desk.pickups > 0);
    const lastAt = Math.max(...pickups.filter((p) => p.desk_id === used?.deskId).map((p) => Number(p.at)));
    expect(used?.lastPickupAt).toBe(lastAt);
    expect(desks.find((desk) => desk.deskName === '临时台')?.revokedAt).toEqual(expect.any(Number));
    const otherYear = await list(organiser, `?year=${year + 1}`);
    expect(otherYear.json().data).toEqual({ desks: [] });
    expect((await list(volunteer)).statusCode).toBe(403);
    expect((await list(organiser, '?year=1999')).statusCode).toBe(400);
  });
});

describe('the start list for the timing company', { timeout: 60_000 }, () => {
  const importFile = (name: string, body: Buffer, staff: TestStaff = organiser) => {
    const { payload, contentType } = multipartFile(name, body);
    return t.app.inject({
      method: 'POST',
      url: `${endpoints.seasonStartListImport.path}?year=${year}`,
      payload,
      headers: { 'content-type': contentType, ...staff.headers, ...ENGLISH },
    });
  };
  const bibOf = async (r: Runner) =>
    await t.app.context.db
      .selectFrom('race_registrations')
      .select(['bib', 'corral'])
      .where('year', '=', year)
      .where('reg_no', '=', r.regNo)
      .executeTakeFirstOrThrow();

  it('exports the usual columns as CSV and xlsx, without ID numbers, and records the read', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${endpoints.seasonStartListExport.path}?year=${year}`,
      headers: organiser.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = parseCsv(csv.body);
    expect(records[0]?.fields).toEqual([
      'bib',
      'name',
      'gender',
      'birth_year',
      'age_group',
      'nationality',
      'race_item',
      'corral',
      'reg_no',
    ]);
    expect(records).toHaveLength(14);
    expect(
      records.some(
        (record) => record.fields.join(',') === `101,选手3,M,1980,40-49,CN,half,A,${nth(2).regNo}`,
      ),
    ).toBe(true);
    for (const r of runners) expect(csv.body).not.toContain(r.idNumber);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${endpoints.seasonStartListExport.path}?year=${year}&format=xlsx`,
      headers: organiser.headers,
    });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(await auditCount('season.start-list-export')).toBe(2);
    const volunteerRead = await t.app.inject({
      method: 'GET',
      url: `${endpoints.seasonStartListExport.path}?year=${year}`,
      headers: volunteer.headers,
    });
    expect(volunteerRead.statusCode).toBe(403);
  });

  it('refuses a file with any bad row, listing each in both languages, and applies nothing', async () => {
    const before = await Promise.all(runners.map(bibOf));
    const body = Buffer.from(
      [
        'bib,name,reg_no,corral',
        `E1,x,${nth(0).regNo},E`,
        `E1,x,${nth(1).regNo},E`,
        `E2,x,99999,E`,
        `E3,x,${nth(5).regNo},E`,
        `103,x,${nth(2).regNo},A`,
        `bad bib,x,${nth(4).regNo},A`,
      ].join('\n'),
    );
    const answer = await importFile('start.csv', body);
    expect(answer.statusCode).toBe(400);
    const json = answer.json() as {
      msg: string;
      data: { total: number; problems: { row: number; en: string }[] };
    };
    expect(json.msg).toBe('The file has 5 problem(s): nothing was imported');
    expect(json.data.problems.map((p) => [p.row, p.en])).toEqual([
      [3, 'bib E1 is also on row 2'],
      [4, `no entry 99999 in ${year}`],
      [5, `entry ${nth(5).regNo} is not confirmed`],
      [6, `bib 103 already belongs to entry ${nth(3).regNo}`],
      [7, 'bib must be 1–12 letters, digits or -'],
    ]);
    expect(await Promise.all(runners.map(bibOf))).toEqual(before);
  });

  it('takes an xlsx of bibs and corrals (two runners swapping bibs), and the live views find the runner by it', async () => {
    const sheet = xlsxOf([
      ['reg_no', 'bib', 'corral'],
      [nth(0).regNo, 'E8', 'E'],
      [nth(1).regNo, '102', 'A'],
      [nth(2).regNo, '104', 'B'],
    ]);
    const answer = await importFile('start.xlsx', sheet);
    expect(answer.json(), answer.body).toMatchObject({ code: 0, data: { updated: 3 } });
    expect(await bibOf(nth(0))).toEqual({ bib: 'E8', corral: 'E' });
    expect(await bibOf(nth(1))).toEqual({ bib: '102', corral: 'A' });
    expect(await bibOf(nth(2))).toEqual({ bib: '104', corral: 'B' });
    expect(await auditCount('season.start-list-import')).toBe(1);

    // Race day: the timing company's passing of bib E8 at 5 km, then the live card of E8.
    const gun = (await t.app.context.calendar()).raceDayOf(year);
    expect(gun).not.toBeNull();
    const passing = await t.app.inject({
      method: 'POST',
      url: endpoints.livePassings.path,
      headers: { 'x-timing-key': TIMING_KEY, ...ENGLISH },
      payload: { year, passings: [{ bib: 'E8', point: '5k', time: timeOfDay((gun ?? 0) + 25 * 60_000) }] },
    });
    expect(passing.json(), passing.body).toMatchObject({ code: 0, data: { accepted: 1 } });
    const card = await t.app.inject({
      method: 'POST',
      url: endpoints.liveWatch.path,
      payload: { year, runners: [{ bib: 'E8' }] },
    });
    expect(card.json(), card.body).toMatchObject({
      code: 0,
      data: { runners: [{ found: true, bib: 'E8', name: '选手1', raceItem: 'half' }] },
    });
  });
});
