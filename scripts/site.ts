import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { preconnectLinkHeader, type RemoteName } from '@marathon/shared/contracts';
import { MEMBER_CENTRE } from '@marathon/shared/url';
import { registerDevInbox } from './dev-inbox';
import type { SitePorts } from './ports';
import {
  checkRuntimeSettings,
  makeRuntimeConfig,
  MOBILE_SITE_PATH,
  originText,
  runtimeSettingsFromEnv,
  trustProxyFromEnv,
  type RuntimeConfigOptions,
} from './runtime-config';
import { contentSecurityPolicy } from './security-headers';
import { registerPhoneRedirect } from './phone-redirect';
import { registerSharePages } from './share-page';
import { startupPage } from './startup-page';
import { FIRST_PAINT_SCRIPT_HASHES } from './first-paint';
import { publicOrigin, startStaticServer } from './static-server';

export const REPO_ROOT = join(import.meta.dirname, '..');

/** The API's development outbox under its DATA_DIR (api/src/verification/senders.ts writes it). */
export const OUTBOX_FILE = 'outbox.jsonl';

export const REMOTE_DIRS: Record<RemoteName, string> = {
  content: 'remote-content',
  auth: 'remote-auth',
  search: 'remote-search',
  signup: 'remote-signup',
};

export interface RunningSite {
  ports: SitePorts;
  api: ChildProcess;
  /** Where the API keeps its SQLite file and development outbox. */
  dataDir: string;
  shell: FastifyInstance;
  remotes: Record<RemoteName, FastifyInstance | null>;
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  stop(): Promise<void>;
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
  /** `local` unless told (see SiteMode). */
  mode?: SiteMode;
  quiet?: boolean;
  /** Told each step of the API's start while the runner waits for it (the API also prints them unless quiet). */
  onProgress?: (step: string) => void;
  /** Believe a reverse proxy's X-Forwarded-* headers; default: TRUST_PROXY. */
  trustProxy?: boolean;
}

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
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    const body = (await response.json()) as { data?: { status?: unknown; step?: unknown } | null };
    const status =
      typeof body.data?.status === 'string' ? body.data.status : response.ok ? 'ready' : 'unknown';
    return { status, step: typeof body.data?.step === 'string' ? body.data.step : '' };
  } catch {
    return null; // not listening yet
  }
}

/** Waits until the API says `ready`, reporting each new step; fails only if it dies or never listens. */
export function waitForApi(
  child: ChildProcess,
  port: number,
  onProgress: (step: string) => void,
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
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      settle(
        new Error(
          `API exited (${code ?? signal}) before it was ready${lastStep ? `, while ${lastStep}` : ''}`,
        ),
      );
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
            `API did not listen on port ${port} within ${LISTEN_LIMIT_MS / 1000} s (polled its /health)`,
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

/**
 * Starts the built site: the API and each app on its own port, as separate origins like a real deployment. A
 * start that fails stops everything it started, the API process included.
 */
export async function startBuiltSite(siteOptions: SiteOptions): Promise<RunningSite> {
  // The manifest's settings (RUNTIME_CONFIG_FILE, PUBLIC_*, REMOTE_*_URL) are checked before anything starts.
  const options = { ...siteOptions, settings: siteOptions.settings ?? runtimeSettingsFromEnv(process.env) };
  checkRuntimeSettings(options);
  const trustProxy = options.trustProxy ?? trustProxyFromEnv(process.env);
  const { ports } = options;
  const mode = options.mode ?? 'local';
  const dataDir = apiDataDir(options.apiEnv);
  const api = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: mode === 'local' ? 'development' : 'production',
      PORT: String(ports.api),
      ...options.apiEnv,
      DATA_DIR: dataDir,
    },
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });

  const remoteServer = (name: RemoteName) =>
    startStaticServer({
      root: join(REPO_ROOT, REMOTE_DIRS[name], 'dist'),
      port: ports[name],
      cors: true,
      trustProxy,
    });
  const remotes: Record<RemoteName, FastifyInstance | null> = {
    content: null,
    auth: null,
    search: null,
    signup: null,
  };
  let shell: FastifyInstance;
  try {
    // The API prints its own progress when its output is shown; a caller may follow it too.
    await waitForApi(api, ports.api, options.onProgress ?? (() => {}));
    for (const name of Object.keys(remotes) as RemoteName[]) remotes[name] = await remoteServer(name);
    shell = await startStaticServer({
      root: join(REPO_ROOT, 'shell/dist'),
      port: ports.shell,
      cors: false,
      trustProxy,
      documents: { '/runtime-config.json': (origin) => makeRuntimeConfig(origin, options) },
      pagePolicy: (origin) =>
        contentSecurityPolicy(makeRuntimeConfig(origin, options), FIRST_PAINT_SCRIPT_HASHES),
      pageLinks: (origin) => preconnectLinkHeader(makeRuntimeConfig(origin, options), originText(origin)),
      // The member centre's page is the shell's own index.html under its path.
      pages: { [`/${MEMBER_CENTRE.page}`]: 'index.html' },
      // index.html carries the start-up data, so the first render needs no start-up request.
      indexPage: startupPage({
        indexFile: join(REPO_ROOT, 'shell/dist/index.html'),
        apiUrl: `http://127.0.0.1:${ports.api}`,
        runtimeFor: (request) => makeRuntimeConfig(publicOrigin(request), options),
      }),
      // The phone site, where phones are sent when no other mobile site is configured.
      mounts: [{ prefix: MOBILE_SITE_PATH, root: join(REPO_ROOT, 'mobile/dist') }],
      routes: (app) => {
        // A result's share address: tags for chat apps, then the result itself.
        registerSharePages(app, {
          apiUrl: `http://127.0.0.1:${ports.api}`,
          publicAddresses: (request) => {
            const origin = publicOrigin(request);
            return { origin: originText(origin), apiBase: makeRuntimeConfig(origin, options).apiBase };
          },
        });
        registerPhoneRedirect(app, (request) => makeRuntimeConfig(publicOrigin(request), options).mobileSite);
        if (mode === 'local') registerDevInbox(app, join(dataDir, OUTBOX_FILE));
      },
    });
  } catch (error) {
    await Promise.all(Object.values(remotes).map((server) => server?.close()));
    await stopProcess(api);
    throw error;
  }

  return {
    ports,
    api,
    dataDir,
    shell,
    remotes,
    async stopRemote(name) {
      await remotes[name]?.close();
      remotes[name] = null;
    },
    async startRemote(name) {
      if (!remotes[name]) remotes[name] = await remoteServer(name);
    },
    async stop() {
      await Promise.all([shell.close(), ...Object.values(remotes).map((server) => server?.close())]);
      await stopProcess(api);
    },
  };
}
