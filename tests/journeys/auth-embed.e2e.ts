import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

beforeAll(async () => {
  site = await startTestSite({ apiEnv: { DATA_DIR: dataDir, CODE_OUTBOX: '1' } });
  embed = await startEmbedPage(
    EMBED_PORT,
    embedPageHtml({
      remoteEntry: `http://localhost:${TEST_PORTS.auth}/remoteEntry.js`,
      apiBase: `http://localhost:${TEST_PORTS.api}`,
    }),
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await embed?.close();
  await site?.stop();
});

describe('the embeddable login', () => {
  it('a page on another origin without React mounts the drawer, and a visitor logs in against our API', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(embed.url);
    await expect
      .poll(() => page.evaluate(() => (window as { embedReady?: boolean }).embedReady), { timeout: 15_000 })
      .toBe(true);
    // The page itself has no React: only the remote brings its own copy.
    expect(await page.evaluate(() => document.querySelectorAll('script:not([type=module])').length)).toBe(0);

    await page.getByRole('button', { name: 'Log in with Yangzhou Half Marathon' }).click();
    await page.getByTestId('login-view').waitFor();
    expect(await page.getByTestId('tab-password').innerText()).toBe('Password login');
    expect(await page.getByTestId('agreement-link').getAttribute('href')).toBe(
      'https://partner.example/terms',
    );

    // Code login: a new number opens an account.
    await page.getByTestId('tab-code').click();
    await page.getByTestId('agreement-box').click();
    await page.getByTestId('code-phone').fill('13712345678');
    await page.getByTestId('code-captcha-send').click();
    await passSliderByKeyboard(page);
    await expect
      .poll(() => page.getByTestId('code-captcha-send').innerText(), { timeout: 10_000 })
      .toMatch(/^Retrieve in (60|59|58) seconds$/);
    await page.getByTestId('code-captcha').fill(await waitForCode(dataDir, '13712345678'));
    await page.getByTestId('code-captcha').press('Enter');

    await expect
      .poll(() => page.locator('#who').innerText(), { timeout: 10_000 })
      .toMatch(/^logged in as YZ\d{8}$/);
    await page.getByTestId('login-drawer').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
