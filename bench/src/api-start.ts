import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * `npx tsx bench/src/api-start.ts`: how long the built API (api/dist/server.js) takes to listen and to be
 * ready, on an empty database (the first start writes the full race data, ~77,000 rows) and then on that full
 * database. Prints the figures; asserts nothing. Needs `npm run build` (the API's) first.
 */
const SERVER = join(import.meta.dirname, '../../api/dist/server.js');

interface StartFigures {
  listenMs: number;
  readyMs: number;
  /** The API's own line: its time in main() and since its process started. */
  said: string;
}

async function timeStart(dataDir: string): Promise<StartFigures> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RACE_DATA_SEED: 'full',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let listenMs = 0;
  let readyMs = 0;
  let said = '';
  try {
    for await (const line of createInterface({ input: child.stdout })) {
      // The API's lines are JSON (pino): its words are in `msg`.
      const msg = line.startsWith('{') ? String((JSON.parse(line) as { msg?: unknown }).msg ?? '') : line;
      if (!listenMs && msg.startsWith('API listening on')) {
        listenMs = performance.now() - started;
        said = msg;
      }
      if (msg.startsWith('API start: ready')) {
        readyMs = performance.now() - started;
        break;
      }
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  if (!listenMs || !readyMs) throw new Error('the API stopped before it was ready');
  return { listenMs, readyMs, said };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-api-start-'));
try {
  const empty = await timeStart(dataDir);
  console.log(
    `empty database: listening after ${seconds(empty.listenMs)}, ready after ${seconds(empty.readyMs)} (writes the race data)`,
  );
  console.log(`  ${empty.said}`);
  const full = await timeStart(dataDir);
  console.log(
    `full database:  listening after ${seconds(full.listenMs)}, ready after ${seconds(full.readyMs)}`,
  );
  console.log(`  ${full.said}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
