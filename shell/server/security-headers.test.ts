import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTS } from './ports';
import { makeRuntimeConfig, runtimeSettingsFromEnv } from './runtime-config';
import { contentSecurityPolicy } from './security-headers';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the shell page’s Content-Security-Policy', () => {
  it('allows exactly the manifest’s remote, API and file origins', () => {
    const settings = runtimeSettingsFromEnv({
      PUBLIC_API_BASE: 'https://api.example.org',
      PUBLIC_IMAGE_HOST: 'https://img.example.org/files',
      REMOTE_CONTENT_URL: 'https://cdn.example.net/content/remoteEntry.js',
      REMOTE_AUTH_URL: '/remotes/auth/',
      REMOTE_SEARCH_URL: '/remotes/search/',
      REMOTE_SIGNUP_URL: '/remotes/signup/',
      REMOTE_ADMIN_URL: '/remotes/admin/',
    });
    const config = makeRuntimeConfig(
      { protocol: 'https', hostname: 'race.example.org' },
      { ports: DEFAULT_PORTS, environment: 'production', settings },
    );
    const policy = directives(contentSecurityPolicy(config));
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.net', 'https://race.example.org']);
    expect(policy['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://cdn.example.net',
      'https://race.example.org',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.org',
      'https://img.example.org',
      'https://cdn.example.net',
      'https://race.example.org',
    ]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:', 'https://img.example.org']));
    expect(policy['frame-src']).toEqual(["'self'", 'https://api.example.org', 'https://img.example.org']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('names each part’s own port when nothing is configured', () => {
    const config = makeRuntimeConfig('localhost', { ports: DEFAULT_PORTS, environment: 'production' });
    const policy = directives(contentSecurityPolicy(config));
    expect(policy['script-src']).toEqual([
      "'self'",
      'http://localhost:8001',
      'http://localhost:8002',
      'http://localhost:8003',
      'http://localhost:8004',
      'http://localhost:8005',
    ]);
    expect(policy['connect-src']).toContain('http://localhost:8080');
  });
});
