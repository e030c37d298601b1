import { build } from 'vite';
import type { SitePorts } from '../../ports';
import { makeRuntimeConfig, runtimeSettingsFromEnv, type RuntimeConfigOptions } from '../../runtime-config';
import { contentSecurityPolicy } from '../../security-headers';
import { startStaticServer } from '../../static-server';
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
 * Serves a page's one-bundle build on `port` the way the shell is served (same static server, manifest and page
 * policy), against the API and ports of the running bench site: both builds read the same data.
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
    pagePolicy: (origin) => contentSecurityPolicy(makeRuntimeConfig(origin, options)),
  });
  return {
    url: (hashPath = '') => `http://localhost:${port}/${hashPath ? `#${hashPath}` : ''}`,
    stop: () => server.close(),
  };
}
