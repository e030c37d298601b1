import { DEV_CIPHER_CONFIG } from '@marathon/shared/cipher';
import { parseRuntimeConfig } from '@marathon/shared/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTS } from './ports';
import { makeRuntimeConfig } from './runtime-config';

const make = (passwordCipher?: { key: string; iv: string }) =>
  makeRuntimeConfig('localhost', {
    ports: DEFAULT_PORTS,
    environment: 'production',
    ...(passwordCipher ? { passwordCipher } : {}),
  });

describe('the password cipher in the run-time manifest', () => {
  it("carries the API's CIPHER_KEY and CIPHER_IV, so the login encrypts with the pair the API decrypts with", () => {
    const pair = { key: 'a-24-character-key-here!', iv: 'sixteen-char-iv!' };
    expect(parseRuntimeConfig(make(pair)).passwordCipher).toEqual(pair);
  });

  it('is the development pair in the local mode, where none is given', () => {
    expect(make().passwordCipher).toEqual(DEV_CIPHER_CONFIG);
  });

  it.each([
    ['a 15-character key', { key: 'k'.repeat(15), iv: 'i'.repeat(16) }],
    ['a 17-character IV', { key: 'k'.repeat(16), iv: 'i'.repeat(17) }],
  ])('the shell refuses a manifest with %s before rendering', (_case, passwordCipher) => {
    expect(() => parseRuntimeConfig({ ...make(), passwordCipher })).toThrow();
  });

  it('the shell refuses a manifest without the cipher', () => {
    const { passwordCipher: _dropped, ...rest } = make();
    expect(() => parseRuntimeConfig(rest)).toThrow();
  });
});
