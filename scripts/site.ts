import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@marathon/shared/contracts';
import type { SitePorts } from './ports';
import {
  checkRuntimeSettings,
  makeRuntimeConfig,
  runtimeSettingsFromEnv,
  trustProxyFromEnv,
  type RuntimeConfigOptions,
} from './runtime-config';
import { contentSecurityPolicy } from './security-headers';
import { startStaticServer } from './static-server';

export const REPO_ROOT = join(import.meta.dirname, '..');

const REMOTE_DIRS: Record<RemoteName, string> = {
  content: 'remote-content',
  auth: 'remote-auth',
  search: 'remote-search',
  signup: 'remote-signup',
};

export interface RunningSite {
  ports: SitePorts;
  api: ChildProcess;
  shell: FastifyInstance;
  remotes: Record<RemoteName, FastifyInstance | null>;
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  stop(): Promise<void>;
}

export interface SiteOptions extends Omit<RuntimeConfigOptions, 'ports'> {
  ports: SitePorts;
  /** Environment of the API process (DATA_DIR, DATABASE_URL, …). */
  apiEnv?: NodeJS.ProcessEnv;
  quiet?: boolean;
  /** Believe a reverse proxy's X-Forwarded-* headers; default: TRUST_PROXY. */
  trustProxy?: boolean;
}

function waitForApi(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`API exited with code ${child.exitCode}`));
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.ok) return resolve();
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('API did not start within 30 s'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

/** Starts the built site: the API and each app on its own port, as separate origins like a real deployment. */
export async function startBuiltSite(siteOptions: SiteOptions): Promise<RunningSite> {
  // The manifest's settings (RUNTIME_CONFIG_FILE, PUBLIC_*, REMOTE_*_URL) are checked before anything starts.
  const options = { ...siteOptions, settings: siteOptions.settings ?? runtimeSettingsFromEnv(process.env) };
  checkRuntimeSettings(options);
  const trustProxy = options.trustProxy ?? trustProxyFromEnv(process.env);
  const { ports } = options;
  const api = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(ports.api), ...options.apiEnv },
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  await waitForApi(api, ports.api);

  const remoteServer = (name: RemoteName) =>
    startStaticServer({
      root: join(REPO_ROOT, REMOTE_DIRS[name], 'dist'),
      port: ports[name],
      cors: true,
      trustProxy,
    });
  const remotes: Record<RemoteName, FastifyInstance | null> = {
    content: await remoteServer('content'),
    auth: await remoteServer('auth'),
    search: await remoteServer('search'),
    signup: await remoteServer('signup'),
  };
  const shell = await startStaticServer({
    root: join(REPO_ROOT, 'shell/dist'),
    port: ports.shell,
    cors: false,
    trustProxy,
    documents: { '/runtime-config.json': (origin) => makeRuntimeConfig(origin, options) },
    pagePolicy: (origin) => contentSecurityPolicy(makeRuntimeConfig(origin, options)),
    // The member centre lives at reg/#/my/my-index under the site origin.
    pages: { '/reg/': 'index.html' },
  });

  return {
    ports,
    api,
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
      if (api.exitCode === null) {
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGTERM');
        await exited;
      }
    },
  };
}
