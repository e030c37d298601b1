import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNT } from '../../api/src/main/startup/demo-account-data';
import { launchBrowser, type Browser } from '../support/browser';
import { passSliderByKeyboard } from '../support/embed-outbox';
import { startTestSite, type TestSite } from '../support/site';
import { openHomeAsVisitor, openLoginDrawer } from '../support/visitor';

/**
 * A newcomer after `npm start` (the local mode the test site also runs in): opens the site, logs in with the demo
 * account the banner prints, then asks for an SMS code and reads it where the banner says, the /dev/inbox page.
 */
let site: TestSite;
let browser: Browser;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

beforeAll(async () => {
  site = await startTestSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const openAsVisitor = async (): Promise<Page> => openLoginDrawer(await openHomeAsVisitor(browser, site));

async function expectMember(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('login-entry').getAttribute('data-state'), { timeout: 20_000 })
    .toBe('member');
  await page.getByTestId('login-drawer').waitFor({ state: 'hidden' });
}

describe('a newcomer on the local site', () => {
  it('logs in with the demo account by password', async () => {
    const page = await openAsVisitor();
    await page.getByTestId('agreement-box').click();
    await page.getByTestId('login-phone').fill(DEMO_ACCOUNT.phone);
    await page.getByTestId('login-password').fill(DEMO_ACCOUNT.password);
    await page.getByTestId('login-submit').click();
    await expectMember(page);
    expect(await page.getByTestId('login-entry').innerText()).toBe('个人中心');
    await page.screenshot({
      path: `${SCREENSHOTS}/newcomer-logged-in-header.png`,
      clip: { x: 0, y: 0, width: 1280, height: 160 },
    });
    await page.close();
  });

  it('gets an SMS code from the local inbox page and logs in with it', async () => {
    const inbox = await browser.newPage();
    await inbox.goto(`http://localhost:${site.ports.shell}/dev/inbox`);
    expect(await inbox.title()).toContain('本地收件箱');
    await inbox.getByTestId('inbox-empty').waitFor();

    const page = await openAsVisitor();
    await page.getByTestId('tab-code').click();
    await page.getByTestId('agreement-box').click();
    await page.getByTestId('code-phone').fill(DEMO_ACCOUNT.phone);
    await page.getByTestId('code-captcha-send').click();
    await passSliderByKeyboard(page);

    // The page refreshes itself; the newest code is the first row for the number.
    const code = inbox.locator(`[data-testid="inbox-code"][data-target="${DEMO_ACCOUNT.phone}"]`).first();
    await code.waitFor({ timeout: 30_000 });
    const text = (await code.innerText()).trim();
    expect(text).toMatch(/^\d{6}$/);
    expect(await inbox.getByTestId('inbox-table').innerText()).toContain('短信');
    await inbox.screenshot({ path: `${SCREENSHOTS}/newcomer-inbox.png`, fullPage: true });
    await inbox.goto(`http://localhost:${site.ports.shell}/dev/inbox?lang=en`);
    expect(await inbox.getByTestId('inbox-table').innerText()).toContain('SMS');

    await page.getByTestId('code-captcha').fill(text);
    await page.getByTestId('code-captcha').press('Enter');
    await expectMember(page);
  });

  it('sees "the site is starting" while the API prepares its data, and the site opens by itself', async () => {
    const page = await browser.newPage();
    let starting = true;
    // The API as it answers between listening and ready: 503 "starting" on every call.
    await page.route(`http://localhost:${site.ports.api}/**`, async (route) => {
      if (!starting) return route.continue();
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          code: 503,
          // The page asks in Chinese (the default), so the API answers in Chinese alone.
          msg: '网站正在启动，请稍后再试',
          data: { db: 'sqlite', status: 'starting', step: 'migrating the database' },
        }),
      });
    });
    // While the API starts, the shell's server gets the same 503 and writes no start-up data into the page.
    await page.route(`http://localhost:${site.ports.shell}/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="startup-data">.*?<\/script>/s,
        '',
      );
      // The body is sent decoded: its encoding and length headers no longer hold.
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ response, body, headers });
    });
    await page.goto(site.url());
    await page.getByTestId('site-starting').waitFor();
    expect(await page.getByTestId('site-starting').innerText()).toContain('网站正在启动');
    await page.screenshot({ path: `${SCREENSHOTS}/newcomer-site-starting.png` });
    starting = false;
    // No reload: the page looks again by itself.
    await page.getByTestId('home-page').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('unbound-race').count()).toBe(0);
    await page.close();
  });
});
