import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, envelopeSchema, memberSummarySchema, verifiedScoreSchema } from '@marathon/shared/api';
import {
  ID_NUMBER,
  buildSignupApp,
  call,
  insertResult,
  postAnswers,
  runner,
  submissionId,
  uploadedBy,
  type SignupTestApp,
} from '../../../test-support/signup';
import { SCORE_CHECK_FAILURES_PER_ACCOUNT } from '../score/check-budget';

let t: SignupTestApp;
beforeAll(async () => {
  t = await buildSignupApp();
  await insertResult(t.app, {
    year: 2024,
    bib: 'Z9001',
    name: '王秀英',
    idNumber: ID_NUMBER,
    chipMs: 5_432_000,
  });
  await insertResult(t.app, {
    year: 2023,
    bib: 'Z9002',
    name: '王秀英',
    idNumber: ID_NUMBER,
    chipMs: 5_500_000,
  });
});
afterAll(async () => t.app.close());

describe('verifyScore', () => {
  /** Another runner's ID number: valid, but not the one on the result row. */
  const OTHER_ID = '110105194912310029';

  it('answers the result of that year and bib when the name and the ID number on it match', async () => {
    const who = await runner(t.app);
    const response = await call(t.app, endpoints.verifyScore.path, {
      token: who.token,
      body: { year: 2024, bib: 'z9001', name: ' 王秀英 ', idNumber: ID_NUMBER.toLowerCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeSchema(verifiedScoreSchema).parse(response.json()).data).toEqual({
      year: 2024,
      bib: 'Z9001',
      raceItem: 'half',
      chipTimeMs: 5_432_000,
    });
  });

  it('refuses the public name and bib of a result with any other ID number', async () => {
    // Name and bib are both on the public finishers list: they prove nothing about who is asking.
    const who = await runner(t.app);
    const response = await call(t.app, endpoints.verifyScore.path, {
      token: who.token,
      body: { year: 2024, bib: 'Z9001', name: '王秀英', idNumber: OTHER_ID },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 404,
      msg: '没有与该姓名、证件号码、年份和号码布相符的成绩',
      data: null,
    });
  });

  it('refuses another name, an unknown bib, bad input and a visitor', async () => {
    const who = await runner(t.app);
    const miss = {
      code: 404,
      msg: '没有与该姓名、证件号码、年份和号码布相符的成绩',
      data: null,
    };
    for (const body of [
      { year: 2024, bib: 'Z9001', name: '王秀', idNumber: ID_NUMBER },
      { year: 2023, bib: 'Z9001', name: '王秀英', idNumber: ID_NUMBER },
    ]) {
      expect((await call(t.app, endpoints.verifyScore.path, { token: who.token, body })).json()).toEqual(
        miss,
      );
    }
    for (const body of [
      { year: 2024, bib: "Z9001' OR '1'='1", name: '王秀英', idNumber: ID_NUMBER },
      { year: 1900, bib: 'Z9001', name: '王秀英', idNumber: ID_NUMBER },
      { year: 2024, bib: 'Z9001', idNumber: ID_NUMBER },
      { year: 2024, bib: 'Z9001', name: '王秀英' },
      { year: 2024, bib: 'Z9001', name: '王秀英', idNumber: ID_NUMBER, phone: '13912345678' },
    ]) {
      const response = await call(t.app, endpoints.verifyScore.path, { token: who.token, body });
      expect(response.statusCode).toBe(400);
    }
    const visitor = await call(t.app, endpoints.verifyScore.path, {
      body: { year: 2024, bib: 'Z9001', name: '王秀英', idNumber: ID_NUMBER },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('stops an account guessing ID numbers, without stopping anyone else', async () => {
    const guesser = await runner(t.app);
    const owner = await runner(t.app);
    const guess = (token: string, idNumber: string) =>
      call(t.app, endpoints.verifyScore.path, {
        token,
        body: { year: 2024, bib: 'Z9001', name: '王秀英', idNumber },
      });
    for (let i = 0; i < SCORE_CHECK_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await guess(guesser.token, OTHER_ID)).json().code).toBe(404);
    }
    // Even the right number is refused now: the budget is spent on guesses.
    const stopped = await guess(guesser.token, ID_NUMBER);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().msg).toMatch(/^核验失败次数过多，请\d+分钟后再试$/);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    const english = await call(t.app, endpoints.verifyScore.path, {
      token: guesser.token,
      headers: { 'accept-language': 'en' },
      body: { year: 2024, bib: 'Z9001', name: '王秀英', idNumber: ID_NUMBER },
    });
    expect(english.json().msg).toMatch(/^Too many failed checks, please try again in \d+ minutes$/);
    // The runner whose result it is still verifies it.
    expect((await guess(owner.token, ID_NUMBER)).statusCode).toBe(200);
  });

  it('limits checks per address like the public lookups', async () => {
    const small = await buildSignupApp({ rateLimitPerMinute: 25 });
    try {
      await insertResult(small.app, { year: 2024, bib: 'Z9001', name: '王秀英', idNumber: ID_NUMBER });
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        // A new account each time: the address's budget holds whoever is logged in.
        const who = await runner(small.app);
        const response = await call(small.app, endpoints.verifyScore.path, {
          token: who.token,
          body: { year: 2024, bib: 'Z9001', name: '王秀英', idNumber: ID_NUMBER },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await small.app.close();
    }
  });
});

describe('memberSummary', () => {
  it('lists the runner’s registrations, mailings and the results of the ID they signed up with', async () => {
    const who = await runner(t.app);
    const empty = await call(t.app, endpoints.memberSummary.path, { token: who.token, method: 'GET' });
    expect(empty.json().data).toEqual({ registrations: [], applications: [], mailings: [], results: [] });
    expect(empty.headers['cache-control']).toBe('private, no-store');

    const signature = await uploadedBy(t.app, who.userId);
    const receipt = (
      await call(t.app, endpoints.signupSubmit.path, {
        token: who.token,
        body: { kind: 'post', submissionId: submissionId(), answers: postAnswers(signature) },
      })
    ).json().data;
    const mailing = (
      await call(t.app, endpoints.mailingRequest.path, {
        token: who.token,
        body: {
          registrationId: receipt.id,
          recipient: '王秀英',
          phone: '13912345678',
          region: { province: '32', city: '3210', area: '321002', address: '文昌中路 1 号' },
          acceptPostage: true,
          acceptSubstitution: true,
        },
      })
    ).json().data;

    const response = await call(t.app, endpoints.memberSummary.path, { token: who.token, method: 'GET' });
    const summary = envelopeSchema(memberSummarySchema).parse(response.json()).data;
    expect(summary.registrations).toEqual([receipt]);
    expect(summary.mailings).toEqual([mailing]);
    expect(summary.results).toEqual([
      { year: 2024, bib: 'Z9001', raceItem: 'half', chipTimeMs: 5_432_000, overallRank: 9_999 },
      { year: 2023, bib: 'Z9002', raceItem: 'half', chipTimeMs: 5_500_000, overallRank: 9_999 },
    ]);

    const stranger = await runner(t.app);
    const theirs = await call(t.app, endpoints.memberSummary.path, { token: stranger.token, method: 'GET' });
    expect(theirs.json().data.registrations).toEqual([]);
    expect((await call(t.app, endpoints.memberSummary.path, { method: 'GET' })).statusCode).toBe(401);
  });
});
