import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_PLANS, generateEdition } from '../../api/src/modules/results/generator';
import { formatDuration } from '../../shared/src/format/race-time';
import { REPO_ROOT } from '@marathon/tools/site';
import { artifact } from '../support/artifacts';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';

/*
 * The search remote end to end, in both languages, against the built site. The API serves a temporary copy of
 * api/content (so a test can open a module in the JSON, as an editor would) and the small seed, whose runners the
 * generator reproduces here: the journey knows a runner's ID number and phone the way the runner does.
 */
const [plan2024, plan2023] = EDITION_PLANS.small;
const edition2024 = generateEdition(plan2024);
const edition2023 = generateEdition(plan2023);

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the small seed has no ${what}`);
  return value;
}
const halfFinishers = edition2024.results.filter(
  (r) => r.registration.raceItem === 'half' && r.registration.person.nationality === 'CN',
);
const runner = must(halfFinishers[5], 'half-marathon finisher');
const other = must(halfFinishers[9], 'second finisher');
/** The 2024 half marathon's fastest chip time. */
const winner = must(
  edition2024.results
    .filter((r) => r.registration.raceItem === 'half')
    .sort((a, b) => a.chipMs - b.chipMs)[0],
  'half-marathon winner',
);
const years2023 = new Map(edition2023.results.map((r) => [r.registration.person.index, r]));
const veteran = must(
  edition2024.results.find(
    (r) =>
      years2023.get(r.registration.person.index)?.registration.raceItem === r.registration.raceItem &&
      r.registration.person.nationality === 'CN',
  ),
  'runner who finished the same race both years',
);

let site: TestSite;
let browser: Browser;
let contentDir: string;

const indexFile = () => join(contentDir, 'sites/localhost/index.json');
function editContent(change: (cloud: Record<string, unknown> & { [key: string]: unknown }) => void): void {
  const cloud = JSON.parse(readFileSync(indexFile(), 'utf8')) as Record<string, unknown>;
  change(cloud);
  writeFileSync(indexFile(), JSON.stringify(cloud, null, 2));
}
type Entry = { moduleType: number; openStatus: number };

beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), 'marathon-search-content-'));
  cpSync(join(REPO_ROOT, 'api/content'), contentDir, { recursive: true });
  site = await startTestSite({ apiEnv: { CONTENT_DIR: contentDir, RACE_DATA_SEED: 'small' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

async function open(hashPath: string, language: 'zh' | 'en' = 'zh'): Promise<Page> {
  const page = await browser.newPage();
  await browser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
  await page.goto(site.url(hashPath));
  return page;
}

describe('home entry cards', () => {
  it.each([
    ['zh', '敬请期待'],
    ['en', 'Coming soon'],
  ] as const)(
    'a closed lookup says coming soon once (%s), open ones go to their pages on grey',
    async (language, text) => {
      const page = await open('/home', language);
      await page.getByTestId('search-entries').waitFor();
      // Photo lookup is closed: the dialog is titled with the module and says why, once.
      await page.getByTestId('search-entry-4').click();
      const dialog = page.getByTestId('coming-soon-dialog');
      await dialog.waitFor();
      const said = await dialog.innerText();
      expect(said.split(text)).toHaveLength(2);
      expect(said).toContain(language === 'zh' ? '照片查询' : 'Photo lookup');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // The seeded site has published 2024 results and an open score page: its card opens it, whatever the
      // card's own flag says.
      await page.getByTestId('search-entry-3').click();
      await page.waitForURL(/#\/score-search$/);
      await page.getByTestId('score-search-page').waitFor();
      await page.goBack();
      await page.getByTestId('search-entries').waitFor();
      await page.getByTestId('search-entry-2').click();
      await page.waitForURL(/#\/registration-search$/);
      await page.getByTestId('registration-search-page').waitFor();
      expect(await page.locator('[data-grey="true"]').count()).toBe(1);
      expect(
        await page.locator('[data-grey="true"]').evaluate((el) => getComputedStyle(el).backgroundColor),
      ).toBe('rgb(241, 241, 241)');
      await page.close();
    },
  );
});

describe('a slow answer says what is loading', () => {
  for (const [language, loadingText, still, searching, stillSearching] of [
    ['zh', '正在加载页面…', '仍在进行中', '查询中…', '仍在查询'],
    ['en', 'Loading the page…', 'Still working', 'Searching…', 'Still searching'],
  ] as const) {
    it(`(${language}) a slow lookup and a slow module say so in words, and later that they are still working`, async () => {
      const page = await open('/score-search', language);
      await page.getByTestId('score-search-page').waitFor();
      // A lookup whose answer is slow: the button says it is searching, and later that it still is.
      await page.route(/\/race-data\/api\/score\?/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await route.continue();
      });
      await page.getByTestId('score-bib').fill(runner.registration.bib ?? '');
      await page.getByTestId('score-bib-submit').click();
      await expect.poll(() => page.getByTestId('score-bib-submit').innerText()).toContain(searching);
      await expect
        .poll(() => page.getByTestId('score-bib-still-searching').innerText(), { timeout: 20_000 })
        .toContain(stillSearching);
      await page.screenshot({ path: artifact(`still-searching-${language}.png`) });
      await page.getByTestId('score-result').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('score-bib-still-searching').innerText()).toBe('');
      // A module that is slow to arrive (the sign-up forms' entry, 8 s late as on a bad connection), opened from
      // the page: named in words, a status a screen reader announces, then still working.
      await page.route(/remoteEntry\.js/, async (route) => {
        if (route.request().url().includes(`:${TEST_PORTS.signup}/`))
          await new Promise((resolve) => setTimeout(resolve, 8_000));
        await route.continue();
      });
      await page.evaluate(() => {
        window.location.hash = '#/post';
      });
      const loading = page.getByTestId('remote-loading').first();
      await expect.poll(() => loading.isVisible()).toBe(true);
      expect(await loading.innerText()).toBe(loadingText);
      expect(await loading.getAttribute('role')).toBe('status');
      await expect.poll(() => loading.innerText(), { timeout: 20_000 }).toContain(still);
      await page.screenshot({ path: artifact(`still-loading-${language}.png`) });
      await page.close();
    });
  }
});

describe('the result set in its race', () => {
  for (const [language, fastest, share] of [
    ['zh', '你的净计时是全场最快的。', /^你的净计时快于 \d+% 的其他完赛者。$/],
    [
      'en',
      'Yours was the fastest chip time of the race.',
      /^Your chip time was faster than \d+% of the other finishers\.$/,
    ],
  ] as const) {
    it(`(${language}) the winner reads as the fastest, not as faster than 100 % of finishers`, async () => {
      const page = await open(`/score-search?year=2024&bib=${winner.registration.bib}`, language);
      await page.getByTestId('score-analysis').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('score-faster-than').innerText()).toBe(fastest);
      await page
        .getByTestId('score-analysis')
        .screenshot({ path: artifact(`winner-analysis-${language}.png`) });
      await page.goto(site.url(`/score-search?year=2024&bib=${runner.registration.bib}`));
      await page.reload();
      await page.getByTestId('score-analysis').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('score-faster-than').innerText()).toMatch(share);
      await page.close();
    });
  }
});

describe('before the scripts, and while a page waits', () => {
  for (const [language, bibLabel, formWait, still] of [
    ['zh', '号码布', '正在加载报名表…', '仍在进行中'],
    ['en', 'Bib number', 'Loading the entry form…', 'Still working'],
  ] as const) {
    it(`(${language}) the score link paints its form from the HTML and keeps what is typed into it; the sign-up form's wait says what it waits for`, async () => {
      await browser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
      const page = await browser.newPage();
      // Every script is held until the runner has typed: what shows meanwhile is the server's first paint alone,
      // as on a slow connection.
      const gate: { open?: () => void } = {};
      const held = new Promise<void>((resolve) => {
        gate.open = resolve;
      });
      await page.route(/\.m?js(\?.*)?$/, async (route) => {
        await held;
        // A request of an earlier navigation is gone by then.
        await route.continue().catch(() => undefined);
      });
      const paintedBib = page.locator('#first-paint .score-preview input[name="bib"]');
      // The server paints the remotes' views off the page's path: the first pages may go out with the frame only.
      await expect
        .poll(
          async () => {
            await page.goto(site.url('/score-search'), { waitUntil: 'domcontentloaded' });
            return paintedBib.count();
          },
          { timeout: 60_000 },
        )
        .toBe(1);
      const preview = page.locator('#first-paint .score-preview');
      expect(await preview.innerText()).toContain(bibLabel);
      expect(await paintedBib.isVisible()).toBe(true);
      await page.screenshot({ path: artifact(`score-painted-form-${language}.png`) });
      await paintedBib.click();
      await page.keyboard.type('10086');
      gate.open?.();
      // The page's own form takes over what was typed, and the focus, so the runner goes on typing.
      const form = page.getByTestId('score-bib-form');
      await form.waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('score-bib').inputValue()).toBe('10086');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('score-bib');
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // The sign-up form's configuration comes slowly: the page says what it waits for, names it, then that it
      // still is.
      await page.route(/\/signup-center\/api\/config/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 8_000));
        await route.continue().catch(() => undefined);
      });
      await page.evaluate(() => {
        window.location.hash = '#/post';
      });
      const waiting = page.getByRole('status', { name: formWait });
      await waiting.waitFor({ timeout: 60_000 });
      expect(await waiting.innerText()).toBe(formWait);
      await expect.poll(() => waiting.innerText(), { timeout: 20_000 }).toContain(still);
      await page.screenshot({ path: artifact(`signup-waiting-${language}.png`) });
      await page.close();
    });
  }
});

describe('a result link whose lookup tools come slowly', () => {
  for (const [language, toolsComing, still] of [
    ['zh', '正在准备查询工具…', '仍在进行中'],
    ['en', 'Getting the search ready…', 'Still working'],
  ] as const) {
    it(`(${language}) says it is getting the tools ready, then that it still is, and nothing on the page moves when they come`, async () => {
      await browser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
      const page = await browser.newPage();
      await recordLayoutShifts(page);
      // The tools' part is held until the page has said twice what it waits for, as on a slow connection.
      const gate: { open?: () => void } = {};
      const held = new Promise<void>((resolve) => {
        gate.open = resolve;
      });
      await page.route(/\/LookupTools-[^/]*\.js(\?.*)?$/, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await page.goto(site.url(`/score-search?year=2024&bib=${runner.registration.bib ?? ''}`));
      await page.getByTestId('score-result').waitFor({ timeout: 60_000 });
      const waiting = page.getByRole('status', { name: toolsComing });
      await waiting.waitFor({ timeout: 60_000 });
      await expect.poll(() => waiting.innerText(), { timeout: 20_000 }).toContain(still);
      await page.screenshot({ path: artifact(`score-tools-slow-${language}.png`) });
      gate.open?.();
      await page.getByTestId('score-bib-form').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const { total, shifts } = await layoutShifts(page);
      // The preview's wait keeps to a slot inside the tools' place: neither its second sentence nor the tools
      // taking over move the card (the shell journey holds the quick case to the same limit).
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.0005);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    });
  }
});

describe('layout at 1200 px', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`(${language}) the route badge covers nothing, and a runner picked in the list is brought into view`, async () => {
      const page = await open('/score-search', language);
      await page.setViewportSize({ width: 1200, height: 900 });
      const board = page.getByTestId('results-board');
      await board.getByTestId('results-board-row').nth(15).waitFor();
      // Far down the finishers list, 1,200 px below the top: pick a runner there.
      const row = board.getByTestId('results-board-row').nth(15);
      await row.scrollIntoViewIfNeeded();
      const bib = (await row.locator('a').innerText()).trim();
      await row.locator('a').click();
      await expect.poll(() => page.getByTestId('score-result').innerText()).toContain(bib);
      const top = await page.getByTestId('score-result').evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(900);
      // The route badge sits where it covers no content of the page. Both boxes are read in one frame: read one
      // after the other, a scroll still bringing the runner into view moved the second (a false overlap under load).
      const overlaps = await page.evaluate(() => {
        const badge = document.querySelector('[data-testid="route-badge"]')?.getBoundingClientRect();
        const main = document.querySelector('#main')?.getBoundingClientRect();
        if (!badge || !main) return `missing: badge ${String(!!badge)}, main ${String(!!main)}`;
        return badge.left < main.right &&
          badge.right > main.left &&
          badge.top < main.bottom &&
          badge.bottom > main.top
          ? `badge ${JSON.stringify(badge)} over main ${JSON.stringify(main)}`
          : false;
      });
      expect(overlaps).toBe(false);
      await page.screenshot({ path: artifact(`result-picked-1200-${language}.png`) });
      await page.close();
    });
  }
});

describe('score lookup', () => {
  it('opens a deep link in Chinese with times, splits, ranks, provisional label and certificate', async () => {
    const { registration } = runner;
    const page = await open(`/score-search?year=2024&bib=${registration.bib}`);
    const result = page.getByTestId('score-result');
    await result.waitFor();
    expect(await page.getByTestId('score-name').innerText()).toBe(registration.person.name);
    expect(await page.getByTestId('score-chip').innerText()).toContain(formatDuration(runner.chipMs));
    expect(await page.getByTestId('score-gun').innerText()).toContain(formatDuration(runner.gunMs));
    expect(await page.getByTestId('score-status').innerText()).toBe('成绩待确认');
    expect(await page.getByTestId('score-splits').locator('tbody tr').allInnerTexts()).toHaveLength(5);
    expect(await page.getByTestId('score-splits').innerText()).toContain(
      formatDuration(must(runner.splitsMs[0], 'split')),
    );
    expect(await page.getByTestId('score-bib').inputValue()).toBe(registration.bib);
    const image = page.getByTestId('score-certificate').locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The file comes through the API client and is saved under its own name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('score-certificate-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`certificate-2024-${registration.bib}.png`);
    expect(
      readFileSync(await download.path())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('score-certificate-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`certificate-2024-${registration.bib}.pdf`);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // The result set in its race: field sizes, rank at each mark, and the charts with their words.
    const analysis = page.getByTestId('score-analysis');
    await analysis.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('score-gender-rank').innerText()).toMatch(/共 [\d,]+ 人/);
    expect(await page.getByTestId('score-split-rank').count()).toBe(5);
    expect(await page.getByTestId('score-faster-than').innerText()).toMatch(
      /^你的净计时快于 \d+% 的其他完赛者。$/,
    );
    await page.getByTestId('score-histogram').locator('canvas').first().waitFor();
    await page.getByTestId('score-pace-chart').locator('canvas').first().waitFor();
    await page.close();
  });

  it('a result has a share address: tags for chat apps, the result for people', async () => {
    const { bib } = runner.registration;
    const share = `${site.url()}r/2024/${bib}`;
    // What a chat app reads: no script runs, only the tags.
    const html = await (await fetch(share)).text();
    const escaped = runner.registration.person.name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    expect(html).toContain(`<meta property="og:title" content="${escaped} 2024`);
    expect(html).toContain('format=png');
    // What a person sees: the result itself.
    const page = await open('/home');
    await page.goto(share);
    await page.waitForURL(new RegExp(`#/score-search\\?year=2024&bib=${bib}$`));
    expect(await page.getByTestId('score-name').innerText()).toBe(runner.registration.person.name);
    expect(await page.title()).toContain(runner.registration.person.name);
    await page.close();
  });

  it('writes a bib search into the address, and the back button returns to the previous result', async () => {
    const page = await open(`/score-search?year=2024&bib=${runner.registration.bib}`);
    await page.getByTestId('score-result').waitFor();
    await page.getByTestId('score-bib').fill(String(other.registration.bib));
    await page.getByTestId('score-bib-submit').click();
    await page.waitForURL(new RegExp(`bib=${other.registration.bib}$`));
    await expect.poll(() => page.getByTestId('score-name').innerText()).toBe(other.registration.person.name);
    await page.goBack();
    await expect.poll(() => page.getByTestId('score-name').innerText()).toBe(runner.registration.person.name);
    await page.getByTestId('score-bib').fill('12<3');
    await page.getByTestId('score-bib-submit').click();
    expect(await page.getByTestId('score-bib-error').innerText()).toContain('请输入正确的号码布');
    // A lookup that finds nothing is an answer: the browser logs no failed request for it.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.getByTestId('score-bib').fill('9999999');
    await page.getByTestId('score-bib-submit').click();
    expect(await page.getByTestId('lookup-error').innerText()).toBe('未查询到 2024 年号码布 9999999 的成绩');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('pages through the finishers in rank order, and a bib opens its result', async () => {
    const page = await open('/score-search', 'en');
    const board = page.getByTestId('results-board');
    await board.getByTestId('results-board-row').first().waitFor();
    await board.getByTestId('results-board-next').click();
    await expect.poll(() => board.getByTestId('results-board-page').innerText()).toMatch(/^Page 2 of \d+$/);
    await expect
      .poll(async () =>
        (await board.getByTestId('results-board-row').allInnerTexts()).map((row) => row.split('\t')[0]),
      )
      .toEqual(Array.from({ length: 20 }, (_, i) => String(21 + i)));
    const first = board.getByTestId('results-board-row').first();
    const name = must((await first.innerText()).split('\t')[2], 'name cell');
    await first.getByRole('link').click();
    await page.waitForURL(/bib=/);
    await expect.poll(() => page.getByTestId('score-name').innerText()).toBe(name);
    expect(await page.getByTestId('score-overall').innerText()).toContain('21');
    await page.close();
  });

  it('filters the finishers by gender, age group and name, and jumps to a page', async () => {
    const page = await open('/score-search', 'en');
    const board = page.getByTestId('results-board');
    await board.getByTestId('results-board-row').first().waitFor();
    await page.getByTestId('results-board-gender').selectOption('2');
    await expect
      .poll(async () =>
        (await board.getByTestId('results-board-row').allInnerTexts()).every((row) => row.includes('Female')),
      )
      .toBe(true);
    expect(await page.getByTestId('results-board-matches').innerText()).toMatch(
      /^[\d,]+ finishers? match(es)?$/,
    );
    await page.getByTestId('results-board-jump').fill('2');
    await page.getByTestId('results-board-go').click();
    await expect.poll(() => board.getByTestId('results-board-page').innerText()).toMatch(/^Page 2 of \d+$/);
    // A name part: every row shown carries it.
    const { name } = other.registration.person;
    const part = name.slice(0, 2);
    await page.getByTestId('results-board-gender').selectOption('all');
    await page.getByTestId('results-board-name').fill(part);
    await page.getByTestId('results-board-find').click();
    await expect
      .poll(async () => {
        const rows = await board.getByTestId('results-board-row').allInnerTexts();
        return rows.length > 0 && rows.every((row) => row.includes(part));
      })
      .toBe(true);
    await page.getByTestId('results-board-name').fill('<b>');
    await page.getByTestId('results-board-find').click();
    await page.getByText('Enter a name (no special characters)').waitFor();
    await page.close();
  });

  it('finds a result by name and ID number in English, without the ID in the address', async () => {
    const { person } = runner.registration;
    const page = await open('/score-search', 'en');
    await page.getByTestId('score-tab-identity').click();
    await page.getByTestId('score-identity-form-name').fill(person.name);
    await page.getByTestId('score-identity-form-id').fill('123');
    await page.getByTestId('score-identity-form-submit').click();
    expect(await page.getByTestId('score-identity-form-id-error').innerText()).toContain(
      'Enter a valid ID number',
    );
    await page.getByTestId('score-identity-form-id').fill(person.idNumber);
    await page.getByTestId('score-identity-form-submit').click();
    await expect.poll(() => page.getByTestId('score-name').innerText()).toBe(person.name);
    expect(await page.getByTestId('score-status').innerText()).toBe('Provisional results');
    expect(await page.getByTestId('score-pace').innerText()).toContain('/km');
    expect(page.url()).not.toContain(person.idNumber);
    await page.close();
  });
});

describe('registration lookup', () => {
  it('finds a registration by ID number in Chinese, and by phone in English, masked', async () => {
    const { person, bib, corral } = runner.registration;
    const zh = await open('/registration-search');
    await zh.getByTestId('registration-name').fill(person.name);
    await zh.getByTestId('registration-id').fill(person.idNumber);
    await zh.getByTestId('registration-submit').click();
    await zh.getByTestId('registration-result').waitFor();
    expect(await zh.getByTestId('registration-status').innerText()).toBe('报名成功');
    expect(await zh.getByTestId('registration-item').innerText()).toBe('半程马拉松');
    expect(await zh.getByTestId('registration-bib').innerText()).toBe(bib);
    expect(await zh.getByTestId('registration-corral').innerText()).toBe(`${corral} 区`);
    expect(await zh.getByTestId('registration-id-masked').innerText()).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(await zh.getByTestId('registration-result').innerText()).not.toContain(person.idNumber);
    await zh.close();

    const en = await open('/registration-search', 'en');
    await en.getByTestId('registration-by-phone').click();
    await en.getByTestId('registration-name').fill(person.name);
    await en.getByTestId('registration-phone').fill(person.phone);
    await en.getByTestId('registration-submit').click();
    await en.getByTestId('registration-result').waitFor();
    expect(await en.getByTestId('registration-status').innerText()).toBe('Confirmed');
    expect(await en.getByTestId('registration-corral').innerText()).toBe(`Corral ${corral}`);
    expect(await en.getByTestId('registration-phone-masked').innerText()).toBe(
      `${person.phone.slice(0, 3)}****${person.phone.slice(-4)}`,
    );
    await en.getByTestId('registration-name').fill('Nobody Here');
    await en.getByTestId('registration-submit').click();
    expect(await en.getByTestId('lookup-error').innerText()).toBe(
      'No 2024 registration found: please check the name and the ID number or phone',
    );
    await en.close();
  });

  it('asks one channel when the query type names one', async () => {
    const { person, channel } = runner.registration;
    const page = await open('/registration-search');
    const otherChannel = must(
      ['2', '3', '5'].find((type) => type !== String(channel)),
      'channel',
    );
    await page.getByTestId('registration-query-type').selectOption(otherChannel);
    await page.getByTestId('registration-name').fill(person.name);
    await page.getByTestId('registration-id').fill(person.idNumber);
    await page.getByTestId('registration-submit').click();
    await page.getByTestId('lookup-error').waitFor();
    await page.getByTestId('registration-query-type').selectOption(String(channel));
    await page.getByTestId('registration-submit').click();
    await page.getByTestId('registration-result').waitFor();
    await page.close();
  });
});

describe('results across the years', () => {
  it.each(['zh', 'en'] as const)('lists both years with the best time marked (%s)', async (language) => {
    const { person } = veteran.registration;
    const page = await open('/multiple-score-search', language);
    await page.getByTestId('history-form-name').fill(person.name);
    await page.getByTestId('history-form-id').fill(person.idNumber);
    await page.getByTestId('history-form-submit').click();
    await page.getByTestId('history-result').waitFor();
    const older = must(years2023.get(person.index), '2023 result');
    const bestYear = veteran.chipMs <= older.chipMs ? 2024 : 2023;
    expect(await page.getByTestId(`history-row-${bestYear}`).getByTestId('history-best').innerText()).toBe(
      language === 'zh' ? '最佳成绩' : 'Personal best',
    );
    expect(await page.getByTestId('history-best').count()).toBe(1);
    expect(await page.getByTestId('history-row-2023').innerText()).toContain(formatDuration(older.chipMs));
    await page.close();
  });
});

describe('collections', () => {
  it.each([
    ['zh', '运河边的奔跑'],
    ['en', 'Running by the canal'],
  ] as const)('plays the four highlight videos in a real player (%s)', async (language, title) => {
    const page = await open('/video-collection', language);
    await page.getByTestId('video-player').waitFor();
    expect(await page.getByTestId('video-list-item').count()).toBe(4);
    const player = page.getByTestId('video-player');
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    expect(await player.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(4);
    await page.getByTestId('video-list-item').nth(2).click();
    expect(await page.getByTestId('video-title').innerText()).toBe(title);
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toContain('highlight-3.webm');
    await page.close();
  });

  it.each([
    ['zh', (n: number) => `第 ${n} 张，共 29 张`],
    ['en', (n: number) => `Picture ${n} of 29`],
  ] as const)(
    'opens the pictures in a lightbox: arrows move, Escape closes, focus returns (%s)',
    async (language, at) => {
      const page = await open('/image-collection', language);
      const thumbnails = page.getByTestId('picture-grid-item');
      await thumbnails.first().waitFor();
      expect(await thumbnails.count()).toBe(29);
      await thumbnails.nth(1).focus();
      await page.keyboard.press('Enter');
      const position = page.getByTestId('lightbox-position');
      expect(await position.innerText()).toBe(at(2));
      await page.keyboard.press('ArrowRight');
      expect(await position.innerText()).toBe(at(3));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await position.innerText()).toBe(at(29));
      await expect
        .poll(() => page.getByTestId('lightbox-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.getByTestId('lightbox').waitFor({ state: 'hidden' });
      await expect.poll(() => thumbnails.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.close();
    },
  );
});

describe('open status is configuration', () => {
  it('opens score and photo lookup when the content JSON says so, without a rebuild', async () => {
    const before = await open('/image-search');
    expect(await before.getByTestId('lookup-closed').innerText()).toBe('敬请期待');
    await before.close();

    editContent((cloud) => {
      // A card and its page change together: the content check refuses them disagreeing.
      for (const entry of cloud.searchConfigList as Entry[]) {
        if (entry.moduleType === 3 || entry.moduleType === 4) entry.openStatus = 1;
        if (entry.moduleType === 2) entry.openStatus = 0;
      }
      (cloud.pictureSearch as { openStatus: number }).openStatus = 1;
      // And one open page closed, with its own text.
      Object.assign(cloud.registrationSearch as object, {
        openStatus: 0,
        dialogText: '报名查询维护中',
        dialogTextEn: 'Under maintenance',
      });
    });

    // Page views within a second of each other share the shell's server's reads (the one before this edit
    // included): the edit is in the pages it makes from the next read on.
    await expect
      .poll(async () => (await fetch(site.url())).text(), { timeout: 30_000, interval: 500 })
      .toContain('Under maintenance');
    const page = await open('/home', 'en');
    await page.getByTestId('search-entries').waitFor();
    await page.getByTestId('search-entry-3').click();
    await page.waitForURL(/#\/score-search$/);
    await page.getByTestId('score-search-page').waitFor();
    await page.goBack();
    await page.getByTestId('search-entry-4').click();
    await page.waitForURL(/#\/image-search$/);
    await page.getByTestId('score-bib').fill(String(runner.registration.bib));
    await page.getByTestId('score-bib-submit').click();
    // The address keeps the year and the bib: a reload or a shared link shows the same photos.
    await page.waitForURL(new RegExp(`#/image-search\\?year=2024&bib=${runner.registration.bib}$`));
    const photos = page.getByTestId('photo-grid-item');
    await photos.first().waitFor();
    expect(await photos.count()).toBeGreaterThanOrEqual(2);
    await photos.first().click();
    expect(await page.getByTestId('lightbox-title').innerText()).toBe(
      `Photos of bib ${runner.registration.bib}, 2024`,
    );
    await expect
      .poll(() => page.getByTestId('lightbox-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.close();
  });

  it('closes a page the content JSON closes, with its own text in each language', async () => {
    for (const [language, text] of [
      ['zh', '报名查询维护中'],
      ['en', 'Under maintenance'],
    ] as const) {
      const page = await open('/registration-search', language);
      expect(await page.getByTestId('lookup-closed').innerText()).toBe(text);
      expect(await page.getByTestId('registration-form').count()).toBe(0);
      await page.close();
    }
  });

  it('serves photo lookup in Chinese too once it is open', async () => {
    const page = await open('/image-search');
    await page.getByTestId('score-bib').fill(String(other.registration.bib));
    await page.getByTestId('score-bib-submit').click();
    await page.getByTestId('photo-grid-item').first().waitFor();
    await page.reload();
    await page.getByTestId('photo-grid-item').first().waitFor();
    expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toBe(
      `2024 年号码布 ${other.registration.bib} 的照片`,
    );
    await page.getByTestId('score-bib').fill('9999999');
    await page.getByTestId('score-bib-submit').click();
    expect(await page.getByTestId('lookup-error').innerText()).toBe('未查询到 2024 年号码布 9999999 的成绩');
    await page.close();
  });
});
