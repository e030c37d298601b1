import { build } from 'vite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellApp } from '@marathon/shell/server/app';
import { configFromEnv } from '@marathon/shell/server/config';
import type { SitePorts } from '@marathon/shell/server/ports';
import { warmFirstPaint } from '../bench-site';
import type { OneBundlePage } from './page-views';
import { oneBundleConfig, oneBundleDist } from './vite.config';
import { withoutRemoteCode } from './without-remote-code';

export interface OneBundleSite {
  url(hashPath?: string): string;
  stop(): Promise<void>;
}

/** Builds a page's baseline into ./dist/<page> (seconds of CPU: run it before any measurement). */
export async function buildOneBundle(page: OneBundlePage): Promise<void> {
  await build(oneBundleConfig(page));
}

/**
 * Serves a page's one-bundle build on `port` the way the shell is served (the shell's own server, with its
 * manifest, page policy, start-up data and first paint), against the API and remotes of the running bench site:
 * both builds read the same data and paint the same first screen, and what differs is federation. The page asks
 * for no remote code: this build has none (`withoutRemoteCode`). Returned once its first paint holds the remotes' views.
 */
export async function startOneBundleSite(
  page: OneBundlePage,
  port: number,
  sitePorts: SitePorts,
): Promise<OneBundleSite> {
  const config = configFromEnv({
    ...process.env,
    SHELL_DIST: oneBundleDist(page),
    SHELL_PORT: String(port),
    API_PORT: String(sitePorts.api),
    CONTENT_PORT: String(sitePorts.content),
    AUTH_PORT: String(sitePorts.auth),
    SEARCH_PORT: String(sitePorts.search),
    SIGNUP_PORT: String(sitePorts.signup),
    LOG_LEVEL: 'warn',
    // The bench site is the local mode's (the development cipher pair, this machine only).
    LOCAL_MODE: '1',
    OUTBOX_FILE: join(tmpdir(), 'marathon-bench-outbox.jsonl'),
  });
  const server = await createShellApp(config);
  withoutRemoteCode(server);
  await server.listen({ port, host: '127.0.0.1' });
  // Its own server renders the remotes' views anew: measured once they are painted, as the federated site is.
  try {
    await warmFirstPaint(`http://localhost:${port}/`);
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: (hashPath = '') => `http://localhost:${port}/${hashPath ? `#${hashPath}` : ''}`,
    stop: () => server.close(),
  };
}
