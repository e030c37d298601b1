import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { createSession } from '../accounts/session/session-repository';
import { insertUser } from '../accounts/users.test-support';
import { buildAuthApp, tableCounts } from '../../test-support/accounts';
import { pngImage } from '../../test-support/images';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

// A real image: the routes decode every one (issue 41 item 6).
const PNG = await pngImage(25, 3);
const BOUNDARY = '----hostile-boundary';
const PART_HEAD =
  'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
const WHOLE = Buffer.from(
  `--${BOUNDARY}\r\n${PART_HEAD}${PNG.toString('latin1')}\r\n--${BOUNDARY}--\r\n`,
  'latin1',
);
const WITH_BOUNDARY = `multipart/form-data; boundary=${BOUNDARY}`;

async function login(): Promise<string> {
  const user = await insertUser(app.context.db);
  return createSession(app.context.db, user.id);
}

/** The shapes a fuzzer sent with a valid session: each once answered 500. */
const cases: [string, string, Buffer, number, RegExp][] = [
  ['multipart without a boundary', 'multipart/form-data', WHOLE, 400, /no boundary/],
  [
    'a body that is not multipart',
    WITH_BOUNDARY,
    Buffer.from('hello world, not a form'),
    400,
    /incomplete|no part of the body matches/,
  ],
  [
    'a boundary other than the header one',
    'multipart/form-data; boundary=other-boundary',
    WHOLE,
    400,
    /incomplete|no part of the body matches/,
  ],
  ['a body cut off after 80 bytes', WITH_BOUNDARY, WHOLE.subarray(0, 80), 400, /incomplete/],
  [
    'a part with 2,000 header lines',
    WITH_BOUNDARY,
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\n`),
      Buffer.from(Array.from({ length: 2000 }, (_, i) => `X-H${i}: v\r\n`).join('')),
      Buffer.from(PART_HEAD),
      PNG,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    400,
    /no part of the body matches the boundary and carries a file name/,
  ],
  [
    'a part whose headers never end',
    WITH_BOUNDARY,
    Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), Buffer.alloc(100 * 1024, 'a')]),
    400,
    /incomplete|could not be read/,
  ],
  ['a JSON body', 'application/json', Buffer.from('{"file":"x"}'), 415, /multipart\/form-data/],
];

describe('uploads under hostile input', () => {
  it.each(cases)(
    'answers %s with a 4xx envelope and stores nothing',
    async (_name, type, payload, status, en) => {
      app = await buildAuthApp();
      const token = await login();
      for (const url of [endpoints.uploadImage.path, endpoints.uploadFile.path]) {
        // By default the refusal is in Chinese only; asked for English, in English only.
        for (const language of ['zh', 'en'] as const) {
          const response = await app.inject({
            method: 'POST',
            url,
            payload,
            headers: {
              'content-type': type,
              token,
              ...(language === 'en' ? { 'accept-language': 'en' } : {}),
            },
          });
          expect(response.statusCode).toBe(status);
          const body = response.json() as { code: number; msg: string; data: unknown };
          expect(body).toMatchObject({ code: status, data: null });
          if (language === 'zh') {
            expect(body.msg).toMatch(/^[^A-Za-z]*[\u4e00-\u9fff]/);
            // A cut-off body is not an oversized one.
            expect(body.msg).not.toMatch(/请上传小于/);
          } else {
            expect(body.msg).not.toMatch(/[\u4e00-\u9fff]/);
            expect(body.msg).toMatch(en);
            expect(body.msg).not.toMatch(/smaller than/);
          }
        }
      }
      expect((await tableCounts(app)).uploads).toBe(0);
    },
  );
});
