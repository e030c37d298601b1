import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { portsFromEnv } from './ports';
import {
  checkRuntimeSettings,
  runtimeSettingsFromEnv,
  trustProxyFromEnv,
  type RuntimeConfigOptions,
} from './runtime-config';

/**
 * Everything the shell's server is told, read once from its environment. The same entry runs under `npm start`,
 * in the browser journeys and in the production image; the local try-it-out mode differs only by what is set
 * here (LOCAL_MODE: the inbox page, bound to 127.0.0.1).
 */
export interface ShellServerConfig {
  port: number;
  host: string;
  /** The shell's built page and assets (`vite build` of shell/). */
  shellDist: string;
  /** The phone site's build, served under /m/. */
  mobileDist: string;
  /** Where this server reaches the API itself (not necessarily the public address the browser uses). */
  apiUrl: string;
  trustProxy: boolean;
  /** How the run-time manifest is made for each request. */
  runtime: RuntimeConfigOptions;
  /** The local try-it-out mode: the development outbox this server shows at /dev/inbox. */
  local: { outboxFile: string } | null;
  logLevel: string;
}

/** The built server sits in shell/dist-server/; the shell's and the phone site's builds beside it. */
const HERE = import.meta.dirname;

function folder(value: string | undefined, fallback: string): string {
  return resolve(value?.trim() || fallback);
}

const SITE_ENVIRONMENTS = ['production', 'development'] as const;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const ports = portsFromEnv(env);
  const environment = env.SITE_ENVIRONMENT?.trim() || 'production';
  if (!SITE_ENVIRONMENTS.includes(environment as (typeof SITE_ENVIRONMENTS)[number])) {
    throw new Error(`SITE_ENVIRONMENT: "${environment}" is not one of ${SITE_ENVIRONMENTS.join(', ')}`);
  }
  const runtime: RuntimeConfigOptions = {
    ports,
    environment: environment as RuntimeConfigOptions['environment'],
    settings: runtimeSettingsFromEnv(env),
  };
  checkRuntimeSettings(runtime);
  const local = env.LOCAL_MODE === '1' || env.LOCAL_MODE === 'true';
  if (local && !env.OUTBOX_FILE)
    throw new Error('LOCAL_MODE needs OUTBOX_FILE (the API’s development outbox)');
  const config: ShellServerConfig = {
    port: ports.shell,
    // The local mode's inbox shows every code the API writes: it is never reachable from another machine.
    host: env.HOST?.trim() || (local ? '127.0.0.1' : '0.0.0.0'),
    shellDist: folder(env.SHELL_DIST, join(HERE, '../dist')),
    mobileDist: folder(env.MOBILE_DIST, join(HERE, '../../mobile/dist')),
    apiUrl: (env.API_INTERNAL_URL?.trim() || `http://127.0.0.1:${ports.api}`).replace(/\/+$/, ''),
    trustProxy: trustProxyFromEnv(env),
    runtime,
    local: local ? { outboxFile: resolve(env.OUTBOX_FILE ?? '') } : null,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
  for (const [name, dir] of [
    ['SHELL_DIST', config.shellDist],
    ['MOBILE_DIST', config.mobileDist],
  ] as const) {
    if (!existsSync(join(dir, 'index.html'))) {
      throw new Error(
        `${name}: ${dir} holds no index.html (build the app first, or point ${name} at its build)`,
      );
    }
  }
  return config;
}
