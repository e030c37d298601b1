import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, type TestSite } from '../support/site';
import { fetchSiteContent } from '../support/site-content';

let site: TestSite;
let browser: Browser;

// Spec 000 §7: the show-charity flag is off in development. The run-time manifest says so; nothing is rebuilt.
beforeAll(async () => {
  site = await startTestSite({ environment: 'development' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('with the show-charity flag off', () => {
  it('offers no charity on the home page, in the menu or by address', async () => {
    const { cloud } = await fetchSiteContent(site);
    const page = await browser.newPage();
    await page.goto(site.url('/home'));
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('partners').waitFor();

    expect(await page.getByTestId('home-charity').count()).toBe(0);
    expect(await page.locator('[data-code="publicWelfarePartner"]').count()).toBe(0);
    expect(await page.getByTestId('partner-group').count()).toBe(cloud.cooperativePartnerList.length - 1);
    expect(await page.locator('a[href*="#/charity"]').count()).toBe(0);
    const charitySlides = cloud.carouselList.filter((s) => s.jumpUrl?.startsWith('#/charity')).length;
    expect(charitySlides).toBeGreaterThan(0);
    expect(await page.getByTestId('carousel-slide').count()).toBe(cloud.carouselList.length - charitySlides);
    expect(await page.getByTestId('main-menu').innerText()).not.toContain('公益慈善');

    await page.goto(site.url('/charity/charityInformation'));
    await page.getByTestId('not-found').waitFor();
    await page.close();
  });
});
