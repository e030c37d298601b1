import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_PLANS, generateEdition } from '../../api/src/race-data/generator';
import { REPO_ROOT, stopProcess } from '@marathon/tools/site';
import { launchBrowser, type Browser } from '../support/browser';
import { startTestSite, TEST_PORTS, type TestSite } from '../support/site';

/*
 * The shell's server exactly as its production image runs it (Dockerfile, target `shell`): a production-only
 * install of the shell's package (`pnpm deploy --prod`), the phone site beside it, and `node
 * shell/dist-server/main.js` in production mode: no tsx, no dev dependencies, no local extras. It must serve what
 * `npm start` serves: the start-up data, the first paint and the share pages of results.
 */
const PORT = TEST_PORTS.shell + 7;
const ORIGIN = `http://localhost:${PORT}`;
const [plan2024] = EDITION_PLANS.small;
const finisher = plan2024
  ? generateEdition(plan2024).results.find((r) => r.registration.raceItem === 'half')
  : undefined;

let site: TestSite;
let image: string;
let server: ChildProcess;
let browser: Browser;

/** The image's /app: the shell's production-only install and the phone site's build, side by side. */
function assembleImage(): string {
  const app = mkdtempSync(join(tmpdir(), 'marathon-shell-image-'));
  const deployed = spawnSync(
    process.platform === 'win32' ? 'npx.cmd' : 'npx',
    ['-y', 'pnpm@10', '--filter', '@marathon/shell', 'deploy', '--prod', '--legacy', join(app, 'shell')],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  if (deployed.status !== 0) throw new Error(`pnpm deploy failed: ${deployed.stderr}`);
  cpSync(join(REPO_ROOT, 'mobile/dist'), join(app, 'mobile/dist'), { recursive: true });
  return app;
}

/** Waits, with a generous bound, until the server answers its health check. */
async function waitForHealth(): Promise<void> {
  const limit = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`${ORIGIN}/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (server.exitCode !== null) throw new Error(`the image's server exited (${server.exitCode})`);
    if (Date.now() > limit) throw new Error('the image’s server never answered its health check');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  site = await startTestSite();
  image = assembleImage();
  server = spawn(process.execPath, ['shell/dist-server/main.js'], {
    cwd: image,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SHELL_PORT: String(PORT),
      API_INTERNAL_URL: `http://127.0.0.1:${TEST_PORTS.api}`,
      API_PORT: String(TEST_PORTS.api),
      CONTENT_PORT: String(TEST_PORTS.content),
      AUTH_PORT: String(TEST_PORTS.auth),
      SEARCH_PORT: String(TEST_PORTS.search),
      SIGNUP_PORT: String(TEST_PORTS.signup),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopProcess(server);
  await site?.stop();
  if (image) rmSync(image, { recursive: true, force: true });
});

describe('the shell’s production image', () => {
  it('holds the shell’s runtime dependencies and its builds, nothing of development', () => {
    const modules = readdirSync(join(image, 'shell/node_modules')).filter((name) => !name.startsWith('.'));
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'shell/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const scopes = new Set(Object.keys(manifest.dependencies).map((name) => name.split('/')[0]));
    expect(modules.sort()).toEqual([...scopes].sort());
    for (const tool of ['tsx', 'vite', 'typescript', 'esbuild', '@marathon']) {
      expect(existsSync(join(image, 'shell/node_modules', tool)), tool).toBe(false);
    }
    expect(existsSync(join(image, 'shell/dist-server/main.js'))).toBe(true);
    expect(existsSync(join(image, 'shell/dist/index.html'))).toBe(true);
    expect(existsSync(join(image, 'shell/server'))).toBe(false);
  });

  it('serves the start-up data and the first paint, with the page’s policy', async () => {
    await expect
      .poll(
        () =>
          fetch(`${ORIGIN}/`)
            .then((r) => r.text())
            .then((html) => html.includes('<template data-routes=')),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    const page = await fetch(`${ORIGIN}/`);
    const html = await page.text();
    const data = JSON.parse(
      /<script type="application\/json" id="startup-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
    ) as { runtime: { translationFiles: string[] }; translations: unknown[] } | null;
    // Every part, the editors' translation files included: the page loads no schema to read them itself.
    expect(data?.translations).toHaveLength(data?.runtime.translationFiles.length ?? -1);
    expect(html).toContain('<div id="first-paint" aria-hidden="true">');
    expect(html).toContain('class="site-header__title"');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    // The local try-it-out mode's inbox is not part of a production server.
    expect((await fetch(`${ORIGIN}/dev/inbox`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/m/`)).status).toBe(200);
  });

  it('answers a result’s share address with its tags, and a visitor sees the site from it', async () => {
    if (!finisher) throw new Error('the small seed has no half-marathon finisher');
    const year = 2024;
    const bib = String(finisher.registration.bib);
    const share = await fetch(`${ORIGIN}/r/${year}/${bib}`);
    expect(share.status).toBe(200);
    const tags = await share.text();
    expect(tags).toContain(`<meta property="og:url" content="${ORIGIN}/r/${year}/${bib}">`);
    expect(tags).toContain('og:image');
    const visitor = await browser.newPage();
    await visitor.goto(`${ORIGIN}/r/${year}/${bib}`);
    await visitor.waitForURL(/#\/score-search\?year=/);
    await expect
      .poll(() => visitor.getByTestId('score-name').innerText(), { timeout: 60_000 })
      .toBe(finisher.registration.person.name);
    await visitor.close();
  });
});
