import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type ChallengeAnswer } from '@marathon/shared/api';
import { POW_DEFAULTS } from '../../../platform/config/config';
import {
  buildAuthApp,
  fetchChallenge,
  passSlider,
  post,
  solvePow,
  tableCounts,
  verifySlider,
} from '../../../test-support/accounts';
import { ApiFailure } from '../../../platform/http/api-failure';
import { CHALLENGE_TTL_MS, consumeChallenge, solveChallenge } from './human-check';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const SECRET = 'test-secret-test-secret';

type Answer = { statusCode: number; json(): unknown };

/**
 * Sends the same refused request twice, by default and asking for English: each visitor reads the refusal in
 * their own language, one language only. A refusal spends nothing, so sending it again changes nothing.
 */
async function expectRefused(
  send: (headers: Record<string, string>) => Promise<Answer>,
  zh: RegExp,
  en: RegExp,
) {
  for (const [headers, text, other] of [
    [{}, zh, en],
    [{ 'accept-language': 'en' }, en, zh],
  ] as const) {
    const response = await send(headers);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: number; msg: string; data: unknown };
    expect(body).toMatchObject({ code: 400, data: null });
    expect(body.msg).toMatch(text);
    expect(body.msg).not.toMatch(other);
  }
}

const usedChecks = async () =>
  Number(
    (
      await app.context.db
        .selectFrom('human_checks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the slider’s proof of work', () => {
  it('a challenge solved for real at the default difficulty gets a sig that pays for one code send', async () => {
    app = await buildAuthApp({ auth: { powMaxNumber: POW_DEFAULTS.maxNumber, powCost: POW_DEFAULTS.cost } });
    const challenge = await fetchChallenge(app);
    expect(challenge.pow.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: POW_DEFAULTS.cost,
      data: { sessionId: challenge.sessionId, nc_token: challenge.nc_token, scene: 'nc_login' },
    });
    // Issuing writes nothing: only a solved challenge is stored.
    expect(await usedChecks()).toBe(0);
    const solution = await solvePow(challenge);
    // The secret counter lies in the upper half of the range: no challenge is nearly free.
    expect(solution.counter).toBeGreaterThanOrEqual(POW_DEFAULTS.maxNumber / 2);
    expect(solution.counter).toBeLessThanOrEqual(POW_DEFAULTS.maxNumber);
    const verify = await verifySlider(app, challenge, solution);
    expect(verify.json()).toMatchObject({ code: 0, data: { sig: expect.stringMatching(/^[\w-]{43}$/) } });
    expect(await usedChecks()).toBe(1);
    const send = await post(app, endpoints.sendPhoneCode.path, {
      sessionId: challenge.sessionId,
      nc_token: challenge.nc_token,
      scene: challenge.scene,
      sig: (verify.json().data as { sig: string }).sig,
      captchaType: 2,
      userPhone: '13812345678',
    });
    expect(send.json()).toMatchObject({ code: 0 });
  });

  it('a missing solution is refused', async () => {
    app = await buildAuthApp();
    const { sessionId, nc_token, scene, pow, max } = await fetchChallenge(app);
    await expectRefused(
      (headers) =>
        post(app, endpoints.captchaVerify.path, { sessionId, nc_token, scene, value: max, pow }, headers),
      /参数错误：solution 不能为空/,
      /Invalid parameters: solution is required/,
    );
    await expectRefused(
      (headers) =>
        post(app, endpoints.captchaVerify.path, { sessionId, nc_token, scene, value: max }, headers),
      /参数错误：.*pow/,
      /Invalid parameters: .*pow/,
    );
    expect(await usedChecks()).toBe(0);
  });

  it('a wrong solution is refused, and so is the solution of another challenge', async () => {
    app = await buildAuthApp();
    const challenge = await fetchChallenge(app);
    const real = await solvePow(challenge);
    const wrongKey = { ...real, derivedKey: real.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    await expectRefused(
      (headers) => verifySlider(app, challenge, wrongKey, undefined, headers),
      /计算结果无效/,
      /proof of work is invalid/,
    );
    const another = await solvePow(await fetchChallenge(app));
    await expectRefused(
      (headers) => verifySlider(app, challenge, another, undefined, headers),
      /无效/,
      /invalid/,
    );
    await expectRefused(
      (headers) =>
        verifySlider(app, challenge, { counter: 0, derivedKey: '00'.repeat(32) }, undefined, headers),
      /无效/,
      /invalid/,
    );
    expect(await usedChecks()).toBe(0);
    // The refusals spent nothing: the real solution still passes.
    expect((await verifySlider(app, challenge, real)).json().code).toBe(0);
  });

  it('a challenge eased by the page (lower cost, other prefix) or lent to another session is refused', async () => {
    app = await buildAuthApp();
    const challenge = await fetchChallenge(app);
    const other = await fetchChallenge(app);
    const eased = (parameters: Partial<ChallengeAnswer['pow']['parameters']>): ChallengeAnswer => ({
      ...challenge,
      pow: { ...challenge.pow, parameters: { ...challenge.pow.parameters, ...parameters } },
    });
    const real = await solvePow(challenge);
    const easy = eased({ keyPrefix: '00' });
    const attempts: [ChallengeAnswer, Awaited<ReturnType<typeof solvePow>>][] = [
      [eased({ cost: 1 }), real],
      // A one-byte prefix is found in a few hundred tries instead of the signed counter's thousand.
      [easy, await solvePow(easy)],
      [{ ...challenge, sessionId: other.sessionId, nc_token: other.nc_token }, real],
      [{ ...other, pow: challenge.pow }, real],
    ];
    for (const [forged, solution] of attempts) {
      await expectRefused(
        (headers) => verifySlider(app, forged, solution, undefined, headers),
        /无效/,
        /invalid/,
      );
    }
    expect(await usedChecks()).toBe(0);
  });

  it('a replayed solution is refused', async () => {
    app = await buildAuthApp();
    const challenge = await fetchChallenge(app);
    const solution = await solvePow(challenge);
    expect((await verifySlider(app, challenge, solution)).json().code).toBe(0);
    await expectRefused(
      (headers) => verifySlider(app, challenge, solution, undefined, headers),
      /已使用过/,
      /already used/,
    );
    expect(await usedChecks()).toBe(1);
  });

  it('the used challenges live in the database, so another API process refuses the replay too', async () => {
    app = await buildAuthApp();
    const challenge = await fetchChallenge(app);
    const answer = { ...challenge, value: challenge.max, solution: await solvePow(challenge) };
    // A second process: the same database and secret, nothing else shared.
    const process2 = { captchaSecret: SECRET, powMaxNumber: 8, powCost: 100 };
    await solveChallenge(app.context.db, process2, answer);
    await expect(solveChallenge(app.context.db, { ...process2 }, answer)).rejects.toThrow(/已使用过/);
  });

  it('an expired challenge is refused, however well solved', async () => {
    app = await buildAuthApp();
    const challenge = await fetchChallenge(app);
    const answer = { ...challenge, value: challenge.max, solution: await solvePow(challenge) };
    const later = Date.now() + CHALLENGE_TTL_MS + 1000;
    const settings = { captchaSecret: SECRET, powMaxNumber: 8, powCost: 100 };
    const refusal = await solveChallenge(app.context.db, settings, answer, later).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiFailure);
    expect((refusal as ApiFailure).text.zh).toMatch(/已过期/);
    expect((refusal as ApiFailure).text.en).toMatch(/expired/);
    expect(await usedChecks()).toBe(0);
  });

  it('a sig is spent by one send and dies with its time', async () => {
    app = await buildAuthApp();
    const human = await passSlider(app);
    const later = Date.now() + CHALLENGE_TTL_MS + 1000;
    await expect(consumeChallenge(app.context.db, SECRET, human, later)).rejects.toThrow(/滑块验证失败/);
    await consumeChallenge(app.context.db, SECRET, human);
    await expect(consumeChallenge(app.context.db, SECRET, human)).rejects.toThrow(/滑块验证失败/);
  });

  it('a slider not brought to its end gets no sig, and its challenge stays unspent', async () => {
    app = await buildAuthApp();
    const challenge = await fetchChallenge(app);
    const solution = await solvePow(challenge);
    const before = await tableCounts(app);
    await expectRefused(
      (headers) => verifySlider(app, challenge, solution, 40, headers),
      /请拖动滑块完成验证/,
      /Please slide the slider/,
    );
    expect(await tableCounts(app)).toEqual(before);
    expect((await verifySlider(app, challenge, solution)).json().code).toBe(0);
  });

  it('a challenge of another secret (another deployment) is refused', async () => {
    app = await buildAuthApp();
    const foreign = await buildAuthApp({ auth: { captchaSecret: 'another-secret-another-secret' } });
    try {
      const challenge = await fetchChallenge(foreign);
      await expectRefused(
        (headers) => verifySlider(app, challenge, undefined, undefined, headers),
        /无效/,
        /invalid/,
      );
    } finally {
      await foreign.close();
    }
  });
});

/* The used challenges over PostgreSQL (the insert that fails on a replay). Runs when TEST_DATABASE_URL names a
 * server whose role may create databases; the database is made for the run and dropped after. */
const baseUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!baseUrl)('the slider’s proof of work over PostgreSQL', () => {
  const database = `marathon_human_${randomBytes(6).toString('hex')}`;
  let admin: pg.Pool;
  let pgApp: FastifyInstance;

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: baseUrl });
    await admin.query(`create database ${database}`);
    const url = new URL(baseUrl ?? '');
    url.pathname = `/${database}`;
    pgApp = await buildAuthApp({ database: { kind: 'postgres', url: url.toString() } });
  });

  afterAll(async () => {
    await pgApp?.close();
    await admin?.query(`drop database if exists ${database}`);
    await admin?.end();
  });

  it('accepts a solution once, refuses its replay, and a sig pays for one send', async () => {
    const challenge = await fetchChallenge(pgApp);
    const solution = await solvePow(challenge);
    const verify = await verifySlider(pgApp, challenge, solution);
    expect(verify.json().code).toBe(0);
    await expectRefused(
      (headers) => verifySlider(pgApp, challenge, solution, undefined, headers),
      /已使用过/,
      /already used/,
    );
    const human = {
      sessionId: challenge.sessionId,
      nc_token: challenge.nc_token,
      scene: challenge.scene,
      sig: (verify.json().data as { sig: string }).sig,
    };
    await consumeChallenge(pgApp.context.db, SECRET, human);
    await expect(consumeChallenge(pgApp.context.db, SECRET, human)).rejects.toThrow(/滑块验证失败/);
  });
});
