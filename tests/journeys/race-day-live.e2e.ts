import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type OutboxEntry, type PassingsAnswer } from '@marathon/shared/api';
import { REPO_ROOT, stopProcess } from '@marathon/tools/site';
import { openDatabase } from '../../api/src/platform/db/connect';
import { liveIdNumber, writeLiveYear } from '../../api/src/modules/live/live-fixture.test-support';
import { startTestPostgres, type TestPostgres } from '../../api/src/test-support/postgres-server';
import { waitApiReady } from '../support/api-process';
import { artifact } from '../support/artifacts';
import { launchBrowser, type Browser } from '../support/browser';
import { logInByPhoneCode } from '../support/login';
import { MEMBER_CENTRE_PATH } from '@marathon/shared/url';
import { DEMO_ACCOUNT } from '../../api/src/main/startup/demo-account-data';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';

/*
 * Race day, live. Two API processes on one PostgreSQL database: the site's (the followers' pages call it) and a
 * second one the timing company posts to. Every passing reaches the followers through LISTEN/NOTIFY: a desktop
 * visitor following three runners and a phone visitor following two see each split arrive, with ranks and
 * predictions, while the feed posts 200 runners in order, out of order and once twice.
 */
const YEAR = 2026;
const RUNNERS = 200;
const KEY = 'race-day-journey-timing-key-0123456789';
const SECOND_API = TEST_PORTS.api + 21;
const MIN = 60_000;
/** The gun three hours ago: every read of the race is in the past, as when a feed catches up. */
const GUN = Date.now() - 3 * 60 * MIN;

/** Runner n starts n % 5 minutes after the gun and runs 4:00 to 6:00 a km, the faster the smaller n. */
const startOf = (n: number) => GUN + (n % 5) * MIN;
const paceOf = (n: number) => (240 + Math.round((120 * n) / RUNNERS)) * 1000;
const KM = { '5k': 5, '10k': 10, '15k': 15, '20k': 20, finish: 21.0975 } as const;
const passing = (n: number, point: 'start' | keyof typeof KM) => ({
  bib: `H${n}`,
  point,
  time: new Date(
    point === 'start' ? startOf(n) : startOf(n) + Math.round(KM[point] * paceOf(n)),
  ).toISOString(),
});
const everyone = Array.from({ length: RUNNERS }, (_, index) => index + 1);

let postgres: TestPostgres;
let site: TestSite;
let second: ChildProcess;
let secondData: string;
let desktop: Browser;
let phone: Browser;
let content: string;

/** The follower who asks for a finish alert: the account's own phone gets it. */
const FOLLOWER_PHONE = '13900002801';
/** The phone visitor's account (logged in on the full site in the phone's browser). */
const PHONE_FOLLOWER = '13900002802';

/**
 * The shipped content with the alerts' quiet hours moved away from now (the race's time zone), so the journey's
 * finish alert is sent whenever it runs; the quiet hours themselves are proved in the API's tests.
 */
function contentAwake(): string {
  const dir = mkdtempSync(join(tmpdir(), 'marathon-live-content-'));
  cpSync(join(REPO_ROOT, 'api/content'), dir, { recursive: true });
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  const at = (h: number) => `${String((hour + h) % 24).padStart(2, '0')}:00`;
  const file = join(dir, 'live.json');
  const rules = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    file,
    JSON.stringify({ ...rules, alerts: { timeZone: 'Asia/Shanghai', quietFrom: at(8), quietTo: at(10) } }),
  );
  return dir;
}

/** The finish alerts both API processes wrote to their development outboxes (the local inbox) for a phone. */
function alertsTo(phone: string): OutboxEntry[] {
  return [site.dataDir, secondData].flatMap((dir) => {
    const file = join(dir, 'outbox.jsonl');
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as OutboxEntry)
      .filter((entry) => entry.kind === 'alert' && entry.target === phone);
  });
}

async function post(
  passings: ReturnType<typeof passing>[],
  port: number = SECOND_API,
): Promise<PassingsAnswer> {
  const response = await fetch(`http://127.0.0.1:${port}${endpoints.livePassings.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timing-key': KEY },
    body: JSON.stringify({ year: YEAR, passings }),
  });
  const body = (await response.json()) as { code: number; data: PassingsAnswer };
  expect(body.code).toBe(0);
  return body.data;
}

beforeAll(async () => {
  postgres = await startTestPostgres();
  content = contentAwake();
  const apiEnv = { DATABASE_URL: postgres.url, TIMING_FEED_KEYS: `journey:${KEY}`, CONTENT_DIR: content };
  site = await startTestSite({ apiEnv });
  const database = openDatabase({ kind: 'postgres', url: postgres.url });
  try {
    await writeLiveYear(database.db, { year: YEAR, gunAt: GUN, half: RUNNERS });
  } finally {
    await database.close();
  }
  secondData = mkdtempSync(join(tmpdir(), 'marathon-live-second-'));
  second = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(SECOND_API),
      DATA_DIR: secondData,
      LOG_LEVEL: 'error',
      RACE_DATA_SEED: 'none',
      ...apiEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitApiReady(SECOND_API, second);
  desktop = await launchBrowser();
  phone = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await desktop?.close();
  await phone?.close();
  if (second) await stopProcess(second);
  await site?.stop();
  await postgres?.stop();
  if (secondData) rmSync(secondData, { recursive: true, force: true });
  if (content) rmSync(content, { recursive: true, force: true });
});

const split = (page: Page, bib: string, point: string) =>
  page.getByTestId('live-following').getByTestId(`live-runner-${bib}`).getByTestId(`live-split-${point}`);

/** Waits for a split on a page and says how long it took after the passing was answered (reported, not asserted). */
async function arrival(page: Page, bib: string, point: string, since: number): Promise<number> {
  await split(page, bib, point).waitFor({ timeout: 60_000 });
  return Date.now() - since;
}

/** The local site's demo account logs in by password: one account logged in twice, with no code to wait for. */
async function logInAsDemo(page: Page): Promise<void> {
  await page.getByTestId('login-entry').click();
  await page.getByTestId('login-view').waitFor();
  await page.getByTestId('tab-password').click();
  await page.getByTestId('agreement-box').click();
  await page.getByTestId('login-phone').fill(DEMO_ACCOUNT.phone);
  await page.getByTestId('login-password').fill(DEMO_ACCOUNT.password);
  await page.getByTestId('login-submit').click();
  await expect
    .poll(() => page.getByTestId('login-entry').getAttribute('data-state'), { timeout: 20_000 })
    .toBe('member');
}

describe('race day, live', () => {
  it('follows runners on the desktop and the phone, and every split arrives through the other process', async () => {
    const started = await post(everyone.map((n) => passing(n, 'start')));
    expect(started).toMatchObject({ accepted: RUNNERS, refused: 0 });
    const fiveK = await post(everyone.map((n) => passing(n, '5k')));
    expect(fiveK).toMatchObject({ accepted: RUNNERS, refused: 0 });

    // The desktop visitor opens a runner's result link, follows them, and two more by bib.
    const page = await desktop.newPage();
    await page.goto(site.url(`/score-search?year=${YEAR}&bib=H10`));
    const card = page.getByTestId('live-panel').getByTestId('live-runner-H10').first();
    await card.getByTestId('live-split-5k').waitFor({ timeout: 60_000 });
    expect(await card.getByTestId('live-status').innerText()).toBe('比赛中');
    await page.getByTestId('live-follow-H10').click();
    for (const bib of ['H50', 'H120']) {
      await page.getByTestId('live-bib').fill(bib);
      await page.getByTestId('live-add').click();
    }
    await split(page, 'H120', '5k').waitFor({ timeout: 60_000 });
    await page
      .getByTestId('live-connection')
      .and(page.locator('[data-state="live"]'))
      .waitFor({ timeout: 60_000 });

    // The follower logs in and asks for a text message when H10 finishes: to the account's own phone.
    const following = page.getByTestId('live-following');
    await following.getByTestId('live-alert-open-H10').click();
    await following.getByTestId('live-alert-H10').getByText('登录后可以设置短信或邮件提醒').waitFor();
    await logInByPhoneCode(page, site.dataDir, FOLLOWER_PHONE);
    await following.getByTestId('live-alert-channel').waitFor({ timeout: 30_000 });
    expect(await following.getByTestId('live-alert-channel').innerText()).toContain('短信 139****2801');
    await following.getByTestId('live-alert-save').click();
    await following
      .getByTestId('live-alert-H10')
      .getByTestId('live-alert-set')
      .filter({ hasText: '已设置提醒：短信 139****2801' })
      .waitFor({ timeout: 30_000 });

    // The phone visitor opens the phone site's result page and follows two.
    const mobile = await phone.newPage();
    await mobile.setViewportSize({ width: 360, height: 740 });
    await mobile.goto(`http://localhost:${TEST_PORTS.shell}/m/#/score-search?year=${YEAR}&bib=H20`);
    await mobile.getByTestId('live-follow-H20').click({ timeout: 60_000 });
    await mobile.getByTestId('live-bib').fill('H150');
    await mobile.getByTestId('live-add').click();
    await split(mobile, 'H150', '5k').waitFor({ timeout: 60_000 });
    await mobile
      .getByTestId('live-connection')
      .and(mobile.locator('[data-state="live"]'))
      .waitFor({ timeout: 60_000 });
    // The phone site has no login of its own: its alert says to log in on the full site in this browser.
    await mobile.getByTestId('live-alert-open-H20').click();
    await mobile.getByTestId('live-alert-H20').getByText('请先在电脑版网站登录').waitFor();
    // Logged in on the full site in the same browser, the phone visitor asks for H20's finish by text message.
    const fullSite = await phone.newPage();
    await fullSite.goto(site.url('/'));
    await logInByPhoneCode(fullSite, site.dataDir, PHONE_FOLLOWER);
    await fullSite.close();
    await mobile.reload();
    await mobile.getByTestId('live-alert-open-H20').click({ timeout: 60_000 });
    await mobile.getByTestId('live-alert-save').click({ timeout: 30_000 });
    await mobile
      .getByTestId('live-alert-H20')
      .getByTestId('live-alert-set')
      .filter({ hasText: '已设置提醒：短信 139****2802' })
      .waitFor({ timeout: 30_000 });
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const finishBefore = await mobile
      .getByTestId('live-runner-H150')
      .getByTestId('live-finish')
      .first()
      .innerText();

    // 10 km, out of order: the slow half first, then the fast half, in reverse.
    const reversed = [...everyone].reverse();
    const tenK = await post(reversed.map((n) => passing(n, '10k')));
    expect(tenK.accepted).toBe(RUNNERS);
    const posted = Date.now();
    const figures = {
      desktop: await Promise.all(['H10', 'H50', 'H120'].map((bib) => arrival(page, bib, '10k', posted))),
      phone: await Promise.all(['H20', 'H150'].map((bib) => arrival(mobile, bib, '10k', posted))),
    };
    console.log(
      `race-day-live: 10 km splits on screen after the feed's answer (ms): ${JSON.stringify(figures)}`,
    );

    // The fastest runners rank first at 10 km; the prediction moved with the new pace.
    expect(await split(page, 'H10', '10k').getByTestId('live-rank').innerText()).toBe('10');
    const finishAfter = await mobile
      .getByTestId('live-runner-H150')
      .getByTestId('live-finish')
      .first()
      .innerText();
    expect(finishAfter).toMatch(/预计/);
    expect(finishBefore).toMatch(/预计/);

    // A re-sent passing changes nothing; an implausible one is refused with its reason.
    const again = await post([passing(10, '10k')]);
    expect(again).toMatchObject({ accepted: 0, duplicates: 1 });
    const tooFast = await post([
      { bib: 'H10', point: '15k', time: new Date(startOf(10) + 10 * paceOf(10) + 60_000).toISOString() },
    ]);
    expect(tooFast.results[0]?.reason?.code).toBe('too-fast');

    // The rest of the race: the finish shows as finished on both pages. H10's finish reaches both API processes
    // at once, and is sent again to each: one alert.
    for (const point of ['15k', '20k'] as const) await post(everyone.map((n) => passing(n, point)));
    await Promise.all([post([passing(10, 'finish')]), post([passing(10, 'finish')], TEST_PORTS.api)]);
    await post(everyone.map((n) => passing(n, 'finish')));
    await post([passing(10, 'finish')], TEST_PORTS.api);
    await expect
      .poll(() => alertsTo(FOLLOWER_PHONE).length + alertsTo(PHONE_FOLLOWER).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await page
      .getByTestId('live-following')
      .getByTestId('live-runner-H50')
      .getByTestId('live-status')
      .filter({ hasText: '已完赛' })
      .waitFor({ timeout: 60_000 });
    await mobile
      .getByTestId('live-runner-H20')
      .getByTestId('live-status')
      .filter({ hasText: '已完赛' })
      .first()
      .waitFor({ timeout: 60_000 });
    // H10 crossed the line first, alone; the nine faster chip times that came after move H10 to tenth there.
    await split(page, 'H10', 'finish')
      .getByTestId('live-rank')
      .filter({ hasText: /^10$/ })
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: artifact('race-day-live-desktop.png'), fullPage: true });

    // One finish alert each in the local inbox, in Chinese, with its opt-out link; one claim each in the database.
    const database = openDatabase({ kind: 'postgres', url: postgres.url });
    try {
      const claims = () =>
        database.db
          .selectFrom('live_alert_sends')
          .select(['point', 'outcome'])
          .execute()
          .then((rows) => rows.map((claim) => `${claim.point} ${claim.outcome}`));
      await expect.poll(claims, { timeout: 30_000 }).toEqual(['finish sent', 'finish sent']);
    } finally {
      await database.close();
    }
    const alerts = alertsTo(FOLLOWER_PHONE);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toMatch(
      /^【扬州半程马拉松】跑者10（H10）已完赛，用时 1:26:30（临时成绩）。退订此提醒：http/,
    );
    const stopLink = /https?:\/\/\S+/.exec(alerts[0]?.text ?? '')?.[0] ?? '';

    // The opt-out link opens a page with a button (opening it stops nothing); the button stops the alert.
    const optOut = await phone.newPage();
    await optOut.setViewportSize({ width: 360, height: 740 });
    await optOut.goto(stopLink);
    await optOut.locator('[data-testid="alert-stop-page"][data-state="ask"]').waitFor();
    expect(await optOut.getByText('Stop the alerts about bib H10 to 139****2801?').count()).toBe(1);
    await optOut.screenshot({ path: artifact('race-day-live-alert-stop.png'), fullPage: true });
    await optOut.getByTestId('alert-stop').click();
    await optOut.locator('[data-testid="alert-stop-page"][data-state="stopped"]').waitFor();
    await optOut.close();
    await page.reload();
    await page.getByTestId('live-alert-open-H10').waitFor({ timeout: 60_000 });
    expect(alertsTo(FOLLOWER_PHONE)).toHaveLength(1);
    const toPhone = alertsTo(PHONE_FOLLOWER);
    expect(toPhone).toHaveLength(1);
    expect(toPhone[0]?.text).toMatch(/跑者20（H20）已完赛/);

    // The follower knows H50's ID number, which is no proof the bib is theirs (issue 41 item 1): refused, with how
    // to prove it.
    await page.getByTestId('live-tracking-bib').fill('H50');
    await page.getByTestId('live-tracking-id').fill(liveIdNumber(50));
    await page.getByTestId('live-tracking-mode').selectOption('hidden');
    await page.getByTestId('live-tracking-save').click();
    await page
      .getByText(/只有报名时使用的账户，或用报名时登记的手机号（138\*\*\*\*0000）通过验证码登录的账户/)
      .waitFor();
    // The runner hides their position from their own account (a code login to their entry's phone), with their
    // bib and ID number; every live view drops them.
    const runnerBrowser = await launchBrowser();
    try {
      const own = await runnerBrowser.newPage();
      await own.goto(site.url(`/score-search?year=${YEAR}&bib=H50`));
      await logInByPhoneCode(own, site.dataDir, '13800000050');
      await own.getByTestId('live-tracking-bib').fill('H50');
      await own.getByTestId('live-tracking-id').fill(liveIdNumber(50));
      await own.getByTestId('live-tracking-mode').selectOption('hidden');
      await own.getByTestId('live-tracking-save').click();
      await own
        .getByTestId('live-tracking-answer')
        .filter({ hasText: '不公开' })
        .waitFor({ timeout: 60_000 });
    } finally {
      await runnerBrowser.close();
    }
    await page
      .getByTestId('live-following')
      .getByTestId('live-runner-H50')
      .filter({ hasText: '没有可显示的实时数据' })
      .waitFor({ timeout: 60_000 });
    await mobile.screenshot({ path: artifact('race-day-live-phone.png'), fullPage: true });
    await page.close();
    await mobile.close();
  });

  it("keeps a logged-in runner's followed runners with the account: merged at login, edited in the member centre, used on the phone", async () => {
    // This test's runners run their race through the finish, whether or not test one got that far (a failure
    // there must not show here as a split that never comes): what test one posted comes back as duplicates.
    const ours = [30, 31, 32, ...Array.from({ length: 10 }, (_, index) => 60 + index)];
    for (const point of ['start', '5k', '10k', '15k', '20k', 'finish'] as const) {
      expect(await post(ours.map((n) => passing(n, point)))).toMatchObject({ refused: 0 });
    }
    const laptop = await launchBrowser();
    try {
      // On a laptop, the runner logs in and follows three runners from the member centre.
      const centre = await laptop.newPage();
      await centre.goto(site.url(`/score-search?year=${YEAR}&bib=H30`));
      await logInAsDemo(centre);
      await centre.goto(`http://localhost:${TEST_PORTS.shell}/${MEMBER_CENTRE_PATH}/following`);
      const section = centre.getByTestId('member-following');
      await section.waitFor({ timeout: 60_000 });
      await centre.getByTestId('member-follow-bib').fill('H-30');
      await centre.getByTestId('member-follow-add').click();
      await centre.getByTestId('member-follow-bib-error').filter({ hasText: '号码布为数字' }).waitFor();
      for (const bib of ['H30', 'H31', 'H32']) {
        await centre.getByTestId('member-follow-year').fill(String(YEAR));
        await centre.getByTestId('member-follow-bib').fill(bib);
        await centre.getByTestId('member-follow-add').click();
        await centre.getByTestId(`member-followed-${YEAR}-${bib}`).waitFor();
      }
      await centre.close();

      // On the desktop of test one, logged out, a visitor follows ten runners, then logs in to the same account:
      // the account's three come first, seven of the browser's fit, the other three are named, not lost.
      const page = await desktop.newPage();
      await page.goto(site.url('/'));
      const entry = page.getByTestId('login-entry');
      await entry.waitFor({ timeout: 60_000 });
      // Test one's follower is still logged in here when test one got as far as its alert.
      if ((await entry.getAttribute('data-state')) === 'member') {
        await page.goto(`http://localhost:${TEST_PORTS.shell}/${MEMBER_CENTRE_PATH}`);
        await page.getByTestId('member-logout-here').click({ timeout: 60_000 });
      }
      await entry.and(page.locator('[data-state="visitor"]')).waitFor({ timeout: 60_000 });
      await page.goto(site.url(`/score-search?year=${YEAR}&bib=H60`));
      const browserList = async () =>
        page.evaluate(() =>
          (JSON.parse(localStorage.getItem('marathon.live.followed') ?? '[]') as { bib: string }[]).map(
            (r) => r.bib,
          ),
        );
      await page.getByTestId('live-following').waitFor({ timeout: 60_000 });
      for (const bib of ['H60', 'H61', 'H62', 'H63', 'H64', 'H65', 'H66', 'H67', 'H68', 'H69']) {
        if ((await browserList()).includes(bib)) continue;
        if ((await browserList()).length >= 10) {
          // The first journey's runners, still followed here: the visitor makes room.
          const [first] = await browserList();
          await page.getByTestId(`live-unfollow-${first}`).click();
        }
        await page.getByTestId('live-bib').fill(bib);
        await page.getByTestId('live-add').click();
        await expect.poll(browserList).toContain(bib);
      }
      await logInAsDemo(page);
      const notice = page.getByTestId('live-followed-notice');
      await notice.filter({ hasText: 'H67, H68, H69' }).waitFor({ timeout: 60_000 });
      expect(await notice.innerText()).toMatch(/最多关注 10 位/);
      await expect
        .poll(browserList)
        .toEqual(['H30', 'H31', 'H32', 'H60', 'H61', 'H62', 'H63', 'H64', 'H65', 'H66']);
      await split(page, 'H31', 'finish').waitFor({ timeout: 60_000 });

      // Room for one that did not fit: stop following H66, follow H67 from the notice. The account keeps it.
      await page.getByTestId('live-unfollow-H66').click();
      await page.getByTestId('live-not-kept-H67').getByRole('button', { name: '关注', exact: true }).click();
      await page.getByTestId('live-not-kept-H67').waitFor({ state: 'detached' });
      await split(page, 'H67', 'finish').waitFor({ timeout: 60_000 });
      const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
      const account = async () => {
        const response = await fetch(site.apiUrl(endpoints.liveFollowedRead.path), { headers: { token } });
        const body = (await response.json()) as { data: { runners: { bib: string }[] } };
        return body.data.runners.map((runner) => runner.bib);
      };
      await expect
        .poll(account, { timeout: 30_000 })
        .toEqual(['H30', 'H31', 'H32', 'H60', 'H61', 'H62', 'H63', 'H64', 'H65', 'H67']);
      await page.screenshot({ path: artifact('race-day-live-account-desktop.png'), fullPage: true });

      // The member centre shows the same list; a runner dropped there is dropped from the account.
      await page.goto(`http://localhost:${TEST_PORTS.shell}/${MEMBER_CENTRE_PATH}/following`);
      await page.getByTestId(`member-followed-${YEAR}-H67`).waitFor({ timeout: 60_000 });
      await page.getByTestId('member-unfollow-H30').click();
      await expect.poll(account, { timeout: 30_000 }).not.toContain('H30');
      await page.screenshot({ path: artifact('race-day-live-member-centre.png'), fullPage: true });

      // The phone site in the same browser uses the account's list too.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`http://localhost:${TEST_PORTS.shell}/m/#/score-search?year=${YEAR}&bib=H67`);
      await split(page, 'H65', 'finish').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('live-following').getByTestId('live-runner-H30').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: artifact('race-day-live-account-phone.png'), fullPage: true });
      await page.close();
    } finally {
      await laptop.close();
    }
  });
});
