import { DEV_CIPHER_CONFIG, encryptPassword, type CipherConfig } from '@marathon/shared/cipher';

/** The deployment's key and IV are build settings (the API reads the same pair from CIPHER_KEY / CIPHER_IV). */
const config: CipherConfig = {
  key: (import.meta.env.VITE_CIPHER_KEY as string | undefined) || DEV_CIPHER_CONFIG.key,
  iv: (import.meta.env.VITE_CIPHER_IV as string | undefined) || DEV_CIPHER_CONFIG.iv,
};

export const encrypt = (plain: string): string => encryptPassword(plain, config);
