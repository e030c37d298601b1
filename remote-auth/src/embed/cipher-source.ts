import { call } from '@marathon/shared';
import { endpoints, passwordCipherAnswerSchema } from '@marathon/shared/api';
import type { AuthMountOptions } from '@marathon/shared/contracts';
import { setCipherConfig } from '../api/cipher';

/**
 * The embedded login's cipher pair: the one the host passed, else the API's configuration call. A failed call
 * leaves the code login working; a password login then says the cipher is missing instead of sending garbage.
 */
export async function loadEmbedCipher(options: Pick<AuthMountOptions, 'passwordCipher'>): Promise<void> {
  if (options.passwordCipher) {
    setCipherConfig(passwordCipherAnswerSchema.parse(options.passwordCipher));
    return;
  }
  setCipherConfig(await call(endpoints.passwordCipher, { silent: true }));
}
