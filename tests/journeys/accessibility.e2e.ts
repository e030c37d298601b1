import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudConfig, RouteNode } from '@marathon/shared/api';
import { EDITION_PLANS, generateEdition } from '../../api/src/modules/results/generator';
import { auditPage, blockingFindings, countByImpact, type PageAudit } from '../support/axe';
import { launchBrowser, type Browser } from '../support/browser';
import { artifact } from '../support/artifacts';
import { passSliderByKeyboard, waitForCode } from '../support/embed-outbox';
import { logInByPhoneCode } from '../support/login';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';
import { fetchSiteContent } from '../support/site-content';
import { MEMBER_CENTRE_PATH } from '@marathon/shared/url';

/*
 * Accessibility kept by a journey: axe-core (WCAG 2.2 A/AA and best practices) over every route of both menu
 * trees, the lookups with a result on screen, the open login drawer, the sign-up pages and the member centre, in
 * Chinese and English. Any serious or critical finding fails; the rest is printed. Then reduced motion and 200 %
 * zoom. One site, one browser; every wait is on a condition.
 */
type Language = 'zh' | 'en';
const LANGUAGES: Language[] = ['zh', 'en'];

/** What each route component shows once its content is on screen. */
const READY: Record<string, string> = {
  HomePage: 'home-page',
  DocumentPage: 'document-title',
  DocumentListPage: 'document-list-item',
  RichListPage: 'rich-list-item',
  RegistrationSearch: 'registration-search-page',
  ScoreSearch: 'score-search-page',
  MultiYearScoreSearch: 'history-search-page',
  ImageSearch: 'image-search-page',
  VideoCollection: 'video-collection-page',
  ImageCollection: 'image-collection-page',
  CertificateVerify: 'verify-form',
};

/** Every screen of both menu trees: leaf routes with a component, paths joined under their parent. */
function screens(cloud: CloudConfig): Array<{ path: string; component: string }> {
  const walk = (node: RouteNode, parent: string): Array<{ path: string; component: string }> => {
    const own = node.path.trim();
    const path = own.startsWith('/') ? own : `${parent === '/' ? '' : parent}/${own}`;
    const children = (node.children ?? []).flatMap((child) => walk(child, path));
    return node.component ? [{ path, component: node.component }, ...children] : children;
  };
  return [...cloud.routes, ...cloud.remoteAsyncRoutes].flatMap((node) => walk(node, ''));
}

const [plan2024] = EDITION_PLANS.small;
const runner = generateEdition(plan2024).results.find(
  (r) => r.registration.raceItem === 'half' && r.registration.person.nationality === 'CN',
);
if (!runner?.registration.bib) throw new Error('the small seed has no Chinese half-marathon finisher');
const { person, bib } = { ...runner.registration, bib: runner.registration.bib };

let site: TestSite;
let browser: Browser;
let cloud: CloudConfig;
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-a11y-e2e-'));
const audits: PageAudit[] = [];

beforeAll(async () => {
  site = await startTestSite({ openSignup: true, apiEnv: { DATA_DIR: dataDir, CODE_OUTBOX: '1' } });
  browser = await launchBrowser({ bypassCSP: true });
  ({ cloud } = await fetchSiteContent(site));
});

afterAll(async () => {
  // The whole table, blocking or not: the figures an accessibility review starts from.
  const table = audits.map((audit) => ({ page: audit.label, ...countByImpact(audit) }));
  if (table.length > 0) console.table(table);
  if (process.env.A11Y_REPORT) writeFileSync(process.env.A11Y_REPORT, JSON.stringify(audits, null, 2));
  await browser?.close();
  await site?.stop();
});

/** A fresh page in `language` (the cookie the header's switch keeps); a page a failed test left open is closed. */
async function open(language: Language, hashPath: string): Promise<Page> {
  for (const stale of browser.context.pages()) if (stale.url().startsWith('http')) await stale.close();
  await browser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
  const page = await browser.newPage();
  await page.goto(site.url(hashPath));
  // index.html says zh-CN until the app has started and applied the cookie.
  await expect
    .poll(() => page.getAttribute('html', 'lang'), { timeout: 30_000 })
    .toBe(language === 'zh' ? 'zh-CN' : 'en');
  return page;
}

/** Audits the screen once `testId` shows and no loading spinner is left in it. */
async function audit(page: Page, label: string, testId: string): Promise<PageAudit> {
  // Generous: a remote's first load on a loaded two-core machine has taken tens of seconds.
  await page.getByTestId(testId).first().waitFor({ timeout: 90_000 });
  await page.locator('main [aria-busy="true"], main .chakra-spinner').first().waitFor({ state: 'detached' });
  // A control that has just been enabled fades in from half opacity: judge its contrast once it has.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    null,
    { timeout: 30_000 },
  );
  const result = await auditPage(page, label);
  audits.push(result);
  return result;
}

function expectNoBlocking(results: PageAudit[]): void {
  expect(blockingFindings(results), 'serious or critical axe findings').toEqual([]);
}

describe.each(LANGUAGES)('accessibility in %s', (language) => {
  it('every route of both menu trees', { timeout: 900_000 }, async () => {
    const page = await open(language, '/home');
    const results: PageAudit[] = [];
    for (const screen of screens(cloud)) {
      const ready = READY[screen.component];
      if (!ready) throw new Error(`${screen.path}: no ready marker for ${screen.component}`);
      await page.goto(site.url(screen.path));
      results.push(await audit(page, `${language} ${screen.path}`, ready));
    }
    await page.close();
    expectNoBlocking(results);
  });

  it('lookups with a result, and the open login drawer', { timeout: 600_000 }, async () => {
    const results: PageAudit[] = [];
    const page = await open(language, `/score-search?year=2024&bib=${bib}`);
    results.push(await audit(page, `${language} score result`, 'score-result'));

    await page.goto(site.url('/registration-search'));
    await page.getByTestId('registration-name').fill(person.name);
    await page.getByTestId('registration-id').fill(person.idNumber);
    await page.getByTestId('registration-submit').click();
    results.push(await audit(page, `${language} registration result`, 'registration-result'));

    await page.goto(site.url('/multiple-score-search'));
    await page.getByTestId('history-form-name').fill(person.name);
    await page.getByTestId('history-form-id').fill(person.idNumber);
    await page.getByTestId('history-form-submit').click();
    results.push(await audit(page, `${language} results across the years`, 'history-result'));

    await page.goto(site.url('/home'));
    await page.getByTestId('home-page').waitFor({ timeout: 90_000 });
    await page.getByTestId('login-entry').click();
    results.push(await audit(page, `${language} login drawer`, 'login-view'));
    await page.getByTestId('tab-code').click();
    results.push(await audit(page, `${language} login drawer, code tab`, 'code-phone'));
    await page.close();
    expectNoBlocking(results);
  });
});

describe('signed in', () => {
  it('sign-up pages and the member centre, in both languages', { timeout: 600_000 }, async () => {
    const results: PageAudit[] = [];
    const page = await open('zh', '/post');
    await page.getByTestId('login-required').waitFor({ timeout: 90_000 });
    results.push(await audit(page, 'zh /post, logged out', 'login-required'));
    await logInByPhoneCode(page, dataDir, '13755556666');
    for (const language of LANGUAGES) {
      await browser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
      for (const [path, ready] of [
        ['/post', 'signup-form'],
        // Direct entry waits for an approved application: the page says so.
        ['/direct', 'needs-approval'],
        ['/upload', 'application-start'],
        ['/i18NDemos', 'field-demos'],
      ] as const) {
        await page.goto(site.url(path));
        await page.reload();
        results.push(await audit(page, `${language} ${path}`, ready));
      }
      await page.goto(`http://localhost:${TEST_PORTS.shell}/${MEMBER_CENTRE_PATH}`);
      results.push(await audit(page, `${language} member centre`, 'member-centre'));
    }
    // Later tests open the login drawer: they need a visitor, not this member.
    await page.evaluate(() => localStorage.clear());
    await page.close();
    expectNoBlocking(results);
  });
});

/** Where keyboard focus is: its test id or text, and whether it sits inside one of the menu's dropdowns. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      testId: element?.getAttribute('data-testid') ?? null,
      text: element?.innerText?.trim().slice(0, 40) ?? '',
      tag: element?.tagName.toLowerCase() ?? '',
      inDropdown: Boolean(element?.closest('.site-menu__sub')),
      inMenu: Boolean(element?.closest('[data-testid="main-menu"]')),
    };
  });
}

/** WCAG's contrast ratio of two colours given as CSS rgb() strings. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each(LANGUAGES)('the keyboard in %s', (language) => {
  it('reaches the score form past the menu in few Tabs, and sees where it is in a dropdown', async () => {
    const page = await open(language, '/score-search');
    await page.getByTestId('score-bib-form').waitFor({ timeout: 90_000 });
    // From the top of the page, as a keyboard user arrives, past the skip link too.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const stops: Awaited<ReturnType<typeof focused>>[] = [];
    for (let tab = 0; tab < 60; tab++) {
      await page.keyboard.press('Tab');
      const at = await focused(page);
      stops.push(at);
      if (at.testId === 'score-bib') break;
    }
    expect(stops.at(-1)?.testId, stops.map((stop) => stop.text || stop.tag).join(' | ')).toBe('score-bib');
    // The dropdowns' pages are not Tab stops: the menu costs one Tab a group.
    expect(stops.filter((stop) => stop.inDropdown)).toEqual([]);
    expect(stops.length).toBeLessThanOrEqual(30);

    // A group's pages are one arrow key away, and the focused one is plainly marked on the white dropdown.
    const group = page.locator('[data-testid="main-menu"] > ul > li > a[aria-expanded]').first();
    await group.focus();
    await page.keyboard.press('ArrowDown');
    const inside = await focused(page);
    expect(inside.inDropdown).toBe(true);
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const dropdown = getComputedStyle(element.closest('.site-menu__sub') as HTMLElement);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: style.outlineColor,
        background: dropdown.backgroundColor,
      };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // A focus indicator needs 3:1 against what is around it (WCAG 1.4.11).
    expect(contrast(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
    // The menu bar and the open dropdown below it (outside the bar's own box).
    const bar = await page.getByTestId('main-menu').boundingBox();
    if (bar)
      await page.screenshot({ path: artifact(`menu-focus-${language}.png`), clip: { ...bar, height: 320 } });
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).inDropdown).toBe(true);
    // Escape closes the dropdown and puts focus back on its group.
    await page.keyboard.press('Escape');
    expect(await page.locator('.site-menu__sub').count()).toBe(0);
    expect((await focused(page)).inMenu).toBe(true);
    await page.close();
  });

  it('keeps focus in sight after a login by keyboard alone: on the personal centre that replaced the login button', async () => {
    const page = await open(language, '/home');
    // A visitor: no session an earlier test left.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('home-page').waitFor({ timeout: 90_000 });
    await page.getByTestId('login-entry').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('login-view').waitFor({ timeout: 90_000 });
    await page.getByTestId('tab-code').focus();
    await page.keyboard.press('Enter');
    // The agreement's checkbox, by its role (the test id marks the box drawn over it).
    await page.getByTestId('login-view').getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    const phone = language === 'zh' ? '13755557777' : '13755558888';
    await page.getByTestId('code-phone').focus();
    await page.keyboard.type(phone);
    await page.getByTestId('code-captcha-send').focus();
    await page.keyboard.press('Enter');
    await passSliderByKeyboard(page);
    await page.getByTestId('code-captcha').focus();
    await page.keyboard.type(await waitForCode(dataDir, phone));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('login-entry').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('member');
    await page.getByTestId('login-drawer').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).testId, { timeout: 10_000 }).toBe('login-entry');
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    await page.locator('header').screenshot({ path: artifact(`focus-after-login-${language}.png`) });
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});

describe('motion and zoom', () => {
  it('a visitor who prefers reduced motion gets no autoplay and no animation', async () => {
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(site.url('/home'));
    await page.getByTestId('carousel').waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('carousel').getAttribute('data-playing')).toBe('false');
    await page.getByTestId('login-entry').click();
    await page.getByTestId('login-view').waitFor({ timeout: 90_000 });
    // Chakra's drawer slides in with a keyframe animation: under reduced motion it must not last.
    const longest = await page.evaluate(() =>
      Math.max(
        0,
        ...document
          .getAnimations()
          .map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0)),
      ),
    );
    expect(longest).toBeLessThanOrEqual(1);
    await page.close();
  });

  it.each(LANGUAGES)(
    'in %s at 1366 and 1200 px the menu is one row and the page keeps a margin at both edges',
    async (language) => {
      const page = await open(language, '/home');
      await page.getByTestId('home-page').waitFor({ timeout: 90_000 });
      for (const width of [1366, 1200]) {
        await page.setViewportSize({ width, height: 900 });
        const layout = await page.evaluate(() => {
          const view = document.documentElement.clientWidth;
          const tops = [
            ...document.querySelectorAll<HTMLElement>('nav[data-testid="main-menu"] > ul > li'),
          ].map((item) => Math.round(item.getBoundingClientRect().top));
          const edges = ['.site-header__bar', '.site-menu__list', '.site-main', '.site-footer__inner'].map(
            (selector) => {
              const box = document.querySelector(selector)?.getBoundingClientRect();
              return { selector, left: box?.left ?? -1, right: view - (box?.right ?? view + 1) };
            },
          );
          return { rows: new Set(tops).size, edges, sideways: document.documentElement.scrollWidth > view };
        });
        expect(layout.rows, `${width} px`).toBe(1);
        expect(layout.sideways, `${width} px`).toBe(false);
        for (const edge of layout.edges) {
          expect(edge.left, `${edge.selector} at ${width} px`).toBeGreaterThanOrEqual(16);
          expect(edge.right, `${edge.selector} at ${width} px`).toBeGreaterThanOrEqual(16);
        }
        await page.screenshot({ path: artifact(`frame-${width}-${language}.png`) });
      }
      await page.close();
    },
  );

  it.each(LANGUAGES)(
    'at double zoom in %s the desktop layout scrolls, nothing is cut off or overlaps',
    async (language) => {
      // Zooming to 200 % halves the CSS viewport of a 1366 × 900 window.
      const page = await open(language, '/home');
      await page.setViewportSize({ width: 683, height: 450 });
      await page.getByTestId('home-page').waitFor();
      const layout = await page.evaluate(() => {
        const boxes = (selector: string) =>
          [...document.querySelectorAll<HTMLElement>(selector)]
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => ({ text: element.innerText.trim(), box: element.getBoundingClientRect() }));
        const overlaps = (list: ReturnType<typeof boxes>) =>
          list.flatMap((a, i) =>
            list
              .slice(i + 1)
              .filter(
                (b) =>
                  a.box.left < b.box.right - 1 &&
                  b.box.left < a.box.right - 1 &&
                  a.box.top < b.box.bottom - 1 &&
                  b.box.top < a.box.bottom - 1,
              )
              .map((b) => `${a.text} ↔ ${b.text}`),
          );
        const root = document.documentElement;
        const clipped = [
          ...document.querySelectorAll<HTMLElement>('header *, nav a, main h1, main h2, footer a'),
        ]
          .filter((element) => {
            const style = getComputedStyle(element);
            // Text kept for screen readers only (the home page's h1) is clipped on purpose.
            if (element.getBoundingClientRect().width <= 1) return false;
            return (
              ['hidden', 'clip'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1
            );
          })
          .map((element) => element.innerText.trim());
        return {
          scrollWidth: root.scrollWidth,
          canScroll:
            !['hidden', 'clip'].includes(getComputedStyle(root).overflowX) &&
            !['hidden', 'clip'].includes(getComputedStyle(document.body).overflowX),
          menuOverlaps: overlaps(boxes('nav[data-testid="main-menu"] > ul > li > a')),
          headerOverlaps: overlaps(boxes('header a, header button')),
          clipped,
        };
      });
      // The page narrows to 1104 px between its two gutters, and no further.
      expect(layout.scrollWidth).toBeGreaterThanOrEqual(1152);
      expect(layout.canScroll).toBe(true);
      expect(layout.menuOverlaps).toEqual([]);
      expect(layout.headerOverlaps).toEqual([]);
      expect(layout.clipped).toEqual([]);
      // The last menu entry is reachable by scrolling sideways.
      const last = page.getByTestId('main-menu').locator(':scope > ul > li > a').last();
      await last.scrollIntoViewIfNeeded();
      expect(await last.isVisible()).toBe(true);
      await page.close();
    },
  );
});
