import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
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

/** True when something accepts connections on the port (at this machine's loopback address unless told). */
function listening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
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
  it('serves the local mode to this machine only: nothing answers on its network address', async () => {
    const network = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    const site = await startQuietly();
    try {
      const parts = [PORTS.shell, PORTS.api, PORTS.content, PORTS.auth, PORTS.search, PORTS.signup];
      for (const port of parts) expect(await listening(port), `port ${port} on 127.0.0.1`).toBe(true);
      // A machine on the LAN reaches this one at its network address: no part (and no code) answers there.
      if (network) {
        for (const port of parts)
          expect(await listening(port, network), `port ${port} on ${network}`).toBe(false);
      }
    } finally {
      await site.stop();
    }
  });

  it('opens to the LAN only when told, and then shows no code: no inbox page', async () => {
    const site = await startBuiltSite({
      ports: PORTS,
      environment: 'production',
      quiet: true,
      host: '0.0.0.0',
      apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'error', RACE_DATA_SEED: 'none' },
    });
    try {
      const inbox = await fetch(`http://localhost:${PORTS.shell}/dev/inbox`);
      expect(inbox.status).toBe(404);
      expect(await listening(PORTS.shell, '0.0.0.0')).toBe(true);
    } finally {
      await site.stop();
    }
  });

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
