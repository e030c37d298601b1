import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser';
import { logInByPhoneCode } from '../support/login';
import { startTestSite, type TestSite } from '../support/site';

let site: TestSite;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-upload-many-e2e-'));
const POLL = { timeout: 20_000 };

beforeAll(async () => {
  site = await startTestSite({ openSignup: true, apiEnv: { DATA_DIR: dataDir, CODE_OUTBOX: '1' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

function pdf(name: string): string {
  const path = join(dataDir, name);
  writeFileSync(path, `%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
  return path;
}

describe('several files chosen at once on /upload', () => {
  it('uploads and keeps all four in order; the sixth of five is refused and the first five kept', async () => {
    const page = await browser.newPage();
    await page.goto(site.url('/home'));
    await page.getByTestId('home-page').waitFor();
    await logInByPhoneCode(page, dataDir, '13755556666');
    await page.goto(site.url('/upload'));
    await page.getByTestId('upload-page').waitFor();
    await page.getByTestId('application-create').click();
    const items = page.getByTestId('application-upload-item');
    const choose = async (names: string[]) => {
      await page.getByTestId('application-upload-add').click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('application-upload-confirm').click();
      await (await chooser).setFiles(names.map(pdf));
    };

    await choose(['a-first.pdf', 'b-second.pdf', 'c-third.pdf', 'd-fourth.pdf']);
    await expect
      .poll(() => items.allInnerTexts(), POLL)
      .toEqual(['a-first.pdf', 'b-second.pdf', 'c-third.pdf', 'd-fourth.pdf']);
    await expect.poll(() => page.getByTestId('application-upload-uploading').count(), POLL).toBe(0);
    // The application on the server holds all four too.
    await page.reload();
    await expect.poll(() => items.count(), POLL).toBe(4);

    await choose(['e-fifth.pdf', 'f-sixth.pdf']);
    await page.getByText('文件超出5个限制').first().waitFor();
    await expect.poll(() => items.count(), POLL).toBe(5);
    expect(await items.allInnerTexts()).toEqual([
      'a-first.pdf',
      'b-second.pdf',
      'c-third.pdf',
      'd-fourth.pdf',
      'e-fifth.pdf',
    ]);
    expect(await page.getByTestId('application-upload-add').count()).toBe(0);
    await page.reload();
    await expect.poll(() => items.count(), POLL).toBe(5);
    await page.close();
  });
});
