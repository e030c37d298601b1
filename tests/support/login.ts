import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { passSliderByKeyboard, waitForCode } from './embed-outbox';

/**
 * Logs in the way a runner does on race-registration day: the header's login entry, the code tab, the slider by
 * keyboard and the SMS code (read from the development outbox). A new number opens an account.
 */
export async function logInByPhoneCode(
  page: Page,
  dataDir: string,
  phone: string,
  /** Looks at the login view once it is open (a phone journey checks its width and takes a picture). */
  whenOpen?: () => Promise<void>,
): Promise<void> {
  await page.getByTestId('login-entry').click();
  await page.getByTestId('login-view').waitFor();
  await whenOpen?.();
  await page.getByTestId('tab-code').click();
  await page.getByTestId('agreement-box').click();
  await page.getByTestId('code-phone').fill(phone);
  await page.getByTestId('code-captcha-send').click();
  await passSliderByKeyboard(page);
  await page.getByTestId('code-captcha').fill(await waitForCode(dataDir, phone));
  await page.getByTestId('code-captcha').press('Enter');
  await expect
    .poll(() => page.getByTestId('login-entry').getAttribute('data-state'), { timeout: 10_000 })
    .toBe('member');
}
