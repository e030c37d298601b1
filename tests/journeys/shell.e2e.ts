import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifact } from '../support/artifacts';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';
import { fetchSiteContent, firstPaintReady, menuTitles } from '../support/site-content';
import { setSessionThroughShareScope } from '../support/shared-scope';
import { MEMBER_CENTRE_PATH } from '@marathon/shared/url';

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

async function openHome(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(site.url());
  await page.waitForURL(/#\/home$/);
  await page.getByTestId('home-page').waitFor();
  return page;
}

const menuTexts = (page: Page) =>
  page.getByTestId('main-menu').locator(':scope > ul > li > a').allInnerTexts();

describe('the site shell', () => {
  it('boots in Chinese with the menu and the footer from the configuration', async () => {
    const { cloud, siteConfig } = await fetchSiteContent(site);
    const page = await openHome();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await page.getByTestId('login-entry').innerText()).toBe('请登录');
    expect(await menuTexts(page)).toEqual(menuTitles(cloud, 'zh'));
    expect(await page.getByTestId('copyright').innerText()).toBe(siteConfig.copyright);
    // The seeded sign-up window has ended: the footer's sign-up link says so, as the apply-now card does.
    const signUp = (href: string) => /^\/?#\/(post|direct)/.test(href);
    expect(await page.getByTestId('footer-link').allInnerTexts()).toEqual(
      cloud.settings.footerLinks.filter((l) => !signUp(l.href)).map((l) => l.label),
    );
    expect(await page.getByTestId('footer-link-closed').allInnerTexts()).toEqual(
      cloud.settings.footerLinks.filter((l) => signUp(l.href)).map((l) => `${l.label} · 报名已截止`),
    );
    expect(await page.getByTestId('route-badge').innerText()).toBe('首页');
    await page.close();
  });

  for (const [language, comingSoon] of [
    ['zh', '敬请期待'],
    ['en', 'Coming soon'],
  ] as const) {
    it(`(${language}) the footer's switched-off site links are words, not links; a form page's badge sits above the footer`, async () => {
      await browser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
      const page = await browser.newPage();
      await page.goto(site.url('/post'));
      await page.getByTestId('site-footer').waitFor();
      for (const name of ['raceSite', 'subSite']) {
        const entry = page.getByTestId(`site-link-${name}`);
        expect(await entry.innerText()).toContain(comingSoon);
        // Nothing to click: neither a link nor a button.
        expect(await entry.evaluate((element) => element.closest('a, button'))).toBeNull();
      }
      // The window is narrower than the page and two badges: the badge is in the flow, and above the footer.
      const badge = await page.getByTestId('route-badge').boundingBox();
      const footer = await page.getByTestId('site-footer').boundingBox();
      expect(badge && footer && badge.y + badge.height <= footer.y).toBe(true);
      await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifact(`form-page-footer-${language}.png`) });
      await page.close();
      await browser.context.clearCookies();
    });
  }

  it('keeps the sign-up form to the race: its window ended, by address too, and a visitor learns it without logging in', async () => {
    // The API answers the configuration the forms follow: the race's edition and its sign-up week.
    const config = (await fetch(site.apiUrl('/signup-center/api/config'), {
      headers: { origin: site.url().replace(/\/$/, '') },
    }).then((r) => r.json())) as { data: { year: number; forms: { post: { closesAt: number } } } };
    expect(config.data.year).toBe(2025);
    expect(config.data.forms.post.closesAt).toBe(Date.parse('2025-01-24T10:00:00+08:00'));
    const page = await browser.newPage();
    await page.goto(site.url('/post'));
    await expect
      .poll(() => page.getByTestId('signup-window').innerText(), { timeout: 30_000 })
      .toBe('报名已截止（2025/01/24 10:00）');
    expect(await page.getByTestId('login-drawer').count()).toBe(0);
    await page.close();
  });

  it('paints the header, the menu and the banner from the HTML before any script, then gives way to the site', async () => {
    const { cloud } = await fetchSiteContent(site);
    await firstPaintReady(site);
    // Without its scripts the page still shows the first screen the server wrote: the shell's header and menu and
    // the content remote's home page, from their own components.
    const bare = await browser.newPage();
    await bare.route('**/assets/*.js', (route) => route.abort());
    await bare.goto(site.url());
    const banner = bare.locator('#first-paint img.home-cover').first();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await bare.locator('#first-paint .site-menu__list > li > a').allInnerTexts()).toEqual(
      menuTitles(cloud, 'zh'),
    );
    expect(await bare.locator('#first-paint .site-menu__link[aria-current="page"]').innerText()).toBe('首页');
    expect(await banner.boundingBox()).toMatchObject({ width: 1200, height: 450 });
    await bare.close();
    // A deep link to another page paints no banner: the page picks its own route's view.
    const deep = await browser.newPage();
    await deep.route('**/assets/*.js', (route) => route.abort());
    await deep.goto(site.url('/score-search'));
    await deep.locator('#first-paint .site-menu').waitFor();
    expect(await deep.locator('#first-paint img.home-cover').count()).toBe(0);
    await deep.close();
    // With its scripts, the site replaces it: one header, and nothing moved.
    const page = await openHome();
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.locator('header').count()).toBe(1);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shifts).toBe(0);
    await page.close();
  });

  it('paints a shared document link from the HTML, as the content remote then draws it', async () => {
    const rules = '/race-information/race-rules';
    await firstPaintReady(site);
    // Without the site's script files (only the page's own inline scripts run), the server's first paint already
    // shows the document and its menu entry.
    const bare = await browser.newPage();
    await bare.route('**/assets/*.js', (route) => route.abort());
    await bare.route(`http://localhost:${TEST_PORTS.content}/**`, (route) => route.abort());
    await bare.goto(site.url(rules));
    const painted = bare.locator('#first-paint article.document');
    await painted.waitFor({ timeout: 30_000 });
    expect(await bare.locator('#first-paint .site-menu__link[aria-current="page"]').innerText()).toBe(
      '赛事信息',
    );
    // Editors' HTML arrives sanitized: nothing in the painted body can run.
    expect(await painted.locator('script, [onclick], [onerror]').count()).toBe(0);
    const paint = { text: await painted.innerText(), title: await painted.locator('h1').boundingBox() };
    await bare.close();
    // The remote's view takes its place: the same text in the same place, and one document on the page.
    const page = await browser.newPage();
    await page.goto(site.url(rules));
    const drawn = page.getByTestId('document');
    await drawn.waitFor();
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.locator('article.document').count()).toBe(1);
    expect(await drawn.innerText()).toBe(paint.text);
    expect(await drawn.locator('h1').boundingBox()).toEqual(paint.title);
    await page.close();
  });

  it('draws the content pages without Chakra, and loads it with the first part that needs it', async () => {
    const chakra = (url: string) => /__federation_shared_@(marathon\/shared\/ui|emotion)/.test(url);
    const visit = async (hash: string | undefined, shown: string[]) => {
      const visitor = await browser.newPage();
      const scripts: string[] = [];
      visitor.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await visitor.goto(site.url(hash));
      for (const testId of shown) await visitor.getByTestId(testId).waitFor();
      await visitor.waitForLoadState('networkidle');
      expect(scripts.filter(chakra)).toEqual([]);
      // Emotion writes a style element for every Chakra component it draws: none yet.
      expect(await visitor.locator('style[data-emotion]').count()).toBe(0);
      return { page: visitor, scripts };
    };
    // A shared document link, as the home page.
    await (await visit('/race-information/race-rules', ['document-content'])).page.close();
    const { page, scripts } = await visit(undefined, ['home-page', 'search-entries']);
    // The page's messages are drawn with Chakra: the language switch's confirmation brings it in.
    await page.getByTestId('language-switch').click();
    await page.locator('[data-kind="success"]').waitFor({ timeout: 30_000 });
    expect(scripts.some(chakra)).toBe(true);
    // The language is kept in a cookie of the browser the next tests share: back to Chinese.
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.close();
  });

  it('asks for a deep link’s remote module from the HTML, without waiting for the shell’s scripts', async () => {
    const page = await browser.newPage();
    // The shell's own scripts never arrive: whatever the page still asks for, the HTML asked for.
    await page.route('**/assets/*.js', (route) => route.abort());
    const contentFile = (name: string) => (request: { url(): string }) =>
      request.url().startsWith(`http://localhost:${TEST_PORTS.content}/${name}`);
    const entry = page.waitForRequest(contentFile('remoteEntry.js'));
    const exposed = page.waitForRequest(contentFile('__federation_expose_DocumentPage'));
    await page.goto(site.url('/race-information/race-rules'));
    await entry;
    await exposed;
    await page.close();
    // With its scripts, the shell's own preload of the route adds no second link for a file the HTML asked for.
    const full = await browser.newPage();
    await full.goto(site.url('/race-information/race-rules'));
    await full.getByTestId('document-content').waitFor();
    const links = await full
      .locator(`link[rel="modulepreload"][href^="http://localhost:${TEST_PORTS.content}/"]`)
      .evaluateAll((found) => found.map((link) => (link as HTMLLinkElement).href));
    expect(links.some((href) => href.includes('__federation_expose_DocumentPage'))).toBe(true);
    expect(new Set(links).size).toBe(links.length);
    await full.close();
  });

  it('moves nothing while a page loads: the home page, a document, a list, the lookups and a result link', async () => {
    const first = (await fetch(
      site.apiUrl('/race-data/api/results?year=2024&item=half&page=1&pageSize=1'),
    ).then((r) => r.json())) as { data: { rows: Array<{ bib: string }> } };
    const bib = first.data.rows[0]?.bib ?? '';
    const pages: Array<[string, string]> = [
      ['/home', 'home-page'],
      ['/race-information/race-rules', 'document'],
      ['/news-notice/race-news', 'document-list-item'],
      ['/registration-search', 'registration-search-page'],
      ['/image-search', 'image-search-page'],
      [`/score-search?year=2024&bib=${bib}`, 'score-result'],
    ];
    for (const [path, testId] of pages) {
      const page = await browser.newPage();
      await recordLayoutShifts(page);
      await page.goto(site.url(path));
      await page.getByTestId(testId).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const { total, shifts } = await layoutShifts(page);
      // Nothing a visitor could see move: Lighthouse's CLS, rounded to three places, reads 0.000. (A loaded run
      // once measured 0.0003 on the news list, a sub-pixel settle; the elements that moved are named if it grows.)
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.0005);
      await page.close();
    }
  });

  it('switches to English, says so, and is still English after a reload', async () => {
    const { cloud, siteConfig } = await fetchSiteContent(site);
    const page = await openHome();
    await page.getByTestId('language-switch').click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Language switched' }).count())
      .toBe(1);
    expect(await menuTexts(page)).toEqual(menuTitles(cloud, 'en'));
    expect(await page.getByTestId('login-entry').innerText()).toBe('Please log in');
    expect(await page.getByTestId('copyright').innerText()).toBe(siteConfig.copyrightEn);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    // The remotes follow the same store action, without a reload: the search cards and the content news.
    expect(await page.getByTestId('search-entries').innerText()).toContain('Registration lookup');
    expect(await page.getByTestId('search-entries').innerText()).not.toContain('报名查询');

    await page.reload();
    await page.getByTestId('home-page').waitFor();
    expect(await menuTexts(page)).toEqual(menuTitles(cloud, 'en'));
    expect((await browser.context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');

    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '切换语言成功' }).count()).toBe(1);
    expect(await page.getByTestId('login-entry').innerText()).toBe('请登录');
    await page.close();
  });

  it('mounts each remote: the content home page, the search entry cards and the auth drawer', async () => {
    const page = await openHome();
    await expect.poll(() => page.getByTestId('search-entries').locator('button').count()).toBe(4);

    await page.getByTestId('login-entry').click();
    const drawer = page.getByTestId('login-drawer');
    await drawer.waitFor();
    // Neither Escape nor a click outside closes the drawer; the close icon does.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await drawer.isVisible()).toBe(true);
    await page.getByTestId('login-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('sends a menu group to its first child and highlights the active entry', async () => {
    const page = await openHome();
    await page.getByTestId('main-menu').getByRole('link', { name: '赛事信息' }).first().click();
    await page.waitForURL(/#\/race-information\/race-rules$/);
    await page.getByTestId('document').waitFor();
    expect(await page.getByTestId('main-menu').locator('[aria-current="page"]').innerText()).toBe('赛事信息');
    expect(await page.getByTestId('route-badge').innerText()).toBe('竞赛规程');

    // The aboutUs group of the second tree redirects to a child that does not exist: it lands on its first child.
    await page.goto(site.url('/aboutUs'));
    await page.waitForURL(/#\/aboutUs\/contactUs$/);
    await page.getByTestId('document').waitFor();

    // A hidden lookup route highlights home and sits on light grey.
    await page.goto(site.url('/registration-search'));
    await page.getByTestId('registration-form').waitFor();
    expect(await page.getByTestId('main-menu').locator('[aria-current="page"]').innerText()).toBe('首页');
    expect(await page.locator('[data-grey="true"]').count()).toBe(1);

    // The login drawer's agreement and privacy links land on real documents (hidden from the menu).
    await page.goto(site.url('/agreement/user'));
    await expect.poll(() => page.getByTestId('document').locator('h1').innerText()).toContain('用户协议');
    await page.goto(site.url('/agreement/privacy'));
    await expect.poll(() => page.getByTestId('document').locator('h1').innerText()).toBe('隐私政策');

    // A list has no title of its own: the section's name heads it.
    await page.goto(site.url('/news-notice/race-news'));
    expect(await page.getByTestId('section-heading').innerText()).toBe('新闻资讯');

    await page.goto(site.url('/no-such-page'));
    await page.getByTestId('not-found').waitFor();
    await page.close();
  });

  it('holds one copy of each shared library: remotes load none of their own', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(site.url());
    await page.getByTestId('search-entries').waitFor();
    await page.getByTestId('login-entry').click();
    await page.getByTestId('login-drawer').waitFor();
    const remoteOrigins = [TEST_PORTS.content, TEST_PORTS.auth, TEST_PORTS.search].map((p) => `:${p}/`);
    const fromRemotes = scripts.filter((url) => remoteOrigins.some((origin) => url.includes(origin)));
    expect(fromRemotes.length).toBeGreaterThan(0);
    expect(fromRemotes.filter((url) => url.includes('__federation_shared_'))).toEqual([]);
    const sharedFromShell = scripts.filter(
      (url) => url.includes(`:${TEST_PORTS.shell}/`) && url.includes('__federation_shared_'),
    );
    expect(new Set(sharedFromShell).size).toBe(sharedFromShell.length);
    await page.close();
  });

  it('shows a session set through the shared store in the shell header at once', async () => {
    const page = await openHome();
    await setSessionThroughShareScope(page, 'token-from-a-remote');
    await expect.poll(() => page.getByTestId('login-entry').innerText()).toBe('个人中心');
    const popup = page.waitForEvent('popup');
    await page.getByTestId('login-entry').click();
    expect((await popup).url()).toBe(`http://localhost:${TEST_PORTS.shell}/${MEMBER_CENTRE_PATH}`);
    await page.close();
  });

  it('clears a stored token the server no longer accepts', async () => {
    const page = await browser.newPage();
    await page.goto(site.url());
    await page.evaluate(() => {
      localStorage.setItem('token', 'expired-token');
      localStorage.setItem('userData', JSON.stringify({ username: 'someone' }));
    });
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('login-entry').innerText()).toBe('请登录');
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')]),
    ).toEqual([null, null]);
    await page.close();
  });

  it('refuses a host no race is bound to with a page of its own, before the site is served', async () => {
    const page = await browser.newPage();
    const answer = await page.goto(site.unboundUrl());
    // The shell's server knows the bound domains: nothing of the site (no manifest, no app) goes to this host.
    expect(answer?.status()).toBe(404);
    expect(await page.title()).toBe('赛事未绑定');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('赛事未绑定');
    expect(await page.locator('[lang="en"]').innerText()).toBe('Race not bound');
    expect(await page.locator('#root').count()).toBe(0);
    await page.close();
  });
});
