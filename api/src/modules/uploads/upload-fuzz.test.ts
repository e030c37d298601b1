import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { createSession } from '../accounts/session/session-repository';
import { insertUser } from '../accounts/users.test-support';
import { buildAuthApp } from '../../test-support/accounts';
import { pngImage } from '../../test-support/images';

/** A small deterministic generator (mulberry32): the same 400 bodies on every run, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BOUNDARY = 'fuzz-boundary-1234';
// A real image: the routes decode every one (issue 41 item 6).
const PNG = await pngImage(37, 3);
const VALID = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);
const CONTENT_TYPES = [
  `multipart/form-data; boundary=${BOUNDARY}`,
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=other',
  `multipart/form-data; boundary="${BOUNDARY}"; charset=utf-8`,
  `multipart/mixed; boundary=${BOUNDARY}`,
  'application/octet-stream',
  'text/plain',
];

/** One hostile variant of a valid upload: cut, flipped bytes, inserted junk or header lines, or repeated parts. */
function mutate(next: () => number): { body: Buffer; type: string } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  let body = Buffer.from(VALID);
  const operations = 1 + Math.floor(next() * 3);
  for (let i = 0; i < operations; i += 1) {
    const at = Math.floor(next() * body.length);
    switch (pick(['cut', 'flip', 'junk', 'headers', 'repeat', 'crlf'] as const)) {
      case 'cut':
        body = body.subarray(0, at);
        break;
      case 'flip':
        body = Buffer.from(body);
        for (let j = 0; j < 8 && at + j < body.length; j += 1) body[at + j] = Math.floor(next() * 256);
        break;
      case 'junk':
        body = Buffer.concat([
          body.subarray(0, at),
          Buffer.from(Array.from({ length: 40 }, () => Math.floor(next() * 256))),
          body.subarray(at),
        ]);
        break;
      case 'headers':
        body = Buffer.concat([
          body.subarray(0, at),
          Buffer.from(Array.from({ length: Math.floor(next() * 3000) }, (_, k) => `X-${k}: v\r\n`).join('')),
          body.subarray(at),
        ]);
        break;
      case 'repeat':
        body = Buffer.concat([body, body]);
        break;
      case 'crlf':
        body = Buffer.concat([body.subarray(0, at), Buffer.from('\r\n\r\n--'), body.subarray(at)]);
        break;
    }
  }
  return { body, type: pick(CONTENT_TYPES) };
}

let app: FastifyInstance;
let token = '';
beforeAll(async () => {
  app = await buildAuthApp();
  const user = await insertUser(app.context.db);
  token = await createSession(app.context.db, user.id);
});
afterAll(async () => app.close());

describe('uploads under 400 mutated bodies', () => {
  it('answers every one with an envelope and never a 500', async () => {
    const next = random(20261123);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 400; i += 1) {
      const { body, type } = mutate(next);
      const url = i % 2 === 0 ? endpoints.uploadImage.path : endpoints.uploadFile.path;
      // Every third page reads the site in English.
      const english = i % 3 === 0;
      const response = await app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': type, token, ...(english ? { 'accept-language': 'en' } : {}) },
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const envelope = response.json() as { code: number; msg: string; data: unknown };
      expect(response.statusCode, `case ${i}: ${envelope.msg}`).toBeLessThan(500);
      expect(envelope.code === 0 || envelope.code === response.statusCode).toBe(true);
      // A refusal speaks the page's language, and only that one.
      if (envelope.code !== 0 && english)
        expect(envelope.msg).toMatch(/^[^\u4e00-\u9fff]*[A-Za-z][^\u4e00-\u9fff]*$/);
      if (envelope.code !== 0 && !english) expect(envelope.msg).toMatch(/^[^A-Za-z]*[\u4e00-\u9fff]/);
    }
    // Both refusals and a few lucky valid uploads happen: the mutations are not all trivially refused.
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  }, 120_000);
});
