import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_PLANS, generateEdition } from '../../api/src/race-data/generator';
import { launchBrowser, type Browser } from '../support/browser';
import { startHttpsProxy } from '../support/https-proxy';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';
import { FIRST_PAINT_SCRIPT_HASHES } from '../../scripts/first-paint';

/*
 * The deployment an operator makes: every part behind one HTTPS origin with path prefixes (/ the shell,
 * /remotes/<name>/ each remote, /api/ the API), the proxy ending TLS and saying so with X-Forwarded-Proto. The
 * manifest is configured with /paths only; the page must work, load nothing from the parts' own ports, and
 * raise no Content-Security-Policy violation.
 */
const PROXY_PORT = TEST_PORTS.shell + 90;
const ORIGIN = `https://localhost:${PROXY_PORT}`;

const [plan2024] = EDITION_PLANS.small;
const finisher = plan2024
  ? generateEdition(plan2024).results.find((r) => r.registration.raceItem === 'half')
  : undefined;

let site: TestSite;
let proxy: FastifyInstance;
let browser: Browser;

beforeAll(async () => {
  site = await startTestSite({
    trustProxy: true,
    settings: {
      apiBase: '/api',
      remotes: {
        content: '/remotes/content/',
        auth: '/remotes/auth/',
        search: '/remotes/search/',
        signup: '/remotes/signup/',
      },
    },
    apiEnv: { TRUST_PROXY: '1' },
  });
  proxy = await startHttpsProxy(PROXY_PORT, TEST_PORTS);
  browser = await launchBrowser({ ignoreHTTPSErrors: true });
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await site?.stop();
});

interface Watched {
  page: Page;
  violations: string[];
  requests: string[];
}

/** A page that records every request and every CSP violation (console report and DOM event alike). */
async function watchedPage(): Promise<Watched> {
  const page = await browser.newPage();
  const watched: Watched = { page, violations: [], requests: [] };
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) watched.violations.push(message.text());
  });
  page.on('request', (request) => watched.requests.push(request.url()));
  await page.exposeFunction('reportCspViolation', (text: string) => watched.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  return watched;
}

function expectAllThroughTheProxy(watched: Watched): void {
  const elsewhere = watched.requests.filter(
    (url) => !url.startsWith(`${ORIGIN}/`) && !/^(data|blob):/.test(url),
  );
  expect(elsewhere).toEqual([]);
}

describe('the site behind an HTTPS reverse proxy on one origin', () => {
  it('answers the manifest and the page for the public origin, with HSTS and a CSP naming it', async () => {
    const manifest = await browser.context.request.get(`${ORIGIN}/runtime-config.json`);
    expect(await manifest.json()).toMatchObject({
      apiBase: `${ORIGIN}/api`,
      fileHost: `${ORIGIN}/api/files`,
      remotes: {
        content: `${ORIGIN}/remotes/content/remoteEntry.js`,
        auth: `${ORIGIN}/remotes/auth/remoteEntry.js`,
        search: `${ORIGIN}/remotes/search/remoteEntry.js`,
        signup: `${ORIGIN}/remotes/signup/remoteEntry.js`,
      },
    });
    const page = await browser.context.request.get(`${ORIGIN}/`);
    expect(page.headers()['strict-transport-security']).toBe('max-age=31536000');
    const policy = page.headers()['content-security-policy'] ?? '';
    // The inline scripts allowed are the first paint's (route check, route preload), by their hashes.
    expect(policy).toContain(`script-src 'self' ${FIRST_PAINT_SCRIPT_HASHES.join(' ')} ${ORIGIN};`);
    expect(policy).toContain("frame-ancestors 'self'");
    const entry = await browser.context.request.get(`${ORIGIN}/remotes/auth/remoteEntry.js`);
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    expect(entry.headers()['strict-transport-security']).toBe('max-age=31536000');
    const health = await browser.context.request.get(`${ORIGIN}/api/health`);
    expect(health.headers()['strict-transport-security']).toBe('max-age=31536000');
  });

  it('renders home with the remotes and opens the login drawer, loading everything through the proxy', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await page.goto(`${ORIGIN}/`);
    await page.waitForURL(/#\/home$/);
    await page.getByTestId('home-page').waitFor();
    await expect.poll(() => page.getByTestId('search-entries').locator('button').count()).toBe(4);
    await page.getByTestId('login-entry').click();
    await page.getByTestId('login-drawer').waitFor();
    await page.getByTestId('login-view').waitFor();
    // Every remote's chunks came from under its prefix (relative to its remoteEntry.js).
    for (const name of ['content', 'search', 'auth']) {
      const chunks = watched.requests.filter((url) => url.startsWith(`${ORIGIN}/remotes/${name}/`));
      expect(chunks.length).toBeGreaterThan(1);
    }
    expectAllThroughTheProxy(watched);
    expect(watched.violations).toEqual([]);
    await page.close();
  });

  it('answers a score lookup with its certificate image from the file host', async () => {
    if (!finisher) throw new Error('the small seed has no half-marathon finisher');
    const watched = await watchedPage();
    const { page } = watched;
    await page.goto(`${ORIGIN}/#/score-search?year=2024&bib=${finisher.registration.bib}`);
    await expect
      .poll(() => page.getByTestId('score-name').innerText(), { timeout: 30_000 })
      .toBe(finisher.registration.person.name);
    const image = page.getByTestId('score-certificate').locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expectAllThroughTheProxy(watched);
    expect(watched.violations).toEqual([]);
    await page.close();
  });

  it('shows the bilingual 404 page at an unknown address, without CSP violations', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    const response = await page.goto(`${ORIGIN}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('页面不存在');
    expect(await page.locator('h2').innerText()).toBe('Page not found');
    expect(watched.violations).toEqual([]);
    await page.close();
  });
});
