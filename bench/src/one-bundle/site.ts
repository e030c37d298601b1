import { build } from 'vite';
import type { SitePorts } from '@marathon/shell/server/ports';
import {
  makeRuntimeConfig,
  runtimeSettingsFromEnv,
  type RuntimeConfigOptions,
} from '@marathon/shell/server/runtime-config';
import { ROUTE_CHECK_HASH } from '@marathon/shell/server/first-paint';
import { contentSecurityPolicy } from '@marathon/shell/server/security-headers';
import { startupPage } from '@marathon/shell/server/startup-page';
import { publicOrigin, startStaticServer } from '@marathon/shell/server/static-server';
import { join } from 'node:path';
import type { OneBundlePage } from './page-views';
import { oneBundleConfig, oneBundleDist } from './vite.config';

export interface OneBundleSite {
  url(hashPath?: string): string;
  stop(): Promise<void>;
}

/** Builds a page's baseline into ./dist/<page> (seconds of CPU: run it before any measurement). */
export async function buildOneBundle(page: OneBundlePage): Promise<void> {
  await build(oneBundleConfig(page));
}

/**
 * Serves a page's one-bundle build on `port` the way the shell is served (same static server, manifest, page
 * policy and start-up page: the data and the first paint in the HTML), against the API and ports of the running
 * bench site: both builds read the same data, and what differs is federation. The start-up page asks for no
 * remote code: this build has none.
 */
export async function startOneBundleSite(
  page: OneBundlePage,
  port: number,
  sitePorts: SitePorts,
): Promise<OneBundleSite> {
  const options: RuntimeConfigOptions = {
    ports: sitePorts,
    environment: 'production',
    settings: runtimeSettingsFromEnv(process.env),
  };
  const server = await startStaticServer({
    root: oneBundleDist(page),
    port,
    cors: false,
    documents: { '/runtime-config.json': (origin) => makeRuntimeConfig(origin, options) },
    pagePolicy: (origin) => contentSecurityPolicy(makeRuntimeConfig(origin, options), [ROUTE_CHECK_HASH]),
    indexPage: startupPage({
      indexFile: join(oneBundleDist(page), 'index.html'),
      apiUrl: `http://127.0.0.1:${sitePorts.api}`,
      runtimeFor: (request) => makeRuntimeConfig(publicOrigin(request), options),
      remoteCode: false,
    }),
  });
  return {
    url: (hashPath = '') => `http://localhost:${port}/${hashPath ? `#${hashPath}` : ''}`,
    stop: () => server.close(),
  };
}
