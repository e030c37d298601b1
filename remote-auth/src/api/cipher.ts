import { useSiteStore } from '@marathon/shared';
import { encryptPassword, type CipherConfig } from '@marathon/shared/cipher';

/**
 * The deployment's key and IV arrive at run time, never from the build: on our site from the run-time manifest
 * the shell loaded, on a page that embeds the login from `mount` (an option, or the API's configuration call).
 */
let embedded: CipherConfig | null = null;

export function setCipherConfig(config: CipherConfig | null): void {
  embedded = config;
}

export function currentCipherConfig(): CipherConfig | null {
  return embedded ?? useSiteStore.getState().runtime?.passwordCipher ?? null;
}

export function encrypt(plain: string): string {
  const config = currentCipherConfig();
  // A missing key is a deployment fault: refuse rather than send a password the API cannot read.
  if (!config) throw new Error('the password cipher is not configured');
  return encryptPassword(plain, config);
}
