import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SitePorts } from '@marathon/shell/server/ports';
import { startBuiltSite, type RunningSite } from '@marathon/tools/site';

/** Ports of their own (BENCH_PORT_BASE moves them), so a bench can run beside `npm start` and the tests. */
const base = Number(process.env.BENCH_PORT_BASE) || 19000;
export const BENCH_PORTS: SitePorts = {
  shell: base,
  content: base + 1,
  auth: base + 2,
  search: base + 3,
  signup: base + 4,
  admin: base + 5,
  api: base + 80,
};

export interface BenchSite extends RunningSite {
  url(hashPath?: string): string;
  apiUrl(path: string): string;
}

/**
 * Waits until the shell's server writes its pages whole (the start-up data and the remotes' first paint, which it
 * renders once per content, off the page's path): a visitor of a running site meets that page, not the first one
 * after a start. Both languages, as the benches visit both.
 */
export async function warmFirstPaint(url: string): Promise<void> {
  const limit = Date.now() + 300_000;
  for (const cookie of ['language=zh', 'language=en']) {
    for (;;) {
      const html = await fetch(url, { headers: { cookie } }).then(
        (r) => r.text(),
        () => '',
      );
      if (html.includes('id="startup-data"') && html.includes('<template data-routes=')) break;
      if (Date.now() > limit) throw new Error(`${url} never painted its remotes' views`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The production build with a fresh database, on ports of its own. */
export async function startBenchSite(): Promise<BenchSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-bench-'));
  const site = await startBuiltSite({
    ports: BENCH_PORTS,
    environment: 'production',
    quiet: true,
    apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000' },
  });
  try {
    await warmFirstPaint(`http://localhost:${BENCH_PORTS.shell}/`);
  } catch (error) {
    // Nothing of a failed start is left running.
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...site,
    url: (hashPath = '') => `http://localhost:${BENCH_PORTS.shell}/${hashPath ? `#${hashPath}` : ''}`,
    apiUrl: (path) => `http://localhost:${BENCH_PORTS.api}${path}`,
    async stop() {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
