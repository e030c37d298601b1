import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@marathon/shared/contracts';
import type { SitePorts } from '@marathon/shell/server/ports';
import { checkRuntimeSettings, type RuntimeSettings } from '@marathon/shell/server/runtime-config';
import { apiDataDir, OUTBOX_FILE, REMOTE_DIRS, REPO_ROOT, stopProcess, waitForApi } from '../site/site';
import { startStaticServer } from '@marathon/shell/server/static-server';
import { startRemoteBuilder, type RemoteBuilder } from './remote-builder';
import type { ShellProcessMessage, ShellProcessOptions } from './shell-process';

const TSX_CLI = createRequire(join(REPO_ROOT, 'package.json')).resolve('tsx/cli');
const REMOTE_NAMES = Object.keys(REMOTE_DIRS) as RemoteName[];

export interface DevLoopOptions {
  ports: SitePorts;
  /** Environment of the API process (DATA_DIR, RACE_DATA_SEED, …) over the development defaults. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Another folder for a remote (a test edits a copy, never the tracked source). */
  remoteDirs?: Partial<Record<RemoteName, string>>;
  settings?: RuntimeSettings;
  quiet?: boolean;
  /** Told each time a remote's rebuild is complete and the open pages are told to reload. */
  onRemoteRebuilt?: (remote: RemoteName) => void;
  onProgress?: (step: string) => void;
}

export interface DevLoop {
  ports: SitePorts;
  dataDir: string;
  api: ChildProcess;
  stop(): Promise<void>;
}

/** Starts shell-process.ts and resolves once its dev server listens; rejects if it exits before. */
function startShellProcess(
  shellOptions: ShellProcessOptions,
  quiet: boolean,
  onReload: (dist: string) => void,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [TSX_CLI, join(import.meta.dirname, 'shell-process.ts')], {
    cwd: shellOptions.shellDir,
    env: { ...process.env, MARATHON_DEV_SHELL: JSON.stringify(shellOptions) },
    stdio: quiet ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the shell's dev server exited (${code}) before it listened`));
    child.once('exit', onExit);
    child.on('message', (message: ShellProcessMessage) => {
      if (message.type === 'reload') onReload(message.dist);
      if (message.type === 'ready') {
        child.off('exit', onExit);
        resolve(child);
      }
    });
  });
}

/**
 * `npm run dev`: the API under `tsx watch` in the local mode of `npm start` (development: demo account, outbox,
 * inbox page), each remote rebuilt on every save and served as in production (CORS, remoteEntry.js never
 * cached), the shell on Vite's dev server with its run-time manifest made by the production function. A start
 * that fails stops what it started.
 */
export async function startDevLoop(options: DevLoopOptions): Promise<DevLoop> {
  const { ports } = options;
  const quiet = options.quiet ?? false;
  const progress = options.onProgress ?? (() => {});
  const manifest = { ports, environment: 'development' as const, settings: options.settings ?? {} };
  checkRuntimeSettings(manifest);
  const dataDir = apiDataDir(options.apiEnv);
  const api = spawn(process.execPath, [TSX_CLI, 'watch', '--clear-screen=false', 'src/main/server.ts'], {
    cwd: join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(ports.api),
      ...options.apiEnv,
      DATA_DIR: dataDir,
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const watches: RemoteBuilder[] = [];
  const servers: FastifyInstance[] = [];
  let shell: ChildProcess | null = null;
  const stop = async () => {
    if (shell) await stopProcess(shell);
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(watches.map((watch) => watch.stop()));
    await stopProcess(api);
  };
  try {
    const dirs = REMOTE_NAMES.map((name) => options.remoteDirs?.[name] ?? join(REPO_ROOT, REMOTE_DIRS[name]));
    // One first build at a time: four at once on two cores take longer than in turn.
    for (const [index, name] of REMOTE_NAMES.entries()) {
      progress(`first build of remote-${name}`);
      watches.push(
        await startRemoteBuilder(dirs[index] ?? '', quiet, (ms) =>
          progress(`remote-${name} rebuilt in ${ms} ms`),
        ),
      );
    }
    for (const [index, name] of REMOTE_NAMES.entries()) {
      servers.push(
        await startStaticServer({ root: watches[index]?.dist ?? '', port: ports[name], cors: true }),
      );
    }
    progress('the API (tsx watch)');
    await waitForApi(api, ports.api, progress);
    progress('the shell (Vite dev server)');
    shell = await startShellProcess(
      {
        shellDir: join(REPO_ROOT, 'shell'),
        ports,
        settings: manifest.settings,
        outboxFile: join(dataDir, OUTBOX_FILE),
        remoteDists: watches.map((watch) => watch.dist),
      },
      quiet,
      (dist) => {
        const name = REMOTE_NAMES[watches.findIndex((watch) => watch.dist === dist)];
        if (name) options.onRemoteRebuilt?.(name);
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, dataDir, api, stop };
}
