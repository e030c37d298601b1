import Fastify, { type FastifyInstance } from 'fastify';
import { cloudConfigSchema } from '@marathon/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalApi } from '../internal-api/api-client';
import { serverWindow } from '../server-window';
import { ShareCards } from '../share-card/share-cards';
import { withSiteContext } from '../site-context.test-support';
import { registerPageShares } from './page-share';
import { pageTags, readDocumentHtml, trimmed } from './page-tags';

const KEY = 'k'.repeat(32);

/** A PNG's size from its header, or null when it is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
const window = serverWindow() as Parameters<typeof pageTags>[0]['window'];

/** A small content index: a rules document, a news list and a lookup page. */
const cloud = {
  settings: { websiteTitle: '扬州马拉松', websiteTitleEn: 'Yangzhou Marathon', logo: 'images/logo.svg' },
  menu: ['/race-information', '/news-notice'],
  routes: [
    {
      path: '/',
      name: 'Layout',
      redirect: '/home',
      meta: { title: '首页' },
      children: [
        { path: 'home', name: 'Home', component: 'HomePage', meta: { title: '首页', titleEn: 'Home' } },
        {
          path: 'score-search',
          name: 'Score',
          component: 'ScoreSearch',
          meta: { title: '成绩查询', titleEn: 'Results', hidden: true },
        },
      ],
    },
    {
      path: '/race-information',
      name: 'Info',
      redirect: 'race-rules',
      meta: { title: '赛事信息', titleEn: 'Race information' },
      children: [
        {
          path: 'race-rules',
          name: 'Rules',
          component: 'DocumentPage',
          meta: { title: '竞赛规程', titleEn: 'Race rules', dataPath: 'raceRules' },
        },
        {
          path: 'empty',
          name: 'Empty',
          component: 'DocumentPage',
          meta: { title: '空', dataPath: 'nothing' },
        },
      ],
    },
    {
      path: '/news-notice',
      name: 'News',
      redirect: 'race-news',
      meta: { title: '新闻公告', titleEn: 'News' },
      children: [
        {
          path: 'race-news',
          name: 'RaceNews',
          component: 'DocumentListPage',
          meta: { title: '赛事新闻', titleEn: 'Race news', dataPath: 'raceNews' },
        },
      ],
    },
  ],
  data: {
    raceRules: {
      id: 'rules',
      time: 1_700_000_000_000,
      title: '2025 竞赛规程',
      titleEn: '2025 race rules',
      content:
        '<h2>一、总则</h2><p>  比赛\n于 <b>4 月</b> 举行。</p><img src="images/route.png"><p>第二段</p>' +
        '<script>alert(1)</script>',
      contentEn: '<p>The race is held in <i>April</i>.</p>',
    },
    raceNews: [
      {
        id: 'news-1',
        time: 1_700_000_000_000,
        title: '报名开启 <script>alert("x")</script>',
        titleEn: 'Entries "open" & more',
        summary: '摘要 <img src=x onerror=alert(1)>',
        content: '<p onclick="alert(1)">正文</p><img src="https://cdn.example.org/n1.jpg">',
      },
      { id: 'news-2', time: 1_800_000_000_000, title: '最新消息', content: '<p>新</p>' },
    ],
  },
};

describe('the share tags of a page', () => {
  const tags = (path: string, id: string | null, language: 'zh' | 'en') =>
    pageTags({
      cloud: cloudConfigSchema.parse(cloud),
      language,
      path,
      id,
      imageHost: 'https://files.example.org',
      showCharity: true,
      window,
    });

  it("give a document's title, its first paragraph as plain text and its first picture, made absolute", () => {
    expect(tags('/race-information/race-rules', null, 'zh')).toEqual({
      title: '2025 竞赛规程',
      description: '比赛 于 4 月 举行。',
      image: 'https://files.example.org/images/route.png',
      siteName: '扬州马拉松',
      target: '/#/race-information/race-rules',
      sharePath: '/p/race-information/race-rules',
    });
  });

  it('in English: the English text, the site logo where the page has no picture, and the address names the language', () => {
    expect(tags('/race-information', null, 'en')).toMatchObject({
      title: '2025 race rules',
      description: 'The race is held in April.',
      image: 'https://files.example.org/images/logo.svg',
      siteName: 'Yangzhou Marathon',
      target: '/#/race-information/race-rules',
      sharePath: '/p/race-information/race-rules?lang=en',
    });
  });

  it("give a news item's summary, and its picture where it names an absolute one", () => {
    expect(tags('/news-notice/race-news', 'news-1', 'zh')).toMatchObject({
      title: '报名开启 <script>alert("x")</script>',
      description: '摘要 <img src=x onerror=alert(1)>',
      image: 'https://cdn.example.org/n1.jpg',
      target: '/#/news-notice/race-news?id=news-1',
      sharePath: '/p/news-notice/race-news?id=news-1',
    });
  });

  it("give a list its title and its newest items' titles", () => {
    expect(tags('/news-notice/race-news', null, 'en')).toMatchObject({
      title: 'Race news',
      description: '最新消息; Entries "open" & more',
      target: '/#/news-notice/race-news',
    });
  });

  it('are none for an address the site has no page at, an unknown item, an empty section, or an id off a list', () => {
    expect(tags('/nowhere', null, 'zh')).toBeNull();
    expect(tags('/news-notice/race-news', 'news-9', 'zh')).toBeNull();
    expect(tags('/race-information/empty', null, 'zh')).toBeNull();
    expect(tags('/race-information/race-rules', 'rules', 'zh')).toBeNull();
  });

  it('read HTML after the sanitizer: no script text, no handler, and text only', () => {
    expect(readDocumentHtml('<h2>T</h2><script>alert(1)</script><p>  a <b>b</b>\n c </p>', window)).toEqual({
      text: 'a b c',
      image: null,
    });
    expect(readDocumentHtml('<img src="javascript:alert(1)"><p>x</p>', window).image).toBeNull();
    expect(readDocumentHtml('<ul><li>only</li><li>a list</li></ul>', window).text).toBe('only a list');
  });

  it('cut a long description at whole characters, with an ellipsis', () => {
    const long = '长'.repeat(200);
    const cut = trimmed(long);
    expect([...cut]).toHaveLength(120);
    expect(cut.endsWith('…')).toBe(true);
    expect(trimmed('短')).toBe('短');
  });
});

describe('the share address of a page on the site server', () => {
  let files: FastifyInstance;
  let site: FastifyInstance;
  let local: FastifyInstance;
  let client: InternalApi;
  let index: 'ok' | 'missing' | 'broken' | 'slow' = 'ok';
  const keys: unknown[] = [];
  const pictures: unknown[] = [];

  beforeAll(async () => {
    files = Fastify();
    // The site's logo on the API's file host: a list page's picture.
    files.get('/files/images/logo.svg', async (request, reply) => {
      pictures.push(request.headers['x-internal-key']);
      return reply
        .type('image/svg+xml')
        .send(
          '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#f00"/><text x="10" y="40">扬马</text></svg>',
        );
    });
    files.get('/files/sites/:domain/index.json', async (request, reply) => {
      keys.push(request.headers['x-internal-key']);
      if (index === 'missing') return reply.code(404).send('no');
      if (index === 'broken') return reply.code(500).send('no');
      if (index === 'slow') return new Promise(() => undefined);
      return cloud;
    });
    await files.listen({ port: 0, host: '127.0.0.1' });
    const address = files.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    client = new InternalApi([`http://127.0.0.1:${port}`], KEY);
    // The API and its file host, and the images on a host of their own.
    const settings = { apiBase: 'https://api.example.org', imageHost: 'https://img.example.org' };
    site = withSiteContext(Fastify(), { settings, publicOrigin: 'https://www.example.org' });
    const cards = new ShareCards(client, site.log);
    registerPageShares(site, { api: client, cards });
    await site.ready();
    // The local mode: no public origin, the request's own host (each test's its own: reads are kept a few seconds).
    local = withSiteContext(Fastify(), { settings });
    registerPageShares(local, { api: client, cards });
    await local.ready();
  });
  afterAll(async () => {
    await site.close();
    await local.close();
    await client.close();
    await files.close();
  });

  it('answers the rules page with its tags in the visitor’s language, then sends the person to it', async () => {
    const zh = await site.inject({ url: '/p/race-information/race-rules' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['cache-control']).toBe('public, max-age=60');
    expect(zh.headers.vary).toBe('Cookie');
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain('<meta property="og:title" content="2025 竞赛规程">');
    expect(zh.body).toContain('<meta property="og:description" content="比赛 于 4 月 举行。">');
    // The preview is the page's card (a PNG drawn from its picture), never the picture's own SVG or address.
    expect(zh.body).toContain(
      '<meta property="og:image" content="https://www.example.org/share-card.png?path=%2Frace-information%2Frace-rules&#38;lang=zh">',
    );
    expect(zh.body).toContain('<meta property="og:image:type" content="image/png">');
    expect(zh.body).toContain('<meta property="og:image:width" content="1200">');
    expect(zh.body).toContain('<meta property="og:image:height" content="630">');
    expect(zh.body).toContain('<meta property="og:site_name" content="扬州马拉松">');
    expect(zh.body).toContain(
      '<meta property="og:url" content="https://www.example.org/p/race-information/race-rules">',
    );
    expect(zh.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(zh.body).toContain('<meta http-equiv="refresh" content="0; url=/#/race-information/race-rules">');
    const en = await site.inject({
      url: '/p/race-information/race-rules',
      headers: { cookie: 'language=en' },
    });
    expect(en.body).toContain('<meta property="og:title" content="2025 race rules">');
    expect(en.body).toContain('<html lang="en">');
    const asked = await site.inject({
      url: '/p/race-information/race-rules?lang=zh',
      headers: { cookie: 'language=en' },
    });
    expect(asked.body).toContain('<meta property="og:title" content="2025 竞赛规程">');
  });

  it('draws each page’s card as a PNG of the size chat apps and social sites take', async () => {
    for (const url of [
      '/share-card.png?path=/race-information/race-rules&lang=zh',
      '/share-card.png?path=/news-notice/race-news&id=news-1&lang=en',
      '/share-card.png?path=/&lang=zh',
    ]) {
      const card = await site.inject({ url });
      expect(card.statusCode, url).toBe(200);
      expect(card.headers['content-type']).toBe('image/png');
      expect(card.headers['cache-control']).toBe('public, max-age=300');
      expect(pngSize(card.rawPayload), url).toEqual({ width: 1200, height: 630 });
    }
    expect((await site.inject({ url: '/share-card.png?path=/nowhere' })).statusCode).toBe(404);
  });

  it('draws a card from the page’s picture on the API’s file host, read as this server', async () => {
    const onFiles = withSiteContext(Fastify(), { settings: { apiBase: 'https://api.example.org' } });
    registerPageShares(onFiles, { api: client, cards: new ShareCards(client, onFiles.log) });
    const card = await onFiles.inject({
      url: '/share-card.png?path=/news-notice/race-news',
      headers: { host: 'files.test' },
    });
    expect(card.statusCode).toBe(200);
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(pictures).toEqual([KEY]);
    // Drawn once: the next preview of the page is the card kept.
    await onFiles.inject({
      url: '/share-card.png?path=/news-notice/race-news',
      headers: { host: 'files.test' },
    });
    expect(pictures).toHaveLength(1);
    await onFiles.close();
  });

  it('reads the index as this server, with its key', () => {
    expect(keys.at(-1)).toBe(KEY);
  });

  it('lets no HTML from the content reach the page', async () => {
    const page = await site.inject({ url: '/p/news-notice/race-news?id=news-1' });
    expect(page.statusCode).toBe(200);
    // Content's markup arrives as text only: no element of it is left in the page.
    expect(page.body).not.toMatch(/<script|<img|<p /);
    expect(page.body).toContain(
      '<meta property="og:title" content="报名开启 &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;">',
    );
    expect(page.body).toContain(
      '<meta http-equiv="refresh" content="0; url=/#/news-notice/race-news?id=news-1">',
    );
    const en = await site.inject({ url: '/p/news-notice/race-news?id=news-1&lang=en' });
    expect(en.body).toContain('<meta property="og:title" content="Entries &#34;open&#34; &#38; more">');
    expect(en.body).toContain(
      '<meta property="og:url" content="https://www.example.org/p/news-notice/race-news?id=news-1&#38;lang=en">',
    );
  });

  it("answers an address the site has no page at with the site's 404 page, in the visitor's language", async () => {
    for (const url of [
      '/p/nowhere',
      '/p/news-notice/race-news?id=news-9',
      `/p/${'a/'.repeat(200)}`,
      `/p/news-notice/race-news?id=${'x'.repeat(101)}`,
    ]) {
      const page = await site.inject({ url, headers: { cookie: 'language=en' } });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<h1>Page not found</h1>');
    }
    expect((await site.inject({ url: '/p/nowhere' })).body).toContain('<h1>页面不存在</h1>');
  });

  it('is kept by no shared cache when its addresses come from the request', async () => {
    const page = await local.inject({ url: '/p/news-notice/race-news', headers: { host: 'loopback.test' } });
    expect(page.headers['cache-control']).toBe('private, max-age=60');
  });

  it('says the site has no such page where its domain has no content, and to try again when the index cannot be read', async () => {
    index = 'missing';
    const missing = await local.inject({ url: '/p/race-information', headers: { host: 'gone.example' } });
    expect(missing.statusCode).toBe(404);
    for (const state of ['broken', 'slow'] as const) {
      index = state;
      const page = await local.inject({
        url: '/p/race-information',
        headers: { host: `${state}.example`, cookie: 'language=en' },
      });
      expect(page.statusCode, state).toBe(503);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('please reload this page in a moment');
    }
    index = 'ok';
  });
});
