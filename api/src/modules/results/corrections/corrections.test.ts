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

const YEAR = 2017;
let officer: TestStaff;
const ID = '320102199001014441';
const importFile = (app: FastifyInstance, chip: string) =>
  importResultsFile(app.context.db, YEAR, [
    `400,周五,M,30-39,${ID},half,1:45:00,${chip}`,
    `401,吴六,F,30-39,320102199001014442,half,1:50:00,1:49:00`,
  ]);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ contentDir: makeContentDir() });
  officer = await enrolStaff(app, 'results-officer', '成绩官戊');
  await importFile(app, '1:44:00');
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
    const { userId, token } = await runner(app);
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

  it('needs the ID number on the result, a login, the runner’s own uploads, and one open request per result', async () => {
    const { token } = await runner(app);
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
      token: other.token,
      body,
      headers: { 'accept-language': 'en' },
    });
    expect(again.json()).toMatchObject({
      msg: 'A correction request for this result is already under review',
    });
  });

  it('can be rejected with an answer the runner reads, which ends the review', async () => {
    const open = envelopeSchema(z.array(correctionSchema)).parse(
      (
        await app.inject({
          method: 'GET',
          url: endpoints.correctionsOpen.path,
          headers: officer.headers,
        })
      ).json(),
    ).data;
    const request = open.find((c) => c.bib === '401');
    if (!request) throw new Error('no open request for 401');
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
    const { token } = await runner(app);
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
