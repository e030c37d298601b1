import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRuntimeConfig } from '@marathon/shared/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PORTS } from './ports';
import {
  checkRuntimeSettings,
  makeRuntimeConfig,
  runtimeSettingsFromEnv,
  type RuntimeSettings,
} from './runtime-config';

const dir = mkdtempSync(join(tmpdir(), 'runtime-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function settingsFile(content: unknown): string {
  const file = join(dir, `settings-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const production = (settings: RuntimeSettings = {}) => ({
  ports: DEFAULT_PORTS,
  environment: 'production' as const,
  settings,
});

describe('the run-time manifest without settings', () => {
  it('derives every address from the visitor’s scheme, host name and each part’s port', () => {
    const config = makeRuntimeConfig({ protocol: 'https', hostname: 'race.example.org' }, production());
    expect(config.remotes).toEqual({
      content: 'https://race.example.org:8001/remoteEntry.js',
      auth: 'https://race.example.org:8002/remoteEntry.js',
      search: 'https://race.example.org:8003/remoteEntry.js',
      signup: 'https://race.example.org:8004/remoteEntry.js',
      admin: 'https://race.example.org:8005/remoteEntry.js',
    });
    expect(config.apiBase).toBe('https://race.example.org:8080');
    expect(config.fileHost).toBe('https://race.example.org:8080/files');
    expect(config.imageHost).toBe(config.fileHost);
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it('keeps a bare IPv6 host name a valid URL', () => {
    const config = makeRuntimeConfig({ protocol: 'http', hostname: '[::1]' }, production());
    expect(config.apiBase).toBe('http://[::1]:8080');
  });
});

describe('settings from the environment and RUNTIME_CONFIG_FILE', () => {
  it('resolves /paths against the public origin, so one proxy origin serves every part', () => {
    const settings = runtimeSettingsFromEnv({
      PUBLIC_API_BASE: '/api',
      REMOTE_CONTENT_URL: '/remotes/content/',
      REMOTE_AUTH_URL: '/remotes/auth/remoteEntry.js',
      REMOTE_SEARCH_URL: 'https://cdn.example.net/search/remoteEntry.js',
      REMOTE_SIGNUP_URL: '/remotes/signup/',
    });
    const config = makeRuntimeConfig(
      { protocol: 'https', hostname: 'race.example.org' },
      production(settings),
    );
    expect(config.apiBase).toBe('https://race.example.org/api');
    expect(config.fileHost).toBe('https://race.example.org/api/files');
    expect(config.remotes).toEqual({
      content: 'https://race.example.org/remotes/content/remoteEntry.js',
      auth: 'https://race.example.org/remotes/auth/remoteEntry.js',
      search: 'https://cdn.example.net/search/remoteEntry.js',
      signup: 'https://race.example.org/remotes/signup/remoteEntry.js',
      admin: 'https://race.example.org:8005/remoteEntry.js',
    });
    // A public port other than the scheme's default stays in the address.
    const local = makeRuntimeConfig(
      { protocol: 'http', hostname: 'localhost', port: 9000 },
      production(settings),
    );
    expect(local.apiBase).toBe('http://localhost:9000/api');
  });

  it('reads a file, and the environment wins over it', () => {
    const file = settingsFile({
      $comment: 'race-day deployment',
      apiBase: 'https://api.example.org',
      imageHost: 'https://img.example.org/files',
      remotes: { content: 'https://cdn.example.org/content/remoteEntry.js' },
      features: { showCharity: false },
    });
    const settings = runtimeSettingsFromEnv({
      RUNTIME_CONFIG_FILE: file,
      PUBLIC_API_BASE: 'https://api2.example.org',
    });
    const config = makeRuntimeConfig('localhost', production(settings));
    expect(config.apiBase).toBe('https://api2.example.org');
    expect(config.fileHost).toBe('https://api2.example.org/files');
    expect(config.imageHost).toBe('https://img.example.org/files');
    expect(config.remotes.content).toBe('https://cdn.example.org/content/remoteEntry.js');
    expect(config.remotes.auth).toBe('http://localhost:8002/remoteEntry.js');
    expect(config.features.showCharity).toBe(false);
    expect(config.features.applyNow).toEqual({ enabled: true, showRegistrationDate: true });
  });

  it('refuses bad settings with the setting named', () => {
    expect(() => runtimeSettingsFromEnv({ REMOTE_AUTH_URL: 'ftp://x/remoteEntry.js' })).toThrow(
      'REMOTE_AUTH_URL',
    );
    expect(() => runtimeSettingsFromEnv({ PUBLIC_API_BASE: 'api.example.org' })).toThrow('PUBLIC_API_BASE');
    expect(() => runtimeSettingsFromEnv({ RUNTIME_CONFIG_FILE: settingsFile({ remote: {} }) })).toThrow(
      'unknown key "remote"',
    );
    expect(() =>
      runtimeSettingsFromEnv({ RUNTIME_CONFIG_FILE: settingsFile({ remotes: { cms: '/x/' } }) }),
    ).toThrow('unknown remote "cms"');
    expect(() => runtimeSettingsFromEnv({ RUNTIME_CONFIG_FILE: settingsFile('{ not json') })).toThrow(
      'RUNTIME_CONFIG_FILE',
    );
    expect(() => runtimeSettingsFromEnv({ RUNTIME_CONFIG_FILE: join(dir, 'missing.json') })).toThrow(
      'missing.json',
    );
    // Types are those of the manifest schema the shell checks.
    const wrongType = runtimeSettingsFromEnv({
      RUNTIME_CONFIG_FILE: settingsFile({ features: { showCharity: 'yes' } }),
    });
    expect(() => checkRuntimeSettings(production(wrongType))).toThrow('features.showCharity');
  });
});
