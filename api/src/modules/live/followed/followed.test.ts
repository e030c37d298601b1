import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type FollowedAnswer } from '@marathon/shared/api';
import { createSession } from '../../accounts/session/session-repository';
import { buildTestApp } from '../../../test-support/test-app';
import { insertUser } from '../../accounts/users.test-support';

let app: FastifyInstance;
let token: string;
let otherToken: string;
beforeAll(async () => {
  app = await buildTestApp();
  token = await createSession(app.context.db, (await insertUser(app.context.db)).id);
  otherToken = await createSession(
    app.context.db,
    (await insertUser(app.context.db, { phone: '13900139000' })).id,
  );
});
afterAll(() => app.close());

async function call(
  endpoint: { method: 'GET' | 'POST'; path: string },
  { as = token, body, language = 'en' }: { as?: string | null; body?: unknown; language?: string } = {},
) {
  const response = await app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: { 'accept-language': language, ...(as ? { token: as } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: FollowedAnswer }>(),
  };
}

const runners = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => ({ year: 2026, bib: `H${from + index}` }));

describe('the runners an account follows', () => {
  it('asks for a login', async () => {
    const read = await call(endpoints.liveFollowedRead, { as: null });
    expect(read.status).toBe(401);
    const save = await call(endpoints.liveFollowedSave, { as: null, body: { runners: runners(1) } });
    expect(save.status).toBe(401);
  });

  it('keeps the list in order, with share codes, for that account only', async () => {
    const saved = await call(endpoints.liveFollowedSave, {
      body: {
        runners: [{ year: 2026, bib: 'H7', code: 'abcd2345' }, ...runners(2), { year: 2026, bib: 'H1' }],
      },
    });
    expect(saved.status).toBe(200);
    const expected = [{ year: 2026, bib: 'H7', code: 'ABCD2345' }, ...runners(2)];
    expect(saved.body.data.runners).toEqual(expected);
    expect((await call(endpoints.liveFollowedRead)).body.data).toEqual({ runners: expected, notKept: [] });
    expect((await call(endpoints.liveFollowedRead, { as: otherToken })).body.data.runners).toEqual([]);
  });

  it('refuses more than ten, and bad bibs or codes, in both languages, changing nothing', async () => {
    const before = (await call(endpoints.liveFollowedRead)).body.data.runners;
    const many = await call(endpoints.liveFollowedSave, { body: { runners: runners(11) } });
    expect(many.status).toBe(400);
    expect(many.body.msg).toBe('At most 10 runners can be followed: stop following some first');
    const manyZh = await call(endpoints.liveFollowedSave, { body: { runners: runners(11) }, language: 'zh' });
    expect(manyZh.body.msg).toBe('最多可关注 10 名选手，请先取消关注几位');
    const bib = await call(endpoints.liveFollowedSave, { body: { runners: [{ year: 2026, bib: '<b>' }] } });
    expect(bib.status).toBe(400);
    const code = await call(endpoints.liveFollowedSave, {
      body: { runners: [{ year: 2026, bib: 'H1', code: 'IIII0000' }] },
    });
    expect(code.status).toBe(400);
    const extra = await call(endpoints.liveFollowedSave, {
      body: { runners: [{ year: 2026, bib: 'H1', phone: '13800138000' }] },
    });
    expect(extra.status).toBe(400);
    expect((await call(endpoints.liveFollowedRead)).body.data.runners).toEqual(before);
  });

  it('merges a browser list at login: the account first, the rest named as not kept', async () => {
    await call(endpoints.liveFollowedSave, { body: { runners: runners(6) } });
    const merged = await call(endpoints.liveFollowedMerge, {
      // H5 and H6 are in both; the browser knows H6's share code.
      body: { runners: [{ year: 2026, bib: 'H6', code: 'ABCD2345' }, ...runners(7, 5)] },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data.runners).toEqual([
      ...runners(5),
      { year: 2026, bib: 'H6', code: 'ABCD2345' },
      ...runners(4, 7),
    ]);
    expect(merged.body.data.notKept).toEqual(runners(1, 11));
    expect((await call(endpoints.liveFollowedRead)).body.data.runners).toHaveLength(10);
  });
});
