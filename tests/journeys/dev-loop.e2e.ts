import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_VERSION } from '@marathon/shared/contracts';
import { startDevLoop, type DevLoop } from '@marathon/tools/dev/dev-loop';
import { copyContentRemote, median, timeSaves } from '@marathon/tools/dev/save-to-screen';
import { shiftPorts } from '@marathon/shell/server/ports';
import { launchBrowser, type Browser } from '../support/browser';
import { TEST_PORTS } from '../support/site';

/*
 * `npm run dev`: a saved change to a remote's component shows in the open page without a manual build. The loop
 * builds a copy of remote-content (the tracked source is never touched) and the journey times a few saves:
 * save → rebuild → reload → the new markup on screen (`npm run bench -- dev-loop` prints the same figure).
 */
const PORTS = shiftPorts(TEST_PORTS, 400);
const SAVES = 3;
const copy = copyContentRemote();
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-dev-loop-e2e-'));
let loop: DevLoop | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  loop = await startDevLoop({
    ports: PORTS,
    quiet: true,
    remoteDirs: { content: copy.dir },
    apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'error', RACE_DATA_SEED: 'none' },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await loop?.stop();
  copy.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the dev loop', () => {
  it('shows a saved change to a remote component in the open page, and answers the manifest and inbox', async () => {
    if (!browser) throw new Error('no browser');
    const page = await browser.newPage();
    const manifest = (await (
      await page.request.get(`http://localhost:${PORTS.shell}/runtime-config.json`)
    ).json()) as { environment: string; remotes: { content: string } };
    expect(manifest.environment).toBe('development');
    expect(manifest.remotes.content).toBe(`http://localhost:${PORTS.content}/remoteEntry.js`);
    const entry = await page.request.get(manifest.remotes.content);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const inbox = await page.request.get(`http://localhost:${PORTS.shell}/dev/inbox?lang=en`);
    expect(inbox.status()).toBe(200);

    await page.goto(`http://localhost:${PORTS.shell}/`);
    await page.getByTestId('home-page').waitFor({ timeout: 120_000 });

    const times = await timeSaves(page, copy, SAVES);
    console.log(
      `dev loop: save → visible in the browser, ${SAVES} saves: ${times.join(', ')} ms (median ${median(times)} ms)`,
    );
  });
});

/*
 * A shell and a remote that cannot pair: the search remote's entry is served as if built against the next major
 * version of @marathon/shared. Its area on the home page refuses it, naming both versions, in either language.
 */
describe('a remote built against another @marathon/shared', () => {
  it.each([
    ['zh', '版本不匹配'],
    ['en', 'Version mismatch'],
  ])('is refused in its boundary, naming both versions (%s)', async (language, words) => {
    if (!browser) throw new Error('no browser');
    const next = `${Number(SHARED_VERSION.split('.')[0]) + 1}.0.0`;
    const page = await browser.newPage();
    await browser.context.addCookies([
      { name: 'language', value: language, url: `http://localhost:${PORTS.shell}/` },
    ]);
    await page.route(`http://localhost:${PORTS.search}/remoteEntry.js*`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const declared = `{"@marathon/shared":"${SHARED_VERSION}"}`;
      expect(body).toContain(declared);
      await route.fulfill({ response, body: body.replace(declared, `{"@marathon/shared":"${next}"}`) });
    });
    await page.goto(`http://localhost:${PORTS.shell}/`);
    const message = page.getByTestId('remote-version-search');
    await message.waitFor({ timeout: 120_000 });
    const text = await message.innerText();
    expect(text).toContain(words);
    expect(text).toContain(next);
    expect(text).toContain(SHARED_VERSION);
    // The rest of the page still works: the content remote, built against this version, is on screen.
    await page.getByTestId('home-page').waitFor();
    await page.close();
  });
});
