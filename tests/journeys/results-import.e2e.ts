import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/platform/db/connect';
import { writeLiveYear } from '../../api/src/modules/live/live-fixture.test-support';
import { timeOfDay } from '../../api/src/modules/live/passing-time';
import { excelTime, gb18030, xlsxOf } from '../../api/src/test-support/results-files';
import { launchBrowser, type Browser } from '../support/browser';
import { bootstrapAdministrator, fillStaffSignIn, inviteStaff, type JourneyStaff } from '../support/staff';
import { startTestSite, type TestSite } from '../support/site';

/*
 * Race day for the organisers: the console's results import screen (remote-admin under the shell's /admin), in a
 * real browser, used by a results officer the administrator invited. A GB18030 CSV (what Excel on a Chinese
 * Windows saves) with one bad row is refused with that row named; a clean .xlsx is imported; the site's score
 * lookup then finds a runner of the file. On race day a timing company's passings file taken on the same screen
 * reaches a follower's open result page at once, its refused row listed with the reason, in both languages.
 */
const YEAR = 2025;
const HEADER = ['bib', 'name', 'gender', 'age_group', 'id_number', 'race_item', 'gun_time', 'chip_time'];
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? tmpdir();
/** A live year of its own, earlier than the results' (the lookup's default year stays theirs): gun 07:30 Beijing. */
const LIVE_YEAR = 2019;
const GUN = Date.UTC(LIVE_YEAR, 3, 21, 7, 30) - 8 * 3_600_000;
const TIMING_FEED_KEYS = 'chiptiming:e2e-results-timing-key-0123456789';

let site: TestSite;
let browser: Browser;
let administrator: JourneyStaff;
let invited: Promise<JourneyStaff> | null = null;
let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'marathon-results-files-'));
  site = await startTestSite({ apiEnv: { TIMING_FEED_KEYS } });
  administrator = await bootstrapAdministrator(site);
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

/** The results officer, invited by the administrator at the first test (the mail is awaited inside a test). */
const resultsOfficer = (): Promise<JourneyStaff> =>
  (invited ??= inviteStaff(site, administrator, {
    email: 'results@staff.test',
    name: '成绩官小周',
    role: 'results-officer',
  }));

/** The results officer signed in to the console (in Chinese), on the results import screen by its nav link. */
async function openResultsImport(): Promise<Page> {
  const officer = await resultsOfficer();
  const page = await browser.newPage();
  await page.goto(site.url('/admin'));
  const form = page.locator('#sign-in');
  await form.waitFor();
  await fillStaffSignIn(page, officer);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('heading', { name: `${officer.name}，您好` }).waitFor();
  await page.getByRole('navigation', { name: '后台栏目' }).getByRole('link', { name: '成绩导入' }).click();
  await page.getByRole('heading', { name: '成绩导入', level: 2 }).waitFor();
  return page;
}

/** A year typed in a part's own year field (each part has one). */
async function fillYear(part: Locator, label: string, year: number): Promise<void> {
  await part.getByLabel(label, { exact: false }).first().fill(String(year));
}

describe('the console’s results import', () => {
  it('refuses a GB18030 CSV with a bad row, imports a clean .xlsx, and the site finds the runner', async () => {
    const page = await openResultsImport();
    const results = page.getByRole('region', { name: '完赛成绩文件' });

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
    await fillYear(results, '年份', YEAR);
    await results.getByLabel('成绩文件（.csv 或 .xlsx，最大 10 MB）').setInputFiles(csv);
    // The keyboard's way: the button is reached and pressed without the mouse.
    await results.getByRole('button', { name: '导入成绩' }).focus();
    await page.keyboard.press('Enter');
    const problems = results.getByRole('table', { name: '需要修改的行' });
    await problems.waitFor();
    expect(await results.getByRole('alert').innerText()).toBe('文件有 1 处问题，未导入任何数据');
    expect(await problems.locator('tbody tr').allInnerTexts()).toEqual(['3\tchip_time\t净成绩长于枪声成绩']);
    await page.screenshot({ path: join(SHOTS, 'results-import-problems-zh.png'), fullPage: true });

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
    // Final, by the keyboard: the arrow key moves the choice within the radio group.
    await results.getByRole('radio', { name: '暂定成绩（可再修正）' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => results.getByRole('radio', { name: '最终成绩' }).isChecked()).toBe(true);
    await results.getByLabel('成绩文件（.csv 或 .xlsx，最大 10 MB）').setInputFiles(xlsx);
    await results.getByRole('button', { name: '导入成绩' }).click();
    await expect
      .poll(() => results.getByRole('status').innerText())
      .toBe(`已导入 3 条成绩（${YEAR} 年，最终，xlsx 工作簿）。`);
    expect(await problems.count()).toBe(0);
    expect(await results.getByRole('alert').innerText()).toBe('');
    await page.screenshot({ path: join(SHOTS, 'results-import-success-zh.png'), fullPage: true });
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
    const page = await openResultsImport();
    const passings = page.getByRole('region', { name: '实时过点记录文件' });
    await fillYear(passings, '年份', LIVE_YEAR);
    const provider = passings.getByLabel('计时公司');
    expect(await provider.locator('option').allInnerTexts()).toEqual([
      'chiptiming',
      'file（未指定计时公司）',
    ]);
    await provider.selectOption('chiptiming');
    await passings.getByLabel('过点记录文件（.csv 或 .xlsx，最大 10 MB）').setInputFiles(file);
    await passings.getByRole('button', { name: '导入过点记录' }).click();
    await expect
      .poll(() => passings.getByRole('status').innerText())
      .toBe(
        `已判定 3 行过点记录（${LIVE_YEAR} 年，chiptiming）：新录入 2 行，更正 0 行，已有 0 行，拒绝 1 行。`,
      );
    const refused = passings.getByRole('table', { name: '被拒绝的行' });
    expect(await refused.locator('tbody tr').allInnerTexts()).toEqual([
      '4\tH999\tstart\t该年度没有此号码布的报名',
    ]);
    await page.screenshot({ path: join(SHOTS, 'passings-import-zh.png'), fullPage: true });

    // The follower's page shows the 5 km split without being reloaded.
    await card.getByTestId('live-split-5k').waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('live-status').innerText()).toBe('比赛中');
    await follower.close();

    // The same file again, in English (the site's language cookie; the tab keeps its session over the reload):
    // nothing is counted twice, and the reason is in English.
    await browser.context.addCookies([{ name: 'language', value: 'en', url: site.url() }]);
    await page.reload();
    await page.getByRole('heading', { name: 'Results import', level: 2 }).waitFor();
    const english = page.getByRole('region', { name: 'Live passings file' });
    await fillYear(english, 'Year', LIVE_YEAR);
    await english.getByLabel('Timing company').selectOption('chiptiming');
    await english.getByLabel('Passings file (.csv or .xlsx, at most 10 MB)').setInputFiles(file);
    await english.getByRole('button', { name: 'Import passings' }).click();
    await expect
      .poll(() => english.getByRole('status').innerText())
      .toBe(
        `Judged 3 passing row(s) (${LIVE_YEAR}, chiptiming): 0 new, 0 corrected, 2 already known, 1 refused.`,
      );
    expect(
      await english.getByRole('table', { name: 'Rows refused' }).locator('tbody tr').allInnerTexts(),
    ).toEqual(['4\tH999\tstart\tNo runner of this year has this bib']);
    await page.screenshot({ path: join(SHOTS, 'passings-import-en.png'), fullPage: true });

    // A results file refused in English: the API's message and the row's problem in English too.
    const results = page.getByRole('region', { name: 'Results file' });
    const bad = join(filesDir, 'bad.csv');
    writeFileSync(bad, [HEADER.join(','), '20101,冯磊,男,30-39,E20101010,half,1:50:00,1:59:30'].join('\n'));
    await fillYear(results, 'Year', YEAR);
    await results.getByLabel('Results file (.csv or .xlsx, at most 10 MB)').setInputFiles(bad);
    await results.getByRole('button', { name: 'Import results' }).click();
    await expect
      .poll(() => results.getByRole('alert').innerText())
      .toBe('The file has 1 problem(s): nothing was imported');
    expect(
      await results.getByRole('table', { name: 'Rows to correct' }).locator('tbody tr').allInnerTexts(),
    ).toEqual(['2\tchip_time\tchip_time is longer than gun_time']);
    await page.screenshot({ path: join(SHOTS, 'results-import-problems-en.png'), fullPage: true });
    await browser.context.clearCookies();
    await page.close();
  });
});
