import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_PLANS, generateEdition } from '../../api/src/modules/results/generator';
import { artifact } from '../support/artifacts';
import { launchBrowser, type Browser } from '../support/browser';
import { logInByPhoneCode } from '../support/login';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';
import { bootstrapAdministrator, type JourneyStaff } from '../support/staff';
import { MEMBER_CENTRE_PATH } from '@marathon/shared/url';

let site: TestSite;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-signup-e2e-'));
let staff: JourneyStaff;
/** The pages load remotes and call the API: give each check the time a slow CI machine needs. */
const POLL = { timeout: 15_000 };
/** The Chinese runner's session, kept for the member-centre journey (a second code within 60 s is refused). */
let zhSession: { token: string | null; userData: string | null } = { token: null, userData: null };

beforeAll(async () => {
  site = await startTestSite({
    openSignup: true,
    apiEnv: { DATA_DIR: dataDir, CODE_OUTBOX: '1' },
  });
  staff = await bootstrapAdministrator(site);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A fresh visitor in one language (the tests of this file share a browser profile). */
async function open(hashPath: string, language: 'zh' | 'en', inBrowser: Browser = browser): Promise<Page> {
  await inBrowser.context.clearCookies();
  await inBrowser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
  const page = await inBrowser.newPage();
  // Storage is cleared from a file of the site's origin, before the app starts: the app would restore the last
  // test's session from it at start, and keep it in memory after a clear.
  await page.goto(new URL('/favicon.svg', site.url()).href);
  await page.evaluate(() => localStorage.clear());
  await page.goto(site.url(hashPath));
  return page;
}

interface Runner {
  phone: string;
  name: string;
  idNumber: string;
  category: 'mainland' | 'foreign';
  country?: string;
}

async function fillPostForm(page: Page, runner: Runner): Promise<void> {
  await page.getByTestId('name-input').fill(runner.name);
  await page.getByTestId(`identity-category-${runner.category}`).click();
  if (runner.country) await page.getByTestId('identity-country').selectOption(runner.country);
  await page.getByTestId('identity-id-number').fill(runner.idNumber);
  await page.getByTestId('gender-option-1').click();
  await page.getByTestId('birthDate-year').selectOption('1990');
  await page.getByTestId('birthDate-month').selectOption('5');
  await page.getByTestId('birthDate-day').selectOption('20');
  await page.getByTestId('phone-input').fill(runner.phone);
  await page.getByTestId('email-input').fill(`${runner.phone}@example.com`);
  await page.getByTestId('raceItem-option-half').click();
  await page.getByTestId('residence-province').selectOption('32');
  await page.getByTestId('residence-city').selectOption('3210');
  await page.getByTestId('residence-area').selectOption('321002');
  await page.getByTestId('residence-address').fill('文昌中路 1 号');
  await page.getByTestId('shirtSize-option-M').click();
  await page.getByTestId('bloodType-input').selectOption('O');
  await page.getByTestId('emergencyName-input').fill('Han Meimei');
  await page.getByTestId('emergencyPhone-input').fill('13900001111');
  // The policy must be read to the end before it can be accepted.
  await page.getByTestId('statement-open').click();
  const accept = page.getByTestId('statement-accept');
  await page.getByTestId('statement-content').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect.poll(() => accept.isEnabled(), POLL).toBe(true);
  await accept.click();
  // Signing by typing the name: the keyboard path of the signature pad.
  await page.getByTestId('signature-type-instead').click();
  await page.getByTestId('signature-typed-name').fill(runner.name);
  await page.getByTestId('signature-use').click();
  await page.getByTestId('signature-saved').waitFor();
}

/** A PNG of the given size, drawn by the browser itself. */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w ?? 1;
      canvas.height = h ?? 1;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#5BB647';
        context.fillRect(0, 0, canvas.width, canvas.height);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

async function registrationLookup(runner: Runner, language: 'zh' | 'en'): Promise<Page> {
  const page = await open('/registration-search', language);
  await page.getByTestId('registration-name').fill(runner.name);
  await page.getByTestId('registration-id').fill(runner.idNumber);
  await page.getByTestId('registration-submit').click();
  await page.getByTestId('registration-result').waitFor();
  return page;
}

async function review(applicationId: number, decision: 'approve' | 'reject', reason?: string): Promise<void> {
  const response = await fetch(site.apiUrl('/signup-center/api/application/review'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await staff.headers()) },
    body: JSON.stringify({ applicationId, decision, ...(reason ? { reason } : {}) }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

const ZH_RUNNER: Runner = {
  phone: '13711112222',
  name: '李雷',
  idNumber: '11010519491231002X',
  category: 'mainland',
};
const EN_RUNNER: Runner = {
  phone: '13722223333',
  name: 'Anna Schmidt',
  idNumber: 'C01X00T47',
  category: 'foreign',
  country: 'DE',
};

describe('sign-up', () => {
  it('a visitor is asked to log in; a runner signs up in Chinese, the draft survives a reload, the entry shows in the lookup', async () => {
    const page = await open('/post', 'zh');
    await page.getByTestId('login-required').waitFor();
    await logInByPhoneCode(page, dataDir, ZH_RUNNER.phone);
    await page.getByTestId('signup-form').waitFor();

    // Every rule speaks Chinese: 'next' with nothing filled in marks the required fields.
    await page.getByTestId('signup-next').click();
    await expect.poll(() => page.getByTestId('field-name-error').innerText(), POLL).toBe('此项为必填项');
    await page.getByTestId('phone-input').fill('12345');
    await page.getByTestId('phone-input').blur();
    await expect
      .poll(() => page.getByTestId('field-phone-error').innerText(), POLL)
      .toBe('请输入正确的手机号');

    await fillPostForm(page, ZH_RUNNER);
    // A reload keeps every answer (the draft), including the signature.
    await page.waitForTimeout(600);
    await page.reload();
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.getByTestId('name-input').inputValue()).toBe(ZH_RUNNER.name);
    await page.getByTestId('signature-saved').waitFor();

    await page.getByTestId('signup-next').click();
    await page.getByTestId('confirm-page').waitFor();
    const answers = await page.getByTestId('confirm-answers').innerText();
    expect(answers).toContain(ZH_RUNNER.name);
    expect(answers).toContain('扬州市');
    // A double click registers once: the second click finds the button busy, a resend answers the same.
    await page.getByTestId('confirm-submit').dblclick();
    await page.getByTestId('signup-receipt').waitFor();
    const regNo = await page.getByTestId('receipt-reg-no').innerText();
    zhSession = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      userData: localStorage.getItem('userData'),
    }));
    expect(Number(regNo)).toBeGreaterThan(0);

    const lookup = await registrationLookup(ZH_RUNNER, 'zh');
    expect(await lookup.getByTestId('registration-status').innerText()).toBe('已提交，待审核');
    expect(await lookup.getByTestId('registration-item').innerText()).toBe('半程马拉松');
    await lookup.close();

    // Signing up again says so instead of registering twice.
    await page.goto(site.url('/post'));
    await page.getByTestId('already-registered').waitFor();
    expect(await page.getByTestId('already-registered').innerText()).toContain(regNo);
    await page.close();
  });

  it('a foreign runner signs up in English with a passport', async () => {
    const page = await open('/post', 'en');
    await page.getByTestId('login-required').waitFor();
    expect(await page.getByTestId('login-required').innerText()).toContain('Please log in');
    await logInByPhoneCode(page, dataDir, EN_RUNNER.phone);
    await page.getByTestId('signup-form').waitFor();
    await page.getByTestId('signup-next').click();
    await expect
      .poll(() => page.getByTestId('field-name-error').innerText(), POLL)
      .toBe('This field is required');

    await fillPostForm(page, EN_RUNNER);
    await page.getByTestId('signup-next').click();
    await page.getByTestId('confirm-page').waitFor();
    expect(await page.getByTestId('confirm-answers').innerText()).toContain('Germany');
    // The place in English, smallest first, as an English address is written.
    expect(await page.getByTestId('confirm-answers').innerText()).toContain(
      'Guangling District, Yangzhou, Jiangsu',
    );
    await page.getByTestId('confirm-submit').click();
    await page.getByTestId('signup-receipt').waitFor();
    expect(await page.getByTestId('signup-receipt').innerText()).toContain('You are registered');

    const lookup = await registrationLookup(EN_RUNNER, 'en');
    expect(await lookup.getByTestId('registration-item').innerText()).toBe('Half Marathon');
    await lookup.close();
    await page.close();
  });
});

/** A 2024 finisher of the small seed, as the generator makes them: the journey knows their ID number as they do. */
const FINISHER = (() => {
  const [plan2024] = EDITION_PLANS.small;
  if (!plan2024) throw new Error('the small seed has no 2024 plan');
  const found = generateEdition(plan2024).results.find(
    (r) => r.registration.raceItem === 'half' && r.registration.person.nationality === 'CN',
  );
  if (!found) throw new Error('the small seed has no mainland half-marathon finisher');
  const { person, bib } = found.registration;
  return { name: person.name, idNumber: person.idNumber, bib: bib ?? '' };
})();

describe('past-result verification', () => {
  const cases = [
    {
      language: 'zh',
      phone: '13744445555',
      refused: '没有与该姓名、证件号码、年份和号码布相符的成绩',
      verified: '核验通过：2024 年 半程马拉松',
    },
    {
      language: 'en',
      phone: '13744446666',
      refused: 'No result matches this name, ID number, year and bib',
      verified: 'Verified: 2024 Half Marathon',
    },
  ] as const;
  for (const { language, phone, refused, verified } of cases) {
    it(`(${language}) takes a finisher's public name and bib only with the ID number on their result`, async () => {
      const page = await open('/post', language);
      await page.getByTestId('login-required').waitFor();
      await logInByPhoneCode(page, dataDir, phone);
      await page.getByTestId('signup-form').waitFor();
      // Someone else's result: the name and bib are on the public finishers list, the ID number is the visitor's.
      await page.getByTestId('name-input').fill(FINISHER.name);
      await page.getByTestId('identity-category-mainland').click();
      await page.getByTestId('identity-id-number').fill(ZH_RUNNER.idNumber);
      await page.getByTestId('previousResult-year').fill('2024');
      await page.getByTestId('previousResult-bib').fill(FINISHER.bib);
      await page.getByTestId('previousResult-verify').click();
      await expect
        .poll(() => page.getByTestId('previousResult-verify-error').innerText(), POLL)
        .toBe(refused);
      expect(await page.getByTestId('previousResult-verified').count()).toBe(0);
      // The runner's own ID number proves it.
      await page.getByTestId('identity-id-number').fill(FINISHER.idNumber);
      await page.getByTestId('previousResult-verify').click();
      await expect
        .poll(() => page.getByTestId('previousResult-verified').innerText(), POLL)
        .toContain(verified);
      await page.close();
    });
  }
});

describe('private uploads', () => {
  for (const [language, phone] of [
    ['zh', '13744447777'],
    ['en', '13744448888'],
  ] as const) {
    it(`(${language}) a signature is shown to its runner and served to no one by its stored address`, async () => {
      const page = await open('/post', language);
      await page.getByTestId('login-required').waitFor();
      await logInByPhoneCode(page, dataDir, phone);
      await page.getByTestId('signup-form').waitFor();
      await page.getByTestId('signature-type-instead').click();
      await page.getByTestId('signature-typed-name').fill('Li Lei');
      await page.getByTestId('signature-use').click();
      const saved = page.getByTestId('signature-saved');
      // The runner sees their own file: the picture loads.
      await expect
        .poll(() => saved.evaluate((img) => (img as HTMLImageElement).naturalWidth), POLL)
        .toBeGreaterThan(0);
      const shown = new URL((await saved.getAttribute('src')) ?? '', site.url());
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const stored = `${shown.origin}${shown.pathname}`;
      expect(stored).toMatch(/\/user-center\/uploads\/[0-9a-f-]{36}\.png$/);
      // Its stored address answers nobody: not a visitor, not even with the runner's token in a header.
      const asked: Record<string, string>[] = [{}, { token: token ?? '' }];
      for (const headers of asked) {
        const bare = await fetch(stored, { headers: { ...headers, 'accept-language': language } });
        expect(bare.status).toBe(403);
        expect(((await bare.json()) as { msg: string }).msg).toBe(
          language === 'zh'
            ? '此文件不公开，请在您的账户中打开'
            : 'This file is private: open it from your account',
        );
      }
      await page.close();
    });
  }
});

/** What a stored signature holds: its size and, cell by cell of a coarse grid, whether any ink is there. */
interface InkMap {
  width: number;
  height: number;
  /** The ink's bounding box as fractions of the image, or null when it is blank. */
  box: { left: number; top: number; right: number; bottom: number } | null;
  /** Whether a pixel near (fx, fy), fractions of the image, holds ink (a few pixels around it). */
  inkAt: Array<{ fx: number; fy: number; ink: boolean }>;
}

/**
 * Where a picture has ink: the stored signature the page shows (read through the runner's signed address), or
 * the pad's own bitmap as it is on screen.
 */
async function inkOf(page: Page, of: 'saved' | 'pad', probes: Array<[number, number]> = []): Promise<InkMap> {
  const saved = page.getByTestId('signature-saved');
  if (of === 'saved')
    await expect
      .poll(() => saved.evaluate((img) => (img as HTMLImageElement).naturalWidth), POLL)
      .toBeGreaterThan(0);
  const element = of === 'saved' ? saved : page.getByTestId('signature-canvas');
  return element.evaluate(async (source, points) => {
    // Read as the page's own data (the file host answers the site's origin), so the canvas may be read back.
    const picture =
      source instanceof HTMLCanvasElement
        ? source
        : await createImageBitmap(await (await fetch((source as HTMLImageElement).src)).blob());
    const canvas = document.createElement('canvas');
    canvas.width = picture.width;
    canvas.height = picture.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(picture, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    // Ink is dark and opaque; the pad's background is transparent or white.
    const inkPixel = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return (data[i + 3] ?? 0) > 128 && (data[i] ?? 255) < 128;
    };
    let left = width;
    let right = -1;
    let top = height;
    let bottom = -1;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (inkPixel(x, y)) {
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
    const near = (fx: number, fy: number) => {
      const reach = Math.max(3, Math.round(width / 100));
      const cx = Math.round(fx * (width - 1));
      const cy = Math.round(fy * (height - 1));
      for (let y = Math.max(0, cy - reach); y <= Math.min(height - 1, cy + reach); y++)
        for (let x = Math.max(0, cx - reach); x <= Math.min(width - 1, cx + reach); x++)
          if (inkPixel(x, y)) return true;
      return false;
    };
    return {
      width,
      height,
      box:
        right < 0
          ? null
          : {
              left: left / width,
              top: top / height,
              right: (right + 1) / width,
              bottom: (bottom + 1) / height,
            },
      inkAt: points.map(([fx, fy]) => ({ fx, fy, ink: near(fx, fy) })),
    };
  }, probes);
}

/** The pad's box in CSS pixels, as the runner sees it. */
async function padBox(page: Page) {
  const box = await page.getByTestId('signature-canvas').evaluate((canvas) => {
    const rect = canvas.getBoundingClientRect();
    const style = getComputedStyle(canvas);
    const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`)) || 0;
    return {
      x: rect.left + border('left'),
      y: rect.top + border('top'),
      width: rect.width - border('left') - border('right'),
      height: rect.height - border('top') - border('bottom'),
      bitmap: { width: (canvas as HTMLCanvasElement).width, height: (canvas as HTMLCanvasElement).height },
    };
  });
  return box;
}

describe('the signature is saved as the runner drew or typed it', () => {
  for (const [language, phone, scale] of [
    ['zh', '13744449999', 1],
    ['en', '13744440000', 2],
  ] as const) {
    it(`(${language}, device pixel ratio ${scale}) a drawn frame and a typed name keep every stroke, in place`, async () => {
      // The English runner's screen has twice the pixels per CSS pixel (a retina laptop's).
      const screen = scale === 1 ? browser : await launchBrowser({ deviceScaleFactor: scale });
      const page = await open('/post', language, screen);
      expect(await page.evaluate(() => window.devicePixelRatio)).toBe(scale);
      await page.getByTestId('login-required').waitFor();
      await logInByPhoneCode(page, dataDir, phone);
      await page.getByTestId('signup-form').waitFor();
      const canvas = page.getByTestId('signature-canvas');
      await canvas.scrollIntoViewIfNeeded();
      const box = await padBox(page);
      // The pad's bitmap has a device pixel for every pixel of its box: strokes are sharp and land under the pointer.
      // (Within a pixel: the browser snaps a box's device pixels.)
      expect(Math.abs(box.bitmap.width - box.width * scale)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.bitmap.height - box.height * scale)).toBeLessThanOrEqual(1);

      // A known shape: a frame from 20 % to 80 % across and 25 % to 75 % down, in one stroke.
      const at = (fx: number, fy: number) => [box.x + fx * box.width, box.y + fy * box.height] as const;
      const start = at(0.2, 0.25);
      await page.mouse.move(...start);
      await page.mouse.down();
      for (const corner of [at(0.8, 0.25), at(0.8, 0.75), at(0.2, 0.75), start])
        await page.mouse.move(...corner, { steps: 12 });
      await page.mouse.up();
      await page
        .getByTestId('field-signature')
        .screenshot({ path: artifact(`signature-drawn-${language}.png`) });
      await page.getByTestId('signature-use').click();
      const drawn = await inkOf(page, 'saved', [
        // On the frame: each side's middle and each corner.
        [0.5, 0.25],
        [0.8, 0.5],
        [0.5, 0.75],
        [0.2, 0.5],
        [0.2, 0.25],
        [0.8, 0.25],
        [0.8, 0.75],
        [0.2, 0.75],
        // Off it: the middle, and the pad's own corners.
        [0.5, 0.5],
        [0.05, 0.1],
        [0.95, 0.9],
      ]);
      // What is stored has the pad's shape, so nothing of it is cut or stretched.
      expect(drawn.width / drawn.height).toBeCloseTo(box.width / box.height, 1);
      expect(drawn.inkAt.map((probe) => probe.ink)).toEqual([
        true,
        true,
        true,
        true,
        true,
        true,
        true,
        true,
        false,
        false,
        false,
      ]);
      expect(drawn.box?.left).toBeCloseTo(0.2, 1);
      expect(drawn.box?.right).toBeCloseTo(0.8, 1);
      expect(drawn.box?.top).toBeCloseTo(0.25, 1);
      expect(drawn.box?.bottom).toBeCloseTo(0.75, 1);

      // Typed: the whole name, centred on the pad, none of it past an edge.
      await page.getByTestId('signature-sign-again').click();
      await page.getByTestId('signature-type-instead').click();
      await page.getByTestId('signature-typed-name').fill('Anna Schmidt');
      await page
        .getByTestId('field-signature')
        .screenshot({ path: artifact(`signature-typed-${language}.png`) });
      const shown = await inkOf(page, 'pad');
      await page.getByTestId('signature-use').click();
      const typed = await inkOf(page, 'saved');
      await page
        .getByTestId('field-signature')
        .screenshot({ path: artifact(`signature-saved-${language}.png`) });
      const ink = typed.box;
      expect(ink).not.toBeNull();
      if (!ink) return;
      expect(ink.left).toBeGreaterThan(0.02);
      expect(ink.right).toBeLessThan(0.98);
      expect(Math.abs(ink.left - (1 - ink.right))).toBeLessThan(0.05);
      expect(Math.abs(ink.top - (1 - ink.bottom))).toBeLessThan(0.15);
      // A signature fills most of the pad's width; what is stored is what the pad showed (same face, same place).
      expect(ink.right - ink.left).toBeGreaterThan(0.4);
      for (const side of ['left', 'right', 'top', 'bottom'] as const)
        expect(Math.abs(ink[side] - (shown.box?.[side] ?? -1))).toBeLessThan(0.03);
      await page.close();
      if (screen !== browser) await screen.close();
    });
  }
});

describe('entry qualification application', () => {
  it('goes through rejection with a reason, new documents, and approval, which opens direct entry', async () => {
    const page = await open('/direct', 'zh');
    // The sign-up page has replaced the home page's frame (its header included) before the header is used.
    await page.getByTestId('login-required').waitFor({ timeout: 90_000 });
    await logInByPhoneCode(page, dataDir, '13733334444');
    await page.getByTestId('needs-approval').waitFor();
    await page.getByTestId('to-application').click();
    await page.getByTestId('upload-page').waitFor();
    await page.getByTestId('application-create').click();
    await expect.poll(() => page.getByTestId('application-status').innerText(), POLL).toBe('待提交');

    const file = join(dataDir, 'certificate.pdf');
    writeFileSync(file, '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const results = join(dataDir, 'results.xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['赛事', '年份', '成绩'],
        ['南京马拉松', 2025, '1:38:12'],
      ]),
      '成绩',
    );
    writeFileSync(results, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const upload = async (path: string) => {
      await page.getByTestId('application-upload-add').click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('application-upload-confirm').click();
      const count = await page.getByTestId('application-upload-item').count();
      await (await chooser).setFiles(path);
      await expect.poll(() => page.getByTestId('application-upload-item').count(), POLL).toBe(count + 1);
    };
    await upload(file);
    // A spreadsheet of results opens in the office preview, drawn in the page (no download needed).
    await upload(results);
    await page.getByTestId('application-upload-item').nth(1).getByRole('button').first().click();
    await page.getByTestId('office-preview').waitFor();
    await expect.poll(() => page.getByTestId('preview-sheet').innerText(), POLL).toContain('1:38:12');
    await page.keyboard.press('Escape');
    await page.getByTestId('application-submit').click();
    await expect.poll(() => page.getByTestId('application-status').innerText(), POLL).toBe('已提交，待审核');
    const applicationId = Number(await page.getByTestId('application').getAttribute('data-id'));

    await review(applicationId, 'reject', '证书不清晰');
    await page.reload();
    await expect.poll(() => page.getByTestId('application-status').innerText(), POLL).toBe('审核未通过');
    expect(await page.getByTestId('application-reason').innerText()).toContain('证书不清晰');
    await upload(file);
    await page.getByTestId('application-submit').click();
    await expect.poll(() => page.getByTestId('application-status').innerText(), POLL).toBe('已提交，待审核');

    // The member centre's list uses the short label.
    const centre = await browser.newPage();
    await centre.goto(`http://localhost:${TEST_PORTS.shell}/${MEMBER_CENTRE_PATH}`);
    await expect.poll(() => centre.getByTestId('member-application-status').innerText(), POLL).toBe('已提交');
    await centre.close();

    await review(applicationId, 'approve');
    await page.reload();
    await expect.poll(() => page.getByTestId('application-status').innerText(), POLL).toBe('审核通过');
    await page.getByTestId('application-to-direct').click();
    await page.getByTestId('signup-form').waitFor();

    // The ID photo must be exactly 413×579: another size is refused with both sizes named.
    const photo = page.getByTestId('photo-upload-input');
    await photo.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await pngOf(page, 100, 120),
    });
    await page.getByText('图片尺寸不符合标准，要求宽413px、高579px，当前宽100px、高120px').waitFor();
    expect(await page.getByTestId('photo-upload-item').count()).toBe(0);
    await photo.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await pngOf(page, 413, 579),
    });
    await page.getByTestId('photo-upload-item').waitFor();
    // Removing it asks first.
    await page.getByTestId('photo-upload-remove').click();
    await page.getByTestId('photo-upload-confirm').click();
    await expect.poll(() => page.getByTestId('photo-upload-item').count(), POLL).toBe(0);
    await page.close();
  });
});

describe('member centre', () => {
  it("opens from the header's personal centre and takes a race-kit mailing request", async () => {
    const page = await open('/home', 'zh');
    expect(zhSession.token).toBeTruthy();
    await page.evaluate((session) => {
      localStorage.setItem('token', session.token ?? '');
      localStorage.setItem('userData', session.userData ?? '{}');
    }, zhSession);
    await page.reload();
    const popup = page.waitForEvent('popup');
    await page.getByTestId('login-entry').click();
    const centre = await popup;
    await centre.getByTestId('member-centre').waitFor();
    await centre.getByTestId('member-registration').waitFor();
    expect(await centre.getByTestId('member-registrations').innerText()).toContain(ZH_RUNNER.name);
    expect(await centre.getByTestId('mailing-rules').innerText()).toContain('邮费由收件人到付');

    await centre.getByTestId('mailing-open').click();
    await centre.getByTestId('mailing-submit').click();
    await centre.getByTestId('field-phone-error').waitFor();
    await centre.getByTestId('phone-input').fill('13855556666');
    await centre.getByTestId('region-province').selectOption('32');
    await centre.getByTestId('region-city').selectOption('3210');
    await centre.getByTestId('region-area').selectOption('321002');
    await centre.getByTestId('region-address').fill('汶河南路 99 号');
    await centre.getByTestId('mailing-submit').click();
    expect(await centre.getByTestId('mailing-accept-error').innerText()).toBe('请勾选同意以上两项');
    await centre.getByTestId('mailing-accept-postage').click();
    await centre.getByTestId('mailing-accept-substitution').click();
    await centre.getByTestId('mailing-submit').click();
    await expect.poll(() => centre.getByTestId('mailing-status').innerText(), POLL).toBe('已受理');
    expect(await centre.getByTestId('mailing-summary').innerText()).toContain('138****6666');

    // It is stored: a reload shows it again.
    await centre.reload();
    await expect.poll(() => centre.getByTestId('mailing-status').innerText(), POLL).toBe('已受理');
    await centre.close();
    await page.close();
  });
});

describe('one answer for each fact', () => {
  for (const [language, closed, funRun, otherName] of [
    ['zh', '报名已截止', '欢乐跑', '健康跑'],
    ['en', 'registration has ended', 'Fun Run', 'Health Run'],
  ] as const) {
    it(`(${language}) the apply-now card and the footer take entries while the form does, and lead to it`, async () => {
      // This site's forms have a window of their own around today (the README's advice): /post takes entries.
      const page = await open('/home', language);
      const card = page.getByTestId('search-entry-1');
      await card.waitFor();
      await page.getByTestId('site-footer').waitFor();
      await expect.poll(() => page.getByTestId('footer-link').allInnerTexts(), POLL).not.toHaveLength(0);
      expect(await page.getByTestId('footer-link-closed').count()).toBe(0);
      expect(await page.locator('[data-testid="footer-link"][href="/#/post"]').count()).toBe(1);
      expect((await card.innerText()).toLowerCase()).not.toContain(closed);
      await page.screenshot({ path: artifact(`apply-now-open-${language}.png`) });
      // The card opens the site's own form, not another address.
      await card.click();
      await page.getByTestId('login-required').waitFor();
      expect(new URL(page.url()).hash).toBe('#/post');
      // The races have one name everywhere: the route page says what the forms and the results say.
      await page.goto(site.url('/race-information/race-route'));
      await page.getByTestId('document').waitFor();
      const route = await page.getByTestId('document').innerText();
      expect(route).not.toContain(otherName);
      if (language === 'zh') expect(route).toContain(funRun);
      await page.close();
    });

    it(`(${language}) the first paint says what the page then says: the apply-now card's window and state`, async () => {
      await browser.context.clearCookies();
      await browser.context.addCookies([{ name: 'language', value: language, url: site.url() }]);
      const page = await browser.newPage();
      // No script of the app arrives: what stays on screen is the HTML the shell's server painted, as a visitor on a
      // slow connection sees it for seconds.
      await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
      const paintedCard = page.locator('#first-paint .search-entry').first();
      // The server paints the remotes' views off the page's path: a page asked for before they are ready goes out
      // without them (the frame only), the next ones with them.
      await expect
        .poll(async () => {
          await page.goto(site.url('/home'));
          return paintedCard.count();
        }, POLL)
        .toBe(1);
      const painted = await paintedCard.innerText();
      await page.screenshot({ path: artifact(`first-paint-apply-now-${language}.png`) });
      await page.unrouteAll();
      await page.reload();
      const card = page.getByTestId('search-entry-1');
      await card.waitFor();
      await expect.poll(() => page.locator('#first-paint').count(), POLL).toBe(0);
      expect(await card.innerText()).toBe(painted);
      expect(painted.toLowerCase()).not.toContain(closed);
      await page.close();
    });

    it(`(${language}) a year without published results says so, without an empty list under it`, async () => {
      const page = await open('/score-search?year=2025', language);
      await page.getByTestId('lookup-empty-year').waitFor();
      expect(await page.getByTestId('lookup-empty-year').innerText()).toContain('2025');
      expect(await page.getByTestId('results-board').count()).toBe(0);
      await page.screenshot({ path: artifact(`score-2025-${language}.png`) });
      await page.close();
    });
  }
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The phone's width: an iPhone 12–15's 390 × 844 CSS pixels. */
const PHONE = { width: 390, height: 844 };

/**
 * The page is laid out at the phone's width: its viewport is the phone's (a page built 1200 px wide would make the
 * browser lay it out at 1200 and shrink it), and nothing runs past the right edge (a phone would then zoom out).
 */
async function expectPhoneWidth(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    window: window.innerWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths, what).toEqual({ window: PHONE.width, page: PHONE.width });
}

const PHONE_RUNNERS: Record<'zh' | 'en', Runner> = {
  zh: { phone: '13755550001', name: '王芳', idNumber: '321002199005200319', category: 'mainland' },
  en: {
    phone: '13755550002',
    name: 'Lena Vogel',
    idNumber: 'C01X00T48',
    category: 'foreign',
    country: 'DE',
  },
};

describe('a runner on a phone', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`(${language}) at 390 px: opens a sign-up link on the member site's page, logs in, signs up and finds the entry in the member centre`, async () => {
      const runner = PHONE_RUNNERS[language];
      // The site's page sends phones to the phone site, which has no sign-up (it answered 'page not found').
      const phoneBrowser = await launchBrowser({ userAgent: IPHONE, deviceScaleFactor: 3, phone: PHONE });
      try {
        const page = await open('/post', language, phoneBrowser);
        await page.waitForURL(/\/reg\/#\/post$/, { timeout: 60_000 });
        await page.getByTestId('login-required').waitFor({ timeout: 60_000 });
        await expectPhoneWidth(page, 'the login prompt');
        await page.screenshot({ path: artifact(`phone-login-required-${language}.png`) });
        await logInByPhoneCode(page, dataDir, runner.phone, async () => {
          // Once the drawer has slid in: the login forms take the phone's width (the app's QR code is left out).
          await page
            .getByTestId('login-drawer')
            .evaluate((drawer) =>
              Promise.all(drawer.getAnimations({ subtree: true }).map((a) => a.finished)),
            );
          const view = await page.getByTestId('login-view').boundingBox();
          expect(view?.x, 'the login view').toBeGreaterThanOrEqual(0);
          expect(view?.y, 'the login view').toBeGreaterThanOrEqual(0);
          expect(view?.width, 'the login view').toBeGreaterThanOrEqual(PHONE.width - 64);
          expect((view?.x ?? 0) + (view?.width ?? 0), 'the login view').toBeLessThanOrEqual(PHONE.width);
          await page.screenshot({ path: artifact(`phone-login-${language}.png`) });
        });
        await page.getByTestId('signup-form').waitFor();
        await expectPhoneWidth(page, 'the empty form');
        await page.screenshot({ path: artifact(`phone-signup-${language}.png`), fullPage: true });
        await fillPostForm(page, runner);
        await expectPhoneWidth(page, 'the filled form, the signature saved');
        await page.screenshot({ path: artifact(`phone-signup-filled-${language}.png`), fullPage: true });
        await page.getByTestId('signup-next').click();
        await page.getByTestId('confirm-page').waitFor();
        expect(await page.getByTestId('confirm-answers').innerText()).toContain(runner.name);
        await expectPhoneWidth(page, 'the review of the answers');
        await page.screenshot({ path: artifact(`phone-signup-review-${language}.png`), fullPage: true });
        await page.getByTestId('confirm-submit').click();
        await page.getByTestId('signup-receipt').waitFor({ timeout: 60_000 });
        expect(Number(await page.getByTestId('receipt-reg-no').innerText())).toBeGreaterThan(0);
        await expectPhoneWidth(page, 'the receipt');

        // The member centre, from the receipt: the entry just made, at the phone's width.
        await page.getByTestId('receipt-member-centre').click();
        await page.getByTestId('member-centre').waitFor();
        await page.getByTestId('member-registration').first().waitFor({ timeout: 60_000 });
        const entry = page.getByTestId('member-registration').first();
        expect(await entry.innerText()).toContain(language === 'zh' ? '半程马拉松' : 'Half Marathon');
        // Its state and what the runner does next, in the page's language.
        expect(await entry.innerText()).toContain(language === 'zh' ? '已提交' : 'Submitted');
        expect(await entry.getByTestId('member-next-step').innerText()).toBe(
          language === 'zh'
            ? '下一步：等待组委会审核，审核结果会显示在这里和报名查询中。'
            : 'Next step: The organisers review your entry; the outcome shows here and in the registration lookup.',
        );
        await expectPhoneWidth(page, 'the member centre');
        await page.screenshot({ path: artifact(`phone-member-centre-${language}.png`), fullPage: true });

        // Direct entry, as a shared link names it, lands on the same page; the session holds.
        await page.goto(site.url('/direct'));
        await page.waitForURL(/\/reg\/#\/direct$/, { timeout: 60_000 });
        await expect
          .poll(() => page.getByTestId('login-entry').getAttribute('data-state'), POLL)
          .toBe('member');
        await page.close();
      } finally {
        await phoneBrowser.close();
      }
    });
  }

  it('keeps the site’s own page 1200 px wide on a phone that chose the desktop site', async () => {
    const phoneBrowser = await launchBrowser({ userAgent: IPHONE, deviceScaleFactor: 3, phone: PHONE });
    try {
      const page = await phoneBrowser.newPage();
      await page.goto(`http://localhost:${TEST_PORTS.shell}/?desktop=1#/home`);
      await page.getByTestId('home-page').waitFor({ timeout: 60_000 });
      // Only the member site's page is laid out at the device's width: the site's keeps its desktop frame.
      expect(await page.evaluate(() => window.innerWidth)).toBe(1200);
      await page.close();
    } finally {
      await phoneBrowser.close();
    }
  });
});

describe('places in both languages', () => {
  it('lists provinces, cities and districts in the form’s language, and finds them by either name', async () => {
    const page = await open('/i18NDemos', 'en');
    await page.getByTestId('field-demos').waitFor();
    const zh = page.getByTestId('demo-zh');
    const en = page.getByTestId('demo-en');
    const optionsOf = (side: typeof zh, part: string) =>
      side.getByTestId(`region-${part}`).locator('option').allInnerTexts();
    await expect.poll(() => optionsOf(en, 'province'), POLL).toContain('Jiangsu');
    expect(await optionsOf(en, 'province')).not.toContain('江苏省');
    expect(await optionsOf(zh, 'province')).toContain('江苏省');
    // English: typed in pinyin or in Chinese, one pick sets province, city and district.
    await en.getByTestId('region-search').fill('hanjiang');
    expect(await optionsOf(en, 'matches')).toContain('Hanjiang District, Yangzhou, Jiangsu');
    await en.getByTestId('region-search').fill('邗江');
    await en.getByTestId('region-matches').selectOption('321003');
    expect(await en.getByTestId('region-city').locator('option:checked').innerText()).toBe('Yangzhou');
    expect(await en.getByTestId('region-area').locator('option:checked').innerText()).toBe(
      'Hanjiang District',
    );
    await zh.getByTestId('region-search').fill('yangzhou');
    expect(await optionsOf(zh, 'matches')).toContain('江苏省 扬州市 邗江区');
    await en.getByTestId('field-region').screenshot({ path: artifact('regions-en.png') });
    await zh.getByTestId('field-region').screenshot({ path: artifact('regions-zh.png') });
    await page.close();
  });
});

describe('/i18NDemos', () => {
  it('shows every field type in Chinese and English side by side', async () => {
    const page = await open('/i18NDemos', 'zh');
    await page.getByTestId('field-demos').waitFor();
    const zh = page.getByTestId('demo-zh');
    const en = page.getByTestId('demo-en');
    await zh.getByTestId('field-signature').waitFor();
    const types = await zh
      .locator('[data-field-type]')
      .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-field-type')))].sort());
    expect(types).toHaveLength(20);
    expect(await zh.getByTestId('field-gender').innerText()).toContain('男');
    expect(await en.getByTestId('field-gender').innerText()).toContain('Male');
    await en.getByTestId('demo-en-check').click();
    await expect
      .poll(() => en.getByTestId('field-input-error').innerText(), POLL)
      .toBe('This field is required');
    await zh.getByTestId('demo-zh-check').click();
    await expect.poll(() => zh.getByTestId('field-input-error').innerText(), POLL).toBe('此项为必填项');
    // A click that blurs a wrong field is not lost: the error's line is kept, so nothing moves under the pointer
    // between press and release, and the first click on the policy button opens its dialog.
    await en.getByTestId('field-email').locator('input').first().fill('not-an-email');
    await en.getByTestId('policy-open').click();
    await page.getByTestId('policy-dialog').waitFor();
    expect(await en.getByTestId('field-email-error').innerText()).not.toBe('');
    await page.keyboard.press('Escape');
    await page.getByTestId('policy-dialog').waitFor({ state: 'hidden' });
    // A double quote in a text is refused in words that say so (not 'not only spaces').
    await en.getByTestId('field-input').locator('input').first().fill('Li "Lei"');
    await zh.getByTestId('field-input').locator('input').first().fill('李"雷"');
    await en.getByTestId('demo-en-check').click();
    await zh.getByTestId('demo-zh-check').click();
    await expect
      .poll(() => en.getByTestId('field-input-error').innerText(), POLL)
      .toBe('Double quotes (") are not allowed');
    await expect.poll(() => zh.getByTestId('field-input-error').innerText(), POLL).toBe('不能含双引号（"）');
    // The required-text rule where a field asks for it: no space anywhere.
    await en.getByTestId('field-code').locator('input').first().fill('AB 12');
    await en.getByTestId('demo-en-check').click();
    await expect
      .poll(() => en.getByTestId('field-code-error').innerText(), POLL)
      .toBe('No spaces or double quotes');
    await page.close();
  });
});
