import { api } from '@marathon/shared';
import { passwordCipherAnswerSchema, type PasswordCipherAnswer } from '@marathon/shared/api';
import { API_PATHS } from '@marathon/shared/api/paths';
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
  const answer = await api().get<PasswordCipherAnswer>(API_PATHS.passwordCipher, undefined, { silent: true });
  setCipherConfig(passwordCipherAnswerSchema.parse(answer));
}
