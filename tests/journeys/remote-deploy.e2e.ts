import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRemote } from '@marathon/tools/dev/remote-builder';
import { copyContentRemote, type RemoteCopy } from '@marathon/tools/dev/save-to-screen';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';
import { firstPaintReady } from '../support/site-content';

/*
 * The content team deploys alone: it changes a document's markup and style, builds only remote-content and
 * publishes the build while the site runs. A page opened before the deploy keeps working on its next route (the
 * previous build's chunks are still served), and the next page view's first paint, from the shell's server that
 * was never restarted, shows the change exactly as the remote's mounted view then draws it.
 */
const RULES = '/race-information/race-rules';
const KICKER = '扬州马拉松组委会发布';

let site: TestSite;
let browser: Browser;
let copy: RemoteCopy;

beforeAll(async () => {
  site = await startTestSite();
  browser = await launchBrowser();
  copy = copyContentRemote();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  copy?.remove();
});

/** The content team's change: a line above each document's title, and the title and that line restyled. */
function changeTheDocument(dir: string): void {
  const view = join(dir, 'src/document/DocumentView.tsx');
  const source = readFileSync(view, 'utf8');
  const changed = source.replace(
    '<h1 className="ui-heading document__title"',
    `<p className="document__kicker">${KICKER}</p>\n      <h1 className="ui-heading document__title"`,
  );
  expect(changed).not.toBe(source);
  writeFileSync(view, changed);
  const css = join(dir, 'src/document/document.css');
  writeFileSync(
    css,
    `${readFileSync(css, 'utf8')}\n.document__kicker { text-align: center; letter-spacing: 4px; color: rgb(180, 30, 30); }\n` +
      `.document__title { color: rgb(20, 60, 160); }\n`,
  );
}

/** What a reader sees of a document: its text, where its title sits, and the changed style. */
async function documentAsSeen(page: Page, root: string) {
  const article = page.locator(`${root} article.document`);
  await article.waitFor({ timeout: 60_000 });
  const colour = (selector: string) =>
    article.locator(selector).evaluate((element) => getComputedStyle(element).color);
  return {
    text: await article.innerText(),
    title: await article.locator('h1').boundingBox(),
    titleColour: await colour('h1'),
    kickerColour:
      (await article.locator('.document__kicker').count()) > 0 ? await colour('.document__kicker') : null,
  };
}

describe('a content deploy while the site runs', () => {
  it('keeps an open page working, and shows in the next first paint as the remote draws it, without a restart', async () => {
    const shellProcess = site.shell.pid;
    const before = new Set(readdirSync(site.remoteFolder('content')));
    // A visitor has the home page open from before the deploy.
    const open = await browser.newPage();
    await open.goto(site.url());
    await open.getByTestId('home-page').waitFor();

    changeTheDocument(copy.dir);
    const build = await buildRemote(copy.dir);
    // The new build names other chunks: a deploy that replaced the folder would have deleted the old ones.
    const gone = [...before].filter((file) => file.endsWith('.js') && !readdirSync(build).includes(file));
    expect(gone.length).toBeGreaterThan(0);
    site.publishRemote('content', build);
    for (const file of gone) expect(readdirSync(site.remoteFolder('content'))).toContain(file);

    // The open page moves to the rules: its remote entry is the previous build's, whose chunks are still there.
    await open.getByTestId('main-menu').getByRole('link', { name: '赛事信息' }).click();
    await open.getByTestId('document').waitFor({ timeout: 60_000 });
    expect(await open.getByText('该区域暂时无法加载').count()).toBe(0);
    expect(await open.locator('.document__kicker').count()).toBe(0);
    await open.close();

    // The shell's server finds the new first paint on its own (the manifest is revalidated with each page built).
    await expect
      .poll(
        () =>
          fetch(site.url())
            .then((response) => response.text())
            .then((html) => html.includes(KICKER)),
        { timeout: 90_000 },
      )
      .toBe(true);
    await firstPaintReady(site);
    const bare = await browser.newPage();
    await bare.route('**/assets/*.js', (route) => route.abort());
    await bare.route(`http://localhost:${TEST_PORTS.content}/**/*.js`, (route) => route.abort());
    await bare.goto(site.url(RULES));
    const painted = await documentAsSeen(bare, '#first-paint');
    expect(painted.text).toContain(KICKER);
    expect(painted.titleColour).toBe('rgb(20, 60, 160)');
    expect(painted.kickerColour).toBe('rgb(180, 30, 30)');
    await bare.close();

    // The remote's mounted view: the same text, title box and style.
    const page = await browser.newPage();
    await page.goto(site.url(RULES));
    await page.getByTestId('document').waitFor();
    await expect.poll(() => page.locator('#first-paint').count()).toBe(0);
    expect(await documentAsSeen(page, '#root')).toEqual(painted);
    await page.close();

    // No restart: the same shell server process served all of it.
    expect(site.shell.pid).toBe(shellProcess);
    expect(site.shell.exitCode).toBeNull();
  });
});
