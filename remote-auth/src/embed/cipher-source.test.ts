import { configureApi } from '@marathon/shared';
import { decryptPassword } from '@marathon/shared/cipher';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentCipherConfig, encrypt, setCipherConfig } from '../api/cipher';
import { loadEmbedCipher } from './cipher-source';

const PAIR = { key: 'partner-key-16ch', iv: 'partner-iv-16chr' };

afterEach(() => {
  setCipherConfig(null);
  vi.unstubAllGlobals();
});

describe('the cipher pair of an embedded login', () => {
  it('takes the pair given to mount without asking the API', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await loadEmbedCipher({ passwordCipher: PAIR });
    expect(currentCipherConfig()).toEqual(PAIR);
    expect(decryptPassword(encrypt('Runner2025'), PAIR)).toBe('Runner2025');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a malformed pair instead of encrypting with it', async () => {
    await expect(loadEmbedCipher({ passwordCipher: { key: 'short', iv: PAIR.iv } })).rejects.toThrow();
    expect(currentCipherConfig()).toBeNull();
  });

  it("otherwise asks the API's configuration call", async () => {
    const fetchSpy = vi.fn(
      async (_url: RequestInfo | URL) =>
        new Response(JSON.stringify({ code: 0, msg: 'success', data: PAIR }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    configureApi({ baseURL: 'https://api.example.test' });
    await loadEmbedCipher({});
    expect(currentCipherConfig()).toEqual(PAIR);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/user-center/api/config/passwordCipher');
  });
});
