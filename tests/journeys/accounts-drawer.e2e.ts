import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CIPHER_CONFIG, encryptPassword } from '@marathon/shared/cipher';
import { launchBrowser, type Browser } from '../support/browser';
import { passSliderByKeyboard, waitForCode } from '../support/embed-outbox';
import { startTestSite, type TestSite } from '../support/site';
import { openHomeAsVisitor, openLoginDrawer } from '../support/visitor';

let site: TestSite;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-drawer-e2e-'));
const POLL = { timeout: 15_000 };
const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

beforeAll(async () => {
  site = await startTestSite({ apiEnv: { DATA_DIR: dataDir, CODE_OUTBOX: '1' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The home page as a visitor in a language, with the login drawer open. */
async function openDrawer(language: 'zh' | 'en'): Promise<Page> {
  const page = await openHomeAsVisitor(browser, site, { clearCookies: true });
  if (language === 'en') {
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getByTestId('login-entry').innerText(), POLL).toBe('Please log in');
  }
  return openLoginDrawer(page);
}

const form = (page: Page, name: 'password' | 'email' | 'code') => page.getByTestId(`${name}-login-form`);

/** Registers an email account through the open drawer (password Runner2025); ends back on the login view. */
async function registerInDrawer(page: Page, email: string): Promise<void> {
  await page.getByTestId('tab-email').click();
  await page.getByTestId('register-link').click();
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-captcha-send').click();
  await passSliderByKeyboard(page);
  await page.getByTestId('register-captcha').fill(await waitForCode(dataDir, email));
  await page.getByTestId('register-password').fill('Runner2025');
  await page.getByTestId('register-confirm').fill('Runner2025');
  await page.getByTestId('register-submit').click();
  await page.getByTestId('login-view').waitFor();
}

describe('the login drawer', () => {
  it('a click on the login button without the agreement says why, in zh and in en', async () => {
    for (const [language, text] of [
      ['zh', '请先同意用户协议和隐私政策'],
      ['en', 'Please agree to the user agreement and privacy policy first'],
    ] as const) {
      const page = await openDrawer(language);
      const submit = form(page, 'password').getByTestId('login-submit');
      expect(await submit.getAttribute('aria-disabled')).toBe('true');
      // The drawer has finished sliding in once the checkbox beside the button is stable.
      await page.getByTestId('agreement-box').hover();
      await submit.scrollIntoViewIfNeeded();
      // Playwright waits for aria-disabled buttons to become enabled; a person's mouse does not.
      await submit.click({ force: true });
      expect(await page.getByTestId('agreement-error').innerText()).toBe(text);
      await page
        .getByTestId('login-drawer')
        .screenshot({ path: `/tmp/d-accounts-drawer-agreement-${language}.png` });
      await page.getByTestId('agreement-box').click();
      expect(await submit.getAttribute('aria-disabled')).toBe('false');
      await page.close();
    }
  });

  it('switching tabs keeps what was typed and the running resend countdown', async () => {
    const page = await openDrawer('zh');
    await page.getByTestId('login-phone').fill('13811112222');
    await page.getByTestId('tab-email').click();
    await page.getByTestId('login-email').fill('tabs@example.com');
    await page.getByTestId('tab-code').click();
    await page.getByTestId('code-phone').fill('13822223333');
    await page.getByTestId('code-captcha-send').click();
    await passSliderByKeyboard(page);
    const send = page.getByTestId('code-captcha-send');
    await expect.poll(() => send.innerText(), POLL).toMatch(/^\d+秒后重试$/);

    await page.getByTestId('tab-password').click();
    expect(await page.getByTestId('login-phone').inputValue()).toBe('13811112222');
    await page.getByTestId('tab-email').click();
    expect(await page.getByTestId('login-email').inputValue()).toBe('tabs@example.com');
    await page.getByTestId('tab-code').click();
    expect(await page.getByTestId('code-phone').inputValue()).toBe('13822223333');
    expect(await send.innerText()).toMatch(/^\d+秒后重试$/);
    expect(await send.isDisabled()).toBe(true);
    await page.close();
  });

  it('in English, the refusals of the server reach the visitor in English only', async () => {
    const page = await openDrawer('en');
    await page.getByTestId('agreement-box').click();
    await page.getByTestId('tab-email').click();
    await page.getByTestId('login-email').fill('nobody@example.com');
    await page.getByTestId('login-email-password').fill('Wrong2025');
    await page.getByTestId('login-email-password').press('Enter');
    const wrong = page.getByRole('alert').filter({ hasText: 'The account or password is wrong' });
    await wrong.waitFor();
    expect(await wrong.innerText()).not.toMatch(CHINESE);

    // A second code to the same number within 60 s: the server's refusal, under the code field.
    await page.getByTestId('tab-code').click();
    await page.getByTestId('code-phone').fill('13822223333');
    await page.getByTestId('code-captcha-send').click();
    await passSliderByKeyboard(page);
    const refused = page.getByTestId('code-captcha-error');
    await expect.poll(() => refused.innerText(), POLL).toMatch(/\d+ seconds/);
    expect(await refused.innerText()).not.toMatch(CHINESE);
    expect(await page.getByTestId('login-drawer').innerText()).not.toMatch(CHINESE);
    await page.close();
  });

  it('after registering, the visitor lands on the email tab with the address filled in', async () => {
    const email = 'fresh-runner@example.com';
    const page = await openDrawer('zh');
    await registerInDrawer(page, email);
    expect(await page.getByTestId('tab-email').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('login-email').inputValue()).toBe(email);
    await page.close();
  });

  it('strangers failing the password make a new device wait, not the browser that logged in before', async () => {
    const email = 'device-owner@example.com';
    const page = await openDrawer('en');
    await registerInDrawer(page, email);
    const logIn = async () => {
      // A drawer opened afresh asks for the agreement again.
      const submit = form(page, 'email').getByTestId('login-submit');
      if ((await submit.getAttribute('aria-disabled')) === 'true')
        await page.getByTestId('agreement-box').click();
      await page.getByTestId('login-email-password').fill('Runner2025');
      await page.getByTestId('login-email-password').press('Enter');
    };
    await logIn();
    const entry = page.getByTestId('login-entry');
    await expect.poll(() => entry.getAttribute('data-state'), POLL).toBe('member');
    // The browser keeps its device token beyond logging out.
    await page.getByTestId('logout').click();
    await expect.poll(() => entry.getAttribute('data-state'), POLL).toBe('visitor');
    expect(await page.evaluate(() => localStorage.getItem('loginDevice'))).toMatch(/^[\w-]+\.[\w-]+$/);

    // Strangers fail the account's password until it waits 16 s between tries: the first five are free, each
    // later one is taken once the delay the previous one set has passed (asked every 2.5 s: every try, refused or
    // not, counts against the 20 logins a minute an address may try).
    const strangerLogin = (password: string) =>
      fetch(site.apiUrl('/user-center/api/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', terminalType: '3', osId: '1002' },
        body: new URLSearchParams({
          loginType: '5',
          accountEmail: email,
          password: encryptPassword(password, DEV_CIPHER_CONFIG),
          encryptType: '1',
        }),
      }).then((answer) => answer.status);
    for (let failures = 0; failures < 8; failures++) {
      await expect
        .poll(() => strangerLogin(`Wrong${failures}x`), { timeout: 60_000, interval: 2_500 })
        .toBe(400);
    }
    // A device that never logged in waits, right password or not ...
    expect(await strangerLogin('Runner2025')).toBe(429);
    // ... the owner's browser is let in at once.
    await openLoginDrawer(page);
    await page.getByTestId('tab-email').click();
    await page.getByTestId('login-email').fill(email);
    await logIn();
    await expect.poll(() => entry.getAttribute('data-state'), POLL).toBe('member');
    await page.close();
  });
});
