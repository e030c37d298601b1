import { startShellDevServer } from '@marathon/shared/build';
import type { SitePorts } from '@marathon/shell/server/ports';
import { makeRuntimeConfig, type RuntimeSettings } from '@marathon/shell/server/runtime-config';
import { inboxRoute } from './inbox-route';

/** What the dev loop hands this process (in MARATHON_DEV_SHELL, as JSON). */
export interface ShellProcessOptions {
  shellDir: string;
  ports: SitePorts;
  settings: RuntimeSettings;
  outboxFile: string;
  remoteDists: string[];
}

/** Messages this process sends its parent over the IPC channel. */
export type ShellProcessMessage = { type: 'ready' } | { type: 'reload'; dist: string };

/**
 * The shell's dev server, in a process of its own whose working directory is the shell's folder: the federation
 * plugin's development mode makes the shared modules' URLs relative to process.cwd(), so from any other folder
 * the page asks for them under a wrong path (404) and every remote fails.
 */
const options = JSON.parse(process.env.MARATHON_DEV_SHELL ?? '') as ShellProcessOptions;
const manifest = { ports: options.ports, environment: 'development' as const, settings: options.settings };
const send = (message: ShellProcessMessage) => process.send?.(message);

const server = await startShellDevServer({
  dir: options.shellDir,
  port: options.ports.shell,
  documents: { '/runtime-config.json': (origin) => makeRuntimeConfig(origin, manifest) },
  routes: [await inboxRoute(options.outboxFile)],
  remoteDists: options.remoteDists,
  onReload: (dist) => send({ type: 'reload', dist }),
});
send({ type: 'ready' });

const shutdown = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());
