import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, type TestSite } from '../support/site';

const MOBILE_SITE = 'https://m.yzmarathon.example';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  site = await startTestSite({ mobileSite: MOBILE_SITE });
  browser = await launchBrowser({ userAgent: IPHONE });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('mobile visitors', () => {
  it('are sent to the configured mobile site, keeping the page they asked for', async () => {
    const page = await browser.newPage();
    // The mobile site is not ours to serve here: answer its address so the redirect can be observed.
    await page.route(`${MOBILE_SITE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>mobile</p>' }),
    );
    await page.goto(site.url('/news-notice/race-news'));
    await page.waitForURL(`${MOBILE_SITE}/#/news-notice/race-news`);
    expect(await page.innerText('p')).toBe('mobile');
    await page.close();
  });
});
