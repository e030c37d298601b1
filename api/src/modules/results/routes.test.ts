import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  envelopeSchema,
  registrationRecordSchema,
  scoreHistorySchema,
  scoreResultSchema,
} from '@marathon/shared/api';
import { buildTestApp, makeContentDir } from '../../test-support/test-app';
import { EDITION_PLANS, generateEdition } from './generator';

/** The test data is generated: a missing runner is a broken generator, said plainly. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the small seed has no ${what}`);
  return value;
}

// API tests run on the small seed (NODE_ENV test): the same people as the full one, a few hundred per year.
const [plan2024, plan2023] = EDITION_PLANS.small;
const edition2024 = generateEdition(plan2024);
const edition2023 = generateEdition(plan2023);
const finisher = must(
  edition2024.results.filter((r) => r.registration.person.nationality === 'CN')[3],
  'mainland finisher',
).registration;
const bibs2023 = new Set(edition2023.results.map((r) => r.registration.person.index));
const twoYears = must(
  edition2024.results.find((r) => bibs2023.has(r.registration.person.index)),
  'runner of two years',
).registration;
const withdrawn = must(
  edition2024.registrations.find((r) => r.bib === null),
  'unconfirmed registration',
);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ contentDir: makeContentDir() });
});
afterAll(async () => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe('score lookup by bib', () => {
  it('answers the result with splits, ranks and a provisional flag, cacheable with an ETag', async () => {
    const response = await get(`${endpoints.score.path}?year=2024&bib=${finisher.bib}`);
    expect(response.statusCode).toBe(200);
    const { data } = envelopeSchema(scoreResultSchema).parse(response.json());
    expect(data).toMatchObject({
      year: 2024,
      bib: finisher.bib,
      name: finisher.person.name,
      provisional: true,
    });
    expect(data.overallRank).toBeGreaterThan(0);
    expect(data.chipTimeMs).toBeLessThanOrEqual(data.gunTimeMs);
    if (data.raceItem === 'half') expect(data.splits.map((s) => s.km)).toEqual([5, 10, 15, 20]);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get(`${endpoints.score.path}?year=2024&bib=${finisher.bib}`, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('reads the bib case-insensitively and says final for 2023', async () => {
    const fun = must(
      edition2023.results.find((r) => r.registration.raceItem === 'fun'),
      'fun run finisher',
    ).registration;
    const response = await get(`${endpoints.score.path}?year=2023&bib=${String(fun.bib).toLowerCase()}`);
    expect(response.json().data).toMatchObject({ bib: fun.bib, provisional: false, splits: [] });
  });

  it('answers an unknown bib as an answer (HTTP 200, code 404, bilingual) and an unknown year as a 404', async () => {
    // A miss is not an error of the request: a browser would log an HTTP 404 as a console error.
    const bib = await get(`${endpoints.score.path}?year=2024&bib=9999999`);
    expect(bib.statusCode).toBe(200);
    expect(bib.json()).toEqual({
      code: 404,
      msg: '未查询到 2024 年号码布 9999999 的成绩',
      data: null,
    });
    const year = await get(`${endpoints.score.path}?year=2019&bib=10001`);
    expect(year.statusCode).toBe(404);
    expect(year.json().msg).toBe('没有 2019 年的赛事数据');
  });
});

describe('personal lookups answer masked numbers only', () => {
  it('finds a score by name and ID number (in the body, never cached)', async () => {
    const response = await post(endpoints.score.path, {
      year: 2024,
      name: finisher.person.name,
      idNumber: finisher.person.idNumber.toLowerCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(envelopeSchema(scoreResultSchema).parse(response.json()).data.bib).toBe(finisher.bib);
  });

  it('does not answer a right ID number with another name', async () => {
    const response = await post(endpoints.score.path, {
      year: 2024,
      name: '张三丰',
      idNumber: finisher.person.idNumber,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 404, data: null });
  });

  it('finds a registration by ID number or phone, with the ID and phone masked', async () => {
    for (const by of [{ idNumber: finisher.person.idNumber }, { phone: finisher.person.phone }]) {
      const response = await post(endpoints.registration.path, {
        year: 2024,
        queryType: 1,
        name: finisher.person.name,
        ...by,
      });
      const { data } = envelopeSchema(registrationRecordSchema).parse(response.json());
      expect(data).toMatchObject({
        bib: finisher.bib,
        corral: finisher.corral,
        raceItem: finisher.raceItem,
        status: 2,
        // A confirmed entry with its bib: the season's next step is the kit pickup.
        waitlistPosition: null,
        nextStep: { kind: 'pickup', deadline: null },
      });
      expect(data.idNumberMasked).not.toContain(finisher.person.idNumber.slice(4, -4));
      expect(data.idNumberMasked).toMatch(/^.{4}\*+.{4}$/);
      expect(data.phoneMasked).toMatch(/^\d{3}\*{4}\d{4}$/);
      expect(response.body).not.toContain(finisher.person.idNumber);
      expect(response.body).not.toContain(finisher.person.phone);
    }
  });

  it('answers a channel query type only for that channel', async () => {
    const other = must(
      ([2, 3, 5] as const).find((type) => type !== finisher.channel),
      'other channel',
    );
    const mine = await post(endpoints.registration.path, {
      year: 2024,
      queryType: finisher.channel,
      name: finisher.person.name,
      idNumber: finisher.person.idNumber,
    });
    expect(mine.statusCode).toBe(200);
    const notMine = await post(endpoints.registration.path, {
      year: 2024,
      queryType: other,
      name: finisher.person.name,
      idNumber: finisher.person.idNumber,
    });
    expect(notMine.statusCode).toBe(200);
    expect(notMine.json()).toMatchObject({ code: 404, data: null });
  });

  it('shows no bib or corral for a registration that is not confirmed', async () => {
    const response = await post(endpoints.registration.path, {
      year: 2024,
      queryType: 1,
      name: withdrawn.person.name,
      idNumber: withdrawn.person.idNumber,
    });
    expect(response.json().data).toMatchObject({ bib: null, corral: null, status: withdrawn.status });
  });

  it('lists one runner across the years with the best time marked', async () => {
    const response = await post(endpoints.scoreHistory.path, {
      name: twoYears.person.name,
      idNumber: twoYears.person.idNumber,
    });
    const { data } = envelopeSchema(scoreHistorySchema).parse(response.json());
    expect(data.results.map((r) => r.year)).toEqual([2024, 2023]);
    const sameItem = data.results.every((r) => r.raceItem === data.results[0]?.raceItem);
    if (sameItem) {
      const best = Math.min(...data.results.map((r) => r.chipTimeMs));
      expect(data.results.filter((r) => r.personalBest).map((r) => r.chipTimeMs)).toEqual([best]);
    }
  });
});

describe('pages, certificate and photos', () => {
  it('pages the results in rank order', async () => {
    const response = await get(`${endpoints.results.path}?year=2024&item=half&page=2&pageSize=10`);
    const { data } = response.json();
    expect(data.rows.map((r: { overallRank: number }) => r.overallRank)).toEqual(
      Array.from({ length: 10 }, (_, i) => 11 + i),
    );
    expect(data.total).toBe(edition2024.results.filter((r) => r.registration.raceItem === 'half').length);
  });

  it('draws the certificate as SVG, as an attachment on request, escaping the name', async () => {
    const response = await get(`${endpoints.certificate.path}?year=2024&bib=${finisher.bib}&download=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificate-2024-${finisher.bib}.svg"`,
    );
    expect(response.body).toContain(finisher.person.name.replace("'", '&#39;'));
  });

  it('draws the certificate as PNG and PDF files too, named by their kind', async () => {
    for (const [format, type, magic] of [
      ['png', 'image/png', '\u0089PNG'],
      ['pdf', 'application/pdf', '%PDF'],
    ] as const) {
      const response = await get(
        `${endpoints.certificate.path}?year=2024&bib=${finisher.bib}&download=1&format=${format}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="certificate-2024-${finisher.bib}.${format}"`,
      );
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe(magic);
    }
    expect(
      (await get(`${endpoints.certificate.path}?year=2024&bib=${finisher.bib}&format=gif`)).statusCode,
    ).toBe(400);
  });

  it('filters the finishers by gender, age group and part of a name, counting what passes', async () => {
    const race = edition2024.results.filter((r) => r.registration.raceItem === 'half');
    const women = race.filter((r) => r.registration.person.gender === 2);
    const page = (
      await get(`${endpoints.results.path}?year=2024&item=half&gender=2&pageSize=5&page=2`)
    ).json().data;
    expect(page.total).toBe(women.length);
    expect(page.rows).toHaveLength(5);
    expect(page.rows.every((row: { gender: number }) => row.gender === 2)).toBe(true);
    const ranks = page.rows.map((row: { overallRank: number }) => row.overallRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const someone = must(race[7], 'finisher').registration.person;
    const part = someone.name.slice(1, 3);
    const named = (
      await get(
        `${endpoints.results.path}?year=2024&item=half&name=${encodeURIComponent(part)}&ageGroup=16-29`,
      )
    ).json().data;
    expect(
      named.rows.every(
        (row: { name: string; ageGroup: string }) => row.name.includes(part) && row.ageGroup === '16-29',
      ),
    ).toBe(true);

    expect(
      (await get(`${endpoints.results.path}?year=2024&item=half&name=${encodeURIComponent('%')}`)).statusCode,
    ).toBe(400);
    expect((await get(`${endpoints.results.path}?year=2024&item=half&ageGroup=20-25`)).statusCode).toBe(400);
  });

  it('sets a result in its race: field sizes, ranks at each mark, the finish-time histogram', async () => {
    const score = (await get(`${endpoints.score.path}?year=2024&bib=${finisher.bib}`)).json().data;
    const response = await get(`${endpoints.scoreAnalysis.path}?year=2024&bib=${finisher.bib}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const analysis = response.json().data;
    const race = edition2024.results.filter((r) => r.registration.raceItem === score.raceItem);
    expect(analysis.finishers).toBe(race.length);
    expect(analysis.genderFinishers).toBe(
      race.filter((r) => r.registration.person.gender === score.gender).length,
    );
    expect(analysis.genderFinishers).toBeGreaterThanOrEqual(score.genderRank);
    expect(analysis.ageGroupFinishers).toBeGreaterThanOrEqual(score.ageGroupRank);
    const slower = race.filter((r) => r.chipMs > score.chipTimeMs).length;
    expect(analysis.fasterThanPercent).toBe(Math.floor((slower / (race.length - 1)) * 100));
    expect(analysis.splitRanks.map((mark: { km: number }) => mark.km)).toEqual(
      score.splits.map((split: { km: number }) => split.km),
    );
    const { counts, runnerBin, startMs, binMs } = analysis.histogram;
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(race.length);
    expect(score.chipTimeMs).toBeGreaterThanOrEqual(startMs + runnerBin * binMs);
    expect(score.chipTimeMs).toBeLessThan(startMs + (runnerBin + 1) * binMs);
    expect((await get(`${endpoints.scoreAnalysis.path}?year=2024&bib=9999999`)).statusCode).toBe(404);
  });

  it('lists and serves the photos of a bib', async () => {
    const list = (await get(`${endpoints.photos.path}?year=2024&bib=${finisher.bib}`)).json().data;
    expect(list.photos.length).toBeGreaterThanOrEqual(2);
    const image = await get(list.photos[0].path);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const beyond = await get(
      `${endpoints.photo.path}?year=2024&bib=${finisher.bib}&n=${list.photos.length + 1}`,
    );
    expect(beyond.statusCode).toBe(404);
  });
});

describe('malformed lookups answer 400 envelopes, never 5xx', () => {
  const huge = '9'.repeat(5000);
  const getCases = [
    endpoints.score.path,
    `${endpoints.score.path}?year=2024`,
    `${endpoints.score.path}?bib=10001`,
    `${endpoints.score.path}?year=abc&bib=10001`,
    `${endpoints.score.path}?year=${huge}&bib=10001`,
    `${endpoints.score.path}?year=2024.5&bib=10001`,
    `${endpoints.score.path}?year=-2024&bib=10001`,
    `${endpoints.score.path}?year=2024&bib=${huge}`,
    `${endpoints.score.path}?year=2024&bib=${encodeURIComponent("1' OR '1'='1")}`,
    `${endpoints.score.path}?year=2024&bib=${encodeURIComponent('<script>alert(1)</script>')}`,
    `${endpoints.score.path}?year=2024&bib=1&bib=2`,
    `${endpoints.score.path}?year=2024&bib=10001&extra=1`,
    `${endpoints.results.path}?year=2024&item=marathon`,
    `${endpoints.results.path}?year=2024&item=half&page=0`,
    `${endpoints.results.path}?year=2024&item=half&pageSize=100000`,
    `${endpoints.certificate.path}?year=2024&bib=10001&download=yes`,
    `${endpoints.photo.path}?year=2024&bib=10001&n=${huge}`,
    `${endpoints.photos.path}?year=2024`,
  ];
  it.each(getCases)('GET %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data).toBeNull();
    expect(body.msg).toMatch(/^参数错误：[^/]+$/);
  });

  const postCases: [string, unknown][] = [
    [endpoints.registration.path, {}],
    [endpoints.registration.path, { year: 2024, queryType: 4, name: '王伟', idNumber: '320102199001011234' }],
    [endpoints.registration.path, { year: 2024, queryType: 1, name: '王伟' }],
    [
      endpoints.registration.path,
      { year: 2024, queryType: 1, name: '王伟', idNumber: '320102199001011234', phone: '13800000000' },
    ],
    [
      endpoints.registration.path,
      { year: 2024, queryType: 1, name: "'; DROP TABLE race_results;--", phone: '13800000000' },
    ],
    [
      endpoints.registration.path,
      { year: 2024, queryType: 1, name: '<img src=x onerror=alert(1)>', phone: '138' },
    ],
    [endpoints.registration.path, { year: '2024', queryType: '1', name: ['王伟'], phone: 13800000000 }],
    [endpoints.score.path, { year: 2024, name: '王伟', idNumber: huge }],
    [endpoints.scoreHistory.path, { name: '', idNumber: '' }],
    [endpoints.scoreHistory.path, { name: { $ne: 1 }, idNumber: '320102199001011234' }],
  ];
  it.each(postCases)('POST %s %j', async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
    expect(response.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([
    ['a text body', 'text/plain', 'name=王伟'],
    ['null', 'application/json', 'null'],
    ['an array', 'application/json', '[]'],
    ['a string', 'application/json', '"王伟"'],
    [
      'a 100,000-character name',
      'application/json',
      JSON.stringify({ name: '王'.repeat(100_000), idNumber: '320102199001011234' }),
    ],
  ])('answers %s as a 4xx envelope', async (_label, contentType, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: endpoints.scoreHistory.path,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ data: null });
    expect(response.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers a body that is not JSON as a 400 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: endpoints.scoreHistory.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toBeNull();
  });
});

describe('rate limit', () => {
  it('limits lookups per address to a fifth of the general budget', async () => {
    const small = await buildTestApp({ contentDir: makeContentDir(), rateLimitPerMinute: 50 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        codes.push(
          (
            await small.inject({
              method: 'GET',
              url: `${endpoints.score.path}?year=2024&bib=${finisher.bib}`,
            })
          ).statusCode,
        );
      }
      expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await small.close();
    }
  });
});
