import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser';
import { logInByPhoneCode } from '../support/login';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';
import { openHomeAsVisitor } from '../support/visitor';
import { MEMBER_CENTRE_PATH } from '@marathon/shared/url';

let site: TestSite;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-logout-e2e-'));
const POLL = { timeout: 15_000 };

beforeAll(async () => {
  site = await startTestSite({ openSignup: true, apiEnv: { DATA_DIR: dataDir, CODE_OUTBOX: '1' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const freshHome = (): Promise<Page> => openHomeAsVisitor(browser, site);

/** A call that needs a live session, made with a given token from outside the page. */
async function commonInfoStatus(token: string): Promise<number> {
  const answer = await fetch(site.apiUrl('/basic-center/api/common/getCommonInfo'), {
    headers: { token, terminalType: '3', osId: '1002' },
  });
  return answer.status;
}

describe('log out', () => {
  it("from the header: the session ends on the server, and another tab's next call asks to log in again", async () => {
    const page = await freshHome();
    await logInByPhoneCode(page, dataDir, '13700000001');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const logout = page.getByTestId('logout');
    expect(await logout.innerText()).toBe('退出登录');
    await page.locator('header').screenshot({ path: '/tmp/d-accounts-header-logout-zh.png' });

    // A second tab of the same browser shares the session.
    const other = await browser.newPage();
    await other.goto(site.url());
    await other.getByTestId('home-page').waitFor();
    await expect.poll(() => other.getByTestId('login-entry').getAttribute('data-state'), POLL).toBe('member');

    await logout.click();
    await expect.poll(() => page.getByTestId('login-entry').getAttribute('data-state'), POLL).toBe('visitor');
    expect(await page.getByTestId('login-entry').innerText()).toBe('请登录');
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')]),
    ).toEqual([null, null]);
    expect(await commonInfoStatus(token as string)).toBe(401);

    // The other tab still holds the token in memory; opening a page that loads the runner's data tells it.
    await other.evaluate(() => {
      window.location.hash = '#/upload';
    });
    await other.getByTestId('relogin-dialog').waitFor();
    await other.close();
    await page.close();
  });

  it('from the member centre, on every device: each session of the account ends', async () => {
    const page = await freshHome();
    await page.getByTestId('language-switch').click();
    await logInByPhoneCode(page, dataDir, '13700000002');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const centre = await browser.newPage();
    await centre.goto(`http://localhost:${TEST_PORTS.shell}/${MEMBER_CENTRE_PATH}`);
    await centre.getByTestId('member-centre').waitFor();
    expect(await centre.getByTestId('member-logout-here').innerText()).toBe('Log out');
    const everywhere = centre.getByTestId('member-logout-everywhere');
    expect(await everywhere.innerText()).toBe('Log out on all devices');
    await centre.screenshot({ path: '/tmp/d-accounts-member-centre-en.png', fullPage: true });

    // The sections are child routes behind button tabs; the current one is highlighted.
    await centre.getByTestId('member-tab-results').click();
    await centre.waitForURL(/#\/my\/my-index\/results$/);
    await centre.getByTestId('member-results').waitFor();
    expect(await centre.getByTestId('member-registrations').count()).toBe(0);
    expect(await centre.getByTestId('member-tab-results').getAttribute('aria-current')).toBe('page');
    expect(await centre.getByTestId('member-tab-overview').getAttribute('aria-current')).toBeNull();
    await centre.goBack();
    await centre.getByTestId('member-registrations').waitFor();
    expect(await centre.getByTestId('member-tab-overview').getAttribute('aria-current')).toBe('page');

    await everywhere.click();
    await centre.getByTestId('login-required').waitFor();
    expect(await centre.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await commonInfoStatus(token as string)).toBe(401);
    await centre.close();
    await page.close();
  });
});
