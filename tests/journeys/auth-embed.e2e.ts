import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser';
import { passSliderByKeyboard, waitForCode } from '../support/embed-outbox';
import { embedPageHtml, startEmbedPage } from '../support/embed-page';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';

let site: TestSite;
let browser: Browser;
let embed: { url: string; close(): Promise<void> };
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-embed-e2e-'));
const EMBED_PORT = TEST_PORTS.shell + 50;
const SITE_URL = `http://localhost:${TEST_PORTS.shell}`;
const PHONE = '13712345678';
/** Where the journey leaves its screenshot of the embedded drawer, to be looked at. */
const SCREENSHOT = process.env.EMBED_SCREENSHOT ?? join(dataDir, 'embedded-drawer.png');

beforeAll(async () => {
  site = await startTestSite({ apiEnv: { DATA_DIR: dataDir, CODE_OUTBOX: '1' } });
  embed = await startEmbedPage(
    EMBED_PORT,
    embedPageHtml({
      remoteEntry: `http://localhost:${TEST_PORTS.auth}/remoteEntry.js`,
      apiBase: `http://localhost:${TEST_PORTS.api}`,
      siteUrl: SITE_URL,
    }),
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await embed?.close();
  await site?.stop();
});

type Styles = Record<string, Record<string, string>>;

/** Every computed property of the host's watched elements that differs from before mounting. */
async function hostStyleChanges(page: Page): Promise<string[]> {
  const { before, now } = await page.evaluate(() => {
    const w = window as unknown as { hostStylesBefore: Styles; hostStyles: () => Styles };
    return { before: w.hostStylesBefore, now: w.hostStyles() };
  });
  const changes: string[] = [];
  for (const [selector, properties] of Object.entries(before)) {
    for (const [name, value] of Object.entries(properties)) {
      const current = now[selector]?.[name];
      if (current !== value) changes.push(`${selector} ${name}: ${value} → ${String(current)}`);
    }
  }
  return changes;
}

/** The host's own token, cookie and page language, which our login must never touch. */
async function hostState(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    cookie: document.cookie,
    lang: document.documentElement.lang,
    headStyles: document.head.querySelectorAll('style').length,
    styleSheets: document.styleSheets.length,
  }));
}

const HOST_STATE = {
  token: 'host-own-token',
  cookie: 'language=fr',
  lang: 'fr',
  headStyles: 1,
  styleSheets: 1,
};

async function openEmbedPage(page: Page): Promise<void> {
  await page.goto(embed.url);
  await expect
    .poll(() => page.evaluate(() => (window as { embedReady?: boolean }).embedReady), { timeout: 30_000 })
    .toBe(true);
}

describe('the embeddable login', () => {
  it('a page on another origin mounts the drawer in a shadow root; its styles, token, cookie and language stay its own', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openEmbedPage(page);
    // The page itself has no React: only the remote brings its own copy.
    expect(await page.evaluate(() => document.querySelectorAll('script:not([type=module])').length)).toBe(0);
    // Our styles are written into the shadow root, none into the page's head.
    // React renders after mount() returns: wait for the first styles rather than reading at once.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.getElementById('login-root')?.shadowRoot?.querySelectorAll('style').length ?? 0,
          ),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    expect(await hostStyleChanges(page)).toEqual([]);
    expect(await hostState(page)).toEqual(HOST_STATE);

    await page.getByRole('button', { name: 'Log in with Yangzhou Half Marathon' }).click();
    await page.getByTestId('login-view').waitFor();
    expect(await page.getByTestId('tab-password').innerText()).toBe('Password login');
    // The drawer's content lives in the shadow root, not in the page's own tree.
    expect(await page.evaluate(() => document.querySelector('[data-testid="login-drawer"]'))).toBeNull();
    // Our site's documents, not the host's routes.
    expect(await page.getByTestId('agreement-link').getAttribute('href')).toBe(
      `${SITE_URL}/#/agreement/user`,
    );
    expect(await page.getByTestId('privacy-link').getAttribute('href')).toBe(
      `${SITE_URL}/#/agreement/privacy`,
    );

    // The host's font, letter spacing and link colour do not leak into the drawer.
    const inside = await page.getByTestId('agreement-link').evaluate((link) => {
      const drawer = link.closest('[data-testid="login-drawer"]');
      if (!drawer || !(link.getRootNode() instanceof ShadowRoot))
        throw new Error('the drawer is not in the shadow root');
      const text = getComputedStyle(drawer);
      return {
        background: text.backgroundColor,
        fontFamily: text.fontFamily,
        letterSpacing: text.letterSpacing,
        linkColor: getComputedStyle(link).color,
        linkDecoration: getComputedStyle(link).textDecorationStyle,
      };
    });
    // Our theme's tokens resolve inside the shadow root: the panel is opaque white, not see-through.
    expect(inside.background).toBe('rgb(255, 255, 255)');
    expect(inside.fontFamily).toMatch(/PingFang SC/);
    expect(inside.fontFamily).not.toMatch(/Georgia/);
    expect(inside.letterSpacing).toBe('normal');
    expect(inside.linkColor).not.toBe('rgb(200, 0, 0)');
    expect(inside.linkDecoration).not.toBe('wavy');
    await page.getByTestId('login-drawer').screenshot({ path: SCREENSHOT });

    // The password cipher's key came at run time from the API: a wrong password is read and refused as wrong,
    // not as unreadable.
    await page.getByTestId('agreement-box').click();
    await page.getByTestId('login-phone').fill(PHONE);
    await page.getByTestId('login-password').fill('Wrong2025');
    await page.getByTestId('login-password').press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: /account or password is wrong|账号或密码错误/ })
      .waitFor({ timeout: 15_000 });

    // The page's own language switch drives the drawer through the handle; the page's language stays its own.
    const setLanguage = (language: 'zh' | 'en') =>
      page.evaluate(
        (l) =>
          (
            window as unknown as { loginHandle: { setLanguage(l: 'zh' | 'en'): void } }
          ).loginHandle.setLanguage(l),
        language,
      );
    await setLanguage('zh');
    await expect.poll(() => page.getByTestId('tab-code').innerText()).toBe('验证码登录');
    expect(await hostState(page)).toEqual(HOST_STATE);
    await setLanguage('en');
    await expect.poll(() => page.getByTestId('tab-code').innerText()).toBe('Code login');

    // Code login: a new number opens an account.
    await page.getByTestId('tab-code').click();
    await page.getByTestId('code-phone').fill(PHONE);
    await page.getByTestId('code-captcha-send').click();
    await passSliderByKeyboard(page);
    await expect
      .poll(() => page.getByTestId('code-captcha-send').innerText(), { timeout: 15_000 })
      .toMatch(/^Retrieve in (60|59|58|57|56) seconds$/);
    await page.getByTestId('code-captcha').fill(await waitForCode(dataDir, PHONE));
    await page.getByTestId('code-captcha').press('Enter');

    await expect
      .poll(() => page.locator('#who').innerText(), { timeout: 15_000 })
      .toMatch(/^logged in as YZ\d{8}$/);
    await page.getByTestId('login-drawer').waitFor({ state: 'hidden' });
    const ours = await page.evaluate(() => localStorage.getItem('marathon.token'));
    expect(ours).toMatch(/^[\w-]{43}$/);
    expect(await page.evaluate(() => localStorage.getItem('marathon.language'))).toBe('en');
    const session = await page.evaluate(() =>
      (
        window as unknown as { loginHandle: { getSession(): { token: string } | null } }
      ).loginHandle.getSession(),
    );
    expect(session?.token).toBe(ours);
    expect(await hostState(page)).toEqual(HOST_STATE);
    expect(await hostStyleChanges(page)).toEqual([]);

    // A reload restores the session: the host hears onLogin again and the drawer stays shut.
    await page.reload();
    await openEmbedPage(page);
    await expect
      .poll(() => page.locator('#who').innerText(), { timeout: 15_000 })
      .toMatch(/^logged in as YZ\d{8}$/);
    expect(await page.getByTestId('login-drawer').isVisible()).toBe(false);
    expect(await hostState(page)).toEqual(HOST_STATE);

    // open() and close() drive the drawer; logout() ends our session on the server, and our keys only.
    await page.evaluate(() => (window as unknown as { loginHandle: { open(): void } }).loginHandle.open());
    await page.getByTestId('login-drawer').waitFor();
    await page.evaluate(() => (window as unknown as { loginHandle: { close(): void } }).loginHandle.close());
    await page.getByTestId('login-drawer').waitFor({ state: 'hidden' });
    const token = await page.evaluate(() => localStorage.getItem('marathon.token'));
    expect(token).toBeTruthy();
    await page.evaluate(() =>
      (window as unknown as { loginHandle: { logout(): Promise<void> } }).loginHandle.logout(),
    );
    expect(await page.locator('#who').innerText()).toBe('logged out');
    // The token no longer opens the account: the server ended the session.
    const afterLogout = await fetch(site.apiUrl('/basic-center/api/common/getCommonInfo'), {
      headers: { token: token ?? '' },
    });
    expect(((await afterLogout.json()) as { code: number }).code).toBe(401);
    expect(
      await page.evaluate(() =>
        (window as unknown as { loginHandle: { getSession(): unknown } }).loginHandle.getSession(),
      ),
    ).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('marathon.token'))).toBeNull();
    expect(await hostState(page)).toEqual(HOST_STATE);
    expect(await hostStyleChanges(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
