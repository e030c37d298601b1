import { setSiteData } from '@marathon/shared';
import { decryptPassword, DEV_CIPHER_CONFIG } from '@marathon/shared/cipher';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { currentCipherConfig, encrypt, setCipherConfig } from './cipher';

const MANIFEST_PAIR = { key: 'manifest-key-16c', iv: 'manifest-iv-16ch' };
const EMBED_PAIR = { key: 'embed-key-24-characters!', iv: 'embed-iv-16-char' };

function loadManifest(passwordCipher: RuntimeConfig['passwordCipher'] | undefined): void {
  setSiteData({ runtime: passwordCipher ? ({ passwordCipher } as RuntimeConfig) : null });
}

afterEach(() => {
  setCipherConfig(null);
  loadManifest(undefined);
});

describe('the password cipher key at run time', () => {
  it('on our site: encrypts with the pair of the run-time manifest', () => {
    loadManifest(MANIFEST_PAIR);
    expect(currentCipherConfig()).toEqual(MANIFEST_PAIR);
    expect(decryptPassword(encrypt('Runner2025'), MANIFEST_PAIR)).toBe('Runner2025');
    expect(decryptPassword(encrypt('Runner2025'), DEV_CIPHER_CONFIG)).toBeNull();
  });

  it('embedded: the pair given to mount wins', () => {
    loadManifest(MANIFEST_PAIR);
    setCipherConfig(EMBED_PAIR);
    expect(decryptPassword(encrypt('Runner2025'), EMBED_PAIR)).toBe('Runner2025');
  });

  it('refuses to encrypt when no pair has arrived (no key is baked into the build)', () => {
    expect(currentCipherConfig()).toBeNull();
    expect(() => encrypt('Runner2025')).toThrow('the password cipher is not configured');
  });
});
