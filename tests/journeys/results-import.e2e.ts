import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/platform/db/connect';
import { writeLiveYear } from '../../api/src/modules/live/live-fixture.test-support';
import { timeOfDay } from '../../api/src/modules/live/passing-time';
import { excelTime, gb18030, xlsxOf } from '../../api/src/test-support/results-files';
import { launchBrowser, type Browser } from '../support/browser';
import { bootstrapAdministrator, fillStaffSignIn, type JourneyStaff } from '../support/staff';
import { startTestSite, type TestSite } from '../support/site';

/*
 * Race day for the organisers: the results upload page of the API, in a real browser. A GB18030 CSV (what Excel
 * on a Chinese Windows saves) with one bad row is refused with that row named; a clean .xlsx is imported; the
 * site's score lookup then finds a runner of the file. On race day a timing company's passings file dropped on the
 * same page reaches a follower's open result page at once, its refused row listed with the reason.
 */
let staff: JourneyStaff;
const YEAR = 2025;
const HEADER = ['bib', 'name', 'gender', 'age_group', 'id_number', 'race_item', 'gun_time', 'chip_time'];
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? tmpdir();
/** A live year of its own, earlier than the results' (the lookup's default year stays theirs): gun 07:30 Beijing. */
const LIVE_YEAR = 2019;
const GUN = Date.UTC(LIVE_YEAR, 3, 21, 7, 30) - 8 * 3_600_000;
const TIMING_FEED_KEYS = 'chiptiming:e2e-results-timing-key-0123456789';

let site: TestSite;
let browser: Browser;
let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'marathon-results-files-'));
  site = await startTestSite({ apiEnv: { TIMING_FEED_KEYS } });
  staff = await bootstrapAdministrator(site);
  const database = openDatabase({ kind: 'sqlite', file: join(site.dataDir, 'marathon.sqlite') });
  try {
    await writeLiveYear(database.db, { year: LIVE_YEAR, gunAt: GUN, half: 5 });
  } finally {
    await database.close();
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

async function importFile(page: Page, file: string, final = false): Promise<void> {
  await fillStaffSignIn(page, staff);
  await page.getByLabel('年份').fill(String(YEAR));
  await page.getByLabel(final ? '最终成绩' : '暂定成绩（可再修正）').check();
  await page.locator('#file').setInputFiles(file);
  await page.getByRole('button', { name: '导入成绩' }).click();
}

describe('results upload page language', () => {
  for (const [siteLanguage, browserLanguage, heading] of [
    ['zh', 'en-GB,en;q=0.9', '成绩导入'],
    ['en', 'zh-CN,zh;q=0.9', 'Results import'],
  ] as const) {
    it(`(${siteLanguage}) follows the site's language cookie, not the browser's language`, async () => {
      await browser.context.clearCookies();
      // The cookie the site's language switch writes, for the site's host: every port of it receives it.
      await browser.context.addCookies([{ name: 'language', value: siteLanguage, url: site.url() }]);
      const page = await browser.newPage();
      // A browser set to the other language (the context's locale header is replaced on the way out).
      await page.route(/\/admin\/results$/, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'accept-language': browserLanguage } }),
      );
      await page.goto(site.apiUrl('/admin/results'));
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(siteLanguage === 'zh' ? 'zh-CN' : 'en');
      await page.close();
      await browser.context.clearCookies();
    });
  }
});

describe('results upload page', () => {
  it('refuses a GB18030 CSV with a bad row, imports a clean .xlsx, and the site finds the runner', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    // The page's strict CSP must never bite its own script or style (Chromium reports that as "Refused to …").
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    await page.goto(site.apiUrl('/admin/results'));
    await page.getByRole('heading', { name: '成绩导入' }).waitFor();

    const csv = join(filesDir, '2025成绩.csv');
    writeFileSync(
      csv,
      gb18030(
        [
          HEADER.join(','),
          '20001,周杰,男,30-39,320102199001011234,半程马拉松,1:25:10,1:24:58',
          '20002,吴敏,女,40-49,E20020002,半程马拉松,1:35:00,1:39:00',
          '20003,郑浩,男,16-29,E20030003,半程马拉松,1:45:00,1:44:30',
        ].join('\r\n'),
      ),
    );
    await importFile(page, csv);
    const problems = page.getByRole('table', { name: '需要修改的行' });
    await problems.waitFor();
    expect(await page.getByRole('status').innerText()).toBe('文件有 1 处问题，未导入任何数据：');
    expect(await problems.locator('tbody tr').allInnerTexts()).toEqual(['3\tchip_time\t净成绩长于枪声成绩']);
    await page.screenshot({ path: join(SHOTS, 'results-import-problems.png'), fullPage: true });

    const xlsx = join(filesDir, '2025成绩.xlsx');
    writeFileSync(
      xlsx,
      xlsxOf([
        HEADER,
        [
          '20001',
          '周杰',
          '男',
          '30-39',
          '320102199001011234',
          '半程马拉松',
          excelTime('1:25:10'),
          excelTime('1:24:58'),
        ],
        [
          '20002',
          '吴敏',
          '女',
          '40-49',
          'E20020002',
          '半程马拉松',
          excelTime('1:39:30'),
          excelTime('1:39:00'),
        ],
        ['20003', '郑浩', '男', '16-29', 'E20030003', 'half', '1:45:00', '1:44:30'],
      ]),
    );
    await importFile(page, xlsx, true);
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe(`已导入 3 条成绩（${YEAR} 年，最终）。`);
    expect(await problems.isHidden()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'results-import-success.png'), fullPage: true });
    expect(violations).toEqual([]);
    await page.close();

    const lookup = await browser.newPage();
    await lookup.goto(site.url('/score-search'));
    await lookup.getByTestId('score-search-page').waitFor();
    await expect.poll(() => lookup.getByTestId('lookup-year').inputValue()).toBe(String(YEAR));
    await lookup.getByTestId('score-bib').fill('20002');
    await lookup.getByTestId('score-bib-submit').click();
    await expect.poll(() => lookup.getByTestId('score-name').innerText()).toBe('吴敏');
    expect(await lookup.getByTestId('score-chip').innerText()).toContain('1:39:00');
    await lookup.screenshot({ path: join(SHOTS, 'results-import-lookup.png'), fullPage: true });
    await lookup.close();
  });

  it('takes a passings file: the follower sees the split at once, the refused row has its reason', async () => {
    // A spectator follows runner H2 on the result page, before the gun's first reads arrive.
    const follower = await browser.newPage();
    // The card's events stream is open (its answer's headers came) before the file is dropped.
    const streamOpen = follower.waitForResponse(
      (answer) => answer.url().includes('/live/api/events') && answer.status() === 200,
      { timeout: 60_000 },
    );
    await follower.goto(site.url(`/score-search?year=${LIVE_YEAR}&bib=H2`));
    const card = follower.getByTestId('live-panel').getByTestId('live-runner-H2').first();
    await card.waitFor({ timeout: 60_000 });
    await streamOpen;

    const file = join(filesDir, 'mat-5k.csv');
    writeFileSync(
      file,
      [
        'bib,point,time,timing',
        `H2,start,${timeOfDay(GUN + 40_000)},chip`,
        `H2,5k,${timeOfDay(GUN + 40_000 + 25 * 60_000)},`,
        `H999,start,${timeOfDay(GUN)},`,
      ].join('\n'),
    );
    const page = await browser.newPage();
    await page.goto(site.apiUrl('/admin/results'));
    await fillStaffSignIn(page, staff);
    await page.getByLabel('年份').fill(String(LIVE_YEAR));
    await page.getByLabel('实时过点记录（计时公司的过点文件）').check();
    await page.getByLabel('计时公司', { exact: true }).selectOption('chiptiming');
    await page.locator('#file').setInputFiles(file);
    await page.getByRole('button', { name: '导入过点记录' }).click();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe(
        `已判定 3 行过点记录（${LIVE_YEAR} 年，chiptiming）：新录入 2 行，更正 0 行，已有 0 行，拒绝 1 行。`,
      );
    const refused = page.getByRole('table', { name: '被拒绝的行' });
    expect(await refused.locator('tbody tr').allInnerTexts()).toEqual([
      '4\tH999\tstart\t该年度没有此号码布的报名',
    ]);
    await page.screenshot({ path: join(SHOTS, 'passings-import-zh.png'), fullPage: true });

    // The follower's page shows the 5 km split without being reloaded.
    await card.getByTestId('live-split-5k').waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('live-status').innerText()).toBe('比赛中');
    await follower.close();

    // The same file again, in English: nothing is counted twice, and the reason is in English.
    await page.goto(site.apiUrl('/admin/results?lang=en'));
    await fillStaffSignIn(page, staff, 'en');
    await page.getByLabel('Year').fill(String(LIVE_YEAR));
    await page.getByLabel('Live passings (a timing company’s file of passings)').check();
    await page.locator('#file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import passings' }).click();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe(
        `Judged 3 passing row(s) (${LIVE_YEAR}, chiptiming): 0 new, 0 corrected, 2 already known, 1 refused.`,
      );
    expect(
      await page.getByRole('table', { name: 'Rows refused' }).locator('tbody tr').allInnerTexts(),
    ).toEqual(['4\tH999\tstart\tNo runner of this year has this bib']);
    await page.screenshot({ path: join(SHOTS, 'passings-import-en.png'), fullPage: true });
    await page.close();
  });

  it('works behind a proxy that serves the API under /api/ (style, script and import)', async () => {
    // The prefix nginx gives the API: the page must never step out of it with a root path.
    const api = new URL(site.apiUrl('/'));
    const proxy: Server = createServer((incoming, outgoing) => {
      if (!incoming.url?.startsWith('/api/')) {
        outgoing.writeHead(404).end();
        return;
      }
      const forwarded = request(
        {
          host: api.hostname,
          port: api.port,
          method: incoming.method,
          path: incoming.url.slice('/api'.length),
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`;
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
    });
    try {
      await page.goto(`${base}/admin/results?lang=en`);
      await page.getByRole('heading', { name: 'Results import' }).waitFor();
      // The style applied: its stylesheet reached the page through the prefix.
      await expect.poll(() => page.evaluate(() => document.styleSheets.length)).toBe(1);
      const csv = join(filesDir, 'prefix.csv');
      writeFileSync(csv, [HEADER.join(','), '20101,冯磊,男,30-39,E20101010,half,1:50:00,1:49:30'].join('\n'));
      await fillStaffSignIn(page, staff, 'en');
      await page.getByLabel('Year').fill(String(YEAR));
      await page.locator('#file').setInputFiles(csv);
      await page.getByRole('button', { name: 'Import results' }).click();
      await expect.poll(() => page.getByRole('status').innerText()).toContain('Imported 1 result');
      expect(failed).toEqual([]);
    } finally {
      await page.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('speaks English on request and says when the sign-in is wrong', async () => {
    const page = await browser.newPage();
    await page.goto(site.apiUrl('/admin/results?lang=en'));
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Authenticator code (6 digits)').fill('000000');
    await page.locator('#file').setInputFiles({
      name: 'results.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(HEADER.join(',')),
    });
    await page.getByRole('button', { name: 'Import results' }).click();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe('The address, the password or the code is wrong');
    await page.close();
  });
});
