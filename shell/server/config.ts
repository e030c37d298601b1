import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEV_CIPHER_CONFIG } from '@marathon/shared/cipher';
import type { RemoteName } from '@marathon/shared/contracts';
import { MIN_INTERNAL_KEY_LENGTH } from '@marathon/shared/internal-call';
import { parseTrustProxy, type TrustProxySetting } from '@marathon/shared/trust-proxy';
import { portsFromEnv } from './ports';
import {
  checkRuntimeSettings,
  REMOTE_URL_VARIABLES,
  runtimeSettingsFromEnv,
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
  /**
   * Where this server reaches the API itself (API_INTERNAL_URL: one address, or several separated by commas or
   * spaces, balanced and retried over; not necessarily the public address the browser uses).
   */
  apiUrls: string[];
  /** Which proxies in front are believed about the visitor's address, scheme and host (TRUST_PROXY, as the API). */
  trustProxy: TrustProxySetting;
  /**
   * INTERNAL_API_KEY: this server calls the API as itself with it (a budget of its own), and for one visitor with
   * that visitor's address, so visitors never share one address's limits. Required outside the local mode.
   */
  internalApiKey: string | null;
  /**
   * PUBLIC_ORIGIN: the site's address as visitors and chat apps see it. Share pages are built from it only (a
   * request's Host could be anybody's); required outside the local mode, where the loopback request's own is used.
   */
  publicOrigin: string | null;
  /** How the run-time manifest is made for each request. */
  runtime: RuntimeConfigOptions;
  /**
   * Where this server reaches each remote's published folder to read its first paint: REMOTE_<NAME>_INTERNAL_URL,
   * else the remote's configured address when it is a full URL (a CDN), else its /path on PUBLIC_ORIGIN, else (the
   * default addresses) the remote's own port on this machine. A remote with none paints nothing from HTML.
   */
  firstPaintBases: Partial<Record<RemoteName, string>>;
  /** The worker program first paints run in (built beside main.js; its source when the server runs from source). */
  fragmentWorker: string;
  /**
   * The local try-it-out mode, and the development outbox this server shows at /dev/inbox (none: the site was
   * opened to other machines, and no code is shown anywhere).
   */
  local: { outboxFile: string | null } | null;
  logLevel: string;
}

/** The built server sits in shell/dist-server/; the shell's and the phone site's builds beside it. */
const HERE = import.meta.dirname;

function folder(value: string | undefined, fallback: string): string {
  return resolve(value?.trim() || fallback);
}

/** Where this server reaches a remote's folder itself, when not at its public address (see firstPaintBases). */
export const REMOTE_INTERNAL_URL_VARIABLES: Record<RemoteName, string> = {
  content: 'REMOTE_CONTENT_INTERNAL_URL',
  auth: 'REMOTE_AUTH_INTERNAL_URL',
  search: 'REMOTE_SEARCH_INTERNAL_URL',
  signup: 'REMOTE_SIGNUP_INTERNAL_URL',
  admin: 'REMOTE_ADMIN_INTERNAL_URL',
};

/** A remote's folder from its address: a folder (ending in /) as it is, an entry's URL without the file name. */
function folderOf(address: string): string {
  return address.endsWith('/') ? address : address.replace(/[^/]*$/, '');
}

function checkOrigin(value: string, name = 'PUBLIC_ORIGIN'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not a URL such as https://www.example.org`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: must be http(s)`);
  return value.replace(/\/+$/, name === 'PUBLIC_ORIGIN' ? '' : '/');
}

/**
 * The login encrypts passwords with the pair this server hands it in the manifest, and the API decrypts with its
 * own: outside the local mode, a missing pair (which would fall back to the public development one) or that
 * development pair would make every password login fail, or expose it. Refused at start, naming both variables.
 */
function checkCipherPair(env: NodeJS.ProcessEnv): void {
  const key = env.CIPHER_KEY?.trim();
  const iv = env.CIPHER_IV?.trim();
  if (!key || !iv) {
    throw new Error(
      'CIPHER_KEY and CIPHER_IV must be set (the same pair as the API’s): the login encrypts passwords with them',
    );
  }
  if (key === DEV_CIPHER_CONFIG.key || iv === DEV_CIPHER_CONFIG.iv) {
    throw new Error(
      'CIPHER_KEY / CIPHER_IV: the public development pair; set the pair of your own the API has',
    );
  }
}

/**
 * API_INTERNAL_URL as a list: every API process this server may call (or the site's own edge in front of them),
 * each http(s) with the same path; the local API's port on this machine when unset.
 */
function apiUrlsOf(value: string | undefined, port: number): string[] {
  const listed = (value ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
  if (listed.length === 0) return [`http://127.0.0.1:${port}`];
  const urls = listed.map((entry) => checkOrigin(entry, 'API_INTERNAL_URL').replace(/\/+$/, ''));
  const paths = new Set(urls.map((url) => new URL(url).pathname.replace(/\/+$/, '')));
  if (paths.size > 1)
    throw new Error(`API_INTERNAL_URL: every address must have the same path (${urls.join(', ')})`);
  return urls;
}

/** Addresses only this machine reaches. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

const SITE_ENVIRONMENTS = ['production', 'development'] as const;

/**
 * Collects what is wrong with the environment instead of stopping at the first: each check that throws adds its
 * message, and the start is refused once with all of them, as the API's loadConfig does (an operator fixing one
 * variable per start learnt of the next only then).
 */
class Problems {
  readonly found: string[] = [];

  /** Runs one check; a refusal is noted and `undefined` stands in for its value. */
  check<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      this.found.push((error as Error).message);
      return undefined;
    }
  }

  refuseIfAny(): void {
    if (this.found.length === 0) return;
    const count = this.found.length === 1 ? '1 problem' : `${this.found.length} problems`;
    throw new Error(
      `Invalid configuration (${count}):\n${this.found.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}

/** Refuses a setting with this message (inside a Problems check). */
function refuse(message: string): never {
  throw new Error(message);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const problems = new Problems();
  const ports = portsFromEnv(env);
  const environment = env.SITE_ENVIRONMENT?.trim() || 'production';
  problems.check(() => {
    if (!SITE_ENVIRONMENTS.includes(environment as (typeof SITE_ENVIRONMENTS)[number])) {
      refuse(`SITE_ENVIRONMENT: "${environment}" is not one of ${SITE_ENVIRONMENTS.join(', ')}`);
    }
  });
  const runtime: RuntimeConfigOptions = {
    ports,
    environment: environment as RuntimeConfigOptions['environment'],
    settings: problems.check(() => runtimeSettingsFromEnv(env)),
    ...(env.CIPHER_KEY && env.CIPHER_IV
      ? { passwordCipher: { key: env.CIPHER_KEY.trim(), iv: env.CIPHER_IV.trim() } }
      : {}),
  };
  problems.check(() => checkRuntimeSettings(runtime));
  const local = env.LOCAL_MODE === '1' || env.LOCAL_MODE === 'true';
  const host = env.HOST?.trim() || (local ? '127.0.0.1' : '0.0.0.0');
  const outboxFile = env.OUTBOX_FILE?.trim() ? resolve(env.OUTBOX_FILE.trim()) : null;
  // The inbox lists every code the API writes, in clear: never on an address another machine reaches.
  if (local && outboxFile && !LOOPBACK.test(host)) {
    problems.found.push(
      `OUTBOX_FILE: the inbox shows every code in clear, so this server serves it on a loopback address only (HOST is ${host}); leave OUTBOX_FILE unset to open the site to other machines`,
    );
  }
  if (!local) problems.check(() => checkCipherPair(env));
  const publicOrigin = env.PUBLIC_ORIGIN?.trim()
    ? (problems.check(() => checkOrigin(env.PUBLIC_ORIGIN?.trim() ?? '')) ?? null)
    : null;
  if (!local && !env.PUBLIC_ORIGIN?.trim()) {
    problems.found.push(
      'PUBLIC_ORIGIN must be set (e.g. https://www.example.org): share pages name the site by it, never by a request’s Host',
    );
  }
  const internalApiKey = env.INTERNAL_API_KEY?.trim() || null;
  if (internalApiKey !== null && internalApiKey.length < MIN_INTERNAL_KEY_LENGTH) {
    problems.found.push(
      `INTERNAL_API_KEY: at least ${MIN_INTERNAL_KEY_LENGTH} characters (the API’s own key)`,
    );
  }
  if (!local && internalApiKey === null) {
    problems.found.push(
      'INTERNAL_API_KEY must be set (the same value as the API’s): without it every visitor’s page spends this server’s one address budget at the API',
    );
  }
  const firstPaintBases: Partial<Record<RemoteName, string>> = {};
  for (const name of Object.keys(REMOTE_URL_VARIABLES) as RemoteName[]) {
    const variable = REMOTE_INTERNAL_URL_VARIABLES[name];
    const internal = env[variable]?.trim();
    const configured = runtime.settings?.remotes?.[name];
    const base = internal
      ? problems.check(() => checkOrigin(internal, variable)) && folderOf(internal)
      : !configured
        ? `http://127.0.0.1:${ports[name]}/`
        : configured.startsWith('/')
          ? publicOrigin && folderOf(`${publicOrigin}${configured}`)
          : folderOf(configured);
    if (base) firstPaintBases[name] = base;
  }
  const shellDist = folder(env.SHELL_DIST, join(HERE, '../dist'));
  const mobileDist = folder(env.MOBILE_DIST, join(HERE, '../../mobile/dist'));
  for (const [name, dir] of [
    ['SHELL_DIST', shellDist],
    ['MOBILE_DIST', mobileDist],
  ] as const) {
    if (!existsSync(join(dir, 'index.html'))) {
      problems.found.push(
        `${name}: ${dir} holds no index.html (build the app first, or point ${name} at its build)`,
      );
    }
  }
  const apiUrls = problems.check(() => apiUrlsOf(env.API_INTERNAL_URL, ports.api));
  const trustProxy = problems.check(() => parseTrustProxy(env.TRUST_PROXY));
  problems.refuseIfAny();
  return {
    port: ports.shell,
    // The local mode listens on this machine only unless told: its inbox shows every code the API writes.
    host,
    shellDist,
    mobileDist,
    // Both were checked above: refuseIfAny has thrown if either is undefined.
    apiUrls: apiUrls ?? [],
    trustProxy: trustProxy ?? false,
    internalApiKey,
    publicOrigin,
    runtime,
    firstPaintBases,
    fragmentWorker: existsSync(join(HERE, 'fragment-worker.js'))
      ? join(HERE, 'fragment-worker.js')
      : join(HERE, 'first-paint/fragment-worker-source.mjs'),
    local: local ? { outboxFile } : null,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
