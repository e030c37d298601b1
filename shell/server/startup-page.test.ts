import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { RuntimeConfig, StartupData } from '@marathon/shared/contracts';
import { raceInfoFixture } from '@marathon/shared/test-support';
import { DEFAULT_PORTS } from './ports';
import { makeRuntimeConfig } from './runtime-config';
import { scriptJson } from './script-json';
import { InternalApi } from './internal-api/api-client';
import { startupPage, type StartupPageOptions } from './startup-page';
import { FIRST_PAINT_SCRIPT_HASHES } from './first-paint/script-hashes';
import { contentSecurityPolicy } from './security-headers';
import type { FirstPaints } from './first-paint/first-paints';

/** The shell's index.html as built, with the markers the server writes at (shell/index.html). */
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>t</title>\n<!--marathon:manifest-preload--><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin /><!--/marathon:manifest-preload-->\n<!--marathon:head--></head><body><!--marathon:body--><div id="root"></div></body></html>';

/**
 * While set, the binding's answer waits until the race's information is asked (released with true), or at the
 * latest until a deadline (released with false): a read that asks its second round only after the binding never
 * releases it itself.
 */
let bindingHeld: { promise: Promise<boolean>; release: (early: boolean) => void } | null = null;

/** Domains the stand-in API has a race for. */
const BOUND = ['race.example.com', 'broken.example.com'];

/** A stand-in for the API and its file host with the answers start-up reads, counting the reads. */
let api: FastifyInstance;
let apiUrl = '';
let reads = 0;
/** The internal key each read came with. */
const keys: unknown[] = [];
const INTERNAL_KEY = 'i'.repeat(32);
/** The site's title in the content index: a journey of an editor's change. */
let websiteTitle = '扬州<半马>';
/** While set, the stand-in API answers every read 503, as an API that is away. */
let apiAway = false;
let shell: FastifyInstance;
const dir = mkdtempSync(join(tmpdir(), 'startup-page-'));
const clients: InternalApi[] = [];
/** The shell's client of the stand-in API (or of another address), closed after the tests. */
const apiAt = (url: string, key: string | null = null) => {
  const client = new InternalApi([url], key);
  clients.push(client);
  return client;
};

/** A real manifest, as the shell's server makes it, with the API and images on hosts of their own. */
const runtime = (): RuntimeConfig =>
  makeRuntimeConfig('race.example.com', {
    ports: DEFAULT_PORTS,
    environment: 'production',
    settings: {
      apiBase: 'https://api.example.com',
      imageHost: 'https://img.example.com',
      translationFiles: ['i18n/general.json'],
    },
  });

/** The request's site as the server's site context gives it: its host's domain, with the manifest given. */
const siteOf =
  (manifest: () => RuntimeConfig): StartupPageOptions['siteFor'] =>
  (request) => ({
    address: `https://${request.hostname}`,
    share: { address: `https://${request.hostname}` },
    domainName: request.hostname,
    runtime: manifest(),
  });

beforeAll(async () => {
  api = Fastify();
  api.addHook('onRequest', async (request, reply) => {
    reads += 1;
    keys.push(request.headers['x-internal-key']);
    if (apiAway) return reply.code(503).send({ code: 503, msg: 'away', data: null });
  });
  const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });
  api.get('/website-center/api/website/domain', async (request) => {
    const { domainName } = request.query as { domainName: string };
    await bindingHeld?.promise;
    return ok(BOUND.includes(domainName) ? { raceId: 'r1', domainName } : null);
  });
  api.get('/website-center/api/website/siteConfig', async (request) => {
    const { domainName } = request.query as { domainName: string };
    // The reference as the API answers it (the shell checks it with the endpoint's answer schema).
    const ref = { domainName, fileMd5: '0'.repeat(32), uri: 'sites/race.example.com/config.json' };
    return ok(BOUND.includes(domainName) ? ref : null);
  });
  api.post('/website-center/api/race/baseInfo', async () => {
    bindingHeld?.release(true);
    return ok(raceInfoFixture({ raceId: 'r1', raceName: '扬马' }));
  });
  api.get('/files/sites/race.example.com/config.json', async () => ({
    logo: 'logo.svg',
    copyright: '© 2025',
    copyrightEn: '© 2025',
    websiteRegInfo: [],
  }));
  api.get('/files/sites/race.example.com/index.json', async () => ({
    settings: { websiteTitle, websiteTitleEn: 'Yangzhou Half', logo: 'logo.svg' },
    menu: ['/home', '/news'],
    routes: [
      {
        path: '/',
        name: 'Layout',
        meta: { title: '根' },
        children: [
          { path: 'home', name: 'Home', component: 'HomePage', meta: { title: '首页', titleEn: 'Home' } },
          {
            path: 'news',
            name: 'News',
            component: 'DocumentListPage',
            meta: { title: '新闻', titleEn: 'News', dataPath: 'news' },
          },
        ],
      },
    ],
    carouselList: [
      {
        id: 1,
        surfacePlotUrl: 'images/banner-1.svg',
        title: '奔跑吧',
        titleEn: '</script><script>alert(1)</script>',
      },
    ],
  }));
  // A bound domain whose content index the shell's schema refuses.
  api.get('/files/sites/broken.example.com/index.json', async () => ({ menu: 'not a list' }));
  api.get('/files/i18n/general.json', async () => ({ zh: { a: '甲' }, en: { a: 'A' } }));
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  const indexFile = join(dir, 'index.html');
  writeFileSync(indexFile, TEMPLATE);
  shell = Fastify();
  shell.get(
    '/',
    startupPage({
      indexFile,
      api: apiAt(apiUrl, INTERNAL_KEY),
      // Every view after a read reads again here, and waits for it: the tests count reads.
      keepReadsMs: 0,
      serveStaleMs: 0,
      siteFor: siteOf(runtime),
      log: shell.log,
    }),
  );
  await shell.ready();
});

afterAll(async () => {
  await Promise.all([api.close(), shell.close(), ...clients.map((client) => client.close())]);
  rmSync(dir, { recursive: true, force: true });
});

/** Another shell's server with this page over the stand-in API, as a deployment has it unless `options` say. */
function shellWith(options: Partial<StartupPageOptions> = {}): FastifyInstance {
  const server = Fastify();
  server.get(
    '/',
    startupPage({
      indexFile: join(dir, 'index.html'),
      api: apiAt(apiUrl),
      siteFor: siteOf(runtime),
      log: shell.log,
      ...options,
    }),
  );
  return server;
}

const dataIn = (html: string): StartupData => {
  const match = /<script type="application\/json" id="startup-data">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no start-up data in the page');
  return JSON.parse(match[1]) as StartupData;
};

describe('index.html with the start-up data', () => {
  it('carries the bound domain’s answers and files and the first banner’s preload', async () => {
    const response = await shell.inject({ url: '/', headers: { host: 'race.example.com' } });
    expect(response.headers['cache-control']).toBe('no-cache');
    // The manifest is in the page: its preload would fetch it for nothing.
    expect(response.body).not.toContain('/runtime-config.json');
    const data = dataIn(response.body);
    expect(data).toMatchObject({
      domainName: 'race.example.com',
      binding: { raceId: 'r1' },
      info: { raceName: '扬马' },
      siteConfig: { logo: 'logo.svg' },
      translations: [{ zh: { a: '甲' } }],
    });
    // Asked for on the home page's address only, by a script of the head that carries its address.
    expect(response.body).toContain('<script data-href="https://img.example.com/images/banner-1.svg">');
    // Connection hints come from the server's Link header alone (API and file hosts, never the remotes).
    expect(response.body).not.toContain('rel="preconnect"');
    // A chat app reading the site's own address gets its share tags and its card (a PNG) as the preview.
    expect(response.body).toContain('<meta property="og:title" content="扬州&#60;半马&#62;">');
    expect(response.body).toContain('<meta property="og:url" content="https://race.example.com/">');
    expect(response.body).toContain(
      '<meta property="og:image" content="https://race.example.com/share-card.png?path=%2F&#38;lang=zh">',
    );
    expect(response.body).toContain('<meta property="og:image:type" content="image/png">');
  });

  it('paints the shell’s header and menu as HTML, from its own components, in the visitor’s language', async () => {
    const zh = (await shell.inject({ url: '/', headers: { host: 'race.example.com' } })).body;
    expect(zh).toContain('<div id="first-paint" aria-hidden="true">');
    // Escaped by React, as the mounted header escapes it.
    expect(zh).toContain('<span class="site-header__title">扬州&lt;半马&gt;</span>');
    expect(zh).toContain('<a class="ui-link site-menu__link" href="#/home">首页</a>');
    expect(zh).toContain('<a class="ui-link site-menu__link" href="#/news">新闻</a>');
    expect(zh.indexOf('id="first-paint"')).toBeLessThan(zh.indexOf('<div id="root">'));
    // The page's ids and test ids stay with the mounted page: the painted copy carries none.
    const painted = zh.slice(zh.indexOf('id="first-paint"'), zh.indexOf('<div id="root">'));
    expect(painted).not.toMatch(/\sid="(?!first-paint)|data-testid=/);
    // The page names the language it is in: the scripts start in it without reading the cookie.
    expect(zh).toContain('<html lang="zh-CN" data-language="zh">');
    const en = (
      await shell.inject({ url: '/', headers: { host: 'race.example.com', cookie: 'language=en' } })
    ).body;
    expect(en).toContain('<a class="ui-link site-menu__link" href="#/home">Home</a>');
    expect(en).toContain('data-state="visitor">Please log in</button>');
    expect(en).toContain('<html lang="en" data-language="en">');
  });

  it('runs no inline script the page’s Content-Security-Policy does not allow by its hash', async () => {
    const page = (await shell.inject({ url: '/', headers: { host: 'race.example.com' } })).body;
    const inline = [...page.matchAll(/<script(?![^>]*type="application\/json")[^>]*>(.*?)<\/script>/gs)].map(
      (match) => match[1] ?? '',
    );
    // The banner's preload, the route's code and the choice of the painted route.
    expect(inline).toHaveLength(3);
    const policy = contentSecurityPolicy(runtime(), FIRST_PAINT_SCRIPT_HASHES);
    for (const text of inline) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    expect(policy).not.toContain("'unsafe-inline' 'sha");
  });

  it('cannot be closed by a value: "<" is written as \\u003c', async () => {
    const response = await shell.inject({ url: '/', headers: { host: 'race.example.com' } });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(dataIn(response.body).cloud.carouselList[0]?.titleEn).toBe('</script><script>alert(1)</script>');
    expect(scriptJson({ a: '<!--\u2028' })).toBe('{"a":"\\u003c!--\\u2028"}');
  });

  it('is compressed for browsers that ask; views at once share one read, and an edit shows on the next view', async () => {
    const before = reads;
    const views = await Promise.all(
      [1, 2, 3].map(() =>
        shell.inject({
          url: '/',
          headers: { host: 'race.example.com', 'accept-encoding': 'gzip, deflate, br' },
        }),
      ),
    );
    // One read is six requests: binding, site-config reference, content index, translation file, race, site config.
    expect(reads - before).toBe(6);
    // As this server, never as one more visitor from its address.
    expect(keys.slice(-6)).toEqual(Array(6).fill(INTERNAL_KEY));
    for (const view of views) {
      expect(view.headers['content-encoding']).toBe('br');
      expect(dataIn(brotliDecompressSync(view.rawPayload).toString()).domainName).toBe('race.example.com');
    }
    // The visitor's q-values decide: a browser that refuses brotli gets gzip.
    const gzip = await shell.inject({
      url: '/',
      headers: { host: 'race.example.com', 'accept-encoding': 'br;q=0, gzip;q=0.8' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    websiteTitle = '扬州半马 2026';
    const edited = await shell.inject({ url: '/', headers: { host: 'race.example.com' } });
    expect(edited.body).toContain('<span class="site-header__title">扬州半马 2026</span>');
    websiteTitle = '扬州<半马>';
  });

  it('serves the views of the next second from one read: a burst of visitors costs the API one read', async () => {
    const kept = shellWith();
    await kept.inject({ url: '/', headers: { host: 'race.example.com' } });
    const before = reads;
    for (let view = 0; view < 5; view += 1) {
      const page = await kept.inject({ url: '/', headers: { host: 'race.example.com' } });
      expect(dataIn(page.body).domainName).toBe('race.example.com');
    }
    expect(reads - before).toBeLessThan(6 * 5);
    await kept.close();
  });

  it('serves the answers it has at once while a newer read is under way, and while the API is away', async () => {
    const swr = shellWith({
      // Every view after a read starts a new one, but none waits for it while earlier answers are at hand.
      keepReadsMs: 0,
    });
    const view = async () => (await swr.inject({ url: '/', headers: { host: 'race.example.com' } })).body;
    const title = (body: string) => /<span class="site-header__title">(.*?)<\/span>/.exec(body)?.[1];
    const first = await view();
    expect(dataIn(first).domainName).toBe('race.example.com');
    const before = title(first);
    websiteTitle = '扬州半马 新';
    try {
      // The view right after the edit is not held for the read it starts: it gets the answers already read.
      expect(title(await view())).toBe(before);
      // A later view shows the edit, once that read is in.
      const deadline = Date.now() + 30_000;
      while (title(await view()) !== '扬州半马 新') {
        if (Date.now() > deadline) throw new Error('the edit never showed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // The API away: the page still carries the answers of the last good read.
      apiAway = true;
      const away = await view();
      expect(dataIn(away).domainName).toBe('race.example.com');
      expect(title(away)).toBe('扬州半马 新');
    } finally {
      apiAway = false;
      websiteTitle = '扬州<半马>';
      await swr.close();
    }
  });

  it('says, in the visitor’s language, what cannot be used while the API is away, and stops once it is back', async () => {
    const swr = shellWith({ keepReadsMs: 0 });
    const view = async (language = 'zh') =>
      (await swr.inject({ url: '/', headers: { host: 'race.example.com', cookie: `language=${language}` } }))
        .body;
    try {
      expect(await view()).not.toContain('id="api-away"');
      apiAway = true;
      await expect.poll(() => view(), { timeout: 30_000 }).toContain('id="api-away"');
      const zh = await view();
      // The page still starts from the last good read, and its notice is outside what React mounts.
      expect(dataIn(zh).domainName).toBe('race.example.com');
      expect(zh).toContain('部分服务暂时无法使用');
      expect(zh.indexOf('id="api-away"')).toBeLessThan(zh.indexOf('<div id="root">'));
      const en = await view('en');
      expect(en).toContain('Some services are unavailable just now');
      expect(en).not.toContain('部分服务暂时无法使用');
      apiAway = false;
      await expect.poll(() => view(), { timeout: 30_000 }).not.toContain('id="api-away"');
    } finally {
      apiAway = false;
      await swr.close();
    }
  });

  it('asks for the route’s remote code from the HTML', async () => {
    const federated = await shell.inject({ url: '/', headers: { host: 'race.example.com' } });
    expect(federated.body).toContain('id="route-preloads"');
  });

  it('asks the race and the site config beside the first round once it knows the domain’s binding', async () => {
    await shell.inject({ url: '/', headers: { host: 'race.example.com' } });
    let release: (early: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((resolve) => (release = resolve));
    bindingHeld = { promise, release };
    const deadline = setTimeout(() => release(false), 4_000);
    try {
      const view = await shell.inject({ url: '/', headers: { host: 'race.example.com' } });
      expect(await promise).toBe(true);
      expect(dataIn(view.body).info.raceName).toBe('扬马');
    } finally {
      clearTimeout(deadline);
      bindingHeld = null;
    }
  });

  it('tells the operator, once a minute per domain, why a page goes out without its data', async () => {
    const warnings: Array<{ domainName?: string; err?: string }> = [];
    const log = Object.assign(Object.create(shell.log) as typeof shell.log, {
      warn: (fields: { domainName?: string; err?: string }) => warnings.push(fields),
    });
    const quiet = shellWith({
      log,
    });
    for (let view = 0; view < 3; view += 1) {
      const page = await quiet.inject({ url: '/', headers: { host: 'unbound.example.com' } });
      expect(page.body).toBe(TEMPLATE);
    }
    // The first answer that failed (here the domain's content index) names the domain.
    expect(warnings).toEqual([
      { domainName: 'unbound.example.com', err: expect.stringContaining('unbound.example.com') as string },
    ]);
    await quiet.inject({ url: '/', headers: { host: 'race.example.com' } });
    expect(warnings).toHaveLength(1);
    // Made-up Host headers (anyone can send them) do not flood the log: a few domains a minute are named.
    for (let host = 0; host < 40; host += 1) {
      await quiet.inject({ url: '/', headers: { host: `made-up-${host}.example.com` } });
    }
    expect(warnings).toHaveLength(16);
    await quiet.close();
  });

  it('is made once for a crowd while its views are not ready in time: the other views wait for that page', async () => {
    let made = 0;
    // A content remote whose home view is still rendering (a busy server): each page made asks for its views.
    const rendering = {
      current: () =>
        Promise.resolve([
          { remote: 'content', manifest: { views: ['HomePage'] }, version: 'v1', moduleFile: '', css: '' },
        ]),
      views: () => {
        made += 1;
        return new Promise<never>(() => {});
      },
    } as unknown as FirstPaints;
    const crowd = shellWith({ firstPaints: rendering });
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => crowd.inject({ url: '/', headers: { host: 'race.example.com' } })),
    );
    expect(pages.map((page) => page.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(dataIn(pages[19]?.body ?? '')).toBeTruthy();
    expect(made).toBe(1);
    await crowd.close();
  });

  it('is the page as built for a domain no race is bound to, content that fails its schema, or an API away', async () => {
    const unbound = await shell.inject({ url: '/', headers: { host: 'other.example.com' } });
    expect(unbound.body).toBe(TEMPLATE);
    // The shell uses what the page carries as it is: nothing unchecked may be written into it.
    const refused = await shell.inject({ url: '/', headers: { host: 'broken.example.com' } });
    expect(refused.body).toBe(TEMPLATE);
    const away = shellWith({ api: apiAt('http://127.0.0.1:9') });
    const page = await away.inject({ url: '/', headers: { host: 'race.example.com' } });
    expect(page.body).toBe(TEMPLATE);
    // A manifest the page cannot be written for (here without its features) still gives the page as built.
    const broken = shellWith({
      siteFor: siteOf(() => ({ ...runtime(), features: undefined }) as unknown as RuntimeConfig),
    });
    const fallback = await broken.inject({ url: '/', headers: { host: 'race.example.com' } });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toBe(TEMPLATE);
    await broken.close();
    await away.close();
  });
});
