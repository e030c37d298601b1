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
/** What a production start needs beside the pair: the key it calls the API with, and the site's public origin. */
const PRODUCTION = {
  ...OWN_PAIR,
  INTERNAL_API_KEY: 'x'.repeat(32),
  PUBLIC_ORIGIN: 'https://www.example.org',
};
const base = { SHELL_DIST: dist, MOBILE_DIST: dist };

describe('the shell server’s configuration', () => {
  it('refuses a production start without a cipher pair of its own, naming both variables', () => {
    expect(() => configFromEnv({ ...base })).toThrow(/CIPHER_KEY and CIPHER_IV must be set/);
    expect(() => configFromEnv({ ...base, CIPHER_KEY: OWN_PAIR.CIPHER_KEY })).toThrow(/CIPHER_IV/);
    expect(() =>
      configFromEnv({ ...base, CIPHER_KEY: DEV_CIPHER_CONFIG.key, CIPHER_IV: DEV_CIPHER_CONFIG.iv }),
    ).toThrow(/development pair/);
    expect(configFromEnv({ ...base, ...PRODUCTION }).local).toBeNull();
  });

  it('refuses a production start that would share one budget or build share pages from a request’s Host', () => {
    const { INTERNAL_API_KEY: _key, ...noKey } = PRODUCTION;
    expect(() => configFromEnv({ ...base, ...noKey })).toThrow(/INTERNAL_API_KEY must be set/);
    expect(() => configFromEnv({ ...base, ...PRODUCTION, INTERNAL_API_KEY: 'short' })).toThrow(
      /32 characters/,
    );
    const { PUBLIC_ORIGIN: _origin, ...noOrigin } = PRODUCTION;
    expect(() => configFromEnv({ ...base, ...noOrigin })).toThrow(/PUBLIC_ORIGIN must be set/);
  });

  it('names every missing or bad setting at once, as the API does, not one per start', () => {
    // An operator's first production start with nothing set: one message lists all of it.
    const start = () =>
      configFromEnv({ SHELL_DIST: join(dist, 'none'), MOBILE_DIST: dist, TRUST_PROXY: 'true' });
    expect(start).toThrow(/^Invalid configuration \(5 problems\):\n/);
    const message = (() => {
      try {
        start();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of [
      'CIPHER_KEY and CIPHER_IV must be set',
      'PUBLIC_ORIGIN must be set',
      'INTERNAL_API_KEY must be set',
      'TRUST_PROXY',
      'SHELL_DIST',
    ]) {
      expect(message).toContain(`  - ${name}`);
    }
    // The one problem alone is still one line of its own.
    const { PUBLIC_ORIGIN: _origin, ...noOrigin } = PRODUCTION;
    expect(() => configFromEnv({ ...base, ...noOrigin })).toThrow(
      /^Invalid configuration \(1 problem\):\n {2}- PUBLIC_ORIGIN must be set/,
    );
  });

  it('believes proxies by hop count or address, never all of them', () => {
    expect(configFromEnv({ ...base, ...PRODUCTION }).trustProxy).toBe(false);
    expect(configFromEnv({ ...base, ...PRODUCTION, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFromEnv({ ...base, ...PRODUCTION, TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual([
      '10.0.0.5',
    ]);
    expect(() => configFromEnv({ ...base, ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('runs the local mode on the development pair, bound to this machine, with its inbox', () => {
    const config = configFromEnv({ ...base, LOCAL_MODE: '1', OUTBOX_FILE: '/tmp/outbox.jsonl' });
    expect(config.host).toBe('127.0.0.1');
    expect(config.local?.outboxFile).toBe('/tmp/outbox.jsonl');
  });

  it('opens the local mode to other machines only without its inbox', () => {
    const lan = configFromEnv({ ...base, LOCAL_MODE: '1', HOST: '0.0.0.0' });
    expect(lan.host).toBe('0.0.0.0');
    expect(lan.local).toEqual({ outboxFile: null });
    // The inbox shows every code in clear: never where another machine reaches it.
    expect(() =>
      configFromEnv({ ...base, LOCAL_MODE: '1', HOST: '0.0.0.0', OUTBOX_FILE: '/tmp/outbox.jsonl' }),
    ).toThrow(/OUTBOX_FILE/);
  });

  it('refuses builds that are not there, and finds each remote’s first paint where it can reach it', () => {
    expect(() => configFromEnv({ ...PRODUCTION, SHELL_DIST: join(dist, 'none'), MOBILE_DIST: dist })).toThrow(
      /SHELL_DIST/,
    );
    const config = configFromEnv({
      ...base,
      ...PRODUCTION,
      CONTENT_PORT: '9001',
      REMOTE_AUTH_URL: 'https://cdn.example.org/auth/remoteEntry.js',
      REMOTE_SEARCH_URL: '/remotes/search/',
      REMOTE_SIGNUP_URL: '/remotes/signup/',
      REMOTE_SIGNUP_INTERNAL_URL: 'http://127.0.0.1:8089/remotes/signup/',
    });
    expect(config.firstPaintBases).toEqual({
      content: 'http://127.0.0.1:9001/',
      auth: 'https://cdn.example.org/auth/',
      // A /path on the public origin.
      search: 'https://www.example.org/remotes/search/',
      signup: 'http://127.0.0.1:8089/remotes/signup/',
      admin: 'http://127.0.0.1:8005/',
    });
  });
});
