import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CloudConfig, SiteConfig } from '@marathon/shared/api';
import { REPO_ROOT } from '@marathon/tools/site';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';
import { fetchSiteContent } from '../support/site-content';

let site: TestSite;
let browser: Browser;
let contentDir: string;
let dataDir: string;

/** The seeded event with one top advertisement, as an editor would add it to config.json. */
const TOP_AD = {
  id: 1,
  surfacePlotUrl: 'images/ad-top-1.svg',
  jumpUrl: 'https://www.yzmarathon.example/expo',
  jumpUrlEn: 'https://www.yzmarathon.example/en/expo',
  title: '跑者博览会',
  titleEn: "Runners' expo",
};

// The show-charity flag is off in development. The run-time manifest says so; nothing is rebuilt.
beforeAll(async () => {
  contentDir = mkdtempSync(join(tmpdir(), 'marathon-content-e2e-'));
  dataDir = mkdtempSync(join(tmpdir(), 'marathon-content-e2e-data-'));
  cpSync(join(import.meta.dirname, '../../api/content'), contentDir, { recursive: true });
  const configFile = join(contentDir, 'sites/localhost/config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as SiteConfig;
  writeFileSync(configFile, JSON.stringify({ ...config, adListTop: [TOP_AD] }, null, 2));
  site = await startTestSite({
    environment: 'development',
    apiEnv: { CONTENT_DIR: contentDir, DATA_DIR: dataDir },
  });
  browser = await launchBrowser();
  await browser.context.route(/^https:\/\/www\.yzmarathon\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  rmSync(contentDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a development site with a top advertisement', () => {
  it('offers no charity on the home page, in the menu or by address', async () => {
    const { cloud } = await fetchSiteContent(site);
    const page = await browser.newPage();
    await page.goto(site.url('/home'));
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('partners').waitFor();

    expect(await page.getByTestId('home-charity').count()).toBe(0);
    expect(await page.locator('[data-code="publicWelfarePartner"]').count()).toBe(0);
    expect(await page.getByTestId('partner-group').count()).toBe(cloud.cooperativePartnerList.length - 1);
    expect(await page.locator('a[href*="#/charity"]').count()).toBe(0);
    const charitySlides = cloud.carouselList.filter((s) => s.jumpUrl?.startsWith('#/charity')).length;
    expect(charitySlides).toBeGreaterThan(0);
    expect(await page.getByTestId('carousel-slide').count()).toBe(cloud.carouselList.length - charitySlides);
    expect(await page.getByTestId('main-menu').innerText()).not.toContain('公益慈善');

    await page.goto(site.url('/charity/charityInformation'));
    await page.getByTestId('not-found').waitFor();
    await page.close();
  });

  it('shows the top advertisement once, in the header, linking by language (jumpUrl, jumpUrlEn)', async () => {
    const page = await browser.newPage();
    await page.goto(site.url('/home'));
    await page.getByTestId('home-page').waitFor();
    const ads = page.getByTestId('top-ads').locator('a');
    expect(await ads.count()).toBe(1);
    expect(await page.locator(`img[src$="${TOP_AD.surfacePlotUrl}"]`).count()).toBe(1);
    expect(await ads.first().getAttribute('href')).toBe(TOP_AD.jumpUrl);

    await page.getByTestId('language-switch').click();
    await expect.poll(() => ads.first().getAttribute('href')).toBe(TOP_AD.jumpUrlEn);
    const popup = page.waitForEvent('popup');
    await ads.first().click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(TOP_AD.jumpUrlEn);
    await tab.close();
    // Still in the header on a document page, and only there.
    await page.goto(site.url('/about-us/contact-us'));
    await page.getByTestId('document').waitFor();
    expect(await page.locator(`img[src$="${TOP_AD.surfacePlotUrl}"]`).count()).toBe(1);
    await page.getByTestId('language-switch').click();
    await page.close();
  });
});

describe('a site made with `site create`', () => {
  it('can be tried locally on its *.localhost name: its forms load in Chinese and English', async () => {
    // A coming race whose default sign-up window (90 to 60 days before race day) holds today, as an organiser
    // makes one; then the README's way to try it: http://<domain>:<shell port>/.
    const raceDay = new Date(Date.now() + 75 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    execFileSync(
      'npx',
      [
        'tsx',
        'api/src/main/cli.ts',
        'site',
        'create',
        '--race-id',
        'audit2027',
        '--name',
        '审计城市马拉松',
        '--name-en',
        'Audit City Marathon',
        '--race-day',
        raceDay,
        '--domain',
        'audit.localhost',
      ],
      { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, CONTENT_DIR: contentDir }, stdio: 'pipe' },
    );
    const origin = `http://audit.localhost:${TEST_PORTS.shell}`;
    for (const [language, loginText] of [
      ['zh', '需要先登录'],
      ['en', 'Please log in'],
    ] as const) {
      await browser.context.clearCookies();
      await browser.context.addCookies([{ name: 'language', value: language, url: origin }]);
      const page = await browser.newPage();
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      await page.goto(`${origin}/#/post`);
      // The form's configuration came from the API on the domain's own name: it asks the visitor to log in.
      await expect.poll(() => page.getByTestId('login-required').innerText()).toContain(loginText);
      expect(failed).toEqual([]);
      await page.close();
    }
  });
});

describe('a bad edit of index.json', () => {
  it('leaves the site on the last version that passed, says so at /health, and shows the fix', async () => {
    const indexFile = join(contentDir, 'sites/localhost/index.json');
    const original = readFileSync(indexFile, 'utf8');
    const cloud = JSON.parse(original) as CloudConfig;
    const renamed = (title: string): CloudConfig => ({
      ...cloud,
      routes: cloud.routes.map((node) =>
        node.path === '/news-notice' ? { ...node, meta: { ...node.meta, title } } : node,
      ),
    });
    const menuText = async (): Promise<string> => {
      const page = await browser.newPage();
      try {
        await page.goto(site.url('/home'));
        await page.getByTestId('home-page').waitFor();
        return await page.getByTestId('main-menu').innerText();
      } finally {
        await page.close();
      }
    };
    await browser.context.clearCookies();
    try {
      expect(await menuText()).toContain('新闻公告');
      // The editor renames a menu entry and, in the same save, breaks the file: the menu names a route no route
      // defines. The check refuses that version; visitors keep the one before it.
      writeFileSync(
        indexFile,
        JSON.stringify({ ...renamed('坏的菜单'), menu: [...cloud.menu, '/no-such-route'] }, null, 2),
      );
      await expect
        .poll(async () => {
          // A file is checked when it is read: every page view reads it (here, as the shell's server does).
          await fetch(site.apiUrl('/files/sites/localhost/index.json'));
          const answer = (await (await fetch(site.apiUrl('/health'))).json()) as {
            data: { contentRefused?: { file: string; problems: string[] }[] };
          };
          return answer.data.contentRefused?.map((refusal) => refusal.file) ?? [];
        })
        .toEqual(['sites/localhost/index.json']);
      const kept = await menuText();
      expect(kept).toContain('新闻公告');
      expect(kept).not.toContain('坏的菜单');

      // Fixed: the new name reaches visitors, and /health has nothing more to say.
      writeFileSync(indexFile, JSON.stringify(renamed('新闻与公告'), null, 2));
      await expect.poll(menuText).toContain('新闻与公告');
      const health = (await (await fetch(site.apiUrl('/health'))).json()) as {
        data: { contentRefused?: unknown[] };
      };
      expect(health.data.contentRefused).toEqual([]);
    } finally {
      writeFileSync(indexFile, original);
    }
  });
});
