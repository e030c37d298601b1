import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudConfig, DocumentItem, RouteNode } from '@marathon/shared/api';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, type TestSite } from '../support/site';
import { fetchSiteContent } from '../support/site-content';

// What the page must show, derived from the configuration the API serves.
type Language = 'zh' | 'en';

const pick = (language: Language, zh: string | undefined, en: string | undefined): string =>
  language === 'en' && en && en.trim() !== '' ? en : (zh ?? '');

/** The documents under a data path, keys compared trimmed (the `aboutVolunteer ` key). */
function documentsAt(cloud: CloudConfig, dataPath: string): DocumentItem[] {
  const key = Object.keys(cloud.data).find((k) => k.trim() === dataPath.trim());
  const entry = key === undefined ? undefined : cloud.data[key];
  return entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
}

/** Recommended first, then newest: the order the list and rich-list views promise. */
function listOrder(items: readonly DocumentItem[]): DocumentItem[] {
  return [...items].sort(
    (a, b) => Number(b.recommend ?? false) - Number(a.recommend ?? false) || b.time - a.time,
  );
}

interface MenuGroup {
  path: string;
  title: string;
  /** Where the group lands: its first child (also for aboutUs, whose redirect names a missing child). */
  firstChildPath: string;
  firstChild: RouteNode;
}

/** Every menu group of both trees (a top-level route with children, the root layout excepted). */
function menuGroups(cloud: CloudConfig, language: Language, showCharity = true): MenuGroup[] {
  return [...cloud.routes, ...cloud.remoteAsyncRoutes]
    .filter((node) => node.path !== '/' && (node.children ?? []).length > 0)
    .filter((node) => showCharity || !node.path.includes('charity'))
    .map((node) => {
      const [firstChild] = node.children ?? [];
      if (!firstChild) throw new Error(`${node.path} has no child`);
      return {
        path: node.path,
        title: pick(language, node.meta.title, node.meta.titleEn),
        firstChildPath: `${node.path}/${firstChild.path.trim()}`,
        firstChild,
      };
    });
}

let site: TestSite;
let browser: Browser;
let cloud: CloudConfig;

/** Pages outside the site are answered here: the test machine has no internet, the popup's address is the point. */
const EXTERNAL = /^https:\/\/(www\.xinhuanet\.com|www\.yzmarathon\.example|www\.yangzhou\.gov\.cn)\//;

beforeAll(async () => {
  site = await startTestSite();
  browser = await launchBrowser();
  await browser.context.route(EXTERNAL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
  ({ cloud } = await fetchSiteContent(site));
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A fresh page at `hashPath`, in the given language (switched with the header's toggle, as a visitor does). */
async function open(language: Language, hashPath = '/home'): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(site.url('/home'));
  await page.getByTestId('home-page').waitFor();
  if (language === 'en' && (await page.getAttribute('html', 'lang')) !== 'en') {
    await page.getByTestId('language-switch').click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
  }
  if (hashPath !== '/home') await page.goto(site.url(hashPath));
  return page;
}

async function resetLanguage(page: Page): Promise<void> {
  if ((await page.getAttribute('html', 'lang')) === 'en') await page.getByTestId('language-switch').click();
  await page.close();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(['zh', 'en'] as const)('content pages in %s', (language) => {
  it('lands every menu group on its first child, showing that section', async () => {
    const page = await open(language);
    // The menu fits the 1280 px window in both languages: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const groups = menuGroups(cloud, language);
    expect(groups.length).toBeGreaterThanOrEqual(14);
    for (const group of groups) {
      const inMenu = cloud.menu.includes(group.path);
      if (inMenu) {
        await page
          .getByTestId('main-menu')
          .getByRole('link', { name: group.title, exact: true })
          .first()
          .click();
      } else {
        await page.goto(site.url(group.path));
      }
      await page.waitForURL(new RegExp(`#${escape(group.firstChildPath)}$`));
      const { component, meta } = group.firstChild;
      const items = listOrder(documentsAt(cloud, meta.dataPath ?? ''));
      const first = items[0];
      if (!first) throw new Error(`${group.firstChildPath} has no content`);
      const title = pick(language, first.title, first.titleEn);
      const screen = `${group.path} → ${group.firstChildPath} (${component})`;
      if (component === 'DocumentPage') {
        await expect
          .poll(() => page.getByTestId('document-title').innerText(), { message: screen, timeout: 10_000 })
          .toBe(title);
        expect(await page.getByTestId('document-date').innerText()).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
      } else if (component === 'DocumentListPage') {
        await expect
          .poll(() => page.getByTestId('document-list-title').first().innerText(), {
            message: screen,
            timeout: 10_000,
          })
          .toBe(title);
        expect(await page.getByTestId('document-list-item').count()).toBe(items.length);
      } else if (component === 'RichListPage') {
        await expect
          .poll(() => page.getByTestId('rich-list-title').first().innerText(), {
            message: screen,
            timeout: 10_000,
          })
          .toBe(title);
        expect(await page.getByTestId('rich-list-item').count()).toBe(items.length);
      } else {
        throw new Error(`${screen}: not a content screen`);
      }
      expect(await page.getByTestId('route-badge').innerText()).toBe(
        pick(language, meta.title, meta.titleEn),
      );
    }
    await resetLanguage(page);
  });

  it('opens a document from a list, and comes back; an id jumpUrl opens the document it names', async () => {
    const page = await open(language, '/news-notice/race-news');
    const news = documentsAt(cloud, 'raceNews');
    const plain = news.find((n) => n.id === 'news-2');
    const pointer = news.find((n) => n.jumpUrl === 'news-1');
    const target = news.find((n) => n.id === 'news-1');
    if (!plain || !pointer || !target) throw new Error('seeded news items are missing');

    await page
      .getByTestId('document-list-title')
      .getByText(pick(language, plain.title, plain.titleEn))
      .click();
    await page.waitForURL(/\/news-notice\/race-news\?id=news-2$/);
    expect(await page.getByTestId('document-title').innerText()).toBe(
      pick(language, plain.title, plain.titleEn),
    );
    expect(await page.getByTestId('document-date').innerText()).toBe('2025.04.10');
    expect(await page.getByTestId('document-end').innerText()).toBe(
      language === 'en' ? '— All content shown —' : '— 已显示全部内容 —',
    );
    await page.getByTestId('back-to-list').click();
    await page.waitForURL(/\/news-notice\/race-news$/);
    await page.getByTestId('document-list').waitFor();

    await page
      .getByTestId('document-list-title')
      .getByText(pick(language, pointer.title, pointer.titleEn))
      .click();
    await page.waitForURL(/\/news-notice\/race-news\?id=news-1$/);
    expect(await page.getByTestId('document-title').innerText()).toBe(
      pick(language, target.title, target.titleEn),
    );
    await resetLanguage(page);
  });

  it('opens a shared item address directly, and says so when the id is unknown', async () => {
    const item = documentsAt(cloud, 'activityBulletin').find((n) => n.id === 'bulletin-3');
    if (!item) throw new Error('bulletin-3 is missing');
    const page = await open(language, '/newsNotice/activityBulletin?id=bulletin-3');
    const title = pick(language, item.title, item.titleEn);
    await page.getByTestId('document-title').getByText(title, { exact: true }).waitFor();
    // A reload boots the whole site again at the same address.
    await page.reload();
    await page.getByTestId('document-title').getByText(title, { exact: true }).waitFor();
    expect(page.url()).toMatch(/\/newsNotice\/activityBulletin\?id=bulletin-3$/);

    await page.goto(site.url('/newsNotice/activityBulletin?id=no-such-item'));
    await page.getByTestId('content-not-found').waitFor();
    expect(await page.getByTestId('back-to-list').isVisible()).toBe(true);
    await resetLanguage(page);
  });

  it('opens an external article of a list in a new tab', async () => {
    const page = await open(language, '/newsNotice/raceNews');
    // News lists of both trees sit on light grey.
    await expect.poll(() => page.locator('[data-grey="true"]').count()).toBe(1);
    const external = documentsAt(cloud, 'raceNews').find((n) => n.jumpUrl?.startsWith('https://'));
    if (!external?.jumpUrl) throw new Error('no external news item');
    const link = page.getByRole('link', {
      name: new RegExp(escape(pick(language, external.title, external.titleEn))),
    });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const popup = page.waitForEvent('popup');
    await link.click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(external.jumpUrl);
    await tab.close();
    // The site itself stays where it was.
    expect(page.url()).toMatch(/\/newsNotice\/raceNews$/);
    await resetLanguage(page);
  });

  it('shows the document images from the image host in fixed-size boxes', async () => {
    const page = await open(language, '/race-information/race-route');
    const img = page.getByTestId('document-content').locator('img').first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    expect(await img.getAttribute('src')).toBe(site.apiUrl('/files/images/race/route-half.svg'));
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('width')).toBe('800');
    await resetLanguage(page);
  });
});

describe.each(['zh', 'en'] as const)('the home page in %s', (language) => {
  it('has a carousel that moves by itself, by its buttons, dots and keys', async () => {
    const page = await open(language);
    const carousel = page.getByTestId('carousel');
    const activeAlt = () =>
      carousel.locator('[data-testid="carousel-slide"][data-active="true"] img').getAttribute('alt');
    const slides = cloud.carouselList;
    const alts = slides.map((s) => pick(language, s.title, s.titleEn));
    expect(await carousel.getByTestId('carousel-slide').count()).toBe(slides.length);
    expect(await activeAlt()).toBe(alts[0]);
    // The first slide is the largest paint: loaded at once; the rest wait.
    const images = carousel.locator('img');
    expect(await images.first().getAttribute('loading')).toBe('eager');
    expect(await images.nth(1).getAttribute('loading')).toBe('lazy');

    await expect.poll(activeAlt, { timeout: 9_000 }).toBe(alts[1]);

    await page.getByTestId('carousel-next').focus();
    expect(await carousel.getAttribute('data-playing')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await activeAlt()).toBe(alts[2]);
    await page.keyboard.press('ArrowLeft');
    expect(await activeAlt()).toBe(alts[1]);
    await page.getByTestId('carousel-dot').nth(0).focus();
    await page.keyboard.press('Space');
    expect(await activeAlt()).toBe(alts[0]);
    await page.getByTestId('carousel-prev').click();
    expect(await activeAlt()).toBe(alts[slides.length - 1]);
    // Hovering holds it still.
    await carousel.hover();
    expect(await carousel.getAttribute('data-playing')).toBe('false');
    await resetLanguage(page);
  });

  it('shows the latest news, picture and video previews, and the bottom ads', async () => {
    const page = await open(language);
    const news = listOrder(documentsAt(cloud, 'raceNews')).slice(0, 5);
    const newsTitles = page.getByTestId('home-news').getByTestId('document-list-title');
    expect(await newsTitles.allInnerTexts()).toEqual(news.map((n) => pick(language, n.title, n.titleEn)));
    expect(await page.getByTestId('home-news').getByTestId('document-list-date').first().innerText()).toMatch(
      /^\d{4}\.\d{2}\.\d{2}$/,
    );

    const pictures = page.getByTestId('home-picture');
    expect(await pictures.count()).toBe(8);
    expect(await page.locator('#home-pictures').innerText()).toContain(`(${cloud.wonderfulPictures.length})`);
    const recommended = cloud.wonderfulPictures
      .filter((p) => p.recommend)
      .map((p) => site.apiUrl(`/files/${p.surfacePlotUrl}`));
    expect(
      await pictures.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))),
    ).toEqual(recommended.slice(0, 8));
    expect(await page.getByTestId('home-video').count()).toBe(cloud.videoCollections.length);
    expect(await page.getByTestId('bottom-ad').count()).toBe(cloud.adListBottom.length);

    // A picture opens itself, at its place in the whole collection, not the collection's first picture.
    const third = cloud.wonderfulPictures.findIndex(
      (p) => p.src === cloud.wonderfulPictures.filter((q) => q.recommend)[2]?.src,
    );
    await pictures.nth(2).click();
    await page.waitForURL(new RegExp(`#/image-collection\\?open=${third + 1}$`));
    expect(await page.getByTestId('lightbox-position').innerText()).toContain(String(third + 1));
    // Closing the viewer leaves the collection's own address, without the picture in it.
    await page.keyboard.press('Escape');
    await page.waitForURL(/#\/image-collection$/);
    await page.goBack();
    // A video opens the player on that video, playing.
    const video = cloud.videoCollections[2];
    await page.getByTestId('home-video').nth(2).click();
    await page.waitForURL(new RegExp(`#/video-collection\\?play=${String(video?.id)}$`));
    expect(await page.getByTestId('video-title').innerText()).toBe(
      pick(language, video?.summary, video?.summaryEn),
    );
    await expect
      .poll(() => page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => !v.paused || v.ended), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.goBack();
    await page.getByTestId('home-news-more').click();
    await page.waitForURL(/#\/news-notice\/race-news$/);
    await resetLanguage(page);
  });

  it('shows the eight partner groups with logos that link to each partner', async () => {
    const page = await open(language);
    const groups = page.getByTestId('partner-group');
    expect(await groups.count()).toBe(8);
    expect(await groups.locator('h2').allInnerTexts()).toEqual(
      cloud.cooperativePartnerList.map((g) => pick(language, g.label, g.labelEn)),
    );
    const expected = cloud.cooperativePartnerList.flatMap((g) =>
      g.children.map((c) => (language === 'en' && c.hrefEn ? c.hrefEn : c.href)),
    );
    const links = page.getByTestId('partner-link');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected);
    const logo = links.first().locator('img');
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);

    const popup = page.waitForEvent('popup');
    await links.first().click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(expected[0]);
    await tab.close();
    await resetLanguage(page);
  });

  it('shows charity where the flag is on (production): highlight, slide and partner group', async () => {
    const page = await open(language);
    await page.getByTestId('home-charity').waitFor();
    expect(await page.locator('[data-code="publicWelfarePartner"]').count()).toBe(1);
    expect(await page.locator('[data-testid="carousel-slide"] a[href^="#/charity"]').count()).toBe(1);
    await page.getByTestId('home-charity-link').click();
    await page.waitForURL(/#\/charity\/charityInformation$/);
    await page.getByTestId('rich-list').waitFor();
    await resetLanguage(page);
  });
});

/** The share tags of a page as a chat app reads them: the `property` or `name` of each meta tag, with its content. */
async function shareTagsAt(address: string): Promise<{ status: number; tags: Map<string, string> }> {
  // A chat app sends no cookie: the address itself names the language.
  const answer = await fetch(address);
  const html = await answer.text();
  const unescape = (text: string) =>
    text.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));
  const tags = new Map(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map(
      (match) => [match[1] ?? '', unescape(match[2] ?? '')] as const,
    ),
  );
  return { status: answer.status, tags };
}

describe.each(['zh', 'en'] as const)('share addresses of pages in %s', (language) => {
  const shareAddress = (path: string, id?: string) => {
    const query = new URLSearchParams({
      ...(id ? { id } : {}),
      ...(language === 'en' ? { lang: 'en' } : {}),
    });
    return `${new URL(site.url()).origin}/p${path}${query.size > 0 ? `?${query}` : ''}`;
  };

  it('answer the rules page and a news item with their tags, and land a browser on the page', async () => {
    const [rules] = documentsAt(cloud, 'raceRules');
    // A news item of the site's own (no address elsewhere) with a body.
    const news = documentsAt(cloud, 'raceNews').find((item) => !item.jumpUrl && item.content);
    if (!rules || !news) throw new Error('the seeded content has no rules or no news item with a body');
    const pages = [
      { path: '/race-information/race-rules', id: undefined, item: rules },
      { path: '/news-notice/race-news', id: news.id, item: news },
    ];
    const page = await browser.newPage();
    for (const { path, id, item } of pages) {
      const address = shareAddress(path, id);
      const { status, tags } = await shareTagsAt(address);
      expect(status, address).toBe(200);
      expect(tags.get('og:title')).toBe(pick(language, item.title, item.titleEn));
      expect(tags.get('og:description')).toBe(pick(language, item.summary, item.summaryEn));
      expect(tags.get('og:url')).toBe(address);
      expect(tags.get('og:site_name')).toBe(
        pick(language, cloud.settings.websiteTitle, cloud.settings.websiteTitleEn),
      );
      // The seeded documents have no picture of their own: the preview is the page's own card, a PNG the chat
      // apps draw (they draw no SVG such as the site's logo), in the visitor's language, and it loads.
      const card = new URL(tags.get('og:image') ?? '');
      expect(card.origin).toBe(new URL(site.url()).origin);
      expect(card.pathname).toBe('/share-card.png');
      expect(card.searchParams.get('path')).toBe(path);
      expect(card.searchParams.get('lang')).toBe(language);
      if (id) expect(card.searchParams.get('id')).toBe(id);
      expect((await fetch(card)).headers.get('content-type')).toBe('image/png');
      expect(tags.get('twitter:card')).toBe('summary_large_image');

      await page.goto(address);
      await page.waitForURL(new RegExp(`#${escape(path)}${id ? `\\?id=${escape(id)}` : ''}$`));
      await expect
        .poll(() => page.getByTestId('document-title').innerText(), { timeout: 15_000 })
        .toBe(pick('zh', item.title, item.titleEn));
    }
    await page.close();
    const missing = await fetch(
      `${new URL(site.url()).origin}/p/no-such-page${language === 'en' ? '?lang=en' : ''}`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(language === 'en' ? 'Page not found' : '页面不存在');
  });

  it("copies the page's share address with its button, and says so", async () => {
    const news = documentsAt(cloud, 'raceNews').find((item) => !item.jumpUrl && item.content);
    if (!news) throw new Error('the seeded content has no news item with a body');
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(site.url()).origin,
    });
    for (const [path, id] of [
      ['/race-information/race-rules', undefined],
      ['/news-notice/race-news', news.id],
    ] as const) {
      const page = await open(language, `${path}${id ? `?id=${id}` : ''}`);
      // A desktop browser without a share sheet, as most are: the address goes to the clipboard.
      await page.evaluate(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share');
      });
      const button = page.getByTestId('page-share-button');
      expect(await button.innerText()).toBe(language === 'en' ? 'Share this page' : '分享本页');
      await button.click();
      const said = page.getByTestId('page-share-copied');
      await said.waitFor();
      expect(await said.innerText()).toBe(
        language === 'en'
          ? 'Share link copied: paste it into WeChat or any app'
          : '已复制分享链接，可粘贴到微信等应用',
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareAddress(path, id));
      if (id) {
        const top = await page.getByTestId('document-title').boundingBox();
        const share = await page.getByTestId('page-share').boundingBox();
        if (!top || !share) throw new Error('the document has no title or no share row on screen');
        await page.screenshot({
          path: `/tmp/content-page-share-${language}.png`,
          clip: { x: 0, y: top.y - 16, width: 1280, height: share.y + share.height - top.y + 32 },
        });
      }
      await resetLanguage(page);
    }
  });
});
