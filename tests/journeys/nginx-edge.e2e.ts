import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_PLANS, generateEdition } from '../../api/src/modules/results/generator';
import { DEMO_ACCOUNT } from '../../api/src/main/startup/demo-account-data';
import { endpoints } from '@marathon/shared/api';
import { encryptPassword } from '@marathon/shared/cipher';
import { REPO_ROOT, stopProcess } from '@marathon/tools/site';
import { startTestPostgres, type TestPostgres } from '../../api/src/test-support/postgres-server';
import { waitApiReady } from '../support/api-process';
import { launchBrowser, type Browser } from '../support/browser';
import { edgeClient, type EdgeAnswer, type EdgeClient } from '../support/edge-client';
import { startEdge, type Edge } from '../support/nginx';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';

/*
 * The site as an operator deploys it: Debian's nginx with the repository's own configuration
 * (deploy/nginx/marathon.conf.template) ends HTTPS on a port of its own, serves the remotes' published folders
 * itself and passes the rest to the shell's server and the API, all under one origin. The shell's server runs
 * exactly as its production image does (Dockerfile, target `shell`): a production-only install of its package
 * (`pnpm deploy --prod`), the phone site beside it, `node shell/dist-server/main.js` configured by the variables
 * of .env.example, with no tsx, no dev dependencies and no local extras.
 */
// The seeded race is bound to localhost: the public name the edge answers to (a self-signed certificate for it).
const SERVER_NAME = 'localhost';
const HTTPS_PORT = TEST_PORTS.shell + 443;
const INTERNAL_PORT = TEST_PORTS.shell + 89;
const IMAGE_PORT = TEST_PORTS.shell + 7;
const SHELL_METRICS_PORT = TEST_PORTS.shell + 9;
/** The API's content folder (its CONTENT_DIR default), whose images nginx serves itself. */
const CONTENT_ROOT = join(REPO_ROOT, 'api/content');
/** The edge's per-address budgets (deploy/nginx/marathon.conf.template): a burst, then so many a second. */
const EDGE_BURST = 200;
const EDGE_RATE = 20;
const REMOTES = ['content', 'auth', 'search', 'signup'] as const;
/** A production pair of the site's own, on the API and the shell's server alike (the development one is refused). */
const CIPHER = { CIPHER_KEY: 'nginx-journey-key-of-32-letters!', CIPHER_IV: 'nginx-journey-iv' };
const CIPHER_PAIR = { key: CIPHER.CIPHER_KEY, iv: CIPHER.CIPHER_IV };
const SECOND_API_PORT = TEST_PORTS.api + 13;
/** What every API process of this deployment shares: secrets, the proxy in front and the database. */
const apiEnv = (): NodeJS.ProcessEnv => ({
  ...CIPHER,
  INTERNAL_API_KEY,
  TRUST_PROXY: '1',
  CAPTCHA_SECRET: 'nginx-journey-captcha-secret-0123',
  SITE_URL: `https://${SERVER_NAME}:${HTTPS_PORT}`,
  DATABASE_URL: postgres.url,
});
let postgres: TestPostgres;
let secondApi: ChildProcess | null = null;
/** The shell's server's key at the API: its reads spend a budget of their own, not one visitor address's. */
const INTERNAL_API_KEY = 'nginx-journey-internal-key-of-32-letters';
const [plan2024] = EDITION_PLANS.small;
const finishers = plan2024
  ? generateEdition(plan2024).results.filter((r) => r.registration.raceItem === 'half')
  : [];
const finisher = finishers[0];

let site: TestSite;
let image: string;
let shell: ChildProcess;
let edge: Edge;
let browser: Browser;

/** The image's /app: the shell's production-only install and the phone site's build, side by side. */
function assembleImage(): string {
  const app = mkdtempSync(join(tmpdir(), 'marathon-shell-image-'));
  const deployed = spawnSync(
    process.platform === 'win32' ? 'npx.cmd' : 'npx',
    ['-y', 'pnpm@10', '--filter', '@marathon/shell', 'deploy', '--prod', '--legacy', join(app, 'shell')],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  if (deployed.status !== 0) throw new Error(`pnpm deploy failed: ${deployed.stderr}`);
  cpSync(join(REPO_ROOT, 'mobile/dist'), join(app, 'mobile/dist'), { recursive: true });
  return app;
}

/** The image's command with the production variables an operator sets behind this nginx (.env.example). */
function startImage(app: string): ChildProcess {
  return spawn(process.execPath, ['shell/dist-server/main.js'], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SHELL_PORT: String(IMAGE_PORT),
      HOST: '127.0.0.1',
      // Both API processes: the shell's server balances its reads over them and retries on the other.
      API_INTERNAL_URL: `http://127.0.0.1:${SECOND_API_PORT},http://127.0.0.1:${TEST_PORTS.api}`,
      // One nginx in front: its X-Forwarded-* are believed, a client's own never reach this server.
      TRUST_PROXY: '1',
      PUBLIC_ORIGIN: `https://${SERVER_NAME}:${HTTPS_PORT}`,
      INTERNAL_API_KEY,
      PUBLIC_API_BASE: '/api',
      ...Object.fromEntries(
        REMOTES.flatMap((name) => [
          [`REMOTE_${name.toUpperCase()}_URL`, `/remotes/${name}/`],
          [`REMOTE_${name.toUpperCase()}_INTERNAL_URL`, `http://127.0.0.1:${INTERNAL_PORT}/remotes/${name}/`],
        ]),
      ),
      LOG_LEVEL: 'warn',
      // Its request counts show what reached it through the edge.
      SHELL_METRICS_PORT: String(SHELL_METRICS_PORT),
      ...CIPHER,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Waits, with a generous bound, until the image's server answers its health check. */
async function waitForHealth(): Promise<void> {
  const limit = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${IMAGE_PORT}/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (shell.exitCode !== null) throw new Error(`the image's server exited (${shell.exitCode})`);
    if (Date.now() > limit) throw new Error('the image’s server never answered its health check');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The second API process: the same build and settings on the same PostgreSQL database, on a port of its own. */
function startSecondApi(): ChildProcess {
  return spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(SECOND_API_PORT),
      DATA_DIR: site.dataDir,
      LOG_LEVEL: 'error',
      RACE_DATA_SEED: 'small',
      ...apiEnv(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

beforeAll(async () => {
  // Two API processes on one PostgreSQL behind nginx's upstream, and the remotes' published folders (the runner's
  // own shell server is not used here).
  postgres = await startTestPostgres();
  site = await startTestSite({ apiEnv: apiEnv() });
  secondApi = startSecondApi();
  await waitApiReady(SECOND_API_PORT, secondApi);
  image = assembleImage();
  shell = startImage(image);
  await waitForHealth();
  edge = await startEdge({
    serverName: SERVER_NAME,
    httpsPort: HTTPS_PORT,
    internalPort: INTERNAL_PORT,
    shell: `127.0.0.1:${IMAGE_PORT}`,
    apis: [`127.0.0.1:${TEST_PORTS.api}`, `127.0.0.1:${SECOND_API_PORT}`],
    remotesRoot: dirname(site.remoteFolder('content')),
    contentRoot: CONTENT_ROOT,
  });
  browser = await launchBrowser({ ignoreHTTPSErrors: true });
});

afterAll(async () => {
  await browser?.close();
  await edge?.stop();
  if (shell) await stopProcess(shell);
  if (secondApi) await stopProcess(secondApi);
  await site?.stop();
  await postgres?.stop();
  if (image) rmSync(image, { recursive: true, force: true });
});

/** What the page's own fetch sees of an address of the site: status, headers and the body. */
function fetchInPage(page: Page, path: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address, { cache: 'no-store' });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      text: await response.text(),
    };
  }, path);
}

/** Requests the shell's server has answered so far, by its own metrics. */
async function shellRequestsServed(): Promise<number> {
  const text = await fetch(`http://127.0.0.1:${SHELL_METRICS_PORT}/metrics`).then((r) => r.text());
  return [...text.matchAll(/^marathon_shell_http_requests_total\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

interface Flood {
  answers: EdgeAnswer[];
  seconds: number;
}

/**
 * Asks as fast as 16 connections of one address allow until the edge has refused `refusals` of them (at most
 * `limit` asked): what a script does, at whatever speed this machine gives it.
 */
async function flood(
  client: EdgeClient,
  next: (i: number) => { path: string; host: string },
  { refusals = 20, limit = 6_000 } = {},
): Promise<Flood> {
  const started = Date.now();
  const answers: EdgeAnswer[] = [];
  let asked = 0;
  const refused = () => answers.filter((answer) => answer.status === 429).length;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (asked < limit && refused() < refusals) {
        const { path, host } = next(asked);
        asked += 1;
        answers.push(await client.get(path, { host }));
      }
    }),
  );
  return { answers, seconds: (Date.now() - started) / 1000 };
}

/** The most a leaky bucket of EDGE_BURST at EDGE_RATE a second lets through in `seconds` (and one in flight). */
const edgeAdmits = (seconds: number) => EDGE_BURST + Math.ceil(EDGE_RATE * seconds) + 16;

interface Watched {
  page: Page;
  requests: string[];
  violations: string[];
}

/** A page that records every request and every Content-Security-Policy violation. */
async function watchedPage(): Promise<Watched> {
  const page = await browser.newPage();
  const watched: Watched = { page, requests: [], violations: [] };
  page.on('request', (request) => watched.requests.push(request.url()));
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) watched.violations.push(message.text());
  });
  return watched;
}

function expectAllThroughTheEdge(watched: Watched): void {
  const elsewhere = watched.requests.filter(
    (url) => !url.startsWith(`${edge.origin}/`) && !/^(data|blob):/.test(url),
  );
  expect(elsewhere).toEqual([]);
  expect(watched.violations).toEqual([]);
}

describe('the shell’s production image', () => {
  it('holds the shell’s runtime dependencies and its builds, nothing of development', () => {
    const modules = readdirSync(join(image, 'shell/node_modules')).filter((name) => !name.startsWith('.'));
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'shell/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const scopes = new Set(Object.keys(manifest.dependencies).map((name) => name.split('/')[0]));
    expect(modules.sort()).toEqual([...scopes].sort());
    for (const tool of ['tsx', 'vite', 'typescript', 'esbuild', '@marathon']) {
      expect(existsSync(join(image, 'shell/node_modules', tool)), tool).toBe(false);
    }
    expect(existsSync(join(image, 'shell/dist-server/main.js'))).toBe(true);
    expect(existsSync(join(image, 'shell/server'))).toBe(false);
  });
});

describe('the site behind nginx with the repository’s configuration', () => {
  it('serves the page, its manifest and its remotes under one HTTPS origin, nothing from another port', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    const response = await page.goto(`${edge.origin}/`);
    expect(response?.headers()['strict-transport-security']).toBe('max-age=31536000');
    await page.waitForURL(/#\/home$/);
    await page.getByTestId('home-page').waitFor();
    await expect.poll(() => page.getByTestId('search-entries').locator('button').count()).toBe(4);
    const manifest = await fetchInPage(page, '/runtime-config.json');
    expect(JSON.parse(manifest.text)).toMatchObject({
      apiBase: `${edge.origin}/api`,
      fileHost: `${edge.origin}/api/files`,
      remotes: Object.fromEntries(
        REMOTES.map((name) => [name, `${edge.origin}/remotes/${name}/remoteEntry.js`]),
      ),
    });
    // A password login: the page encrypts with the pair the image's server hands it, the API decrypts with its own.
    await page.getByTestId('login-entry').click();
    await page.getByTestId('login-view').waitFor();
    await page.getByTestId('agreement-box').click();
    await page.getByTestId('login-phone').fill(DEMO_ACCOUNT.phone);
    await page.getByTestId('login-password').fill(DEMO_ACCOUNT.password);
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => page.getByTestId('login-entry').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('member');
    for (const name of ['content', 'search', 'auth']) {
      expect(
        watched.requests.filter((url) => url.startsWith(`${edge.origin}/remotes/${name}/`)).length,
      ).toBeGreaterThan(1);
    }
    expectAllThroughTheEdge(watched);
    await page.close();
  });

  it('answers a score lookup with its certificate image, through the API’s prefix', async () => {
    if (!finisher) throw new Error('the small seed has no half-marathon finisher');
    const watched = await watchedPage();
    const { page } = watched;
    await page.goto(`${edge.origin}/#/score-search?year=2024&bib=${finisher.registration.bib}`);
    await expect
      .poll(() => page.getByTestId('score-name').innerText(), { timeout: 30_000 })
      .toBe(finisher.registration.person.name);
    const certificate = page.getByTestId('score-certificate').locator('img');
    await expect
      .poll(() => certificate.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expectAllThroughTheEdge(watched);
    await page.close();
  });

  it('gives the remotes’ files their cache rules, CORS and compression from nginx, and hides the publish ledger', async () => {
    const page = await browser.newPage();
    await page.goto(`${edge.origin}/m/`);
    const entry = await fetchInPage(page, '/remotes/auth/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toBeTruthy();
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(entry.headers['content-encoding']).toBe('gzip');
    const chunk = /["'`](\.\/)?(__federation_expose_LoginDrawer-[\w-]+\.js)["'`]/.exec(entry.text)?.[2];
    expect(chunk).toBeTruthy();
    const hashed = await fetchInPage(page, `/remotes/auth/${chunk}`);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetchInPage(page, '/remotes/auth/.published.json')).status).toBe(404);
    await page.close();
  });

  it('answers an unknown address with the site’s 404 page in the visitor’s language, for the shell and the remotes alike', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    const response = await page.goto(`${edge.origin}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('页面不存在');
    // In the visitor's language, as the site's cookie says.
    await browser.context.addCookies([{ name: 'language', value: 'en', url: edge.origin }]);
    await page.goto(`${edge.origin}/no/such/page`);
    expect(await page.locator('h1').innerText()).toBe('Page not found');
    await browser.context.clearCookies();
    expect(watched.violations).toEqual([]);
    // The 404 page's own policy lets it fetch nothing: ask from the phone site's page.
    await page.goto(`${edge.origin}/m/`);
    const missing = await fetchInPage(page, '/remotes/content/missing-Abcdefgh.js');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('页面不存在');
    await page.close();
  });

  it('writes the start-up data and the first paint into the page, and share pages for the public origin', async () => {
    if (!finisher) throw new Error('the small seed has no half-marathon finisher');
    const page = await browser.newPage();
    await page.goto(`${edge.origin}/m/`);
    // The image's server reads the content remote's first paint from nginx's private listener.
    const painted = async () => (await fetchInPage(page, '/')).text.includes('<template data-routes=');
    await expect.poll(painted, { timeout: 60_000, interval: 1_000 }).toBe(true);
    const html = (await fetchInPage(page, '/')).text;
    const data = JSON.parse(
      /<script type="application\/json" id="startup-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
    ) as { runtime: { translationFiles: string[] }; translations: unknown[] } | null;
    // Every part, the editors' translation files included: the page loads no schema to read them itself.
    expect(data?.translations).toHaveLength(data?.runtime.translationFiles.length ?? -1);
    expect(html).toContain('class="site-header__title"');
    // The local try-it-out mode's inbox is not part of a production server.
    expect((await fetchInPage(page, '/dev/inbox')).status).toBe(404);
    const bib = String(finisher.registration.bib);
    const share = await fetchInPage(page, `/r/2024/${bib}`);
    expect(share.status).toBe(200);
    expect(share.text).toContain(`<meta property="og:url" content="${edge.origin}/r/2024/${bib}">`);
    await page.close();
  });

  it('believes no forged X-Forwarded-For or X-Forwarded-Host: 40 wrong logins from one client meet the limit, the addresses stay the site’s', async () => {
    const page = await browser.newPage();
    await page.goto(`${edge.origin}/m/`);
    const forged = await page.evaluate(
      async ({ path, passwords }) => {
        const codes: number[] = [];
        for (const [i, password] of passwords.entries()) {
          const answer = await fetch(path, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              // A new address each time, as an attacker would write it to reset a per-address limit.
              'x-forwarded-for': `192.0.2.${i + 1}`,
              'x-forwarded-host': 'evil.example',
            },
            body: new URLSearchParams({
              loginType: '5',
              accountEmail: `forged-${i}@example.com`,
              password,
              encryptType: '1',
            }),
          });
          codes.push(answer.status);
        }
        return codes;
      },
      {
        path: `/api${endpoints.login.path}`,
        passwords: Array.from({ length: 40 }, (_, i) => encryptPassword(`Wrong${i}pass`, CIPHER_PAIR)),
      },
    );
    // The API's login limit (20 a minute per client) counted every one against this one client.
    expect(forged.filter((code) => code === 429).length).toBeGreaterThanOrEqual(20);
    expect(forged.slice(-10)).toEqual(Array(10).fill(429));
    // The addresses the site hands out are its own whatever the request says about the host.
    const manifest = await page.evaluate(async () => {
      const answer = await fetch('/runtime-config.json', { headers: { 'x-forwarded-host': 'evil.example' } });
      return answer.text();
    });
    expect(manifest).not.toContain('evil.example');
    expect(JSON.parse(manifest)).toMatchObject({ apiBase: `${edge.origin}/api` });
    if (!finisher) throw new Error('the small seed has no half-marathon finisher');
    const bib = String(finisher.registration.bib);
    const share = await page.evaluate(async (path) => {
      const answer = await fetch(path, {
        cache: 'no-store',
        headers: { 'x-forwarded-host': 'evil.example' },
      });
      return answer.text();
    }, `/r/2024/${bib}`);
    expect(share).not.toContain('evil.example');
    expect(share).toContain(`<meta property="og:url" content="${edge.origin}/r/2024/${bib}">`);
    await page.close();
  });

  it('answers a Host header that is none of the site’s names itself, in both languages: the shell’s server never sees it', async () => {
    const client = edgeClient(edge.address, '127.0.0.2');
    try {
      const before = await shellRequestsServed();
      const refusedHosts = [
        // A made-up name, with its own TLS name and with the site's.
        { host: 'invented.example', sni: 'invented.example' },
        { host: 'invented.example', sni: SERVER_NAME },
        // The server's address typed in (no TLS name at all).
        { host: '127.0.0.1', sni: '' },
      ];
      for (const { host, sni } of refusedHosts) {
        const answer = await client.get('/', { host, sni });
        expect(answer.status, host).toBe(421);
        expect(answer.body).toContain('本服务器不提供此网址的网站');
        expect(answer.body).toContain('This server does not serve a site at this address');
      }
      expect(await shellRequestsServed()).toBe(before);
      // The site's own name from the same client is the shell's, as ever.
      const own = await client.get('/runtime-config.json', { host: SERVER_NAME });
      expect(own.status).toBe(200);
      expect(await shellRequestsServed()).toBe(before + 1);
    } finally {
      client.close();
    }
  });

  it('refuses a flood from one address at the edge with a bilingual 429, while a visitor at another address gets the page with its start-up data', async () => {
    const before = await shellRequestsServed();
    // Invented hosts from one address: every one answered by nginx, refused once the address's budget is spent.
    const inventor = edgeClient(edge.address, '127.0.0.3');
    const pages = edgeClient(edge.address, '127.0.0.4');
    const visitor = edgeClient(edge.address, '127.0.0.5');
    try {
      const [invented, home] = await Promise.all([
        flood(inventor, (i) => ({ path: '/', host: `invented-${i}.example` })),
        // A real visitor of the bound domain meanwhile, from an address of its own.
        visitor.get('/', { host: SERVER_NAME }),
      ]);
      expect(new Set(invented.answers.map((answer) => answer.status))).toEqual(new Set([421, 429]));
      expect(invented.answers.filter((a) => a.status === 421).length).toBeLessThanOrEqual(
        edgeAdmits(invented.seconds),
      );
      expect(home.status).toBe(200);
      const startup = /<script type="application\/json" id="startup-data">(.*?)<\/script>/s.exec(
        home.body,
      )?.[1];
      expect(JSON.parse(startup ?? 'null')).toMatchObject({ runtime: expect.any(Object) });
      // The invented hosts cost the shell's server nothing: it served the visitor's page alone.
      expect(await shellRequestsServed()).toBe(before + 1);

      // The site's own pages asked faster than any visitor does: refused once the budget is spent, in both
      // languages, and never more let through than the budget allows.
      const fast = await flood(pages, () => ({ path: '/runtime-config.json', host: SERVER_NAME }));
      const refused = fast.answers.filter((answer) => answer.status === 429);
      expect(fast.answers.length - refused.length).toBeLessThanOrEqual(edgeAdmits(fast.seconds));
      expect(fast.answers.length - refused.length).toBeGreaterThanOrEqual(EDGE_BURST);
      expect(refused[0]?.headers['retry-after']).toBe('10');
      expect(refused[0]?.body).toContain('请求过于频繁');
      expect(refused[0]?.body).toContain('Too many requests');
      // The same address's API calls have a budget of their own at the edge, refused in the API's envelope.
      const api = await flood(pages, () => ({ path: `/api${endpoints.health.path}`, host: SERVER_NAME }));
      const apiRefused = api.answers.filter((answer) => answer.status === 429);
      expect(api.answers.length - apiRefused.length).toBeLessThanOrEqual(edgeAdmits(api.seconds));
      expect(JSON.parse(apiRefused[0]?.body ?? '{}')).toMatchObject({
        code: 429,
        msg: '请求过于频繁，请稍后再试。Too many requests; please try again in a moment.',
      });
      // The visitor's address is untouched by either.
      expect((await visitor.get('/runtime-config.json', { host: SERVER_NAME })).status).toBe(200);
    } finally {
      for (const client of [inventor, pages, visitor]) client.close();
    }
  });

  it('keeps answering through a rolling restart of one API process: no request fails, share pages included', async () => {
    const page = await browser.newPage();
    await page.goto(`${edge.origin}/m/`);
    type Loop = { statuses: Record<string, number[]>; stop: boolean };
    // A visitor's page keeps asking the API through nginx, and the shell's server for share pages of results (a
    // bib not asked for before each time: each is a read of the API by the shell's server) and of a page of the
    // site, well under the per-address limit, all along.
    const bibs = finishers.slice(0, 400).map((result) => String(result.registration.bib));
    await page.evaluate(
      ({ api, bibs: shared }) => {
        const loop: Loop = { statuses: { api: [], result: [], page: [] }, stop: false };
        (window as unknown as { loop: Loop }).loop = loop;
        const status = (path: string) =>
          fetch(path, { cache: 'no-store' }).then(
            (answer) => answer.status,
            () => 0,
          );
        void (async () => {
          for (let i = 0; !loop.stop; i += 1) {
            // The page's own API calls every other round: the visitor's lookups behind the share pages count
            // against the same per-address budget.
            const [a, r, p] = await Promise.all([
              i % 2 === 0 ? status(api) : Promise.resolve(null),
              status(`/r/2024/${shared[i % shared.length] ?? ''}`),
              status(`/p/race-information/race-rules?lang=${i % 2 === 0 ? 'zh' : 'en'}`),
            ]);
            if (a !== null) loop.statuses.api?.push(a);
            loop.statuses.result?.push(r);
            loop.statuses.page?.push(p);
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        })();
      },
      { api: `/api${endpoints.websiteDomain.path}?domainName=${SERVER_NAME}`, bibs },
    );
    const sent = () =>
      page.evaluate(() => (window as unknown as { loop: Loop }).loop.statuses.api?.length ?? 0);
    await expect.poll(sent, { timeout: 30_000 }).toBeGreaterThan(10);
    // The operator restarts the second process (a deploy): it stops, starts again and prepares its data.
    if (secondApi) await stopProcess(secondApi);
    const during = await sent();
    secondApi = startSecondApi();
    await waitApiReady(SECOND_API_PORT, secondApi);
    // Back in the upstream: more requests, some of them on it again.
    await expect.poll(sent, { timeout: 60_000 }).toBeGreaterThan((await sent()) + 10);
    const statuses = await page.evaluate(() => {
      const { loop } = window as unknown as { loop: Loop };
      loop.stop = true;
      return loop.statuses;
    });
    expect(statuses.api?.length).toBeGreaterThan(during);
    for (const [kind, seen] of Object.entries(statuses)) {
      expect(
        seen.filter((status) => status !== 200),
        kind,
      ).toEqual([]);
    }
    await page.close();
  });

  it('says the site is under maintenance in both languages when no API process answers, still shows the content’s images, and says so when the shell’s server is away', async () => {
    const page = await browser.newPage();
    await page.goto(`${edge.origin}/m/`);
    if (secondApi) await stopProcess(secondApi);
    await stopProcess(site.api);
    const api = await fetchInPage(page, `/api${endpoints.websiteDomain.path}?domainName=${SERVER_NAME}`);
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('30');
    expect(JSON.parse(api.text)).toMatchObject({ code: 503 });
    expect(api.text).toContain('网站维护中');
    expect(api.text).toContain('under maintenance');
    // The content's images are nginx's own: an open page keeps showing them, and new ones load.
    const banner = await fetchInPage(page, '/api/files/images/banner-1.svg');
    expect(banner.status).toBe(200);
    expect(banner.headers['content-type']).toBe('image/svg+xml');
    expect(banner.headers['cache-control']).toBe('public, max-age=86400');
    expect(banner.headers['content-security-policy']).toContain("default-src 'none'");
    const width = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, '/api/files/images/banner-2.svg');
    expect(width).toBeGreaterThan(0);
    // Hidden files stay hidden, as on the API's file host.
    expect((await fetchInPage(page, '/api/files/images/.hidden.png')).status).toBe(404);
    await stopProcess(shell);
    const home = await fetchInPage(page, '/');
    expect(home.status).toBe(503);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.text).toContain('网站维护中');
    expect(home.text).toContain('Under maintenance');
    await page.close();
  });
});
