import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SitePorts } from '../../scripts/ports';
import { startBuiltSite, type RunningSite, type SiteOptions } from '../../scripts/site';

/**
 * Ports of the test site, away from `npm start`'s so both can run on one machine; E2E_PORT_BASE moves them so
 * two test runs can share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE) || 18000;
export const TEST_PORTS: SitePorts = {
  shell: base,
  content: base + 1,
  auth: base + 2,
  search: base + 3,
  signup: base + 4,
  api: base + 80,
};

export interface TestSite extends RunningSite {
  /** The site as a visitor of the bound domain opens it. */
  url(hashPath?: string): string;
  /** The same site under a host name no race is bound to. */
  unboundUrl(): string;
  apiUrl(path: string): string;
}

/**
 * Starts the built site with a fresh database, in the local mode of `npm start` (the API as development: the
 * localhost race, the demo account, the code outbox); `stop()` also removes the database.
 */
export async function startTestSite(options: Partial<Omit<SiteOptions, 'ports'>> = {}): Promise<TestSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-e2e-'));
  const site = await startBuiltSite({
    ports: TEST_PORTS,
    environment: 'production',
    quiet: true,
    ...options,
    // The small deterministic race-data seed: the full 2023 + 2024 seed costs seconds every time a file starts.
    apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'error', RACE_DATA_SEED: 'small', ...options.apiEnv },
  });
  return {
    ...site,
    url: (hashPath = '') => `http://localhost:${TEST_PORTS.shell}/${hashPath ? `#${hashPath}` : ''}`,
    unboundUrl: () => `http://127.0.0.1:${TEST_PORTS.shell}/`,
    apiUrl: (path) => `http://localhost:${TEST_PORTS.api}${path}`,
    async stop() {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
