import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { NonFinisher } from '@marathon/shared/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAINTED_ID } from '@marathon/mobile/paint';
import { phoneIndexHtml, RESULT } from './fixtures.test-support';
import { readPhoneTemplate, type PhoneTemplate } from './phone-page';
import { registerPhoneResultPages } from './phone-result-page';
import { InternalApi } from './internal-api/api-client';
import { ResultReads } from './share-page';
import { withSiteContext } from './site-context.test-support';

const BUILT = phoneIndexHtml(`
    <link rel="modulepreload" crossorigin href="/m/assets/jsx-runtime-abcdefgh.js">
    <link rel="stylesheet" crossorigin href="/m/assets/index-abcdefgh.css">`);

// What an attacker might register as a name: it must reach the page as text.
const result = { ...RESULT, name: '李<script>alert(1)</script>"&' };

const dnf: NonFinisher = {
  year: 2024,
  bib: '2002',
  name: '王*',
  gender: 2,
  raceItem: 'half',
  ageGroup: 'F30',
  status: 'dnf',
  reason: { zh: '15 公里处退赛', en: 'Stopped at 15 km' },
  chipTimeMs: null,
  gunTimeMs: null,
  splits: [],
  provisional: false,
};

describe("a result's own address on the phone site", () => {
  let api: FastifyInstance;
  let site: FastifyInstance;
  let folder: string;
  let template: PhoneTemplate;
  let client: InternalApi;
  const asked: { url: string; language: unknown }[] = [];

  beforeAll(async () => {
    api = Fastify();
    api.get('/race-data/api/score', async (request, reply) => {
      asked.push({ url: request.url, language: request.headers['accept-language'] });
      const { bib } = request.query as { bib: string };
      const english = request.headers['accept-language'] === 'en';
      if (bib === '5030') return reply.code(503).send({ code: 503, data: null, msg: 'starting' });
      if (bib === '9000') return new Promise(() => undefined); // never answers
      if (bib === 'A1234') return { code: 0, data: result, msg: '' };
      if (bib === '2002') return { code: 0, data: dnf, msg: '' };
      return reply
        .code(404)
        .send({ code: 404, data: null, msg: english ? 'No result for this bib' : '未查询到该号码布的成绩' });
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    folder = mkdtempSync(join(tmpdir(), 'phone-result-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), BUILT);
    writeFileSync(join(folder, 'assets', 'index-abcdefgh.css'), '.m-card{padding:1rem}');
    template = readPhoneTemplate({ indexFile: join(folder, 'index.html'), prefix: '/m/' });
    client = new InternalApi([`http://127.0.0.1:${port}`], null);
    site = withSiteContext(Fastify(), { settings: { apiBase: 'https://api.example.org' } });
    // Every view reads again here: the tests look at each read.
    registerPhoneResultPages(site, { results: new ResultReads(client, 0), prefix: '/m/', template });
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    await client.close();
    await api.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const painted = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${PAINTED_ID}">(.*?)</script>`).exec(html)?.[1] ??
        'null',
    ) as { address: string; result: { answer: unknown } | null } | null;

  it('paints the result card into the page with the answer it drew from, the stylesheet inline', async () => {
    const page = await site.inject({ url: '/m/r/2024/A1234' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBe('Cookie, Accept-Encoding');
    const html = page.body;
    expect(html).toContain('<html lang="zh-CN" data-language="zh">');
    expect(html).toMatch(/<div id="mobile-root"><header class="m-header">.*data-testid="m-result"/s);
    expect(html).toContain('<dd data-testid="m-result-chip">1:30:00</dd>');
    expect(html).toContain('净计时');
    // The certificate's links on the API's public address.
    expect(html).toContain(
      'https://api.example.org/race-data/api/certificate?year=2024&amp;bib=A1234&amp;format=png',
    );
    // The stylesheet is in the page, not a round trip away.
    expect(html).toContain('<style>.m-card{padding:1rem}</style>');
    expect(html).not.toContain('index-abcdefgh.css');
    expect(painted(html)).toEqual({
      address: '/m/r/2024/A1234',
      result: {
        year: 2024,
        bib: 'A1234',
        language: 'zh',
        apiBase: 'https://api.example.org',
        answer: { result },
      },
    });
    expect(asked.at(-1)).toEqual({ url: '/race-data/api/score?year=2024&bib=A1234', language: 'zh-CN' });
  });

  it('asks for the phone site’s scripts only after the painted card, by an inline script the policy allows by hash', async () => {
    const html = (await site.inject({ url: '/m/r/2024/A1234' })).body;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const loader = template.afterPaint;
    expect(loader?.text).toContain('"entry":"/m/assets/index-abcdefgh.js"');
    expect(loader?.text).toContain('"preloads":["/m/assets/jsx-runtime-abcdefgh.js"]');
    expect(loader?.hash).toBe(
      `'sha256-${createHash('sha256')
        .update(loader?.text ?? '')
        .digest('base64')}'`,
    );
    // After the painted root, so the app never starts on markup the parser has not finished.
    expect(html.indexOf(`<script>${loader?.text}</script>`)).toBeGreaterThan(html.indexOf('m-result-chip'));
  });

  it('writes every text as text: a name holding markup closes no element and runs nothing', async () => {
    const html = (await site.inject({ url: '/m/r/2024/A1234' })).body;
    expect(html).toContain(
      '<h2 data-testid="m-result-name">李&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;</h2>',
    );
    expect(html).not.toContain('<script>alert(1)');
    // Inside the JSON block too.
    expect(html).toContain('李\\u003cscript>alert(1)\\u003c/script>');
  });

  it("paints in the visitor's language, and a DNF as the phone site shows one", async () => {
    const english = await site.inject({ url: '/m/r/2024/A1234', headers: { cookie: 'language=en' } });
    expect(english.body).toContain('<html lang="en" data-language="en">');
    expect(english.body).toContain('Chip time');
    expect(asked.at(-1)?.language).toBe('en');
    const stopped = await site.inject({ url: '/m/r/2024/2002', headers: { cookie: 'language=en' } });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('data-testid="m-result-outcome"');
    expect(stopped.body).toContain('Stopped at 15 km');
  });

  it("says a result that does not exist in the API's words, in the visitor's language, with a 404", async () => {
    for (const [cookie, message] of [
      ['language=zh', '未查询到该号码布的成绩'],
      ['language=en', 'No result for this bib'],
    ] as const) {
      const page = await site.inject({ url: '/m/r/2024/9999', headers: { cookie } });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(
        `<div class="m-notice" role="alert" data-testid="m-error"><p>${message}</p>`,
      );
      expect(painted(page.body)?.result?.answer).toEqual({ missing: message });
    }
  });

  it('never reports a result missing when the API is away or slow: the page goes out to ask again itself', async () => {
    for (const bib of ['5030', '9000']) {
      const page = await site.inject({ url: `/m/r/2024/${bib}` });
      expect(page.statusCode, bib).toBe(503);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['retry-after']).toBe('30');
      expect(page.body).not.toContain('data-testid="m-error"');
      expect(page.body).not.toContain('data-testid="m-result"');
      // The lookup is drawn as on its way: the phone site asks the API itself once it runs.
      expect(page.body).toContain('加载中…');
      expect(painted(page.body)).toEqual({ address: `/m/r/2024/${bib}`, result: null });
    }
  });

  it('paints a kept result once for a crowd refreshing it, and again once the result is read anew', async () => {
    const crowd = withSiteContext(Fastify(), { settings: { apiBase: 'https://api.example.org' } });
    const results = new ResultReads(client, 60_000);
    registerPhoneResultPages(crowd, { results, prefix: '/m/', template });
    await crowd.ready();
    const write = vi.spyOn(template, 'write');
    try {
      const first = await crowd.inject({ url: '/m/r/2024/A1234' });
      expect(first.statusCode).toBe(200);
      for (let view = 0; view < 5; view += 1) {
        const again = await crowd.inject({ url: '/m/r/2024/A1234', headers: { 'accept-encoding': 'gzip' } });
        expect(again.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(again.rawPayload).toString()).toBe(first.body);
      }
      expect(write).toHaveBeenCalledTimes(1);
      // A page drawn without the API's answer is never kept: the next view paints the answer.
      const away = await crowd.inject({ url: '/m/r/2024/5030' });
      expect(away.statusCode).toBe(503);
      await crowd.inject({ url: '/m/r/2024/5030' });
      expect(write).toHaveBeenCalledTimes(3);
    } finally {
      write.mockRestore();
      await crowd.close();
    }
  });

  it('asks nothing for a malformed address', async () => {
    const count = asked.length;
    for (const url of ['/m/r/24/1', '/m/r/2024/%3Cscript%3E', '/m/r/2024/1234567890'])
      expect((await site.inject({ url })).statusCode, url).toBe(404);
    expect(asked.length).toBe(count);
  });
});
