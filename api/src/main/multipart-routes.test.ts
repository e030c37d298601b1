import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type Endpoint } from '@marathon/shared/api';
import { createSession } from '../modules/accounts/session/session-repository';
import { buildTestApp } from '../test-support/test-app';
import { insertUser } from '../modules/accounts/users.test-support';
import { enrolStaff, type TestStaff } from '../modules/staff/staff.test-support';

/*
 * Issue 41 item 9: a fuzzer found two routes that answered a malformed multipart body with a 500. This walks the
 * endpoint table, so a multipart route added later is covered without being named here, and sends each one the
 * bodies a fuzzer sends, with the right credentials: every answer is a 4xx with a reason in Chinese and in English.
 */

/** The one valid query of each multipart route that takes one (a route missing here fails the first test). */
const VALID_QUERY: Record<string, string> = {
  adminResultsImport: 'year=2033',
  adminPassingsImport: 'year=2033&provider=file',
  seasonStartListImport: 'year=2033',
};

const multipartRoutes = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, declared]) => declared.bodyKind === 'multipart',
);

const BOUNDARY = '----fuzz-boundary';
const WITH_BOUNDARY = `multipart/form-data; boundary=${BOUNDARY}`;
const partHead = (name: string, field = 'file') =>
  `Content-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
const CSV = Buffer.from('bib,name,gender,age_group,id_number,race_item,gun_time,chip_time\n');
const onePart = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\n${partHead('a.csv')}`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const WHOLE = onePart(CSV);
/** Past every multipart route's limit (the largest is 20 MB). */
const OVERSIZE = onePart(Buffer.alloc(21 * 1024 * 1024, 0x41));

/** [what it is, content type, body]: each shape once answered 500 somewhere, or could. */
const HOSTILE: [string, string, Buffer][] = [
  ['multipart without a boundary', 'multipart/form-data', WHOLE],
  ['a body cut off in its part headers', WITH_BOUNDARY, WHOLE.subarray(0, 40)],
  ['a body cut off in the file', WITH_BOUNDARY, WHOLE.subarray(0, WHOLE.length - 30)],
  ['a truncated closing boundary', WITH_BOUNDARY, WHOLE.subarray(0, WHOLE.length - 6)],
  ['a boundary other than the header one', 'multipart/form-data; boundary=elsewhere', WHOLE],
  ['an empty body', WITH_BOUNDARY, Buffer.alloc(0)],
  ['a body that is not multipart', WITH_BOUNDARY, Buffer.from('hello, not a form at all')],
  ['a JSON body', 'application/json', Buffer.from('{"file":"x"}')],
  ['a text body', 'text/plain', WHOLE],
  [
    'a text field before the file',
    WITH_BOUNDARY,
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
      WHOLE,
    ]),
  ],
  [
    'two files',
    WITH_BOUNDARY,
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\n${partHead('a.csv')}`),
      CSV,
      Buffer.from(`\r\n--${BOUNDARY}\r\n${partHead('b.csv')}`),
      CSV,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  ],
  [
    'a part whose headers never end',
    WITH_BOUNDARY,
    Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), Buffer.alloc(100 * 1024, 'a')]),
  ],
  ['a file part with no name', WITH_BOUNDARY, Buffer.from(`--${BOUNDARY}\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`)],
  ['a file past every limit', WITH_BOUNDARY, OVERSIZE],
];

let app: FastifyInstance;
let token = '';
let officer: TestStaff;
beforeAll(async () => {
  app = await buildTestApp();
  token = await createSession(app.context.db, (await insertUser(app.context.db)).id);
  // The organisers' imports take a staff member allowed to import results.
  officer = await enrolStaff(app, 'results-officer');
});
afterAll(async () => app.close());

function credentials(declared: Endpoint): Record<string, string> {
  if (declared.auth === 'token') return { token };
  if (declared.auth === 'staff') return officer.headers;
  throw new Error(`a multipart route with auth ${declared.auth}: give this test its credentials`);
}

describe('every multipart route under hostile bodies', () => {
  it('finds the multipart routes of the endpoint table, each with its query', () => {
    expect(multipartRoutes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['uploadImage', 'uploadFile', 'adminResultsImport', 'adminPassingsImport']),
    );
    for (const [name, declared] of multipartRoutes) {
      if (declared.query) expect(VALID_QUERY[name], name).toBeDefined();
    }
  });

  describe.each(multipartRoutes)('%s', (name, declared) => {
    it.each(HOSTILE)('answers %s with a 4xx and its reason in zh and en', async (_what, type, payload) => {
      const query = VALID_QUERY[name];
      for (const language of ['zh', 'en'] as const) {
        const answer = await app.inject({
          method: declared.method,
          url: query ? `${declared.path}?${query}` : declared.path,
          payload,
          headers: {
            'content-type': type,
            'accept-language': language,
            ...credentials(declared),
          },
          // An address per call: the organisers' upload routes allow 30 calls a minute per address, and this
          // sends each of them 28.
          remoteAddress: `10.41.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        expect(answer.statusCode, `${language}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${language}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
        const body = answer.json() as { code: number; msg: string };
        expect(body.code).toBe(answer.statusCode);
        if (language === 'zh') expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
        else {
          expect(body.msg).not.toMatch(/[\u4e00-\u9fff]/);
          expect(body.msg).toMatch(/[A-Za-z]{3}/);
        }
      }
    });
  });
});
