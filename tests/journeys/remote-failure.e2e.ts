import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, type TestSite } from '../support/site';

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  site = await startTestSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The shell's own parts still work: header, menu, footer, language switch. */
async function expectShellWorks(page: Page): Promise<void> {
  await page.getByTestId('main-menu').waitFor();
  await page.getByTestId('site-footer').waitFor();
  await page.getByTestId('language-switch').click();
  await expect.poll(() => page.getByTestId('login-entry').innerText()).toBe('Please log in');
  await page.getByTestId('language-switch').click();
  await expect.poll(() => page.getByTestId('login-entry').innerText()).toBe('请登录');
}

describe('a remote that is down is contained', () => {
  it('content remote: the home area shows a bilingual fallback, the rest works, retry recovers', async () => {
    await site.stopRemote('content');
    const page = await browser.newPage();
    await page.goto(site.url('/home'));
    const fallback = page.getByTestId('remote-fallback-content');
    await fallback.waitFor();
    expect(await fallback.innerText()).toContain('该区域暂时无法加载');
    await expectShellWorks(page);
    await page.getByTestId('language-switch').click();
    await expect.poll(() => fallback.innerText()).toContain('This part of the page could not be loaded');
    await page.getByTestId('language-switch').click();

    await site.startRemote('content');
    await fallback.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('search-entries').waitFor();
    await page.close();
  });

  it('search remote: the home page still shows, the entry cards fall back, retry recovers', async () => {
    await site.stopRemote('search');
    const page = await browser.newPage();
    await page.goto(site.url('/home'));
    await page.getByTestId('home-page').waitFor();
    const fallback = page.getByTestId('remote-fallback-search');
    await fallback.waitFor();
    await expectShellWorks(page);

    await site.startRemote('search');
    await fallback.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('search-entries').waitFor();
    await page.close();
  });

  it('auth remote: the login entry shows the fallback over the page, which can be closed or retried', async () => {
    await site.stopRemote('auth');
    const page = await browser.newPage();
    await page.goto(site.url('/home'));
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('login-entry').click();
    const fallback = page.getByTestId('remote-fallback-auth');
    await fallback.waitFor();
    await fallback.getByRole('button', { name: '关闭' }).click();
    await fallback.waitFor({ state: 'detached' });
    await expectShellWorks(page);

    await page.getByTestId('login-entry').click();
    await fallback.waitFor();
    await site.startRemote('auth');
    await fallback.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('login-drawer').waitFor();
    await page.close();
  });
});
