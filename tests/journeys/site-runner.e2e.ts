import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shiftPorts } from '@marathon/shell/server/ports';
import { startBuiltSite } from '@marathon/tools/site';
import { TEST_PORTS } from '../support/site';

/*
 * The site runner behind `npm start`: a start that fails half-way (here the shell's port is taken by another
 * program) must not leave the API process or any remote's server running behind it.
 */
const PORTS = shiftPorts(TEST_PORTS, 300);
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-runner-e2e-'));
let blocker: Server | undefined;
const sockets = new Set<Socket>();

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** True when something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The production site as `npm start` runs it, its processes' output not shown. */
const startQuietly = () =>
  startBuiltSite({
    ports: PORTS,
    environment: 'production',
    quiet: true,
    apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'error', RACE_DATA_SEED: 'none' },
  });

describe('the site runner', () => {
  it('stops every process and server it started when a start fails', async () => {
    // It takes connections and never answers: what the runner opened to it is closed with it.
    blocker = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => blocker?.listen(PORTS.shell, '0.0.0.0', resolve));

    await expect(startQuietly()).rejects.toThrow(/EADDRINUSE|address already in use/i);

    // The API had started and was ready (the shell starts last): it is gone, and so are the remotes' servers.
    for (const port of [PORTS.api, PORTS.content, PORTS.auth, PORTS.search, PORTS.signup]) {
      expect(await listening(port), `port ${port}`).toBe(false);
    }
  });

  it('says why the API did not start, even when its output is not shown', async () => {
    const taken = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => taken.listen(PORTS.api, '0.0.0.0', resolve));
    try {
      await expect(startQuietly()).rejects.toThrow(/API exited \(1\) before it was ready.*EADDRINUSE/is);
    } finally {
      // The runner's health checks are connections it holds open: closing waits for them.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });
});
