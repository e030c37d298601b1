import { decryptPassword, type CipherConfig } from '@marathon/shared/cipher';

/** Opens the AES-CBC password fields of the auth calls with the configured key. */
export interface PasswordCipher {
  /** The plain password, or null for anything that is not a cipher text of our key. */
  decrypt(cipherText: string): string | null;
  /** The pair itself, for the login of pages that embed it (the browser encrypts with it). */
  readonly config: CipherConfig;
}

export function createPasswordCipher(config: CipherConfig): PasswordCipher {
  return { decrypt: (cipherText) => decryptPassword(cipherText, config), config: { ...config } };
}
