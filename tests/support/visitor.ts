import type { Page } from 'playwright-core';
import type { Browser } from './browser';
import type { TestSite } from './site';

/**
 * The home page as a visitor: a file's tests share one browser profile, so a session (and, when asked, the
 * language cookie) an earlier test left is cleared first.
 */
export async function openHomeAsVisitor(
  browser: Browser,
  site: TestSite,
  options: { clearCookies?: boolean } = {},
): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(site.url());
  await page.getByTestId('home-page').waitFor();
  await page.evaluate(() => localStorage.clear());
  if (options.clearCookies) await page.context().clearCookies();
  await page.reload();
  await page.getByTestId('home-page').waitFor();
  return page;
}

/** Opens the login drawer from the header of the page. */
export async function openLoginDrawer(page: Page): Promise<Page> {
  await page.getByTestId('login-entry').click();
  // The drawer is another team's remote, loaded on this first click: on a busy machine that alone can take longer
  // than a step's usual limit.
  await page.getByTestId('login-view').waitFor({ timeout: 90_000 });
  return page;
}
