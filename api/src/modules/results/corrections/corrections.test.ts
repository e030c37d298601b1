import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CORRECTION_STATUS,
  correctionSchema,
  endpoints,
  envelopeSchema,
  scoreResultSchema,
} from '@marathon/shared/api';
import { z } from 'zod';
import { buildTestApp, makeContentDir } from '../../../test-support/test-app';
import { enrolStaff, type TestStaff } from '../../staff/staff.test-support';
import { call, runner, uploadedBy } from '../../../test-support/signup';
import { importResultsFile } from '../../../test-support/results-files';
import { run } from '../../../main/review-cli';
import { hashPersonal, maskIdNumber, maskPhone } from '../../../kernel/identity';
import { insertUser } from '../../accounts/users.test-support';
import { createSession } from '../../accounts/session/session-repository';

const YEAR = 2017;
let officer: TestStaff;
const ID = '320102199001014441';
const importFile = (app: FastifyInstance, chip: string) =>
  importResultsFile(app.context.db, YEAR, [
    `400,周五,M,30-39,${ID},half,1:45:00,${chip}`,
    `401,吴六,F,30-39,320102199001014442,half,1:50:00,1:49:00`,
    `402,郑七,M,30-39,320102199001014443,half,1:55:00,1:54:00`,
  ]);
const PHONE_400 = '13911110400';
const PHONE_401 = '13911110401';

/** The entry of a bib, as the sign-up or an entry list writes it (402 has none: its entry list was never imported). */
async function enter(bib: string, regNo: number, idNumber: string, phone: string): Promise<void> {
  await app.context.db
    .insertInto('race_registrations')
    .values({
      year: YEAR,
      reg_no: regNo,
      race_item: 'half',
      name: `跑者${bib}`,
      name_key: `跑者${bib}`,
      gender: 1,
      birth_year: 1990,
      age_group: '30-39',
      nationality: 'CN',
      id_hash: hashPersonal(idNumber),
      id_masked: maskIdNumber(idNumber),
      phone_hash: hashPersonal(phone),
      phone_masked: maskPhone(phone),
      channel: 3,
      status: 1,
      bib,
      corral: null,
      registered_at: Date.now(),
    })
    .execute();
}

/** An account logged in by a code to `phone` (the only way an account comes to hold a phone). */
async function byPhone(phone: string): Promise<{ userId: string; token: string }> {
  const user = await insertUser(app.context.db, { phone });
  return { userId: user.id, token: await createSession(app.context.db, user.id) };
}

let owner400: { userId: string; token: string };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ contentDir: makeContentDir() });
  officer = await enrolStaff(app, 'results-officer', '成绩官戊');
  await importFile(app, '1:44:00');
  await enter('400', 1, ID, PHONE_400);
  await enter('401', 2, '320102199001014442', PHONE_401);
  owner400 = await byPhone(PHONE_400);
});
afterAll(async () => app.close());

const score = async () =>
  envelopeSchema(scoreResultSchema).parse(
    (await app.inject({ method: 'GET', url: `${endpoints.score.path}?year=${YEAR}&bib=400` })).json(),
  ).data;
const review = (body: unknown, headers: Record<string, string> = officer.headers) =>
  app.inject({
    method: 'POST',
    url: endpoints.correctionReview.path,
    headers,
    payload: body as object,
  });

describe('a correction request', () => {
  it('goes from the runner to the organisers and back, and the next import shows the corrected time', async () => {
    const { userId, token } = owner400;
    const photo = await uploadedBy(app, userId, 'jpg');
    const filed = await call(app, endpoints.correctionCreate.path, {
      token,
      body: {
        year: YEAR,
        bib: '400',
        idNumber: ID,
        what: '我的手表显示 1:42:10',
        claimedTime: '1:42:10',
        attachments: [{ name: 'watch.jpg', url: photo }],
      },
    });
    expect(filed.statusCode).toBe(200);
    const request = envelopeSchema(correctionSchema).parse(filed.json()).data;
    expect(request).toMatchObject({
      status: CORRECTION_STATUS.submitted,
      chipTimeBeforeMs: 6_240_000,
      claimedTimeMs: 6_130_000,
    });
    expect(await score()).toMatchObject({ underReview: true });

    const open = await app.inject({
      method: 'GET',
      url: endpoints.correctionsOpen.path,
      headers: officer.headers,
    });
    expect(
      envelopeSchema(z.array(correctionSchema))
        .parse(open.json())
        .data.map((c) => c.id),
    ).toEqual([request.id]);
    expect(
      (
        await review(
          { id: request.id, decision: 'accept', answer: '计时垫数据已核对' },
          { 'x-staff-session': 'wrong-session-wrong-session' },
        )
      ).statusCode,
    ).toBe(401);
    const volunteer = await enrolStaff(app, 'volunteer');
    expect(
      (await review({ id: request.id, decision: 'accept', answer: '计时垫数据已核对' }, volunteer.headers))
        .statusCode,
    ).toBe(403);
    const accepted = await review({ id: request.id, decision: 'accept', answer: '计时垫数据已核对' });
    expect(envelopeSchema(correctionSchema).parse(accepted.json()).data.status).toBe(
      CORRECTION_STATUS.accepted,
    );
    expect(await score()).toMatchObject({ underReview: true, chipTimeMs: 6_240_000 });

    await importFile(app, '1:42:10');
    const after = await score();
    expect(after.chipTimeMs).toBe(6_130_000);
    expect(after.underReview).toBeUndefined();
    const mine = await call(app, `${endpoints.correctionsMine.path}?year=${YEAR}&bib=400`, {
      token,
      method: 'GET',
    });
    expect(envelopeSchema(z.array(correctionSchema)).parse(mine.json()).data).toMatchObject([
      { status: CORRECTION_STATUS.corrected, answer: '计时垫数据已核对', chipTimeAfterMs: 6_130_000 },
    ]);
  });

  it('needs the ID number on the result, a login, the runner’s own uploads, and one open request per owner', async () => {
    const { token } = await byPhone(PHONE_401);
    const body = { year: YEAR, bib: '401', idNumber: '320102199001014442', what: '分段成绩缺失了' };
    expect((await call(app, endpoints.correctionCreate.path, { body })).statusCode).toBe(401);
    const wrongId = await call(app, endpoints.correctionCreate.path, {
      token,
      body: { ...body, idNumber: ID },
      headers: { 'accept-language': 'en' },
    });
    expect(wrongId.statusCode).toBe(404);
    expect(wrongId.json()).toMatchObject({ msg: `No ${YEAR} result of bib 401 with that ID number` });
    const other = await runner(app);
    const foreign = await uploadedBy(app, other.userId);
    expect(
      (
        await call(app, endpoints.correctionCreate.path, {
          token,
          body: { ...body, attachments: [{ name: 'x.png', url: foreign }] },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(app, endpoints.correctionCreate.path, { token, body })).statusCode).toBe(200);
    const again = await call(app, endpoints.correctionCreate.path, {
      token,
      body,
      headers: { 'accept-language': 'en' },
    });
    expect(again.json()).toMatchObject({
      msg: 'Your correction request for this result is already under review',
    });
  });

  it('refuses an account that knows only the ID number, in both languages, saying how to prove the result', async () => {
    const stranger = await runner(app);
    const body = { year: YEAR, bib: '401', idNumber: '320102199001014442', what: '别人的成绩' };
    const before = await app.context.db.selectFrom('result_corrections').select('id').execute();
    const zh = await call(app, endpoints.correctionCreate.path, { token: stranger.token, body });
    expect(zh.statusCode).toBe(403);
    expect(zh.json().msg).toBe(
      '只有报名时使用的账户，或用报名时登记的手机号（139****0401）通过验证码登录的账户，才能为这条成绩提交更正。证件号不能证明成绩归属：请用该手机号验证码登录后重试',
    );
    const en = await call(app, endpoints.correctionCreate.path, {
      token: stranger.token,
      body,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().msg).toMatch(
      /^Only the account that signed up for this race, or an account logged in by a code sent to the phone number given at sign-up \(139\*\*\*\*0401\)/,
    );
    expect(await app.context.db.selectFrom('result_corrections').select('id').execute()).toEqual(before);

    // A result whose bib is on no entry list: nobody can prove it, whatever ID number they know.
    const unlisted = await call(app, endpoints.correctionCreate.path, {
      token: stranger.token,
      body: { ...body, bib: '402', idNumber: '320102199001014443' },
      headers: { 'accept-language': 'en' },
    });
    expect(unlisted.statusCode).toBe(403);
    expect(unlisted.json().msg).toMatch(/not on the entry list.*contact the organisers/);
  });

  it('takes the signed-up account’s request beside the phone owner’s: neither blocks the other', async () => {
    // 401's phone owner has a request open (the test above); the account that signed up files its own.
    const signedUp = await runner(app);
    await app.context.db
      .insertInto('signup_registrations')
      .values({
        id: 41_001,
        user_id: signedUp.userId,
        year: YEAR,
        kind: 'direct',
        submission_id: 'issue-41-item-1',
        reg_no: 2,
        race_item: 'half',
        name: '吴六',
        id_hash: hashPersonal('320102199001014442'),
        id_masked: maskIdNumber('320102199001014442'),
        answers: '{}',
        created_at: Date.now(),
      })
      .execute();
    const filed = await call(app, endpoints.correctionCreate.path, {
      token: signedUp.token,
      body: { year: YEAR, bib: '401', idNumber: '320102199001014442', what: '我的分段成绩也缺了' },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const open = await app.context.db
      .selectFrom('result_corrections')
      .select('user_id')
      .where('bib', '=', '401')
      .execute();
    expect(open).toHaveLength(2);
  });

  it('can be rejected with an answer the runner reads, which ends the review', async () => {
    // Each owner's request is decided on its own: both of 401's.
    const open = envelopeSchema(z.array(correctionSchema)).parse(
      (
        await app.inject({
          method: 'GET',
          url: endpoints.correctionsOpen.path,
          headers: officer.headers,
        })
      ).json(),
    ).data;
    const [request, second] = open.filter((c) => c.bib === '401');
    if (!request || !second) throw new Error('no two open requests for 401');
    await review({ id: second.id, decision: 'reject', answer: '分段计时点未设在该处' });
    const rejected = await review({ id: request.id, decision: 'reject', answer: '分段计时点未设在该处' });
    expect(envelopeSchema(correctionSchema).parse(rejected.json()).data).toMatchObject({
      status: CORRECTION_STATUS.rejected,
    });
    expect((await review({ id: request.id, decision: 'accept', answer: '再次审核' })).statusCode).toBe(400);
    const result = envelopeSchema(scoreResultSchema).parse(
      (await app.inject({ method: 'GET', url: `${endpoints.score.path}?year=${YEAR}&bib=401` })).json(),
    ).data;
    expect(result.underReview).toBeUndefined();
  });
});

describe('the review CLI', () => {
  it('lists the open requests and accepts one from a shell', async () => {
    const { token } = owner400;
    await importFile(app, '1:44:00');
    const filed = await call(app, endpoints.correctionCreate.path, {
      token,
      body: { year: YEAR, bib: '400', idNumber: ID, what: '终点计时垫没有读到我的芯片' },
    });
    const { id } = envelopeSchema(correctionSchema).parse(filed.json()).data;
    const out: string[] = [];
    const cli = (...argv: string[]) =>
      run(
        app.context.db,
        [...argv, '--as', officer.email],
        (line) => out.push(line),
        (line) => out.push(line),
      );
    expect(await cli('corrections')).toBe(0);
    expect(out.join('\n')).toContain(`#${id}  ${YEAR} bib 400  awaiting review`);
    expect(await cli('accept-correction', String(id), '已核对录像')).toBe(0);
    expect(out.at(-1)).toBe(`correction request #${id}: accepted`);
    expect(await cli('accept-correction', 'x')).toBe(2);
  });
});
