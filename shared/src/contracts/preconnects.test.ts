import { describe, expect, it } from 'vitest';
import { preconnectLinkHeader, preconnectsOf } from './preconnects';
import type { RuntimeConfig } from './runtime-config';

const runtime = (parts: Partial<RuntimeConfig>) =>
  ({
    apiBase: 'https://api.example.org/v1',
    fileHost: 'https://files.example.org/files',
    imageHost: 'https://files.example.org/images',
    remotes: {
      content: 'https://www.example.org/remotes/content/remoteEntry.js',
      auth: 'https://auth.example.org/remoteEntry.js',
      search: 'https://auth.example.org/search/remoteEntry.js',
      signup: '/remotes/signup/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    },
    ...parts,
  }) as RuntimeConfig;

describe('the origins the page connects to early', () => {
  it('names the API and file hosts once each, images apart, and neither the page’s own origin nor remotes', () => {
    expect(preconnectsOf(runtime({}), 'https://www.example.org')).toEqual([
      { origin: 'https://api.example.org', anonymous: true },
      { origin: 'https://files.example.org', anonymous: true },
      { origin: 'https://files.example.org', anonymous: false },
    ]);
  });

  it('writes them as a Link header, nothing when every address is the page’s own', () => {
    expect(preconnectLinkHeader(runtime({}), 'https://www.example.org')).toBe(
      '<https://api.example.org>; rel=preconnect; crossorigin, <https://files.example.org>; rel=preconnect; ' +
        'crossorigin, <https://files.example.org>; rel=preconnect',
    );
    const local = runtime({
      apiBase: '/api',
      fileHost: '/files',
      imageHost: '/images',
      remotes: {
        content: '/c/remoteEntry.js',
        auth: '/a/remoteEntry.js',
        search: '/s/remoteEntry.js',
        signup: '/u/remoteEntry.js',
        admin: '/o/remoteEntry.js',
      },
    });
    expect(preconnectLinkHeader(local, 'https://www.example.org')).toBe('');
  });
});
