import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type PassingsAnswer } from '@marathon/shared/api';
import { seedRace } from '../../api/src/modules/sites/seed-data';
import { launchBrowser, type Browser } from '../support/browser';
import { logInByPhoneCode } from '../support/login';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';
import { bootstrapAdministrator, fillStaffSignIn, type JourneyStaff } from '../support/staff';
import { openHomeAsVisitor } from '../support/visitor';

/*
 * The season on real runners, to race weekend's kit pickup desk. Three runners log in, sign up and (later) pay
 * through the development cashier as runners do; the administrator runs the draw in the console in a desktop
 * browser: the seed made in the tab and only its hash committed, entries closed, drawn, the seed revealed. A drawn
 * runner who has not paid is shown the pay-by on the registration lookup; each winner's "won" notice reaches the
 * development outbox. Bibs are assigned in the console after the payments, the start list downloaded there holds
 * the three bibs, and the desk link the console shows is the one the volunteer's phone opens: the secret leaves
 * the address bar, runner 1 is found by ID number and handed the kit; a second try says it was already picked up;
 * runner 2's kit goes to a proxy who brings the runner's e-ticket; an unknown ID number is refused; runner 3's
 * pickup, made with the network down, waits on the phone and is sent once the network is back. A second desk ended
 * in the console is refused. Both languages.
 */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'pickup-desk-shots');
const SITE_URL = `http://localhost:${TEST_PORTS.shell}`;
const WEB = { terminalType: '3', osId: '1002' };

let site: TestSite;
let browser: Browser;
let phone: Browser;
let administrator: JourneyStaff;

interface Runner {
  phone: string;
  email: string;
  name: string;
  idNumber: string;
  token: string;
  regNo: number;
}

/** A mainland ID number with its check character (the sign-up form checks it). */
function mainlandId(birth: string, sequence: number): string {
  const body = `110105${birth}${String(sequence).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return `${body}${'10X98765432'[sum % 11]}`;
}

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

async function apiCall<T>(
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; method?: string; query?: string } = {},
): Promise<T> {
  const response = await fetch(site.apiUrl(`${path}${options.query ?? ''}`), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...WEB,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** A tiny PNG (the signature the form asks for), uploaded as the runner. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Logs the runner in as they do (the phone code, in a desktop browser), signs up and answers the receipt. */
async function signUp(index: number): Promise<Runner> {
  const who = {
    phone: `1371234${String(index).padStart(4, '0')}`,
    name: ['张伟', '李娜', '陈静'][index - 1] ?? '选手',
    idNumber: mainlandId(`1985010${index}`, 10 + index * 2 + 1),
    email: `runner${index}@example.com`,
  };
  // The runners share the desktop browser: each starts as a visitor (the other's session cleared).
  const page = await openHomeAsVisitor(browser, site);
  await logInByPhoneCode(page, site.dataDir, who.phone);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.close();
  if (!token) throw new Error('no token after the login');
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'signature.png');
  const upload = await fetch(site.apiUrl(endpoints.uploadImage.path), {
    method: 'POST',
    headers: { ...WEB, token },
    body: form,
  });
  const uploaded = (await upload.json()) as Envelope<{ url: string }>;
  expect(uploaded.code, uploaded.msg).toBe(0);
  const receipt = await apiCall<{ year: number; regNo: number }>(endpoints.signupSubmit.path, {
    headers: { token },
    body: {
      kind: 'post',
      submissionId: randomUUID(),
      answers: {
        name: who.name,
        identity: { category: 'mainland', country: 'CN', idNumber: who.idNumber },
        gender: 1,
        birthDate: `1985-01-0${index}`,
        phone: who.phone,
        email: who.email,
        raceItem: { value: 'half' },
        residence: { province: '32', city: '3210', area: '321002', address: '文昌中路 1 号' },
        shirtSize: 'M',
        bloodType: 'O',
        emergencyName: '王小明',
        emergencyPhone: '13987654321',
        statement: true,
        signature: uploaded.data.url,
      },
    },
  });
  return { ...who, token, regNo: receipt.regNo, year: receipt.year } as Runner & { year: number };
}

let year = 0;
const runners: Runner[] = [];
let deskLink = '';
let ticket2 = '';
/** The administrator’s console tab, signed in once for the whole journey. */
let admin: Page;

/** Signs in on the console's form and waits for the console's greeting (as the console journey does). */
async function signIn(page: Page, staff: JourneyStaff): Promise<void> {
  const form = page.locator('#sign-in');
  await form.waitFor();
  await fillStaffSignIn(page, staff, 'zh');
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('heading', { name: `${staff.name}，您好` }).waitFor();
}

const nav = () => admin.getByRole('navigation', { name: '后台栏目' });

/** Shows the edition's year on a console screen (its year field, sent with Enter). */
async function chooseYear(testId: string): Promise<void> {
  const field = admin.getByTestId(testId);
  await field.fill(String(year));
  await field.press('Enter');
}

/** The draw as the public sees it: the seed's hash from the commit on, the seed itself once revealed. */
async function publicDraw(): Promise<{ state: string; seedHash: string; seed: string | null }> {
  const response = await fetch(site.apiUrl(`/season/api/draw?year=${year}&raceItem=half`));
  return ((await response.json()) as { data: { state: string; seedHash: string; seed: string | null } }).data;
}

/** One step of the draw on the console: the button, its confirmation, the step reached in the summary. */
async function step(label: string, reached: string): Promise<void> {
  await admin.getByRole('button', { name: label, exact: true }).click();
  await admin.getByRole('alertdialog', { name: label }).getByText('此操作不能撤销。').waitFor();
  await admin.getByRole('button', { name: `确认：${label}` }).click();
  await admin.getByTestId('admin-season-summary').getByText(reached, { exact: true }).waitFor();
}

/** The organisers' draw settings for the edition, in the content folder as an editor writes them. */
function writeDrawSettings(): void {
  const contentDir = site.contentDir;
  if (!contentDir) throw new Error('the site has no content folder of its own');
  mkdirSync(join(contentDir, 'season'), { recursive: true });
  writeFileSync(
    join(contentDir, 'season', `${year}.json`),
    JSON.stringify({
      year,
      draws: [
        {
          raceItem: 'half',
          places: 10,
          reservedPlaces: 0,
          drawAt: Date.now(),
          feeFen: 100,
          payWindowMs: 3 * 86_400_000,
          refundTiers: [],
        },
      ],
    }),
  );
}

/** The administrator's draw in the console: the seed made in the browser, its hash committed, closed, drawn, revealed. */
async function drawInConsole(): Promise<void> {
  admin = await browser.newPage();
  await admin.goto(site.url('/admin'));
  await signIn(admin, administrator);
  await nav().getByRole('link', { name: '抽签' }).click();
  await admin.getByRole('heading', { name: '赛季抽签' }).waitFor();
  // The console opens on the calendar year; the runners signed up for the edition the sign-up centre names.
  await chooseYear('admin-season-year');
  await admin.getByRole('heading', { name: `${year} 年半程马拉松的抽签` }).waitFor();
  await admin.getByTestId('admin-season-summary').getByText('尚未提交种子哈希', { exact: true }).waitFor();
  await admin.getByRole('button', { name: '生成并提交种子哈希' }).click();
  await admin.getByRole('alertdialog', { name: '生成并提交种子哈希' }).waitFor();
  await admin.screenshot({ path: join(SHOTS, 'season-commit-zh.png'), fullPage: true });
  await admin.getByRole('button', { name: '确认：生成并提交种子哈希' }).click();
  await admin.getByTestId('admin-season-summary').getByText('报名中', { exact: true }).waitFor();
  // Only the seed's hash left the browser until the run; the seed is kept in the tab.
  const seed = await admin.evaluate((key) => sessionStorage.getItem(key), `marathon.drawSeed.${year}.half`);
  expect(seed).toMatch(/^[0-9a-f]{64}$/);
  const committed = await publicDraw();
  expect(committed.seedHash).toBe(
    createHash('sha256')
      .update(seed ?? '')
      .digest('hex'),
  );
  expect(committed.seed).toBeNull();
  await step('截止报名', '报名已截止');
  await admin.getByTestId('admin-season-seed-kept').waitFor();
  await step('抽签', '已抽签，种子未公布');
  await step('公布种子', '已抽签，种子已公布');
  expect((await publicDraw()).seed).toBe(seed);
  // All three were in the draw, and ten places won them all.
  const summary = admin.getByTestId('admin-season-summary');
  await summary.getByRole('row', { name: '参加抽签的报名 3', exact: true }).waitFor();
  await summary.getByRole('row', { name: '中签 3', exact: true }).waitFor();
  await admin.screenshot({ path: join(SHOTS, 'season-drawn-zh.png'), fullPage: true });
}

/** A drawn runner, not yet paid, looks the entry up on the desktop site: the pay step and its deadline. */
async function lookUpUnpaid(runner: Runner): Promise<void> {
  const answer = await apiCall<{ nextStep: { kind: string; deadline: number | null } | null }>(
    endpoints.registration.path,
    { body: { year, queryType: 1, name: runner.name, idNumber: runner.idNumber } },
  );
  expect(answer.nextStep?.kind).toBe('pay');
  // The pay window the settings give (three days), give or take the journey's own minutes.
  expect(answer.nextStep?.deadline ?? 0).toBeGreaterThan(Date.now() + 2 * 86_400_000);
  const page = await openHomeAsVisitor(browser, site);
  await page.goto(site.url('/registration-search'));
  await page.getByTestId('registration-name').fill(runner.name);
  await page.getByTestId('registration-id').fill(runner.idNumber);
  await page.getByTestId('registration-submit').click();
  await page.getByTestId('registration-result').waitFor();
  expect(await page.getByTestId('registration-deadline').innerText()).toMatch(
    /^截止时间：.*\d\d:\d\d.*（北京时间）$/,
  );
  await page.screenshot({ path: join(SHOTS, 'registration-pay-by-zh.png'), fullPage: true });
  await page.close();
}

/** Each runner pays at the development cashier: the checkout's page, then its pay button's form. */
async function pay(runner: Runner): Promise<void> {
  const checkout = await apiCall<{ url: string }>(endpoints.paymentCheckout.path, {
    headers: { token: runner.token },
    body: { year, regNo: runner.regNo, provider: 'dev' },
  });
  const order = new URL(checkout.url).searchParams.get('order') ?? '';
  const paid = await fetch(site.apiUrl(endpoints.devCheckoutPay.path), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order, action: 'pay' }),
    redirect: 'manual',
  });
  expect(paid.status).toBeLessThan(400);
}

/** Bibs assigned in the console, and the start list downloaded there: it holds the three runners' bibs. */
async function bibsInConsole(): Promise<void> {
  await nav().getByRole('link', { name: '号码布与起跑名单' }).click();
  await chooseYear('admin-start-list-year-input');
  await admin.getByTestId('admin-bibs-first').fill('1001');
  await admin.getByRole('button', { name: '分配号码布' }).click();
  await admin
    .getByTestId('admin-bibs-result')
    .getByText(/^半程马拉松：本次分配 3 个号码布/)
    .waitFor();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: '下载 CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`start-list-${year}.csv`);
  const [header, ...rows] = readFileSync((await download.path()) ?? '', 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  expect(header).toBe('bib,name,gender,birth_year,age_group,nationality,race_item,corral,reg_no');
  const listed = rows.map((line) => line.split(','));
  expect(listed).toHaveLength(3);
  for (const runner of runners) {
    const row = listed.find((cells) => cells[8] === String(runner.regNo));
    expect(row?.[1]).toBe(runner.name);
    expect(row?.[6]).toBe('half');
    expect(row?.[7]).toBe('A');
  }
  expect(listed.map((cells) => cells[0]).sort()).toEqual(['1001', '1002', '1003']);
  await admin.screenshot({ path: join(SHOTS, 'season-start-list-zh.png'), fullPage: true });
}

/** A desk link issued in the console: shown once with its QR code, listed without its secret. */
async function issueDesk(name: string, count: number): Promise<string> {
  await nav().getByRole('link', { name: '领物台' }).click();
  await chooseYear('admin-desks-year-input');
  await admin.getByRole('heading', { name: `${year} 年的领物台` }).waitFor();
  await admin.getByLabel(/^领物台名称/).fill(name);
  await admin.getByRole('button', { name: '发放链接' }).click();
  await admin.getByRole('img', { name: `${name} 的领物台链接二维码` }).waitFor();
  const link = (await admin.getByTestId('admin-desks-link').innerText()).trim();
  expect(link).toMatch(new RegExp(`^${SITE_URL}/m/pickup#desk=[A-Za-z0-9_-]{43}$`));
  const desks = admin.getByRole('table', { name: `${year} 年共 ${count} 个领物台` });
  await desks.getByRole('rowheader', { name }).waitFor();
  expect(await desks.innerText()).not.toContain(link.slice(link.indexOf('#') + 1));
  return link;
}

/** The text messages to a phone in the development outbox (a phone-only account's notices come by SMS). */
function smsTexts(phone: string): string[] {
  const file = join(site.dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { channel: string; target: string; kind?: string; text?: string })
    .filter((entry) => entry.channel === 'sms' && entry.target === phone && entry.kind === 'alert')
    .map((entry) => entry.text ?? '');
}

/** The season up to bibs: the runners over HTTP and the cashier, the organisers in the console. */
async function prepareSeason(): Promise<void> {
  for (const index of [1, 2, 3]) {
    const entered = (await signUp(index)) as Runner & { year: number };
    year = entered.year;
    runners.push(entered);
  }
  writeDrawSettings();
  await drawInConsole();
  const [first, second] = runners as [Runner, Runner];
  await lookUpUnpaid(first);
  for (const runner of runners) await pay(runner);
  await bibsInConsole();
  ticket2 = (
    await apiCall<{ ticket: string }>(endpoints.eTicket.path, {
      headers: { token: second.token },
      query: `?year=${year}`,
    })
  ).ticket;
  deskLink = await issueDesk('A 台', 1);
  await admin.screenshot({ path: join(SHOTS, 'season-desks-zh.png'), fullPage: true });
}

beforeAll(async () => {
  // The desk link is `<SITE_URL>/m/pickup#desk=…`.
  site = await startTestSite({ openSignup: true, apiEnv: { SITE_URL } });
  administrator = await bootstrapAdministrator(site);
  browser = await launchBrowser();
  phone = await launchBrowser({ phone: { width: 390, height: 844 } });
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await phone?.close();
  await browser?.close();
  await site?.stop();
});

async function find(page: Page, by: 'idNumber' | 'ticket', value: string): Promise<void> {
  await page.getByLabel(by === 'idNumber' ? '按证件号码' : '按电子凭证').check();
  await page.getByTestId('pickup-find-value').fill(value);
  await page.getByTestId('pickup-find-submit').click();
}

describe('the kit pickup desk on a volunteer’s phone', () => {
  it('three runners sign up; the console draws them, the unpaid see the pay-by, they pay; the console gives bibs, the start list and a desk link', async () => {
    await prepareSeason();
    expect(runners).toHaveLength(3);
    expect(ticket2).toMatch(/^YZT1\./);
  }, 300_000);

  it('finds runner 1 by ID number, hands over once, hands runner 2’s kit to a proxy, refuses an unknown ID', async () => {
    const [first, second] = runners as [Runner, Runner];
    expect(deskLink).toMatch(/\/m\/pickup#desk=[A-Za-z0-9_-]{43}$/);
    const page = await phone.newPage();
    await page.goto(deskLink);
    await page.getByTestId('pickup-desk').waitFor();
    // The secret left the address bar at once, kept in the tab.
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('marathon.pickupDesk'))).toMatch(/^[\w-]{43}$/);

    await find(page, 'idNumber', first.idNumber);
    await page.getByTestId('pickup-runner').waitFor();
    expect(await page.getByTestId('pickup-runner-name').textContent()).toBe(first.name);
    expect(await page.getByTestId('pickup-runner-item').textContent()).toBe('半程马拉松');
    expect(await page.getByTestId('pickup-runner-status').textContent()).toBe('可以领取');
    await page.screenshot({ path: join(SHOTS, 'pickup-found-zh.png'), fullPage: true });
    await page.getByTestId('pickup-record').click();
    await page.getByTestId('pickup-recorded').waitFor();
    expect(await page.getByTestId('pickup-recorded').textContent()).toContain(first.name);

    // A second try: already picked up, at this desk, and no second hand-over offered.
    await page.getByTestId('pickup-next').click();
    await find(page, 'idNumber', first.idNumber);
    await expect
      .poll(() => page.getByTestId('pickup-runner-status').textContent())
      .toMatch(/^已于 \d\d:\d\d 在 A 台 领取$/);
    expect(await page.getByTestId('pickup-record').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'pickup-already-zh.png'), fullPage: true });

    // Runner 2's kit goes to a proxy who shows the runner's e-ticket.
    await find(page, 'ticket', ticket2);
    await expect.poll(() => page.getByTestId('pickup-runner-name').textContent()).toBe(second.name);
    await page.getByTestId('pickup-proxy').check();
    await page.getByTestId('pickup-proxy-name').fill('王芳');
    await page.getByTestId('pickup-proxy-id').fill('1234');
    await page.getByTestId('pickup-proxy-seen').check();
    await page.screenshot({ path: join(SHOTS, 'pickup-proxy-zh.png'), fullPage: true });
    await page.getByTestId('pickup-record').click();
    await page.getByTestId('pickup-recorded').waitFor();
    expect(await page.getByTestId('pickup-recorded').textContent()).toContain('王芳');

    // An ID number of no confirmed runner, in English this time.
    await page.getByTestId('pickup-next').click();
    await page.getByTestId('m-language').click();
    await page.getByLabel('By ID number').check();
    await page.getByTestId('pickup-find-value').fill('110105199001011234');
    await page.getByTestId('pickup-find-submit').click();
    await page.getByTestId('pickup-refused').waitFor();
    expect(await page.getByTestId('pickup-refused').textContent()).toContain('Runner not found');
    await page.screenshot({ path: join(SHOTS, 'pickup-refused-en.png'), fullPage: true });
    await page.getByLabel('By e-ticket').check();
    await page.getByTestId('pickup-find-value').fill(ticket2);
    await page.getByTestId('pickup-find-submit').click();
    await expect
      .poll(() => page.getByTestId('pickup-runner-status').textContent())
      .toMatch(/^Already picked up at \d\d:\d\d by desk A 台, by a proxy$/);
    await page.screenshot({ path: join(SHOTS, 'pickup-already-en.png'), fullPage: true });

    // The scanner's reader loads only on a tap (a headless browser has no camera: it says so, or asks to aim).
    await page.getByTestId('pickup-scan').click();
    await expect
      .poll(() => page.getByTestId('pickup-scanner').textContent())
      .toMatch(/The camera could not be opened|Point the camera at the QR code/);
    await page.getByRole('button', { name: 'Close the scanner' }).click();
    await page.close();
  });

  it('keeps a pickup made with the network down on the phone, and sends it once when the network is back', async () => {
    const third = runners[2] as Runner;
    // The volunteer switched to English above (the language cookie): back to Chinese for this one.
    await phone.context.addCookies([{ name: 'language', value: 'zh', url: SITE_URL }]);
    const page = await phone.newPage();
    await page.goto(deskLink);
    await page.getByTestId('pickup-desk').waitFor();
    await find(page, 'idNumber', third.idNumber);
    await page.getByTestId('pickup-record').waitFor();
    await phone.context.setOffline(true);
    await page.getByTestId('pickup-record').click();
    await page.getByTestId('pickup-queued').waitFor();
    expect(await page.getByTestId('pickup-queue').textContent()).toContain('本机有 1 条领物记录待上传');
    await page.screenshot({ path: join(SHOTS, 'pickup-queued-zh.png'), fullPage: true });
    await phone.context.setOffline(false);
    // Back online: the queue is sent by itself and empties; the API has the pickup, once.
    await page.getByTestId('pickup-queue').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('marathon.pickupQueue'))).toBe('[]');
    await page.getByTestId('pickup-next').click();
    await find(page, 'idNumber', third.idNumber);
    await expect
      .poll(() => page.getByTestId('pickup-runner-status').textContent())
      .toMatch(/^已于 \d\d:\d\d 在 A 台 领取$/);
    expect(await page.getByTestId('pickup-record').count()).toBe(0);
  });
  it('a second desk ended in the console is refused; the console’s season screens speak English', async () => {
    const link = await issueDesk('2 号台', 2);
    const desks = admin.getByRole('table', { name: `${year} 年共 2 个领物台` });
    await desks.getByRole('button', { name: '停用领物台 2 号台' }).click();
    await expect
      .poll(() => desks.getByRole('row').filter({ hasText: '2 号台' }).innerText())
      .toContain('已停用');
    const ended = await fetch(site.apiUrl('/pickup/desk/find'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pickup-desk': link.slice(link.indexOf('#desk=') + '#desk='.length),
        'accept-language': 'en',
      },
      body: JSON.stringify({ idNumber: (runners[0] as Runner).idNumber }),
    });
    expect(ended.status).toBe(401);
    await admin.screenshot({ path: join(SHOTS, 'season-desks-ended-zh.png'), fullPage: true });

    await browser.context.addCookies([{ name: 'language', value: 'en', url: site.url() }]);
    await admin.goto(site.url('/admin/season'));
    await admin.reload();
    await admin.getByRole('heading', { name: 'The season’s draw' }).waitFor();
    await chooseYear('admin-season-year');
    await admin.getByRole('heading', { name: `The ${year} draw of Half marathon` }).waitFor();
    await admin
      .getByTestId('admin-season-summary')
      .getByText('Drawn, seed revealed', { exact: true })
      .waitFor();
    await admin.screenshot({ path: join(SHOTS, 'season-drawn-en.png'), fullPage: true });
    const sections = admin.getByRole('navigation', { name: 'Console sections' });
    await sections.getByRole('link', { name: 'Pickup desks' }).click();
    await chooseYear('admin-desks-year-input');
    await admin
      .getByRole('table', { name: `2 desks for ${year}` })
      .getByText(/^Ended/)
      .waitFor();
    await admin.screenshot({ path: join(SHOTS, 'season-desks-en.png'), fullPage: true });
    await sections.getByRole('link', { name: 'Bibs and start list' }).click();
    await admin.getByRole('heading', { name: 'Bibs and the start list' }).waitFor();
    await admin.screenshot({ path: join(SHOTS, 'season-start-list-en.png'), fullPage: true });
    await browser.context.clearCookies();
    await admin.close();
  });

  it('each winner’s “won” notice reaches the runner’s phone (the development outbox)', async () => {
    // Last, so the rest of the journey runs while the sweep's minute passes. The runners logged in by phone: their accounts have no e-mail, so the notice is a text message. The sweep sends queued notices at most once a minute per process, on the back of traffic: keep asking.
    for (const runner of runners) {
      await expect
        .poll(
          async () => {
            await publicDraw();
            return smsTexts(runner.phone).find((text) => text.includes(`报名号 ${runner.regNo}`));
          },
          { timeout: 150_000, interval: 2_000 },
        )
        .toMatch(/^【扬州半程马拉松】恭喜，您已中签.*请在北京时间 .* 前支付报名费 ¥1\.00/);
    }
  }, 180_000);

  it('the console’s exports give the daily participant file and the registrations naming the three runners; the audit screen lists each export with the member’s name (zh, en)', async () => {
    // A tab of its own (the draw's tab was closed above): its own staff sign-in, in Chinese.
    const page = await browser.newPage();
    await page.goto(site.url('/admin'));
    await signIn(page, administrator);
    await page.getByRole('navigation', { name: '后台栏目' }).getByRole('link', { name: '数据导出' }).click();
    await page.getByRole('heading', { name: '数据导出', exact: true }).waitFor();
    const yearField = page.getByTestId('admin-exports-year');
    await yearField.fill(String(year));
    await yearField.press('Enter');

    /** Downloads an export's CSV from its row; answers the file's name and its rows (the BOM checked, then cut). */
    const downloadCsv = async (key: string): Promise<{ name: string; rows: string[][] }> => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(`admin-export-${key}`).getByRole('button', { name: '下载 CSV' }).click(),
      ]);
      const text = readFileSync((await download.path()) ?? '', 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const rows = text
        .slice(1)
        .split(/\r?\n/)
        .filter((line) => line !== '')
        .map((line) => line.split(','));
      return { name: download.suggestedFilename(), rows };
    };

    const participants = await downloadCsv('participants');
    expect(participants.name).toMatch(new RegExp(`^participants-${year}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const [head = [], ...starting] = participants.rows;
    const col = (name: string) => head.indexOf(name);
    expect(starting).toHaveLength(3);
    for (const runner of runners) {
      const row = starting.find((cells) => cells[col('reg_no')] === String(runner.regNo));
      expect(row?.[col('name')]).toBe(runner.name);
      expect(row?.[col('bib')]).toMatch(/^100[123]$/);
      expect(row?.[col('phone')]).toBe(runner.phone);
      expect(row?.[col('emergency_contact')]).toBe('王小明');
      expect(row?.[col('emergency_phone')]).toBe('13987654321');
      // Masked: the site keeps no full ID number; the kit was picked up at the desk above.
      expect(row?.[col('id_masked')]).toMatch(/\*/);
      expect(row?.[col('kit_picked_up_at')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    for (const runner of runners) expect(participants.rows.flat()).not.toContain(runner.idNumber);

    const registrations = await downloadCsv('registrations');
    expect(registrations.name).toBe(`registrations-${year}.csv`);
    const [regHead = [], ...entries] = registrations.rows;
    const at = (name: string) => regHead.indexOf(name);
    expect(entries.map((cells) => cells[at('name')]).sort()).toEqual(runners.map((r) => r.name).sort());
    for (const cells of entries) {
      expect(cells[at('status')]).toBe('confirmed');
      expect(cells[at('payment_state')]).toBe('paid');
      expect(cells[at('bib')]).toMatch(/^100[123]$/);
    }
    await page
      .getByTestId('admin-export-registrations')
      .getByRole('status')
      .getByText(/^已下载 registrations-/)
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'exports-zh.png'), fullPage: true });

    // The audit trail has both reads, each under the administrator's name.
    await page.getByRole('navigation', { name: '后台栏目' }).getByRole('link', { name: '操作记录' }).click();
    await page.getByLabel(/^记录类型/).fill('export');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const table = page.getByTestId('admin-audit-table');
    for (const action of ['export.participants', 'export.registrations']) {
      await table
        .getByTestId('admin-audit-row')
        .filter({ hasText: action })
        .filter({ hasText: administrator.name })
        .filter({ hasText: `export · ${year}/all/csv` })
        .waitFor();
    }
    await page.screenshot({ path: join(SHOTS, 'exports-audit-zh.png'), fullPage: true });

    // The same screens in English.
    await browser.context.addCookies([{ name: 'language', value: 'en', url: site.url() }]);
    await page.goto(site.url('/admin/exports'));
    // As on the season screen above: the console reads the language cookie when the page is loaded afresh.
    await page.reload();
    await page.getByRole('heading', { name: 'Exports', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Daily participant file (disaster recovery)' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'exports-en.png'), fullPage: true });
    await browser.context.clearCookies();
    await page.close();
  }, 120_000);
});

/*
 * Race day on the season's start list (issue "the runner's season"): no fixture runners. The timing officer (the
 * administrator here) issues a key for the edition in the console's timing screen; the test posts passings for two
 * of the three bibs the console assigned, as the timing company's system does, timed from the gun the race is
 * configured with (races.start_time: the feed refuses a read before it). A spectator on the phone site finds runner 1
 * by name, follows them and sees the 5 km split arrive; runner 1 looks their entry up (the bib) and opens their own
 * result link (the split); the console's dashboard counts the runners started, on course and finished.
 */
describe('race day on the start list the season produced', () => {
  /** The gun of the half marathon as the localhost race is configured (its item's own start). */
  const gun = (() => {
    const items = JSON.parse(String(seedRace(0).item_time_setting)) as {
      itemName: string;
      startTime: number;
    }[];
    const half = items.find((item) => item.itemName === '半程马拉松');
    if (!half) throw new Error('the configured race has no half marathon');
    return half.startTime;
  })();
  const MIN = 60_000;
  type LiveCounts = { started: number; onCourse: number; finished: number; out: number };
  let timingKey = '';
  let officer: Page;
  const bibs = new Map<number, string>();

  /** The console in its own tab (the tab of the season's blocks is closed), signed in afresh or still signed in. */
  async function openConsole(): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(site.url('/admin'));
    const form = page.locator('#sign-in');
    const greeting = page.getByRole('heading', { name: `${administrator.name}，您好` });
    await form.or(greeting).first().waitFor();
    if (await form.isVisible()) {
      await fillStaffSignIn(page, administrator, 'zh');
      await form.getByRole('button', { name: '登录', exact: true }).click();
      await greeting.waitFor();
    }
    return page;
  }

  async function postPassings(passings: { bib: string; point: string; time: number }[]) {
    const response = await fetch(site.apiUrl(endpoints.livePassings.path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timing-key': timingKey },
      body: JSON.stringify({
        year,
        passings: passings.map((passing) => ({ ...passing, time: new Date(passing.time).toISOString() })),
      }),
    });
    const body = (await response.json()) as Envelope<PassingsAnswer>;
    expect(body.code, body.msg).toBe(0);
    return body.data;
  }

  async function dashboardLive(): Promise<LiveCounts> {
    const response = await fetch(site.apiUrl(`${endpoints.staffDashboard.path}?year=${year}`), {
      headers: await administrator.headers(),
    });
    const { started, onCourse, finished, out } = ((await response.json()) as Envelope<{ live: LiveCounts }>)
      .data.live;
    return { started, onCourse, finished, out };
  }

  it('the timing officer issues a key for the edition in the console; the feed takes the start list’s bibs', async () => {
    expect(runners).toHaveLength(3);
    for (const runner of runners) {
      const record = await apiCall<{ bib: string | null }>(endpoints.registration.path, {
        body: { year, queryType: 1, name: runner.name, idNumber: runner.idNumber },
      });
      expect(record.bib).toMatch(/^100[123]$/);
      bibs.set(runner.regNo, record.bib ?? '');
    }
    officer = await openConsole();
    await officer
      .getByRole('navigation', { name: '后台栏目' })
      .getByRole('link', { name: '计时密钥' })
      .click();
    await officer.getByRole('heading', { name: '计时密钥与数据接收' }).waitFor();
    const yearField = officer.getByTestId('admin-timing-year-input');
    await yearField.fill(String(year));
    await yearField.press('Enter');
    await officer
      .getByTestId('admin-timing-no-feeds')
      .filter({ hasText: String(year) })
      .waitFor();
    await officer.getByTestId('admin-timing-provider').fill('chiptiming');
    await officer.getByRole('button', { name: '发放密钥' }).click();
    timingKey = (await officer.getByTestId('admin-timing-key').innerText()).trim();
    expect(timingKey).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);

    const [first, second, third] = runners as [Runner, Runner, Runner];
    const bibOf = (runner: Runner) => bibs.get(runner.regNo) ?? '';
    // A read before the configured gun is refused; the start list's bibs are known, a bib it lacks is not.
    const early = await postPassings([{ bib: bibOf(first), point: 'start', time: gun - 10 * MIN }]);
    expect(early.results[0]?.reason?.code).toBe('before-gun');
    const started = await postPassings([
      { bib: bibOf(first), point: 'start', time: gun + 40_000 },
      { bib: bibOf(second), point: 'start', time: gun + 75_000 },
      { bib: '9999', point: 'start', time: gun + 40_000 },
    ]);
    expect(started).toMatchObject({ accepted: 2, refused: 1 });
    expect(started.results[2]?.reason?.code).toBe('unknown-bib');
    expect(bibOf(third)).not.toBe('');
    await expect.poll(dashboardLive).toEqual({ started: 2, onCourse: 2, finished: 0, out: 0 });
  });

  it('a spectator on the phone finds runner 1 by name, follows them and sees the 5 km split arrive', async () => {
    const first = runners[0] as Runner;
    const bib = bibs.get(first.regNo) ?? '';
    await phone.context.addCookies([{ name: 'language', value: 'zh', url: SITE_URL }]);
    const mobile = await phone.newPage();
    await mobile.goto(`${SITE_URL}/m/#/score-search?year=${year}`);
    await mobile.getByTestId('m-by-name').click();
    await mobile.getByTestId('m-name').fill(first.name);
    await mobile.getByTestId('m-name-search').click();
    const hit = mobile.getByTestId('m-name-hit').filter({ hasText: bib });
    await hit.getByRole('link', { name: first.name }).click();
    await mobile.getByTestId(`live-follow-${bib}`).click({ timeout: 60_000 });
    const card = mobile.getByTestId('live-following').getByTestId(`live-runner-${bib}`);
    await card.getByTestId('live-split-start').waitFor({ timeout: 60_000 });
    await mobile
      .getByTestId('live-connection')
      .and(mobile.locator('[data-state="live"]'))
      .waitFor({ timeout: 60_000 });
    // 5 km in 25 minutes from the runner's start read: the split is pushed to the open page.
    const fiveK = await postPassings([{ bib, point: '5k', time: gun + 40_000 + 25 * MIN }]);
    expect(fiveK.accepted).toBe(1);
    const split = card.getByTestId('live-split-5k');
    await split.waitFor({ timeout: 60_000 });
    expect(await split.innerText()).toContain('25:00');
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mobile.screenshot({ path: join(SHOTS, 'raceday-phone-follow-zh.png'), fullPage: true });
    await mobile.getByTestId('m-language').click();
    await card
      .getByTestId('live-status')
      .filter({ hasText: /on course/i })
      .waitFor();
    await mobile.screenshot({ path: join(SHOTS, 'raceday-phone-follow-en.png'), fullPage: true });
    await mobile.close();
    await phone.context.addCookies([{ name: 'language', value: 'zh', url: SITE_URL }]);
  });

  it('runner 1 looks the entry up (the bib) and opens their own result link: the split is there', async () => {
    const first = runners[0] as Runner;
    const bib = bibs.get(first.regNo) ?? '';
    const page = await openHomeAsVisitor(browser, site);
    await page.goto(site.url('/registration-search'));
    await page.getByTestId('registration-name').fill(first.name);
    await page.getByTestId('registration-id').fill(first.idNumber);
    await page.getByTestId('registration-submit').click();
    await expect.poll(() => page.getByTestId('registration-bib').textContent()).toBe(bib);
    await page.goto(site.url(`/score-search?year=${year}&bib=${bib}`));
    const card = page.getByTestId('live-panel').getByTestId(`live-runner-${bib}`).first();
    await card.getByTestId('live-split-5k').waitFor({ timeout: 60_000 });
    expect(await card.getByTestId('live-status').innerText()).toBe('比赛中');
    await page.screenshot({ path: join(SHOTS, 'raceday-runner-own-zh.png'), fullPage: true });
    await page.close();
  });

  it('the console’s dashboard counts started, on course and finished as the reads come in', async () => {
    const [first, second] = runners as [Runner, Runner];
    await postPassings([
      { bib: bibs.get(second.regNo) ?? '', point: '5k', time: gun + 75_000 + 28 * MIN },
      { bib: bibs.get(first.regNo) ?? '', point: 'finish', time: gun + 40_000 + 1 * 60 * MIN + 48 * MIN },
    ]);
    await expect.poll(dashboardLive).toEqual({ started: 2, onCourse: 1, finished: 1, out: 0 });
    // The dashboard is the console's first screen.
    await officer.goto(site.url('/admin'));
    const yearField = officer.getByTestId('admin-dashboard-year-input');
    await yearField.fill(String(year));
    await yearField.press('Enter');
    await officer.getByRole('heading', { name: `${year} 年赛事概览` }).waitFor();
    const live = officer.getByTestId('admin-dashboard-live');
    await live.getByTestId('admin-dashboard-live-started').filter({ hasText: '2' }).waitFor();
    expect(await live.getByTestId('admin-dashboard-live-onCourse').innerText()).toContain('1');
    expect(await live.getByTestId('admin-dashboard-live-finished').innerText()).toContain('1');
    expect(await officer.getByTestId('admin-dashboard-feeds').innerText()).toContain('chiptiming');
    await officer.screenshot({ path: join(SHOTS, 'raceday-dashboard-zh.png'), fullPage: true });
    await browser.context.addCookies([{ name: 'language', value: 'en', url: site.url() }]);
    await officer.reload();
    await officer.getByTestId('admin-dashboard-year-input').fill(String(year));
    await officer.getByTestId('admin-dashboard-year-input').press('Enter');
    await officer.getByRole('heading', { name: `The ${year} edition at a glance` }).waitFor();
    await officer.getByTestId('admin-dashboard-live').getByText('On course').waitFor();
    await officer.screenshot({ path: join(SHOTS, 'raceday-dashboard-en.png'), fullPage: true });
    await browser.context.clearCookies();
    await officer.close();
  });
});
