import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_CIPHER_CONFIG } from '@marathon/shared/cipher';
import { configFromEnv } from './config';

const dist = mkdtempSync(join(tmpdir(), 'shell-config-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const OWN_PAIR = { CIPHER_KEY: 'k'.repeat(32), CIPHER_IV: 'i'.repeat(16) };
const base = { SHELL_DIST: dist, MOBILE_DIST: dist };

describe('the shell server’s configuration', () => {
  it('refuses a production start without a cipher pair of its own, naming both variables', () => {
    expect(() => configFromEnv({ ...base })).toThrow(/CIPHER_KEY and CIPHER_IV must be set/);
    expect(() => configFromEnv({ ...base, CIPHER_KEY: OWN_PAIR.CIPHER_KEY })).toThrow(/CIPHER_IV/);
    expect(() =>
      configFromEnv({ ...base, CIPHER_KEY: DEV_CIPHER_CONFIG.key, CIPHER_IV: DEV_CIPHER_CONFIG.iv }),
    ).toThrow(/development pair/);
    expect(configFromEnv({ ...base, ...OWN_PAIR }).local).toBeNull();
  });

  it('runs the local mode on the development pair, bound to this machine, with its inbox', () => {
    const config = configFromEnv({ ...base, LOCAL_MODE: '1', OUTBOX_FILE: '/tmp/outbox.jsonl' });
    expect(config.host).toBe('127.0.0.1');
    expect(config.local?.outboxFile).toBe('/tmp/outbox.jsonl');
    expect(() => configFromEnv({ ...base, LOCAL_MODE: '1' })).toThrow(/OUTBOX_FILE/);
  });

  it('refuses builds that are not there, and finds each remote’s first paint where it can reach it', () => {
    expect(() => configFromEnv({ ...OWN_PAIR, SHELL_DIST: join(dist, 'none'), MOBILE_DIST: dist })).toThrow(
      /SHELL_DIST/,
    );
    const config = configFromEnv({
      ...base,
      ...OWN_PAIR,
      CONTENT_PORT: '9001',
      REMOTE_AUTH_URL: 'https://cdn.example.org/auth/remoteEntry.js',
      REMOTE_SEARCH_URL: '/remotes/search/',
      REMOTE_SIGNUP_URL: '/remotes/signup/',
      REMOTE_SIGNUP_INTERNAL_URL: 'http://127.0.0.1:8089/remotes/signup/',
    });
    expect(config.firstPaintBases).toEqual({
      content: 'http://127.0.0.1:9001/',
      auth: 'https://cdn.example.org/auth/',
      signup: 'http://127.0.0.1:8089/remotes/signup/',
    });
    // A /path with a public origin to resolve it on.
    const withOrigin = configFromEnv({
      ...base,
      ...OWN_PAIR,
      PUBLIC_ORIGIN: 'https://www.example.org/',
      REMOTE_SEARCH_URL: '/remotes/search/',
    });
    expect(withOrigin.firstPaintBases.search).toBe('https://www.example.org/remotes/search/');
  });
});
