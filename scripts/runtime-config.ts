import { DEV_CIPHER_CONFIG } from '@marathon/shared/cipher';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import type { SitePorts } from './ports';

export interface RuntimeConfigOptions {
  ports: SitePorts;
  environment: RuntimeConfig['environment'];
  mobileSite?: string;
  /** Overrides of the derived remote URLs (a team that deploys its remote elsewhere). */
  remoteUrls?: Partial<RuntimeConfig['remotes']>;
}

/**
 * The shell's run-time manifest, made for the host name the visitor used, so the site works on localhost, on
 * 127.0.0.1 and from another machine alike. Remote URLs can be overridden by environment variables.
 */
export function makeRuntimeConfig(host: string, options: RuntimeConfigOptions): RuntimeConfig {
  const origin = (port: number) => `http://${host}:${port}`;
  const apiBase = process.env.PUBLIC_API_BASE ?? origin(options.ports.api);
  const entry = (port: number) => `${origin(port)}/remoteEntry.js`;
  const production = options.environment === 'production';
  return {
    environment: options.environment,
    apiBase,
    fileHost: `${apiBase}/files`,
    imageHost: `${apiBase}/files`,
    ...(options.mobileSite ? { mobileSite: options.mobileSite } : {}),
    remotes: {
      content: options.remoteUrls?.content ?? entry(options.ports.content),
      auth: options.remoteUrls?.auth ?? entry(options.ports.auth),
      search: options.remoteUrls?.search ?? entry(options.ports.search),
      signup: options.remoteUrls?.signup ?? entry(options.ports.signup),
    },
    // The API's own variables: the login encrypts with the pair the API decrypts with.
    passwordCipher: {
      key: process.env.CIPHER_KEY || DEV_CIPHER_CONFIG.key,
      iv: process.env.CIPHER_IV || DEV_CIPHER_CONFIG.iv,
    },
    translationFiles: ['i18n/general.json', 'i18n/race.json'],
    features: {
      // Spec 000 §7: the charity section is off in development and on everywhere else.
      showCharity: production,
      applyNow: { enabled: true, showRegistrationDate: true },
      subSite: { enabled: false },
      raceSite: { enabled: false },
    },
    memberCentrePath: 'reg/#/my/my-index',
  };
}
