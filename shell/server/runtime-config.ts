import { readFileSync } from 'node:fs';
import { CONTENT_PATHS } from '@marathon/shared/api/paths';
import { DEV_CIPHER_CONFIG } from '@marathon/shared/cipher';
import { runtimeConfigSchema, type RemoteName, type RuntimeConfig } from '@marathon/shared/contracts';
import { MEMBER_CENTRE_PATH } from '@marathon/shared/url';
import type { SitePorts } from './ports';

/** The scheme and host name a visitor used (behind a trusted proxy: the proxy's X-Forwarded-Proto/-Host). */
export interface PublicOrigin {
  protocol: string;
  /** Host name without the port. */
  hostname: string;
  /** Port of the public address, when the visitor used one (absent behind a proxy on 443/80). */
  port?: number;
}

/**
 * What an operator sets: any part of the manifest. Addresses (apiBase, fileHost, imageHost, remotes) are full
 * URLs, or paths starting with `/` that are resolved against the public origin of each request, so one
 * configuration serves every host name the site answers to.
 */
export type RuntimeSettings = Partial<Omit<RuntimeConfig, 'remotes' | 'features'>> & {
  remotes?: Partial<RuntimeConfig['remotes']>;
  features?: Partial<RuntimeConfig['features']>;
};

export interface RuntimeConfigOptions {
  ports: SitePorts;
  environment: RuntimeConfig['environment'];
  mobileSite?: string;
  /** Overrides of the derived remote URLs (a team that deploys its remote elsewhere). */
  remoteUrls?: Partial<RuntimeConfig['remotes']>;
  /** The operator's settings (RUNTIME_CONFIG_FILE and the environment, see runtimeSettingsFromEnv). */
  settings?: RuntimeSettings;
  /** The pair the API decrypts passwords with (CIPHER_KEY, CIPHER_IV); the development pair when not given. */
  passwordCipher?: { key: string; iv: string };
}

/** Environment variables that set one address of the manifest; they win over RUNTIME_CONFIG_FILE. */
export const ADDRESS_VARIABLES = {
  PUBLIC_API_BASE: 'apiBase',
  PUBLIC_FILE_HOST: 'fileHost',
  PUBLIC_IMAGE_HOST: 'imageHost',
} as const;

export const REMOTE_URL_VARIABLES: Record<RemoteName, string> = {
  content: 'REMOTE_CONTENT_URL',
  auth: 'REMOTE_AUTH_URL',
  search: 'REMOTE_SEARCH_URL',
  signup: 'REMOTE_SIGNUP_URL',
  admin: 'REMOTE_ADMIN_URL',
};

const REMOTE_NAMES = Object.keys(REMOTE_URL_VARIABLES) as RemoteName[];
const MANIFEST_KEYS = Object.keys(runtimeConfigSchema.shape);

/** A full http(s) URL or a path on the site's own origin; anything else is a configuration mistake. */
function checkAddress(where: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: must be a URL or a /path`);
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${where}: "${text}" is neither a URL such as https://cdn.example.org/x nor a /path`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${where}: must be http(s)`);
  return text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a settings file (RUNTIME_CONFIG_FILE): a JSON object with any part of the manifest. Unknown keys are
 * refused (a misspelt key must not be ignored silently); value types are checked with the manifest schema
 * once merged (see checkRuntimeSettings).
 */
export function readRuntimeSettingsFile(file: string): RuntimeSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`RUNTIME_CONFIG_FILE ${file}: ${(error as Error).message}`, { cause: error });
  }
  if (!isRecord(parsed)) throw new Error(`RUNTIME_CONFIG_FILE ${file}: must hold a JSON object`);
  for (const key of Object.keys(parsed)) {
    if (key === '$comment') continue;
    if (!MANIFEST_KEYS.includes(key)) {
      throw new Error(
        `RUNTIME_CONFIG_FILE ${file}: unknown key "${key}" (known: ${MANIFEST_KEYS.join(', ')})`,
      );
    }
  }
  const { $comment: _comment, ...settings } = parsed;
  for (const key of Object.values(ADDRESS_VARIABLES)) {
    if (settings[key] !== undefined) settings[key] = checkAddress(`${file}: ${key}`, settings[key]);
  }
  if (settings.remotes !== undefined) {
    if (!isRecord(settings.remotes))
      throw new Error(`RUNTIME_CONFIG_FILE ${file}: remotes must be an object`);
    for (const [name, value] of Object.entries(settings.remotes)) {
      if (!REMOTE_NAMES.includes(name as RemoteName)) {
        throw new Error(
          `RUNTIME_CONFIG_FILE ${file}: unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`,
        );
      }
      settings.remotes[name] = checkAddress(`${file}: remotes.${name}`, value);
    }
  }
  if (settings.features !== undefined && !isRecord(settings.features)) {
    throw new Error(`RUNTIME_CONFIG_FILE ${file}: features must be an object`);
  }
  return settings as RuntimeSettings;
}

/** The operator's settings: RUNTIME_CONFIG_FILE first, then the address variables over it. */
export function runtimeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeSettings {
  const fromFile = env.RUNTIME_CONFIG_FILE ? readRuntimeSettingsFile(env.RUNTIME_CONFIG_FILE) : {};
  const settings: RuntimeSettings = { ...fromFile, remotes: { ...fromFile.remotes } };
  for (const [variable, key] of Object.entries(ADDRESS_VARIABLES)) {
    const value = env[variable];
    if (value) settings[key] = checkAddress(variable, value);
  }
  for (const name of REMOTE_NAMES) {
    const value = env[REMOTE_URL_VARIABLES[name]];
    if (value)
      settings.remotes = { ...settings.remotes, [name]: checkAddress(REMOTE_URL_VARIABLES[name], value) };
  }
  if (env.MOBILE_SITE_URL) settings.mobileSite = checkAddress('MOBILE_SITE_URL', env.MOBILE_SITE_URL);
  return settings;
}

/** Where the shell's server serves the phone site (the mobile/ app's build). */
export const MOBILE_SITE_PATH = '/m/';

export function originText(origin: PublicOrigin, port?: number): string {
  const defaultPort = origin.protocol === 'https' ? 443 : 80;
  const shown = port ?? origin.port;
  const bare = origin.hostname.includes(':') && !origin.hostname.startsWith('[');
  const host = bare ? `[${origin.hostname}]` : origin.hostname;
  return `${origin.protocol}://${host}${shown && shown !== defaultPort ? `:${shown}` : ''}`;
}

/** A configured origin (PUBLIC_ORIGIN, already checked to be http(s) with no path) as a PublicOrigin. */
export function publicOriginOf(origin: string): PublicOrigin {
  const url = new URL(origin);
  const port = Number(url.port);
  return {
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    ...(port > 0 ? { port } : {}),
  };
}

/** A configured address made absolute for this request: /paths sit on the public origin. */
function resolveAddress(value: string, origin: PublicOrigin): string {
  return value.startsWith('/') ? `${originText(origin)}${value}` : value;
}

/** A remote's address may name its folder (ending in /): the entry is remoteEntry.js inside it. */
function remoteEntry(value: string, origin: PublicOrigin): string {
  const absolute = resolveAddress(value, origin);
  return absolute.endsWith('/') ? `${absolute}remoteEntry.js` : absolute;
}

/**
 * The shell's run-time manifest for one request. Without settings every address is derived from the visitor's
 * scheme and host name and each part's port (the site works on localhost, on 127.0.0.1 and from another
 * machine alike); settings (file, environment) replace any part. The result is checked with the manifest
 * schema the shell itself uses, so a bad setting fails here and not in a visitor's browser.
 */
export function makeRuntimeConfig(
  request: PublicOrigin | string,
  options: RuntimeConfigOptions,
): RuntimeConfig {
  const origin: PublicOrigin =
    typeof request === 'string' ? { protocol: 'http', hostname: request } : request;
  const settings = options.settings ?? {};
  const onPort = (port: number) => originText(origin, port);
  const apiBase = settings.apiBase ? resolveAddress(settings.apiBase, origin) : onPort(options.ports.api);
  const fileHost = settings.fileHost ? resolveAddress(settings.fileHost, origin) : `${apiBase}/files`;
  const imageHost = settings.imageHost ? resolveAddress(settings.imageHost, origin) : fileHost;
  const remote = (name: RemoteName) => {
    const configured = options.remoteUrls?.[name] ?? settings.remotes?.[name];
    return configured ? remoteEntry(configured, origin) : `${onPort(options.ports[name])}/remoteEntry.js`;
  };
  // Without a configured mobile site, phones go to our own phone pages on this origin.
  const mobileSite = options.mobileSite ?? settings.mobileSite ?? MOBILE_SITE_PATH;
  const { remotes: _remotes, features, ...rest } = settings;
  return runtimeConfigSchema.parse({
    translationFiles: [...CONTENT_PATHS.translations],
    memberCentrePath: MEMBER_CENTRE_PATH,
    ...rest,
    environment: options.environment,
    apiBase,
    fileHost,
    imageHost,
    ...(mobileSite ? { mobileSite: resolveAddress(mobileSite, origin) } : {}),
    remotes: {
      content: remote('content'),
      auth: remote('auth'),
      search: remote('search'),
      signup: remote('signup'),
      admin: remote('admin'),
    },
    // The login encrypts with the pair the API decrypts with.
    passwordCipher: options.passwordCipher ?? DEV_CIPHER_CONFIG,
    features: {
      // The charity section is off in development and on everywhere else, unless the operator says otherwise.
      showCharity: options.environment === 'production',
      applyNow: { enabled: true, showRegistrationDate: true },
      subSite: { enabled: false },
      raceSite: { enabled: false },
      ...features,
    },
  });
}

/** Fails at start-up, with the setting named, when the settings cannot make a valid manifest. */
export function checkRuntimeSettings(options: RuntimeConfigOptions): void {
  try {
    makeRuntimeConfig({ protocol: 'https', hostname: 'localhost' }, options);
  } catch (error) {
    const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    const detail = issues
      ? issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ')
      : (error as Error).message;
    throw new Error(`Invalid run-time manifest settings: ${detail}`, { cause: error });
  }
}
