import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shiftPorts } from '../../scripts/ports';
import { startBuiltSite } from '../../scripts/site';
import { TEST_PORTS } from '../support/site';

/*
 * The site runner behind `npm start`: a start that fails half-way (here the shell's port is taken by another
 * program) must not leave the API process or any remote's server running behind it.
 */
const PORTS = shiftPorts(TEST_PORTS, 300);
const dataDir = mkdtempSync(join(tmpdir(), 'marathon-runner-e2e-'));
let blocker: Server | undefined;

afterAll(async () => {
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

describe('the site runner', () => {
  it('stops every process and server it started when a start fails', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(PORTS.shell, '0.0.0.0', resolve));

    await expect(
      startBuiltSite({
        ports: PORTS,
        environment: 'production',
        quiet: true,
        apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'error', RACE_DATA_SEED: 'none' },
      }),
    ).rejects.toThrow(/EADDRINUSE|address already in use/i);

    // The API had started and was ready (the shell starts last): it is gone, and so are the remotes' servers.
    for (const port of [PORTS.api, PORTS.content, PORTS.auth, PORTS.search, PORTS.signup]) {
      expect(await listening(port), `port ${port}`).toBe(false);
    }
  });
});
