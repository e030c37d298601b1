import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevLoop } from '@marathon/tools/dev/dev-loop';
import { copyContentRemote, median, timeSaves } from '@marathon/tools/dev/save-to-screen';
import { shiftPorts } from '@marathon/shell/server/ports';
import { BENCH_PORTS } from './bench-site';
import { withBrowser } from './browser';

export const title = 'Dev loop: saving a remote component → the change on screen (npm run dev)';

const SAVES = 5;
const shift = 500;

/** Its own dev loop beside the bench site, on a copy of remote-content; the bench site itself is not used. */
export async function run(): Promise<void> {
  const ports = shiftPorts(BENCH_PORTS, shift);
  const copy = copyContentRemote();
  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-bench-dev-loop-'));
  try {
    const loop = await startDevLoop({
      ports,
      quiet: true,
      remoteDirs: { content: copy.dir },
      apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'error', RACE_DATA_SEED: 'none' },
    });
    try {
      const times = await withBrowser(async (context) => {
        const page = await context.newPage();
        await page.goto(`http://localhost:${ports.shell}/`);
        await page.getByTestId('home-page').waitFor({ timeout: 120_000 });
        return timeSaves(page, copy, SAVES);
      });
      console.log(`  ${SAVES} saves: ${times.join(', ')} ms`);
      console.log(
        `  median save → on screen: ${median(times)} ms (load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')})`,
      );
    } finally {
      await loop.stop();
    }
  } finally {
    copy.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
