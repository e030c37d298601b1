import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_PLANS, generateEdition } from '../../api/src/modules/results/generator';
import { formatDuration } from '../../shared/src/format/race-time';
import { artifact } from '../support/artifacts';
import { launchBrowser, type Browser } from '../support/browser';
import { fetchSiteContent } from '../support/site-content';
import { startTestSite, type TestSite } from '../support/site';

/*
 * A runner on a phone. Without a configured mobile site, phones go to our own phone pages (/m/): a result link
 * shared from the desktop site opens that result there, at 360 px, in the runner's language.
 */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const [plan2024] = EDITION_PLANS.small;
const runner = generateEdition(plan2024).results.find((r) => r.registration.raceItem === 'half');
if (!runner) throw new Error('the small seed has no half-marathon finisher');

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  site = await startTestSite();
  browser = await launchBrowser({ userAgent: IPHONE });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('a runner on a phone', () => {
  it('opens a shared desktop result link on the phone site, at 360 px, with nothing wider than the screen', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const { bib } = runner.registration;
    // The phone page moves the old link to the result's own address at once (an inline script the page policy
    // allows by its hash), whose card the server paints: the browser asks no lookup and no manifest, and no script
    // is refused.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/race-data\/api\/score\?|\/runtime-config\.json/.test(request.url())) asked.push(request.url());
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(site.url(`/score-search?year=2024&bib=${bib}`));
    // The old address lands on the result's own one.
    await page.waitForURL(new RegExp(`/m/r/2024/${bib}$`));
    await page.getByTestId('m-result').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('m-result-name').innerText()).toBe(runner.registration.person.name);
    expect(await page.getByTestId('m-result-chip').innerText()).toBe(formatDuration(runner.chipMs));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const png = await page.getByTestId('m-certificate-png').getAttribute('href');
    expect(png).toContain('format=png');
    expect(asked).toEqual([]);
    expect(refused).toEqual([]);
    // The other language asks again, in that language, once the app has taken the page over.
    await page.waitForFunction(() => document.title.startsWith('成绩查询'), undefined, { timeout: 60_000 });
    await page.getByTestId('m-language').click();
    await page.getByText('Chip time').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('m-result-chip').innerText()).toBe(formatDuration(runner.chipMs));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(`/race-data/api/score?year=2024&bib=${bib}`);
    await browser.context.clearCookies();
    await page.close();
  });

  it.each([
    ['zh', '我的报名', '报名和个人中心需要先登录'],
    ['en', 'My entries', 'Please log in to register or to open your personal centre'],
  ] as const)(
    '(%s) the header leads to login, sign-up and the member centre, on the member site’s page at the phone’s width',
    async (language, link, prompt) => {
      const phone = await launchBrowser({ userAgent: IPHONE, phone: { width: 360, height: 740 } });
      try {
        await phone.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
        const page = await phone.newPage();
        await page.goto(`${new URL(site.url()).origin}/m/`);
        await page.getByTestId('m-member-centre').waitFor({ timeout: 60_000 });
        expect(await page.getByTestId('m-member-centre').innerText()).toBe(link);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await page.screenshot({ path: artifact(`phone-site-header-${language}.png`) });
        await page.getByTestId('m-member-centre').click();
        await page.waitForURL(/\/reg\/#\/my\/my-index$/, { timeout: 60_000 });
        await page.getByTestId('login-required').waitFor({ timeout: 60_000 });
        expect(await page.getByTestId('login-required').innerText()).toContain(prompt);
        // The viewport is the phone's and nothing runs past its edge.
        expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([
          360, 360,
        ]);
        await page.close();
      } finally {
        await phone.close();
      }
    },
  );

  it.each(['zh', 'en'] as const)(
    "shows a result's own address painted by the server (%s): the card without scripts, then the app takes it over",
    async (language) => {
      const { bib } = runner.registration;
      const address = `${new URL(site.url()).origin}/m/r/2024/${bib}`;
      const words =
        language === 'en' ? { chip: 'Chip time', tab: 'Results' } : { chip: '净计时', tab: '成绩查询' };
      await browser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
      // Scripts refused: what shows is the server's HTML alone.
      const bare = await browser.newPage();
      await bare.setViewportSize({ width: 360, height: 740 });
      await bare.route('**/*.js', (route) => route.abort());
      const answer = await bare.goto(address);
      expect(answer?.status()).toBe(200);
      expect(await bare.getByTestId('m-result-name').innerText()).toBe(runner.registration.person.name);
      expect(await bare.getByTestId('m-result-chip').innerText()).toBe(formatDuration(runner.chipMs));
      await bare.getByText(words.chip, { exact: true }).waitFor();
      expect(await bare.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await bare.screenshot({ path: `/tmp/mobile-result-painted-${language}.png`, fullPage: true });
      await bare.close();
      // With scripts: the app hydrates that markup. No lookup is asked again, nothing moves, nothing refused.
      const page = await browser.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/race-data\/api\/score\?|\/runtime-config\.json/.test(request.url())) asked.push(request.url());
      });
      const complaints: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
          complaints.push(message.text());
      });
      page.on('pageerror', (error) => complaints.push(error.message));
      // Taken over, not drawn again: the server's card element is the one on screen after the app has mounted.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          Reflect.set(window, '__paintedCard', document.querySelector('[data-testid="m-result"]'));
        });
      });
      await page.goto(address);
      // The app has mounted once it has named the tab.
      await page.waitForFunction((tab) => document.title.startsWith(tab), words.tab, { timeout: 60_000 });
      expect(await page.getByTestId('m-result-chip').innerText()).toBe(formatDuration(runner.chipMs));
      expect(
        await page.evaluate(
          () => Reflect.get(window, '__paintedCard') === document.querySelector('[data-testid="m-result"]'),
        ),
      ).toBe(true);
      const shifted = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(
                list
                  .getEntries()
                  .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
              );
            }).observe({ type: 'layout-shift', buffered: true });
            // No shift at all delivers no entry: an empty round of the observer is the answer 0.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
          }),
      );
      expect(shifted).toBe(0);
      expect(asked).toEqual([]);
      expect(complaints).toEqual([]);
      // The app works: the other language asks once, in that language, and the address stays the result's.
      await page.getByTestId('m-language').click();
      await page
        .getByText(language === 'en' ? '净计时' : 'Chip time', { exact: true })
        .waitFor({ timeout: 60_000 });
      expect(asked).toHaveLength(1);
      expect(page.url()).toBe(address);
      await page.screenshot({ path: `/tmp/mobile-result-hydrated-${language}.png` });
      await browser.context.clearCookies();
      await page.close();
    },
  );

  it("says in the API's words that a result's own address has no result, and the lookup still works", async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const answer = await page.goto(`${new URL(site.url()).origin}/m/r/2024/9999999`);
    expect(answer?.status()).toBe(404);
    await page.getByTestId('m-error').waitFor();
    await page.waitForFunction(() => document.title.startsWith('成绩查询'), undefined, { timeout: 60_000 });
    await page.getByTestId('m-bib').fill(String(runner.registration.bib));
    await page.getByTestId('m-search').click();
    await page.waitForURL(new RegExp(`/m/r/2024/${runner.registration.bib}$`));
    expect(await page.getByTestId('m-result-name').innerText()).toBe(runner.registration.person.name);
    // Back goes back to the address that had no result.
    await page.goBack();
    await page.getByTestId('m-error').waitFor();
    await page.close();
  });

  it('looks up a bib in English, refuses a malformed one in words, and the news opens on the phone', async () => {
    await browser.context.addCookies([{ name: 'language', value: 'en', url: site.url() }]);
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(site.url('/home'));
    await page.waitForURL(/\/m\/#\/home$/);
    await page.getByTestId('m-news-item').first().waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Results', exact: true }).click();
    await page.getByTestId('m-bib').fill('12!');
    await page.getByTestId('m-search').click();
    await page.getByText('Enter a valid bib (an optional letter, then up to 7 digits)').waitFor();
    await page.getByTestId('m-bib').fill(String(runner.registration.bib));
    await page.getByTestId('m-search').click();
    await page.getByTestId('m-result').waitFor({ timeout: 60_000 });
    // A link without a year meant the newest year with results; the result is on its own address.
    expect(page.url()).toContain(`/m/r/2024/${runner.registration.bib}`);
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await page.getByTestId('m-news-item').first().click();
    await page.getByTestId('m-article').locator('h1').waitFor();
    await browser.context.clearCookies();
    await page.close();
  });

  it('opens a shared link to the rules or to a news item on the phone, and offers the desktop page', async () => {
    const { cloud } = await fetchSiteContent(site);
    const entry = (key: string) => {
      const value = cloud.data[key];
      return Array.isArray(value) ? value : value ? [value] : [];
    };
    const [rules] = entry('raceRules');
    const news = entry('raceNews').at(-1);
    if (!rules || !news) throw new Error('the seeded content has no rules or no news');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(site.url('/race-information/race-rules'));
    await page.waitForURL(/\/m\/#\/race-information\/race-rules$/);
    const shown = page.getByTestId('m-desktop-page');
    await shown.locator('h1').waitFor({ timeout: 60_000 });
    expect(await shown.locator('h1').innerText()).toBe(rules.title);
    // Sanitized as on the desktop site, and nothing wider than the screen.
    expect(await shown.locator('script, [onclick], [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A news item as the desktop list opens it (?id=).
    await page.goto(site.url(`/news-notice/race-news?id=${encodeURIComponent(news.id)}`));
    await expect.poll(() => shown.locator('h1').innerText(), { timeout: 60_000 }).toBe(news.title);
    // A page the phone site does not have: said so, with the way to the desktop page, which the visitor keeps.
    await page.goto(site.url('/image-search'));
    await page.getByText('这个页面请在电脑版查看。').waitFor({ timeout: 60_000 });
    await page.getByTestId('m-desktop-link').click();
    await page.waitForURL(/\/\?desktop=1#\/image-search$/);
    await page.getByTestId('image-search-page').waitFor({ timeout: 60_000 });
    await browser.context.clearCookies();
    await page.close();
  });

  it.each(['zh', 'en'] as const)(
    'opens a news item’s share address on the phone, in %s, and its share button copies that address',
    async (language) => {
      const { cloud } = await fetchSiteContent(site);
      const value = cloud.data.raceNews;
      const news = (Array.isArray(value) ? value : []).find((item) => !item.jumpUrl && item.content);
      if (!news) throw new Error('the seeded content has no news item with a body');
      const origin = new URL(site.url()).origin;
      await browser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      const address = `${origin}/p/news-notice/race-news?id=${news.id}${language === 'en' ? '&lang=en' : ''}`;
      const title = language === 'en' ? (news.titleEn ?? news.title) : news.title;
      const page = await browser.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      // The share address lands a phone on the phone site's page of the item.
      await page.goto(address);
      await page.waitForURL(new RegExp(`/m/#/news-notice/race-news\\?id=${news.id}$`));
      const shown = page.getByTestId('m-desktop-page');
      await expect.poll(() => shown.locator('h1').innerText(), { timeout: 60_000 }).toBe(title);
      // A phone without a share sheet in this browser: the address goes to the clipboard, and the page says so.
      await page.evaluate(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share');
      });
      const button = page.getByTestId('m-page-share-button');
      expect(await button.innerText()).toBe(language === 'en' ? 'Share this page' : '分享本页');
      await button.click();
      await page.getByTestId('m-page-share-copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: `/tmp/mobile-page-share-${language}.png` });
      // The phone site's own article page shares the same address.
      await page.goto(`${origin}/m/#/news/${news.id}`);
      await page.getByTestId('m-article').locator('h1').waitFor({ timeout: 60_000 });
      await page.evaluate(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share');
      });
      await page.getByTestId('m-page-share-button').click();
      await page.getByTestId('m-page-share-copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await browser.context.clearCookies();
      await page.close();
    },
  );

  it("opens a shared result address straight at the result's own phone address, or on the desktop site when chosen", async () => {
    const { bib } = runner.registration;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url()}r/2024/${bib}`);
    await page.waitForURL(new RegExp(`/m/r/2024/${bib}$`));
    await page.getByTestId('m-result').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('m-result-name').innerText()).toBe(runner.registration.person.name);
    // One move: not through the desktop page and the phone site's own page first.
    expect(documents).toEqual([`/r/2024/${bib}`, `/m/r/2024/${bib}`]);
    // A browser that chose the desktop site gets the result there.
    await page.goto(`${site.url()}?desktop=1#/home`);
    await page.goto(`${site.url()}r/2024/${bib}`);
    await page.waitForURL(new RegExp(`#/score-search\\?year=2024&bib=${bib}$`));
    expect(new URL(page.url()).pathname).toBe('/');
    await browser.context.clearCookies();
    await page.close();
  });

  it('keeps a visitor who chose the desktop site on it', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url()}?desktop=1#/home`);
    await page.getByTestId('search-entries').waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});
