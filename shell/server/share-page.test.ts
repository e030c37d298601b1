import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT } from './fixtures.test-support';
import { MOVE_FROM_SHARE_PAGE } from './share-page-move';
import { InternalApi } from './internal-api/api-client';
import { registerSharePages, ResultReads, sharePage, shareTags } from './share-page';
import { withSiteContext } from './site-context.test-support';

const result = RESULT;

describe('share tags of a result', () => {
  it('say who, which race, the time and the rank, in each language', () => {
    expect(shareTags(result, 'zh')).toEqual({
      title: '李<四>"& 2024 扬州鉴真国际半程马拉松 1:30:00',
      description: '号码布 A1234，半程马拉松，净计时 1:30:00，总排名 3,398 / 25,079。',
    });
    expect(shareTags(result, 'en').title).toBe('李<四>"&: 2024 Yangzhou Half Marathon, 1:30:00');
  });

  it('say a DNF or DQ as the result page does, with the reason, and show no certificate', () => {
    const dq = {
      year: 2024,
      bib: 'A1234',
      name: '张三',
      gender: 1,
      raceItem: 'half' as const,
      ageGroup: 'M35',
      status: 'dq' as const,
      reason: { zh: '抄近道', en: 'Cut the course' },
      chipTimeMs: null,
      gunTimeMs: null,
      splits: [],
      provisional: false,
    };
    expect(shareTags(dq, 'zh').title).toBe('张三 2024 扬州鉴真国际半程马拉松 取消成绩（DQ）');
    expect(shareTags(dq, 'en').description).toContain('Disqualified (DQ). Reason: Cut the course');
    // No certificate: the site's own card is the preview.
    const card = 'https://www.example.com/share-card.png?path=%2F&lang=en';
    const html = sharePage(dq, 'en', 'https://www.example.com', { url: card, width: 1200, height: 630 });
    expect(html).toContain(`<meta property="og:image" content="${card.replaceAll('&', '&#38;')}">`);
    expect(html).toContain('<meta property="og:image:type" content="image/png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('escape everything taken from the result, and lead the person to the result page', () => {
    const html = sharePage(result, 'zh', 'https://www.example.com', {
      url: 'https://api.example.com/c.png',
      width: 1600,
      height: 2262,
    });
    expect(html).not.toContain('<四>');
    expect(html).toContain('<title>李&#60;四&#62;&#34;&#38; 2024');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/r/2024/A1234">');
    expect(html).toContain('<meta property="og:image" content="https://api.example.com/c.png">');
    expect(html).toContain('<meta property="og:image:width" content="1600">');
    expect(html).toContain('<meta property="og:image:height" content="2262">');
    expect(html).toContain(
      '<noscript><meta http-equiv="refresh" content="0; url=/#/score-search?year=2024&#38;bib=A1234"></noscript>',
    );
    expect(html).toContain('<a data-result href="/#/score-search?year=2024&#38;bib=A1234">');
    // No phone site of this server's: no phone address to move to.
    expect(html).not.toContain('rel="alternate"');
  });

  it("name the result's own phone address, and move there with a script the page policy allows by its hash", () => {
    const image = { url: 'https://api.example.com/c.png', width: 1600, height: 2262 };
    const html = sharePage(result, 'zh', 'https://www.example.com', image, '/m/r/2024/A1234');
    expect(html).toContain(
      '<link rel="alternate" data-phone media="only screen and (max-width: 640px)" href="/m/r/2024/A1234">',
    );
    expect(html).toContain(`<script>${MOVE_FROM_SHARE_PAGE.text}</script>`);
    expect(MOVE_FROM_SHARE_PAGE.hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});

describe('the share address on the site server', () => {
  let api: FastifyInstance;
  let site: FastifyInstance;
  let local: FastifyInstance;
  let client: InternalApi;
  const asked: string[] = [];
  const callers: Array<Record<string, unknown>> = [];
  const KEY = 'k'.repeat(32);

  beforeAll(async () => {
    api = Fastify();
    api.get('/race-data/api/score', async (request, reply) => {
      asked.push(request.url);
      callers.push({ key: request.headers['x-internal-key'], visitor: request.headers['x-client-address'] });
      const { bib } = request.query as { bib: string };
      if (bib === '5030') return reply.code(503).send({ code: 503, data: null, msg: 'starting' });
      if (bib === '4290') return reply.code(429).send({ code: 429, data: null, msg: 'slow down' });
      if (bib === '9000') return new Promise(() => undefined); // never answers
      if (bib === 'A1234') return { code: 0, data: result, msg: '' };
      return reply.code(404).send({ code: 404, data: null, msg: 'none' });
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    client = new InternalApi([`http://127.0.0.1:${port}`], KEY);
    // Every view reads again here: the tests count the reads.
    const results = new ResultReads(client, 0);
    const settings = { apiBase: 'https://api.example.com' };
    site = withSiteContext(Fastify(), { settings, publicOrigin: 'https://www.example.com' });
    registerSharePages(site, { results });
    await site.ready();
    // As the local mode: no public origin, the request's own address, so no shared cache may keep it.
    local = withSiteContext(Fastify(), { settings });
    registerSharePages(local, { results });
    await local.ready();
  });
  afterAll(async () => {
    await site.close();
    await local.close();
    await client.close();
    await api.close();
  });

  it('answers a result with its tags, shareable by a CDN for a minute', async () => {
    const page = await site.inject({ url: '/r/2024/A1234?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(
      'content="https://api.example.com/race-data/api/certificate?year=2024&#38;bib=A1234&#38;format=png"',
    );
    expect(asked.at(-1)).toBe('/race-data/api/score?year=2024&bib=A1234');
  });

  it("looks the result up as this server, for the visitor: the visitor's own limits are spent, not one shared budget", async () => {
    await site.inject({ url: '/r/2024/A1234', remoteAddress: '203.0.113.9' });
    expect(callers.at(-1)).toEqual({ key: KEY, visitor: '203.0.113.9' });
  });

  it('is kept by no shared cache when its addresses come from the request', async () => {
    const page = await local.inject({ url: '/r/2024/A1234', headers: { host: 'loopback.test' } });
    expect(page.headers['cache-control']).toBe('private, max-age=60');
  });

  it('says so in both languages for a result that does not exist, and asks nothing for a malformed address', async () => {
    const missing = await site.inject({ url: '/r/2024/9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('未找到这条成绩');
    expect(missing.body).toContain('This result was not found');
    const count = asked.length;
    expect((await site.inject({ url: '/r/24/%3Cscript%3E' })).statusCode).toBe(404);
    expect(asked.length).toBe(count);
  });

  it('never reports a real result as missing when the API is away, limiting or slow: it says to try again', async () => {
    for (const bib of ['5030', '4290', '9000']) {
      const page = await site.inject({ url: `/r/2024/${bib}` });
      expect(page.statusCode, bib).toBe(503);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['retry-after']).toBe('30');
      expect(page.body).toContain('请稍后刷新本页');
      expect(page.body).toContain('please reload this page in a moment');
    }
  });
});
