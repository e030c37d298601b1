import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser';
import { passSliderByKeyboard, waitForCode } from '../support/embed-outbox';
import { startTestSite, type TestSite } from '../support/site';
import { openHomeAsVisitor, openLoginDrawer } from '../support/visitor';

let site: TestSite;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-auth-e2e-'));

beforeAll(async () => {
  // The local-mode API (development) with its outbox, so the journeys can read the codes.
  site = await startTestSite({ apiEnv: { DATA_DIR: dataDir, CODE_OUTBOX: '1' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const openDrawer = async (): Promise<Page> => openLoginDrawer(await openHomeAsVisitor(browser, site));

async function agree(page: Page): Promise<void> {
  await page.getByTestId('agreement-box').click();
}

async function expectLoggedIn(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('login-entry').getAttribute('data-state'), { timeout: 10_000 })
    .toBe('member');
  expect(await page.getByTestId('login-entry').innerText()).toBe('个人中心');
  await page.getByTestId('login-drawer').waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'))).toHaveProperty(
    'accountInfo',
  );
}

const EMAIL = 'e2e-runner@example.com';
const PHONE = '13912345678';

describe('the login drawer', () => {
  it('opens on the password tab; the agreement gates the button, Enter says so; the rules speak Chinese', async () => {
    const page = await openDrawer();
    expect(await page.getByTestId('tab-password').getAttribute('aria-selected')).toBe('true');
    // Looks disabled, still tells a mouse user why (accounts-drawer.e2e.ts).
    expect(await page.getByTestId('login-submit').getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByTestId('register-link').count()).toBe(0);
    expect(await page.getByTestId('forgot-link').count()).toBe(1);
    expect(await page.getByTestId('agreement-link').getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('privacy-link').getAttribute('target')).toBe('_blank');

    await page.getByTestId('login-password').fill('abc');
    await page.getByTestId('login-password').press('Enter');
    expect(await page.getByTestId('agreement-error').innerText()).toBe('请先同意用户协议和隐私政策');

    await agree(page);
    expect(await page.getByTestId('agreement-error').count()).toBe(0);
    await page.getByTestId('login-password').press('Enter');
    expect(await page.getByTestId('login-phone-error').innerText()).toBe('请输入手机号');
    expect(await page.getByTestId('login-password-error').innerText()).toBe(
      '请输入6-20位数字和大小写字母组合的密码',
    );

    await page.getByTestId('tab-email').click();
    expect(await page.getByTestId('register-link').count()).toBe(1);
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-email').press('Enter');
    expect(await page.getByTestId('login-email-error').innerText()).toBe('请输入有效的邮箱地址');

    await page.getByTestId('tab-code').click();
    expect(await page.getByTestId('forgot-link').count()).toBe(0);
    await page.getByTestId('code-captcha-send').click();
    expect(await page.getByTestId('code-phone-error').innerText()).toBe('请输入手机号');
    await page.close();
  });

  it('registers by email with a keyboard-only slider and the code from the outbox, with the countdown', async () => {
    const page = await openDrawer();
    await page.getByTestId('tab-email').click();
    await page.getByTestId('register-link').click();
    await page.getByTestId('register-view').waitFor();

    await page.getByTestId('register-email').fill('bad');
    await page.getByTestId('register-email').blur();
    expect(await page.getByTestId('register-email-error').innerText()).toBe('请输入正确的邮箱地址');
    await page.getByTestId('register-email').fill(EMAIL);
    // Keyboard only: from the email field, Tab past the code input to the send button, Enter, Tab to the slider.
    await page.getByTestId('register-captcha').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('slider-captcha').waitFor();
    // Sending again before the slider is passed says what to do.
    await page.getByTestId('register-captcha-send').click();
    expect(await page.getByTestId('register-captcha-error').innerText()).toBe('请拖动滑块完成验证');
    await passSliderByKeyboard(page);

    const send = page.getByTestId('register-captcha-send');
    await expect.poll(() => send.innerText(), { timeout: 10_000 }).toMatch(/^(60|59|58)秒后重试$/);
    expect(await send.isDisabled()).toBe(true);
    const code = await waitForCode(dataDir, EMAIL);

    await page.getByTestId('register-captcha').fill(code);
    await page.getByTestId('register-password').fill('Runner2025');
    await page.getByTestId('register-confirm').fill('Runner2026');
    await page.getByTestId('register-submit').click();
    expect(await page.getByTestId('register-confirm-error').innerText()).toBe('两次输入的密码不一致');
    await page.getByTestId('register-confirm').fill('Runner2025');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('login-view').waitFor();

    // The same email cannot register twice. Leaving the field checks only its format: whether it has an account
    // is said once the slider is passed (the API tells nobody before a human check), under the code field.
    await page.getByTestId('tab-email').click();
    await page.getByTestId('register-link').click();
    await page.getByTestId('register-email').fill(EMAIL);
    await page.getByTestId('register-email').blur();
    expect(await page.getByTestId('register-email-error').count()).toBe(0);
    await page.getByTestId('register-captcha-send').click();
    await passSliderByKeyboard(page);
    await expect
      .poll(() => page.getByTestId('register-captcha-error').innerText(), { timeout: 10_000 })
      .toBe('该邮箱已被注册');
    expect(await page.getByTestId('register-captcha-send').isDisabled()).toBe(false);
    await page.getByTestId('back-to-login').click();
    await page.getByTestId('login-view').waitFor();
    await page.close();
  });

  it('logs in by email; a wrong password is a red closable message and loading stops', async () => {
    const page = await openDrawer();
    await page.getByTestId('tab-email').click();
    await agree(page);
    await page.getByTestId('login-email').fill(EMAIL);
    await page.getByTestId('login-email-password').fill('Wrong2025');
    await page.getByTestId('login-email-password').press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: '账号或密码错误' });
    await alert.waitFor();
    // The tabs stay mounted once opened: the email form's own button.
    const submit = page.getByTestId('email-login-form').getByTestId('login-submit');
    expect(await submit.getAttribute('data-loading')).toBeNull();
    expect(await submit.getAttribute('aria-disabled')).toBe('false');

    await page.getByTestId('login-email-password').fill('Runner2025');
    await submit.click();
    await expectLoggedIn(page);
    await page.close();
  });

  it('logs in by phone code (a new number opens an account), then resets that password by phone', async () => {
    await browser.context.clearCookies();
    const page = await openDrawer();
    await page.evaluate(() => localStorage.clear());
    await page.getByTestId('tab-code').click();
    await agree(page);
    await page.getByTestId('code-phone').fill(PHONE);
    await page.getByTestId('code-captcha-send').click();
    await passSliderByKeyboard(page);
    await page.getByTestId('code-captcha').fill(await waitForCode(dataDir, PHONE));
    await page.getByTestId('code-captcha').press('Enter');
    await expectLoggedIn(page);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('login-entry').click();
    await page.getByTestId('forgot-link').click();
    await page.getByTestId('reset-phone-view').waitFor();
    await page.getByTestId('reset-phone').fill('12812345678');
    await page.getByTestId('reset-phone-captcha-send').click();
    expect(await page.getByTestId('reset-phone-error').innerText()).toBe('请输入正确的手机号码');
    await page.getByTestId('reset-phone').fill(PHONE);
    await page.getByTestId('reset-phone-password').fill('Phone2026');
    await page.getByTestId('reset-phone-confirm').fill('Phone2026');
    await page.getByTestId('reset-phone-captcha-send').click();
    await passSliderByKeyboard(page);
    await page.getByTestId('reset-phone-captcha').fill(await waitForCode(dataDir, PHONE, 2));
    await page.getByTestId('reset-phone-submit').click();
    await page.getByTestId('login-view').waitFor();

    await agree(page);
    await page.getByTestId('login-phone').fill(PHONE);
    await page.getByTestId('login-password').fill('Phone2026');
    await page.getByTestId('login-password').press('Enter');
    await expectLoggedIn(page);
    await page.close();
  });

  it('resets a password by email, which ends the old session: the next call opens the re-login dialog', async () => {
    // A session of the account, as another tab would hold it.
    const page = await openDrawer();
    await page.getByTestId('tab-email').click();
    await agree(page);
    await page.getByTestId('login-email').fill(EMAIL);
    await page.getByTestId('login-email-password').fill('Runner2025');
    await page.getByTestId('login-email-password').press('Enter');
    await expectLoggedIn(page);

    // A visitor's tab (its storage cleared, as a tab that never logged in): the drawer is open once its view shows.
    const other = await openLoginDrawer(await openHomeAsVisitor(browser, site));
    await other.getByTestId('tab-email').click();
    await other.getByTestId('forgot-link').click();
    await other.getByTestId('reset-email-view').waitFor();
    await other.getByTestId('reset-email').fill(EMAIL);
    await other.getByTestId('reset-email-password').fill('Newpass2026');
    await other.getByTestId('reset-email-confirm').fill('Newpass2026');
    await other.getByTestId('reset-email-captcha-send').click();
    await passSliderByKeyboard(other);
    await other.getByTestId('reset-email-captcha').fill(await waitForCode(dataDir, EMAIL, 2));
    await other.getByTestId('reset-email-submit').click();
    await other.getByTestId('login-view').waitFor();
    // Login opens where the runner will use the new password: the email tab, the address filled in.
    expect(await other.getByTestId('tab-email').getAttribute('aria-selected')).toBe('true');
    expect(await other.getByTestId('login-email').inputValue()).toBe(EMAIL);
    await other.close();

    // The first page's token was revoked server-side; its next authenticated call is a 401 mid-session.
    await page.evaluate(async () => {
      type Shared = { api(): { request(path: string): Promise<unknown> } };
      type Scope = Record<string, Record<string, { get(): Promise<() => Promise<Shared>> }>>;
      const scope = (globalThis as unknown as { __federation_shared__: { default: Scope } })
        .__federation_shared__.default['@marathon/shared'];
      const provider = scope ? Object.values(scope)[0] : undefined;
      if (!provider) throw new Error('no shared scope');
      const shared = await (await provider.get())();
      await shared
        .api()
        .request('/basic-center/api/common/getCommonInfo')
        .catch(() => undefined);
    });
    await page.getByTestId('relogin-dialog').waitFor();
    await page.getByRole('button', { name: '重新登录' }).click();
    await page.getByTestId('login-view').waitFor();
    await page.getByTestId('tab-email').click();
    await agree(page);
    await page.getByTestId('login-email').fill(EMAIL);
    await page.getByTestId('login-email-password').fill('Newpass2026');
    await page.getByTestId('login-email-password').press('Enter');
    await expectLoggedIn(page);
    await page.close();
  });

  it('counts down 60 s with the button disabled, then offers resend', async () => {
    const page = await browser.newPage();
    // The page's clock only: the server still sees real time.
    await page.clock.install();
    await page.goto(site.url());
    await page.getByTestId('home-page').waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('login-entry').click();
    await page.getByTestId('tab-code').click();
    await page.getByTestId('code-phone').fill('13612345678');
    const send = page.getByTestId('code-captcha-send');
    expect(await send.innerText()).toBe('获取验证码');
    await send.click();
    await passSliderByKeyboard(page);
    await expect.poll(() => send.innerText(), { timeout: 10_000 }).toBe('60秒后重试');
    expect(await send.isDisabled()).toBe(true);
    await page.clock.runFor(30_000);
    expect(await send.innerText()).toBe('30秒后重试');
    expect(await send.isDisabled()).toBe(true);
    await page.clock.runFor(31_000);
    await expect.poll(() => send.innerText(), { timeout: 5_000 }).toBe('重新发送');
    expect(await send.isDisabled()).toBe(false);
    await page.close();
  });

  it('the production bundle has no debug quick-login', () => {
    const dist = join(import.meta.dirname, '../../remote-auth/dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const all = files.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    expect(all).toContain('login-submit');
    expect(all).not.toContain('debug-quick-login');
    expect(all).not.toContain('Debug2025');
  });
});
