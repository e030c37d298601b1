import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { SHARED_NAMES } from './shared-singletons';
import { DEV_BUILD_MARKER } from './dev-build';

/** The scheme, host name and port a request came to (the dev server sits behind no proxy). */
export interface RequestOrigin {
  protocol: string;
  hostname: string;
  port?: number;
}

/** A request the runner answers itself before Vite (the local inbox page); returns false to pass it on. */
export type DevRoute = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export interface ShellDevServerOptions {
  /** The shell's folder: its vite.config.ts is loaded as for a build. */
  dir: string;
  port: number;
  host?: string;
  /** JSON documents made per request, never cached (the run-time manifest), by the production function. */
  documents: Record<string, (origin: RequestOrigin) => unknown>;
  routes?: DevRoute[];
  /** The dist folders of the remotes the dev loop rebuilds: a finished rebuild reloads the page. */
  remoteDists: string[];
  /** Told each reload, with the dist folder that caused it. */
  onReload?: (dist: string) => void;
}

/** The host header of a local request, as the production servers read it (no proxy headers believed). */
export function originOfRequest(request: IncomingMessage): RequestOrigin {
  const host = request.headers.host ?? 'localhost';
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  const hostname = (match?.[1] ?? 'localhost').replace(/^\[|\]$/g, '');
  const port = Number(match?.[2]);
  return { protocol: 'http', hostname, ...(Number.isInteger(port) && port > 0 ? { port } : {}) };
}

function documentsPlugin(options: ShellDevServerOptions): Plugin {
  return {
    name: 'marathon:dev-documents',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const make = options.documents[path];
        if (make) {
          let body: string;
          try {
            body = JSON.stringify(make(originOfRequest(request)));
          } catch (error) {
            next(error);
            return;
          }
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(body);
          return;
        }
        void (async () => {
          for (const route of options.routes ?? []) {
            if (await route(request, response)) return;
          }
          next();
        })().catch(next);
      });
    },
  };
}

/**
 * Remotes run built (the federation plugin serves no exposed module from a dev server), so the shell cannot
 * hot-swap their components: once a remote's rebuild is complete on disk, every open page reloads in full and
 * imports the new remoteEntry.js (served with no-cache).
 */
function reloadOnRemoteBuild(options: ShellDevServerOptions): Plugin {
  return {
    name: 'marathon:reload-on-remote-build',
    configureServer(server) {
      server.watcher.add(options.remoteDists);
      // Writing the marker may show as an add and a change: one reload per build, known by its content.
      const seen = new Map<string, string>();
      const onFile = (file: string) => {
        if (basename(file) !== DEV_BUILD_MARKER) return;
        const dist = dirname(file);
        if (!options.remoteDists.includes(dist)) return;
        let build: string;
        try {
          build = readFileSync(file, 'utf8');
        } catch {
          return; // removed again by the next build's emptied folder
        }
        if (seen.get(dist) === build) return;
        seen.set(dist, build);
        options.onReload?.(dist);
        server.ws.send({ type: 'full-reload', path: '*' });
      };
      server.watcher.on('add', onFile);
      server.watcher.on('change', onFile);
    },
  };
}

/**
 * The shell on Vite's dev server (hot reload of the shell's own modules), with the production manifest function
 * answering `/runtime-config.json` and a full reload whenever a remote finishes a rebuild.
 */
export async function startShellDevServer(options: ShellDevServerOptions): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: `${options.dir}/vite.config.ts`,
    configLoader: 'runner',
    root: options.dir,
    clearScreen: false,
    logLevel: 'warn',
    server: { port: options.port, strictPort: true, host: options.host ?? '0.0.0.0' },
    // Pre-bundled once, so the page holds one copy of each singleton (two would mean two session stores).
    optimizeDeps: { include: [...SHARED_NAMES] },
    plugins: [documentsPlugin(options), reloadOnRemoteBuild(options)],
  });
  await server.listen();
  return server;
}
