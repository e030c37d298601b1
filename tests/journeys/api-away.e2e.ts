import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopProcess } from '@marathon/tools/site';
import { artifact } from '../support/artifacts';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';

/*
 * The API process goes away while visitors keep opening the site: the shell's server still serves the page from
 * its last good read, and the page says, in the visitor's language, what cannot be used just now; each picture of
 * the API's file host that cannot load says so instead of showing a broken image alone.
 */
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

const fileHost = () => site.apiUrl('/files/');

/** The pictures of the page that come from the API's file host, as the browser holds them. */
const filePictures = (page: Page) =>
  page.evaluate(
    (host) =>
      [...document.querySelectorAll('img')]
        .filter((image) => (image.currentSrc || image.src).startsWith(host))
        .map((image) => ({
          src: image.currentSrc || image.src,
          alt: image.alt,
          marked: image.hasAttribute('data-picture-unavailable'),
          // A picture that failed is complete with no size; one waiting (lazy, below the fold) is not complete.
          broken: image.complete && image.naturalWidth === 0,
        })),
    fileHost(),
  );

/** Waits until every picture of the file host that failed says `words`; fails naming the ones that do not. */
const picturesSay = (page: Page, words: string) =>
  expect
    .poll(
      async () =>
        (await filePictures(page)).filter(
          (picture) => picture.broken && !(picture.marked && picture.alt.includes(words)),
        ),
      { timeout: 60_000 },
    )
    .toEqual([]);

/** The notice of what cannot be used, whichever painted it (the server, or the page once a picture failed). */
const notice = (page: Page) => page.locator('[role="status"]#api-away');

describe('the site while its API is away', () => {
  it('says what cannot be used, and each picture that cannot load says so, in Chinese and in English', async () => {
    // A visitor's view while the API is there: the shell's server reads the site and announces nothing. (Not in
    // this browser: its cache would then hold the pictures.)
    const before = await (await fetch(site.url())).text();
    expect(before).toContain('id="startup-data"');
    expect(before).not.toContain('id="api-away"');

    await stopProcess(site.api);
    const page = await browser.newPage();
    await page.goto(site.url('/home'));
    await page.getByTestId('home-page').waitFor({ timeout: 60_000 });
    await notice(page).waitFor({ timeout: 60_000 });
    expect(await notice(page).innerText()).toContain('部分服务暂时无法使用');
    await expect
      .poll(async () => (await filePictures(page)).filter((picture) => picture.broken), { timeout: 60_000 })
      .not.toEqual([]);
    await picturesSay(page, '图片暂时无法显示');

    await page
      .context()
      .addCookies([{ name: 'language', value: 'en', url: `http://localhost:${TEST_PORTS.shell}` }]);
    await page.reload();
    await page.getByTestId('home-page').waitFor({ timeout: 60_000 });
    await notice(page).waitFor({ timeout: 60_000 });
    expect(await notice(page).innerText()).toContain('Some services are unavailable just now');
    await picturesSay(page, 'Picture unavailable just now');
    await page.screenshot({ path: artifact('api-away-en.png') });
    await page.close();
  });
});
