import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SitePorts } from '@marathon/shell/server/ports';
import { startBuiltSite, type RunningSite, type SiteOptions } from '@marathon/tools/site';

/**
 * Ports of the test site, away from `npm start`'s so both can run on one machine; E2E_PORT_BASE moves them so
 * two test runs can share a machine. A run's second journey worker adds 500.
 */
const base =
  (Number(process.env.E2E_PORT_BASE) || 18000) +
  // Journeys run in two workers at once: each worker's sites on ports of its own.
  (Math.max(1, Number(process.env.VITEST_POOL_ID) || 1) - 1) * 500;
export const TEST_PORTS: SitePorts = {
  shell: base,
  content: base + 1,
  auth: base + 2,
  search: base + 3,
  signup: base + 4,
  admin: base + 5,
  api: base + 80,
};

export interface TestSite extends RunningSite {
  /** The site as a visitor of the bound domain opens it. */
  url(hashPath?: string): string;
  /** The same site under a host name no race is bound to. */
  unboundUrl(): string;
  apiUrl(path: string): string;
  /** The site's own copy of the content folder (`openSignup`), where a journey adds an organiser's files. */
  contentDir: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A copy of the shipped content whose sign-up forms have their own window around now, with applications and
 * race-kit mailing open too. The seeded race's own sign-up week has passed (its forms say so, as the home page
 * does); the sign-up journeys need a form that takes submissions, as an organiser configures one for a new
 * edition. The home page's apply-now card still follows the race.
 */
function contentWithOpenSignup(): string {
  const dir = mkdtempSync(join(tmpdir(), 'marathon-e2e-content-'));
  cpSync(join(import.meta.dirname, '../../api/content'), dir, { recursive: true });
  const file = join(dir, 'sites/localhost/signup.json');
  const signup = JSON.parse(readFileSync(file, 'utf8')) as {
    forms: Record<string, Record<string, unknown>>;
    applications: Record<string, unknown>;
    mailing: Record<string, unknown>;
  };
  const window = { opensAt: Date.now() - DAY_MS, closesAt: Date.now() + 30 * DAY_MS };
  for (const form of Object.values(signup.forms)) Object.assign(form, window);
  signup.applications.closesAt = window.closesAt;
  signup.mailing.deadline = window.closesAt;
  writeFileSync(file, JSON.stringify(signup, null, 2));
  return dir;
}

/**
 * Starts the built site with a fresh database, in the local mode of `npm start` (the API as development: the
 * localhost race, the demo account, the code outbox); `stop()` also removes the database.
 */
export async function startTestSite(
  options: Partial<Omit<SiteOptions, 'ports'>> & { openSignup?: boolean } = {},
): Promise<TestSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-e2e-'));
  const { openSignup, ...siteOptions } = options;
  const contentDir = openSignup ? contentWithOpenSignup() : null;
  const site = await startBuiltSite({
    ports: TEST_PORTS,
    environment: 'production',
    quiet: true,
    ...siteOptions,
    // The small deterministic race-data seed: the full 2023 + 2024 seed costs seconds every time a file starts.
    apiEnv: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RACE_DATA_SEED: 'small',
      ...(contentDir ? { CONTENT_DIR: contentDir } : {}),
      ...siteOptions.apiEnv,
    },
  });
  return {
    ...site,
    url: (hashPath = '') => `http://localhost:${TEST_PORTS.shell}/${hashPath ? `#${hashPath}` : ''}`,
    unboundUrl: () => `http://127.0.0.1:${TEST_PORTS.shell}/`,
    apiUrl: (path) => `http://localhost:${TEST_PORTS.api}${path}`,
    contentDir,
    async stop() {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (contentDir) rmSync(contentDir, { recursive: true, force: true });
    },
  };
}
