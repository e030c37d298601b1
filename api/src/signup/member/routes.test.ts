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
} from '../test-support';

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
  it('answers the result of that year and bib when the name matches', async () => {
    const who = await runner(t.app);
    const response = await call(t.app, endpoints.verifyScore.path, {
      token: who.token,
      body: { year: 2024, bib: 'z9001', name: ' 王秀英 ' },
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeSchema(verifiedScoreSchema).parse(response.json()).data).toEqual({
      year: 2024,
      bib: 'Z9001',
      raceItem: 'half',
      chipTimeMs: 5_432_000,
    });
  });

  it('refuses another name, an unknown bib, bad input and a visitor', async () => {
    const who = await runner(t.app);
    const miss = {
      code: 404,
      msg: '没有与该姓名、年份和号码布相符的成绩',
      data: null,
    };
    for (const body of [
      { year: 2024, bib: 'Z9001', name: '王秀' },
      { year: 2023, bib: 'Z9001', name: '王秀英' },
    ]) {
      expect((await call(t.app, endpoints.verifyScore.path, { token: who.token, body })).json()).toEqual(
        miss,
      );
    }
    for (const body of [
      { year: 2024, bib: "Z9001' OR '1'='1", name: '王秀英' },
      { year: 1900, bib: 'Z9001', name: '王秀英' },
      { year: 2024, bib: 'Z9001' },
      { year: 2024, bib: 'Z9001', name: '王秀英', idNumber: ID_NUMBER },
    ]) {
      const response = await call(t.app, endpoints.verifyScore.path, { token: who.token, body });
      expect(response.statusCode).toBe(400);
    }
    const visitor = await call(t.app, endpoints.verifyScore.path, {
      body: { year: 2024, bib: 'Z9001', name: '王秀英' },
    });
    expect(visitor.statusCode).toBe(401);
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
