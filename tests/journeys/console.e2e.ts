import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser';
import { logInByPhoneCode } from '../support/login';
import {
  bootstrapAdministrator,
  fillStaffSignIn,
  inviteStaff,
  journeyStaff,
  mailedInvitation,
  type JourneyStaff,
} from '../support/staff';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';

/*
 * The organisers' console (remote-admin, under the shell's /admin) in a real browser: the first administrator
 * (made with `staff bootstrap`, as an operator makes one) signs in with a password and an authenticator code,
 * invites a reviewer; the reviewer opens the mailed link, sets a password, receives the authenticator key, signs
 * in and sees only what a reviewer may (the API refuses the rest as well); the administrator's audit trail shows
 * the invitation, and its CSV holds it. The console speaks both languages. The season's screens (draw, bibs and
 * start list, pickup desks) are walked on real runners in pickup-desk.e2e.ts.
 */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? tmpdir();
const REVIEWER = { email: 'reviewer@staff.test', name: '审核员小李', password: 'reviewer-password-2026' };
const SITE_URL = `http://localhost:${TEST_PORTS.shell}`;

let site: TestSite;
let browser: Browser;
let administrator: JourneyStaff;

beforeAll(async () => {
  // The invitation mail prints the site's public origin (the outbox of the local mode holds the mail).
  // The application window open and the code outbox on: a runner logs in and applies (the reviewers' journey).
  site = await startTestSite({ openSignup: true, apiEnv: { SITE_URL, CODE_OUTBOX: '1' } });
  administrator = await bootstrapAdministrator(site);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The link of the invitation mailed to `email`, read from the development outbox as a member reads the mail. */
const invitationLink = (email: string): Promise<string> => mailedInvitation(site, email);

/** Signs in on the console's form (labels in the page's language) and waits for the console's greeting. */
async function signIn(page: Page, staff: JourneyStaff, language: 'zh' | 'en' = 'zh'): Promise<void> {
  const form = page.locator('#sign-in');
  await form.waitFor();
  await fillStaffSignIn(page, staff, language);
  await form.getByRole('button', { name: language === 'zh' ? '登录' : 'Sign in', exact: true }).click();
  await page
    .getByRole('heading', { name: language === 'zh' ? `${staff.name}，您好` : `Hello, ${staff.name}` })
    .waitFor();
}

const sessionOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('marathon.staffSession'));

/** The envelope's code of a staff call made with a session (what the API decides, whatever the page shows). */
async function codeOf(path: string, session: string | null): Promise<number> {
  const response = await fetch(site.apiUrl(path), { headers: session ? { 'x-staff-session': session } : {} });
  return ((await response.json()) as { code: number }).code;
}

describe('the organisers’ console', () => {
  it('an administrator invites a reviewer, who accepts, signs in and sees only a reviewer’s console', async () => {
    const admin = await browser.newPage();
    await admin.goto(site.url('/admin'));
    await admin.getByRole('heading', { name: '工作人员登录' }).waitFor();
    await admin.screenshot({ path: join(SHOTS, 'console-sign-in-zh.png'), fullPage: true });
    // The staff sign-in is the console's own: a runner's login has no place on it.
    expect(await admin.getByTestId('login-entry').count()).toBe(0);
    await signIn(admin, administrator);
    const nav = admin.getByRole('navigation', { name: '后台栏目' });
    await nav.getByRole('link', { name: '工作人员' }).click();
    const members = admin.getByRole('table', { name: /共 \d+ 位工作人员/ });
    await members.getByRole('rowheader', { name: administrator.name }).waitFor();

    // The invitation, with the keyboard's way through the form's labelled fields.
    await admin.getByLabel('邮箱').fill(REVIEWER.email);
    await admin.getByLabel('姓名').fill(REVIEWER.name);
    await admin.getByLabel('角色').selectOption('reviewer');
    await admin.getByRole('button', { name: '发送邀请' }).click();
    await admin.getByText(`邀请已发送至 ${REVIEWER.email}`).waitFor();
    const invitedRow = admin.getByTestId(`admin-member-${REVIEWER.email}`);
    await expect.poll(() => invitedRow.innerText()).toContain('已邀请，未接受');
    await admin.screenshot({ path: join(SHOTS, 'console-members-zh.png'), fullPage: true });

    // The reviewer opens the mailed link in a tab of their own, sets a password and receives the key.
    const link = await invitationLink(REVIEWER.email);
    expect(link.startsWith(`${SITE_URL}/`)).toBe(true);
    const reviewer = await browser.newPage();
    await reviewer.goto(link);
    await reviewer.getByRole('heading', { name: '接受工作人员邀请' }).waitFor();
    await reviewer.getByLabel('新密码（至少 12 位）').fill(REVIEWER.password);
    await reviewer.getByLabel('再次输入新密码').fill('not-the-same-password');
    await reviewer.getByRole('button', { name: '设置密码' }).click();
    await reviewer.getByText('两次输入的密码不一致').waitFor();
    await reviewer.getByLabel('再次输入新密码').fill(REVIEWER.password);
    await reviewer.getByRole('button', { name: '设置密码' }).click();
    const secret = (await reviewer.getByTestId('admin-enrolment-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await reviewer.screenshot({ path: join(SHOTS, 'console-accepted-zh.png'), fullPage: true });
    await reviewer.getByRole('link', { name: '前往工作人员登录' }).click();
    const reviewerStaff = journeyStaff(site, { ...REVIEWER, secret });
    await signIn(reviewer, reviewerStaff);

    // A reviewer's console: the role's permissions, no staff or audit screen, and the API refuses both.
    const permissions = reviewer.getByTestId('admin-permissions');
    expect((await permissions.innerText()).split('\n')).toEqual([
      '查看报名资料',
      '审核报名',
      '查看上传的证明材料',
      '查看赛事概览',
    ]);
    const reviewerNav = reviewer.getByRole('navigation', { name: '后台栏目' });
    expect(await reviewerNav.getByRole('link').allInnerTexts()).toEqual(['首页', '参赛资格审核']);
    await reviewer.goto(site.url('/admin/audit'));
    await expect.poll(() => reviewer.evaluate(() => location.hash)).toBe('#/admin');
    await reviewer.getByRole('heading', { name: `${REVIEWER.name}，您好` }).waitFor();
    const reviewerSession = await sessionOf(reviewer);
    expect(await codeOf('/staff/api/me', reviewerSession)).toBe(0);
    expect(await codeOf('/staff/api/members', reviewerSession)).toBe(403);
    expect(await codeOf('/staff/api/audit', reviewerSession)).toBe(403);
    await reviewer.screenshot({ path: join(SHOTS, 'console-reviewer-zh.png'), fullPage: true });

    // The administrator's list now has the reviewer active, and the audit trail the invitation.
    await nav.getByRole('link', { name: '首页' }).click();
    await nav.getByRole('link', { name: '工作人员' }).click();
    await expect.poll(() => invitedRow.innerText()).toContain('已启用');
    await nav.getByRole('link', { name: '操作记录' }).click();
    await admin.getByRole('heading', { name: '操作记录' }).waitFor();
    await admin.getByLabel('操作', { exact: true }).fill('staff.invite');
    await admin.getByRole('button', { name: '查询', exact: true }).click();
    await admin.getByText('共 1 条记录').waitFor();
    const row = admin.getByTestId('admin-audit-row');
    expect(await row.innerText()).toContain('staff.invite');
    expect(await row.innerText()).toContain(administrator.name);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: '下载 CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('staff.invite');
    expect(csv).toContain(administrator.name);
    await admin.screenshot({ path: join(SHOTS, 'console-audit-zh.png'), fullPage: true });

    // The same console in English (the site's language cookie), the session kept by the tab over the reload.
    await browser.context.addCookies([{ name: 'language', value: 'en', url: site.url() }]);
    await admin.reload();
    await admin.getByRole('heading', { name: 'Audit trail' }).waitFor();
    await admin
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Staff' })
      .waitFor();
    await admin.screenshot({ path: join(SHOTS, 'console-audit-en.png'), fullPage: true });
    await reviewer.reload();
    await reviewer.getByRole('heading', { name: `Hello, ${REVIEWER.name}` }).waitFor();
    await reviewer.getByText('Application reviewer').first().waitFor();
    await reviewer.screenshot({ path: join(SHOTS, 'console-reviewer-en.png'), fullPage: true });

    // Signing out ends the session on the server, not only in the tab.
    await reviewer.getByRole('button', { name: 'Sign out' }).click();
    await reviewer.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(await sessionOf(reviewer)).toBeNull();
    expect(await codeOf('/staff/api/me', reviewerSession)).toBe(401);
    await browser.context.clearCookies();
    await reviewer.close();
    await admin.close();
  });
  it('an administrator issues a timing company a key for two points, the feed takes it, and ending it shuts it out', async () => {
    const page = await browser.newPage();
    await page.goto(site.url('/admin'));
    await signIn(page, administrator);
    await page.getByRole('navigation', { name: '后台栏目' }).getByRole('link', { name: '计时密钥' }).click();
    await page.getByRole('heading', { name: '计时密钥与数据接收' }).waitFor();
    const year = new Date().getFullYear();
    await page.getByText(`${year} 年尚未发放密钥。`).waitFor();
    await page.getByLabel(/^计时公司/).fill('chiptiming');
    for (const point of ['5 公里', '10 公里', '15 公里', '20 公里'])
      await page.getByText(point, { exact: true }).click();
    await page.getByRole('button', { name: '发放密钥' }).click();
    const key = (await page.getByTestId('admin-timing-key').innerText()).trim();
    expect(key).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    const keys = page.getByRole('table', { name: `${year} 年共 1 个密钥` });
    await keys.getByRole('rowheader', { name: 'chiptiming' }).waitFor();
    expect(await keys.innerText()).toContain('起点、终点');
    await page.screenshot({ path: join(SHOTS, 'console-timing-zh.png'), fullPage: true });

    const post = async (point: string) => {
      const response = await fetch(site.apiUrl('/live/api/passings'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-timing-key': key, 'accept-language': 'en' },
        body: JSON.stringify({ year, passings: [{ bib: 'A0001', point, time: '08:01:02' }] }),
      });
      return { status: response.status, msg: ((await response.json()) as { msg: string }).msg };
    };
    // The key opens the feed (an unknown bib is the item's refusal, not the call's) at its points only.
    expect((await post('start')).status).toBe(200);
    expect(await post('10k')).toEqual({
      status: 403,
      msg: 'This timing key may post at start, finish only; the call carried 10k',
    });
    await keys.getByRole('button', { name: /^停用 chiptiming/ }).click();
    await expect.poll(() => keys.innerText()).toContain('已停用');
    expect((await post('start')).status).toBe(401);

    await page.getByRole('navigation', { name: '后台栏目' }).getByRole('link', { name: '操作记录' }).click();
    await page.getByLabel('操作', { exact: true }).fill('timing.key-issue');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText('共 1 条记录').waitFor();
    expect(await page.getByTestId('admin-audit-row').innerText()).toContain(administrator.name);

    await browser.context.addCookies([{ name: 'language', value: 'en', url: site.url() }]);
    // A new hash alone loads nothing: the reload reads the language cookie.
    await page.goto(site.url('/admin/timing'));
    await page.reload();
    await page.getByRole('heading', { name: 'Timing keys and the feed' }).waitFor();
    await page
      .getByRole('table', { name: `1 key for ${year}` })
      .getByText(/^Ended/)
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'console-timing-en.png'), fullPage: true });
    await browser.context.clearCookies();
    await page.close();
  });
  it('a runner applies with a document, a reviewer opens it and approves; an editor has no such screen; the audit names the reviewer', async () => {
    const reviewerStaff = await inviteStaff(site, administrator, {
      email: 'reviewer-two@staff.test',
      name: '审核员小王',
      role: 'reviewer',
    });
    const editorStaff = await inviteStaff(site, administrator, {
      email: 'editor@staff.test',
      name: '编辑小赵',
      role: 'editor',
    });

    // The runner logs in as on registration day, then applies over HTTP with a certificate drawn by the browser.
    const runner = await browser.newPage();
    await runner.goto(site.url('/'));
    await logInByPhoneCode(runner, site.dataDir, '13766665555');
    const token = (await runner.evaluate(() => localStorage.getItem('token'))) ?? '';
    const png = await runner.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#5BB647';
        context.fillRect(0, 0, 64, 48);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await runner.close();
    const runnerCall = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(site.apiUrl(path), {
        method: 'POST',
        headers: { token, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      const answer = (await response.json()) as { code: number; msg: string; data: T };
      expect([answer.code, answer.msg]).toEqual([0, expect.any(String)]);
      return answer.data;
    };
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(png, 'base64')], { type: 'image/png' }), 'certificate.png');
    const upload = await runnerCall<{ url: string }>('/user-center/api/base/uploadImage', form);
    const { id } = await runnerCall<{ id: number }>('/signup-center/api/application/create', {
      note: '2025 年全程马拉松 2:58:00',
    });
    await runnerCall('/signup-center/api/application/documents', {
      applicationId: id,
      documents: [{ name: '完赛证书', url: upload.url }],
    });
    await runnerCall('/signup-center/api/application/submit', { applicationId: id });

    // The reviewer finds it by name, reads it and opens the document through its private link.
    const reviewer = await browser.newPage();
    await reviewer.goto(site.url('/admin'));
    await signIn(reviewer, reviewerStaff);
    const nav = reviewer.getByRole('navigation', { name: '后台栏目' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['首页', '参赛资格审核']);
    await nav.getByRole('link', { name: '参赛资格审核' }).click();
    const row = reviewer.getByTestId(`admin-application-${id}`);
    const nick = (await row.getByRole('rowheader').innerText()).trim();
    await reviewer.getByLabel(/^按姓名或账号查找/).fill(nick.slice(0, 4));
    await row.waitFor();
    await row.getByRole('button', { name: `查看 ${nick} 的申请` }).click();
    const detail = reviewer.getByTestId('admin-application-detail');
    await detail.getByText('2025 年全程马拉松 2:58:00').waitFor();
    await detail.getByRole('button', { name: '打开材料“完赛证书”' }).click();
    const image = detail.getByRole('img', { name: '材料“完赛证书”' });
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    const href =
      (await detail.getByRole('link', { name: '在新标签页中打开“完赛证书”' }).getAttribute('href')) ?? '';
    const served = await fetch(href);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    await reviewer.screenshot({ path: join(SHOTS, 'console-application-zh.png'), fullPage: true });
    await detail.getByRole('button', { name: '批准' }).click();
    await reviewer.getByText(`已批准 ${nick} 的申请。`).waitFor();
    await reviewer.getByText('没有待审核的申请。').waitFor();
    await reviewer.getByLabel(/^状态/).selectOption('2');
    await row.waitFor();
    await reviewer.screenshot({ path: join(SHOTS, 'console-applications-zh.png'), fullPage: true });

    // An editor's console has no applications screen, and the API refuses the editor the list.
    const editor = await browser.newPage();
    await editor.goto(site.url('/admin'));
    await signIn(editor, editorStaff);
    expect(
      await editor.getByRole('navigation', { name: '后台栏目' }).getByRole('link').allInnerTexts(),
    ).toEqual(['首页']);
    await editor.goto(site.url('/admin/applications'));
    await expect.poll(() => editor.evaluate(() => location.hash)).toBe('#/admin');
    expect(await codeOf('/signup-center/api/staff/applications?status=1', await sessionOf(editor))).toBe(403);
    await editor.close();

    // The administrator's audit trail: the reviewer's approval and document link, with the reviewer's name.
    const admin = await browser.newPage();
    await admin.goto(site.url('/admin'));
    await signIn(admin, administrator);
    await admin.getByRole('navigation', { name: '后台栏目' }).getByRole('link', { name: '操作记录' }).click();
    for (const action of ['application.approve', 'document.link']) {
      await admin.getByLabel('操作', { exact: true }).fill(action);
      await admin.getByRole('button', { name: '查询', exact: true }).click();
      const rows = admin.getByTestId('admin-audit-row');
      await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(action)]);
      expect(await rows.innerText()).toContain(reviewerStaff.name);
    }
    await admin.screenshot({ path: join(SHOTS, 'console-application-audit-zh.png'), fullPage: true });
    await admin.close();

    // The reviewer's screen in English.
    await browser.context.addCookies([{ name: 'language', value: 'en', url: site.url() }]);
    await reviewer.reload();
    await reviewer.getByRole('heading', { name: 'Entry applications' }).waitFor();
    await reviewer.getByLabel(/^Status/).selectOption('2');
    await row.getByRole('button', { name: `Open the application of ${nick}` }).click();
    await reviewer.getByText('Approved', { exact: true }).waitFor();
    await reviewer.screenshot({ path: join(SHOTS, 'console-application-en.png'), fullPage: true });
    await reviewer.getByRole('button', { name: 'Back to the list' }).click();
    await reviewer.getByLabel(/^Status/).selectOption('3');
    await reviewer.getByText('No application has been sent back.').waitFor();
    await reviewer.screenshot({ path: join(SHOTS, 'console-applications-en.png'), fullPage: true });
    await browser.context.clearCookies();
    await reviewer.close();
  });

  it('the home’s dashboard shows the site’s seeded figures as the API counts them, in both languages', async () => {
    const page = await browser.newPage();
    await page.goto(site.url('/admin'));
    await signIn(page, administrator);
    const session = (await sessionOf(page)) ?? '';
    const dashboardOf = async (query: string) =>
      (
        (await (
          await fetch(site.apiUrl(`/staff/api/dashboard${query}`), {
            headers: { 'x-staff-session': session },
          })
        ).json()) as {
          data: {
            year: number;
            totals: Record<'registrations' | 'payments' | 'withdrawals' | 'pickups', number>;
            statuses: Record<string, number>;
            days: { day: string; registrations: number }[];
          };
        }
      ).data;
    const figureOf = async (testId: string) =>
      (await page.getByTestId(testId).innerText()).split('\n').at(-1);
    const showYear = async (year: number, label: RegExp, button: string) => {
      await page.getByLabel(label).fill(String(year));
      await page.getByRole('button', { name: button, exact: true }).click();
    };

    // The current edition first, as the API's default.
    const current = await dashboardOf('');
    await page.getByRole('heading', { name: `${current.year} 年赛事概览` }).waitFor();
    await page.getByTestId('admin-dashboard-cards').waitFor();
    expect(await figureOf('admin-dashboard-registrations')).toBe(
      current.totals.registrations.toLocaleString('zh'),
    );

    // 2024, the seeded edition: its runners, counted per day and by status.
    const seeded = await dashboardOf('?year=2024');
    expect(seeded.totals.registrations).toBeGreaterThan(0);
    await showYear(2024, /^赛事年份/, '查看');
    await page.getByRole('heading', { name: '2024 年赛事概览' }).waitFor();
    const table = page.getByRole('table', { name: '2024 年每日报名、支付、退赛与领物' });
    await table.waitFor();
    for (const figure of ['registrations', 'payments', 'withdrawals', 'pickups'] as const) {
      expect(await figureOf(`admin-dashboard-${figure}`)).toBe(seeded.totals[figure].toLocaleString('zh'));
    }
    for (const status of ['submitted', 'confirmed', 'withdrawn'])
      expect(await figureOf(`admin-dashboard-status-${status}`)).toBe(String(seeded.statuses[status]));
    expect(await table.locator('tbody tr').count()).toBe(seeded.days.length);
    const [firstDay] = seeded.days;
    expect(await table.locator('tbody tr').first().innerText()).toMatch(
      new RegExp(`^${firstDay?.day}\\s+${firstDay?.registrations}\\s`),
    );
    await page.screenshot({ path: join(SHOTS, 'console-dashboard-zh.png'), fullPage: true });

    await browser.context.addCookies([{ name: 'language', value: 'en', url: site.url() }]);
    await page.reload();
    await page.getByRole('heading', { name: `The ${current.year} edition at a glance` }).waitFor();
    await showYear(2024, /^Edition/, 'Show');
    await page.getByRole('heading', { name: 'The 2024 edition at a glance' }).waitFor();
    await page
      .getByRole('table', { name: 'Sign-ups, payments, withdrawals and pickups per day of 2024' })
      .waitFor();
    expect(await figureOf('admin-dashboard-registrations')).toBe(
      seeded.totals.registrations.toLocaleString('en'),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Refresh' }).isEnabled()).toBe(true);
    expect(await figureOf('admin-dashboard-status-confirmed')).toBe(String(seeded.statuses.confirmed));
    await page.screenshot({ path: join(SHOTS, 'console-dashboard-en.png'), fullPage: true });
    await browser.context.clearCookies();
    await page.close();
  });
});
