import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@marathon/shared/contracts';
import type { SitePorts } from '@marathon/shell/server/ports';
import type { RuntimeConfigOptions, RuntimeSettings } from '@marathon/shell/server/runtime-config';
import { parseTrustProxy } from '@marathon/shared/trust-proxy';
import { startStaticServer } from '@marathon/shell/server/static-server';
import { publishRemote } from '../publish/publish-remote.mjs';

export const REPO_ROOT = join(import.meta.dirname, '../..');

/** The API's development outbox under its DATA_DIR (api/src/platform/messaging/senders.ts writes it). */
export const OUTBOX_FILE = 'outbox.jsonl';

/** The shell's server as the production image runs it: built JavaScript, no tsx. */
export const SHELL_SERVER_ENTRY = join(REPO_ROOT, 'shell/dist-server/main.js');

export const REMOTE_DIRS: Record<RemoteName, string> = {
  content: 'remote-content',
  auth: 'remote-auth',
  search: 'remote-search',
  signup: 'remote-signup',
  admin: 'remote-admin',
};
const REMOTE_NAMES = Object.keys(REMOTE_DIRS) as RemoteName[];

export interface RunningSite {
  ports: SitePorts;
  api: ChildProcess;
  /** Where the API keeps its SQLite file and development outbox. */
  dataDir: string;
  /** The shell's server process (shell/dist-server/main.js). */
  shell: ChildProcess;
  remotes: Record<RemoteName, FastifyInstance | null>;
  /** The folder each remote is served from: its builds are published there (tools/publish). */
  remoteFolder(name: RemoteName): string;
  /** Publishes a build of a remote into its served folder while the site runs, as a remote team deploys. */
  publishRemote(name: RemoteName, build: string): void;
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  stop(): Promise<void>;
}

/** `node api/dist/cli.js migrate` with the API's environment; throws when it fails (its output says why). */
async function migrateDatabase(env: NodeJS.ProcessEnv, quiet: boolean): Promise<void> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/cli.js'), 'migrate'], {
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the migrate command failed (exit ${code})`);
}

/**
 * `local`: the try-it-out mode of `npm start` and of the browser tests. The API runs as development (codes go to
 * the development outbox, shown at /dev/inbox on the site; the localhost race and a demo account are seeded)
 * while every front end is the production build. `production`: the API runs with NODE_ENV=production, so it
 * needs its own secrets (see api/README.md) and seeds nothing invented; no inbox page.
 */
export type SiteMode = 'local' | 'production';

export interface SiteOptions extends Omit<RuntimeConfigOptions, 'ports'> {
  ports: SitePorts;
  /** Environment of the API process (DATA_DIR, DATABASE_URL, …). */
  apiEnv?: NodeJS.ProcessEnv;
  /** Environment of the shell's server over the one the runner derives (LOG_LEVEL, …). */
  shellEnv?: NodeJS.ProcessEnv;
  /** `local` unless told (see SiteMode). */
  mode?: SiteMode;
  quiet?: boolean;
  /** Told each step of the API's start while the runner waits for it (the API also prints them unless quiet). */
  onProgress?: (step: string) => void;
  /** Which reverse proxies' X-Forwarded-* headers are believed, as TRUST_PROXY (`1`, addresses); default: TRUST_PROXY. */
  trustProxy?: string;
  /** Where the remotes' builds are published and served from; a fresh temporary folder by default. */
  publishRoot?: string;
  /**
   * The address every part listens on: 127.0.0.1 (this machine only) unless told, by this or SITE_HOST. Another
   * address (0.0.0.0: the LAN) turns the local mode's outbox off: codes are not written anywhere anyone on the
   * network could read them, and code logins and registrations answer that codes are not sent.
   */
  host?: string;
}

/** Loopback names: listening there, the local mode's inbox is this machine's alone. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/**
 * How long the API may take to answer at all. It listens before it prepares any data, so this covers only Node
 * starting on a very loaded machine; the data preparation after it has no deadline while the API lives.
 */
const LISTEN_LIMIT_MS = 180_000;

interface HealthAnswer {
  status: string;
  step: string;
}

async function readHealth(port: number): Promise<HealthAnswer | null> {
  try {
    // A short limit per look: a port held by something that never answers must not hold the runner.
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as { data?: { status?: unknown; step?: unknown } | null };
    const status =
      typeof body.data?.status === 'string' ? body.data.status : response.ok ? 'ready' : 'unknown';
    return { status, step: typeof body.data?.step === 'string' ? body.data.step : '' };
  } catch {
    return null; // not listening yet
  }
}

/** Waits until a process's /health says `ready`, reporting each new step; fails only if it dies or never listens. */
export function waitForApi(
  child: ChildProcess,
  port: number,
  onProgress: (step: string) => void,
  what = 'API',
  output: () => string = () => '',
): Promise<void> {
  const started = Date.now();
  let lastStep = '';
  let settled = false;
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      const said = output().trim();
      settle(
        new Error(
          `${what} exited (${code ?? signal}) before it was ready${lastStep ? `, while ${lastStep}` : ''}` +
            (said ? `: ${said}` : ''),
        ),
      );
    };
    child.once('exit', onExit);
    const poll = async () => {
      if (settled) return;
      const health = await readHealth(port);
      if (health?.status === 'ready') return settle();
      if (health?.step && health.step !== lastStep) {
        lastStep = health.step;
        onProgress(health.step);
      }
      if (!health && Date.now() - started > LISTEN_LIMIT_MS) {
        return settle(
          new Error(
            `${what} did not listen on port ${port} within ${LISTEN_LIMIT_MS / 1000} s (polled its /health)`,
          ),
        );
      }
      setTimeout(() => void poll(), 250);
    };
    void poll();
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The API's data directory: where its SQLite file and development outbox live. */
export function apiDataDir(apiEnv: NodeJS.ProcessEnv = {}): string {
  return apiEnv.DATA_DIR ?? process.env.DATA_DIR ?? join(REPO_ROOT, 'api/.data');
}

/** The ports as the shell's server reads them (tools and the server share the variable names). */
function portVariables(ports: SitePorts): NodeJS.ProcessEnv {
  return {
    SHELL_PORT: String(ports.shell),
    CONTENT_PORT: String(ports.content),
    AUTH_PORT: String(ports.auth),
    SEARCH_PORT: String(ports.search),
    SIGNUP_PORT: String(ports.signup),
    ADMIN_PORT: String(ports.admin),
    API_PORT: String(ports.api),
  };
}

/** The last few kilobytes a process wrote to one of its pipes, to say why it failed; shown as they come when asked. */
function keepTail(stream: Readable | null, show: NodeJS.WritableStream | null): () => string {
  let tail = '';
  stream?.on('data', (chunk: Buffer) => {
    show?.write(chunk);
    tail = (tail + chunk.toString()).slice(-4000);
  });
  return () => tail;
}

/**
 * Starts the built site: the API, each remote's build published into a folder its own static host serves (as
 * nginx or a CDN would), and the shell's server as the production image runs it (`node
 * shell/dist-server/main.js`), each part on its own port like a real deployment. A start that fails stops
 * everything it started.
 */
export async function startBuiltSite(options: SiteOptions): Promise<RunningSite> {
  const { ports } = options;
  const mode = options.mode ?? 'local';
  const host = options.host ?? (process.env.SITE_HOST?.trim() || '127.0.0.1');
  // Open to other machines on purpose: no inbox page, no outbox, no codes in clear anywhere.
  const inbox = mode === 'local' && LOOPBACK.test(host);
  const quiet = options.quiet ?? false;
  const dataDir = apiDataDir(options.apiEnv);
  const scratch = mkdtempSync(join(tmpdir(), 'marathon-site-'));
  // The published remotes are public files: a static host running as another user (nginx's workers) reads them.
  chmodSync(scratch, 0o755);
  const publishRoot = options.publishRoot ?? join(scratch, 'remotes');
  const remoteFolder = (name: RemoteName) => join(publishRoot, name);

  // The shell's server calls the API as itself (its own budget), with a key made for this run unless given.
  const internalApiKey = options.apiEnv?.INTERNAL_API_KEY ?? randomBytes(24).toString('base64url');
  const apiEnv: NodeJS.ProcessEnv = {
    ...process.env,
    INTERNAL_API_KEY: internalApiKey,
    NODE_ENV: mode === 'local' ? 'development' : 'production',
    PORT: String(ports.api),
    HOST: host,
    ...(mode === 'local' && !inbox ? { CODE_OUTBOX: 'false', CODES_DISABLED: 'true' } : {}),
    ...options.apiEnv,
    DATA_DIR: dataDir,
  };
  // A production API never migrates at start: the release's `migrate` command runs first, as in a deployment.
  // The local mode's API migrates itself.
  if (mode === 'production') await migrateDatabase(apiEnv, quiet);
  const api = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    env: apiEnv,
    // Quiet, its log (JSON lines on stdout) is not shown but its end is kept: a start that fails says why.
    stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
  const apiSaid = quiet ? keepTail(api.stdout, null) : undefined;

  // The operator's settings travel as they would in a deployment: a RUNTIME_CONFIG_FILE.
  const settings: RuntimeSettings = {
    ...options.settings,
    remotes: { ...options.settings?.remotes, ...options.remoteUrls },
    ...(options.mobileSite ? { mobileSite: options.mobileSite } : {}),
  };
  const settingsFile = join(scratch, 'runtime-settings.json');
  writeFileSync(settingsFile, JSON.stringify(settings));
  const trustProxy = options.trustProxy ?? process.env.TRUST_PROXY ?? '';
  const shellEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...portVariables(ports),
    NODE_ENV: 'production',
    SITE_ENVIRONMENT: options.environment,
    API_INTERNAL_URL: `http://127.0.0.1:${ports.api}`,
    RUNTIME_CONFIG_FILE: settingsFile,
    TRUST_PROXY: trustProxy,
    INTERNAL_API_KEY: internalApiKey,
    HOST: host,
    // Warnings and errors only: a line per request would bury the local mode's banner.
    LOG_LEVEL: 'warn',
    ...(mode === 'local' ? { LOCAL_MODE: '1' } : {}),
    ...(inbox ? { OUTBOX_FILE: join(dataDir, OUTBOX_FILE) } : {}),
    // The login encrypts with the pair the API decrypts with.
    ...(options.apiEnv?.CIPHER_KEY ? { CIPHER_KEY: options.apiEnv.CIPHER_KEY } : {}),
    ...(options.apiEnv?.CIPHER_IV ? { CIPHER_IV: options.apiEnv.CIPHER_IV } : {}),
    ...options.shellEnv,
  };

  const remoteServer = (name: RemoteName) =>
    startStaticServer({
      root: remoteFolder(name),
      port: ports[name],
      host,
      cors: true,
      trustProxy: parseTrustProxy(trustProxy),
    });
  const remotes: Record<RemoteName, FastifyInstance | null> = {
    content: null,
    auth: null,
    search: null,
    signup: null,
    admin: null,
  };
  let shell: ChildProcess | null = null;
  const stopAll = async () => {
    await Promise.all(Object.values(remotes).map((server) => server?.close()));
    if (shell) await stopProcess(shell);
    await stopProcess(api);
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    // The API prints its own progress when its output is shown; a caller may follow it too.
    await waitForApi(api, ports.api, options.onProgress ?? (() => {}), 'API', apiSaid);
    for (const name of REMOTE_NAMES) {
      mkdirSync(remoteFolder(name), { recursive: true });
      publishRemote(join(REPO_ROOT, REMOTE_DIRS[name], 'dist'), remoteFolder(name));
      remotes[name] = await remoteServer(name);
    }
    shell = spawn(process.execPath, [SHELL_SERVER_ENTRY], {
      env: shellEnv,
      // Its log is JSON lines on stdout: warnings and errors are shown even when quiet (LOG_LEVEL warn).
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    await waitForApi(
      shell,
      ports.shell,
      () => {},
      "the shell's server",
      keepTail(shell.stderr, process.stderr),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  const running = shell;
  return {
    ports,
    api,
    dataDir,
    shell: running,
    remotes,
    remoteFolder,
    publishRemote: (name, build) => void publishRemote(build, remoteFolder(name)),
    async stopRemote(name) {
      await remotes[name]?.close();
      remotes[name] = null;
    },
    async startRemote(name) {
      if (!remotes[name]) remotes[name] = await remoteServer(name);
    },
    stop: stopAll,
  };
}
