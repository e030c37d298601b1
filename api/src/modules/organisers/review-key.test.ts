import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances';

/*
 * Wrong organiser keys are counted in the database, so every API process sees the same count, on both calls that
 * take the key (the results import and the application review); the right key is never refused.
 */

const KEY = 'organiser-review-key-0123456789';
const ATTACKER = '203.0.113.77';
const ORGANISER = '198.51.100.8';

let running: TwoInstances | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(): Promise<[FastifyInstance, FastifyInstance]> {
  running = await twoInstances({ reviewKey: KEY });
  return running.apps;
}

const importCall = (app: FastifyInstance, key: string, address: string) =>
  app.inject({
    method: 'POST',
    url: `${endpoints.adminResultsImport.path}?year=2031`,
    remoteAddress: address,
    headers: { 'x-review-key': key },
  });

const reviewCall = (app: FastifyInstance, key: string, address: string, language = 'zh') =>
  app.inject({
    method: 'POST',
    url: endpoints.applicationReview.path,
    remoteAddress: address,
    headers: { 'x-review-key': key, 'accept-language': language },
    payload: {},
  });

const wrong = (i: number) => `wrong-review-key-${i}-0123456789`;

describe('wrong review keys', () => {
  it('are counted across processes: ten through one, the next through the other is refused', async () => {
    const [a, b] = await start();
    for (let i = 0; i < 10; i++) expect((await importCall(a, wrong(i), ATTACKER)).statusCode).toBe(403);
    const next = await importCall(b, wrong(10), ATTACKER);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect(next.json()).toMatchObject({ code: 429, msg: '密钥错误次数过多，请稍后再试', data: null });
  });

  it('lock the review call out too, counted with the import’s', async () => {
    const [a, b] = await start();
    for (let i = 0; i < 5; i++) expect((await importCall(a, wrong(i), ATTACKER)).statusCode).toBe(403);
    for (let i = 5; i < 10; i++) expect((await reviewCall(b, wrong(i), ATTACKER)).statusCode).toBe(403);
    const refused = await reviewCall(a, wrong(10), ATTACKER, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('Too many wrong keys: please try again later');
  });

  it('never refuse the right key, not even from the address that guessed', async () => {
    const [a, b] = await start();
    for (let i = 0; i < 12; i++) await reviewCall(i % 2 === 0 ? a : b, wrong(i), ATTACKER);
    expect((await reviewCall(b, wrong(12), ATTACKER)).statusCode).toBe(429);
    // The right key is compared and accepted: the empty review is then refused for its body (400), the empty
    // upload for not being multipart (415).
    expect((await reviewCall(a, KEY, ATTACKER)).statusCode).toBe(400);
    expect((await importCall(b, KEY, ATTACKER)).statusCode).toBe(415);
    // The organiser elsewhere was never touched.
    expect((await reviewCall(a, KEY, ORGANISER)).statusCode).toBe(400);
    expect((await importCall(a, wrong(13), ORGANISER)).statusCode).toBe(403);
  });
});
