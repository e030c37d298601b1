import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@marathon/shared/api';
import { launchBrowser, type Browser } from '../support/browser';
import { logInByPhoneCode } from '../support/login';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';
import { bootstrapAdministrator, type JourneyStaff } from '../support/staff';
import { openHomeAsVisitor } from '../support/visitor';

/*
 * Race weekend’s kit pickup desk, on a volunteer’s phone. Three runners enter as the season has them: they log in,
 * sign up, are drawn, pay through the development cashier and get bibs; an administrator issues a desk link over
 * the staff API. The volunteer opens the link (the secret leaves the address bar), finds runner 1 by ID number and
 * hands the kit over; a second try says it was already picked up; runner 2's kit goes to a proxy who brings the
 * runner's e-ticket; an unknown ID number is refused; runner 3's pickup, made with the network down, waits on the
 * phone and is sent once the network is back. Both languages.
 */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'pickup-desk-shots');
const SITE_URL = `http://localhost:${TEST_PORTS.shell}`;
const SEED = `pickup-journey-seed-${randomUUID()}`;
const WEB = { terminalType: '3', osId: '1002' };

let site: TestSite;
let browser: Browser;
let phone: Browser;
let administrator: JourneyStaff;

interface Runner {
  phone: string;
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
        email: `runner${index}@example.com`,
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

/** The season up to bibs, as organisers and runners go through it over HTTP. */
async function prepareSeason(): Promise<void> {
  for (const index of [1, 2, 3]) {
    const entered = (await signUp(index)) as Runner & { year: number };
    year = entered.year;
    runners.push(entered);
  }
  // The organisers' draw settings for the edition, in the content folder as an editor writes them.
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
  const staff = await administrator.headers();
  const key = { year, raceItem: 'half' };
  await apiCall(endpoints.drawCommitSeed.path, {
    headers: staff,
    body: { ...key, seedHash: createHash('sha256').update(SEED, 'utf8').digest('hex') },
  });
  await apiCall(endpoints.drawCloseEntries.path, { headers: staff, body: key });
  await apiCall(endpoints.drawRun.path, { headers: staff, body: { ...key, seed: SEED } });
  // Each runner pays at the development cashier: the checkout's page, then its pay button's form.
  for (const runner of runners) {
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
  await apiCall(endpoints.seasonBibsAssign.path, {
    headers: staff,
    body: { year, raceItem: 'half', firstBib: 1001, corrals: [{ name: 'A', size: 100 }] },
  });
  const second = runners[1];
  if (!second) throw new Error('no second runner');
  ticket2 = (
    await apiCall<{ ticket: string }>(endpoints.eTicket.path, {
      headers: { token: second.token },
      query: `?year=${year}`,
    })
  ).ticket;
  deskLink = (
    await apiCall<{ link: string }>(endpoints.pickupDeskIssue.path, {
      headers: staff,
      body: { year, deskName: 'A 台', hours: 12 },
    })
  ).link;
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
  it('three runners sign up, are drawn, pay at the development cashier and get bibs; a desk link is issued', async () => {
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
});
