import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEV_CIPHER_CONFIG } from '@marathon/shared/cipher';
import { loadConfig, parseTimingFeedKeys } from './config';

const API_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('configuration from the environment', () => {
  it('has working defaults: SQLite under api/.data, content under api/content, the dev cipher', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(API_ROOT, '.data/marathon.sqlite') });
    expect(config.contentDir).toBe(path.join(API_ROOT, 'content'));
    expect(config.corsOrigins).toBeNull();
    expect(config.cipher).toEqual(DEV_CIPHER_CONFIG);
    expect(config.rateLimitPerMinute).toBe(600);
  });

  it('uses PostgreSQL when DATABASE_URL names one, and reads the other variables', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://u:p@db:5432/marathon',
      DATA_DIR: '/tmp/ignored',
      CORS_ORIGINS: 'https://www.example.com, https://m.example.com/',
      CONTENT_DIR: '/srv/content',
      CIPHER_KEY: 'k'.repeat(32),
      CIPHER_IV: 'i'.repeat(16),
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      CAPTCHA_SECRET: 'c'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com:25',
      SITE_URL: 'https://www.example.com',
    });
    expect(config.port).toBe(9090);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/marathon' });
    expect(config.corsOrigins).toEqual(['https://www.example.com', 'https://m.example.com']);
    expect(config.contentDir).toBe('/srv/content');
    expect(config.cipher).toEqual({ key: 'k'.repeat(32), iv: 'i'.repeat(16) });
    expect(config.nodeEnv).toBe('production');
    expect(config.trustProxy).toBe(1);
  });

  it('refuses the retired review key, naming the staff bootstrap', () => {
    expect(() => loadConfig({ REVIEW_KEY: 'r'.repeat(24) })).toThrow(
      'REVIEW_KEY: the shared review key is retired; remove it, and create the first administrator with `node api/dist/cli.js staff bootstrap',
    );
    expect(loadConfig({ REVIEW_KEY: '' }).auditRetentionDays).toBe(400);
  });

  it('reads the audit retention in days, refusing one too short to keep a season', () => {
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '730' }).auditRetentionDays).toBe(730);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '7' })).toThrow('AUDIT_RETENTION_DAYS');
  });

  it('bounds the PostgreSQL pool by DATABASE_POOL_MAX, refusing a value that is not a small count', () => {
    const url = 'postgres://u:p@db:5432/marathon';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '4' }).database).toEqual({
      kind: 'postgres',
      url,
      poolMax: 4,
    });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '0' })).toThrow('DATABASE_POOL_MAX');
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: 'many' })).toThrow('DATABASE_POOL_MAX');
  });

  it('puts the SQLite file in DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/marathon' }).database).toEqual({
      kind: 'sqlite',
      file: '/var/lib/marathon/marathon.sqlite',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ CIPHER_KEY: 'short' }, 'CIPHER_KEY: must be 16, 24 or 32 characters'],
    [{ CIPHER_IV: 'short' }, 'CIPHER_IV: must be 16 characters'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CORS_ORIGINS: 'not an origin' }, 'CORS_ORIGINS'],
  ])('refuses %j with a message naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('never puts the database password in its error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:s3cret@db/x' })).toThrow(/^(?!.*s3cret)/);
  });

  describe('a production start', () => {
    const own = {
      CIPHER_KEY: 'k'.repeat(32),
      CIPHER_IV: 'i'.repeat(16),
      CAPTCHA_SECRET: 'c'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com:25',
      SITE_URL: 'https://www.example.org',
    };
    const secrets = {
      CIPHER_KEY: own.CIPHER_KEY,
      CIPHER_IV: own.CIPHER_IV,
      CAPTCHA_SECRET: own.CAPTCHA_SECRET,
      SITE_URL: own.SITE_URL,
    };
    const aliyun = {
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'sign',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    };
    const tencent = {
      TENCENT_SMS_SECRET_ID: 'id',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: 'sign',
      TENCENT_SMS_TEMPLATE_ID: '1',
    };

    it('refuses to start with no way to send codes, naming the settings and the way out', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...secrets })).toThrow(
        'Invalid configuration (1 problem):\n  - SMTP_URL / ALIYUN_SMS_* / TENCENT_SMS_*: no way to send verification codes; configure one, or set CODES_DISABLED=true to start with codes disabled',
      );
      // A half-configured provider is no channel either (and is named by its own check).
      expect(() =>
        loadConfig({ NODE_ENV: 'production', ...secrets, ALIYUN_SMS_ACCESS_KEY_ID: 'id' }),
      ).toThrow('no way to send verification codes');
    });

    it.each([
      ['SMTP', { SMTP_URL: 'smtps://mail.example.com' }],
      ['Aliyun SMS', aliyun],
      ['Tencent SMS', tencent],
    ])('starts with one code channel: %s', (_name, channel) => {
      const config = loadConfig({ NODE_ENV: 'production', ...secrets, ...channel });
      expect(config.auth?.codesDisabled).toBe(false);
    });

    it('starts with codes disabled only when told so', () => {
      const config = loadConfig({ NODE_ENV: 'production', ...secrets, CODES_DISABLED: 'true' });
      expect(config.auth?.codesDisabled).toBe(true);
      expect(config.auth?.codeOutbox).toBe(false);
      expect(loadConfig({}).auth?.codesDisabled).toBe(false);
      expect(() => loadConfig({ CODES_DISABLED: 'maybe' })).toThrow('CODES_DISABLED');
    });

    it('never migrates at start in production, and serves metrics only on a port of their own', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...own }).migrateAtStart).toBe(false);
      expect(loadConfig({}).migrateAtStart).toBe(true);
      expect(loadConfig({ MIGRATE_AT_START: 'false' }).migrateAtStart).toBe(false);
      expect(() => loadConfig({ NODE_ENV: 'production', ...own, MIGRATE_AT_START: 'true' })).toThrow(
        'MIGRATE_AT_START: production instances never migrate at start',
      );
      expect(loadConfig({}).metrics).toBeNull();
      expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
      expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics?.host).toBe('10.0.0.5');
    });

    it('refuses the development outbox in production', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...own, CODE_OUTBOX: 'true' })).toThrow(
        'Invalid configuration (1 problem):\n  - CODE_OUTBOX: the development outbox writes codes in clear; never in production',
      );
      expect(() => loadConfig({ NODE_ENV: 'production', ...own, CODE_OUTBOX: '1' })).toThrow('CODE_OUTBOX');
      expect(loadConfig({ NODE_ENV: 'production', ...own, CODE_OUTBOX: 'false' }).auth?.codeOutbox).toBe(
        false,
      );
    });

    it('starts with its own cipher key, IV and CAPTCHA secret, and keeps the outbox off', () => {
      const config = loadConfig({ NODE_ENV: 'production', ...own });
      expect(config.nodeEnv).toBe('production');
      expect(config.auth?.captchaSecret).toBe('c'.repeat(32));
      expect(config.auth?.codeOutbox).toBe(false);
      expect(config.auth?.outboxEndpoint).toBe(false);
    });

    it('names every missing setting in one error', () => {
      let message = '';
      try {
        loadConfig({ NODE_ENV: 'production' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid configuration \(5 problems\):\n {2}- /);
      expect(message).toContain('SITE_URL: must be set in production');
      expect(message).toContain('CIPHER_KEY: must be set in production');
      expect(message).toContain('CIPHER_IV: must be set in production');
      expect(message).toContain('CAPTCHA_SECRET: must be set in production');
      expect(message).toContain('no way to send verification codes');
    });

    it('refuses to start without the public origin that certificates, invitations and desk links print', () => {
      const { SITE_URL: _unset, ...withoutSite } = own;
      expect(() => loadConfig({ NODE_ENV: 'production', ...withoutSite })).toThrow(
        'Invalid configuration (1 problem):\n  - SITE_URL: must be set in production',
      );
      expect(loadConfig({ NODE_ENV: 'production', ...own }).siteUrl).toBe('https://www.example.org');
      // Outside production the certificate falls back to the asking page or the local site.
      expect(loadConfig({ NODE_ENV: 'development' }).siteUrl).toBeNull();
    });

    it('refuses the public development key and IV', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...own, CIPHER_KEY: DEV_CIPHER_CONFIG.key })).toThrow(
        'CIPHER_KEY: is the public development key',
      );
      expect(() => loadConfig({ NODE_ENV: 'production', ...own, CIPHER_IV: DEV_CIPHER_CONFIG.iv })).toThrow(
        'CIPHER_IV: is the public development IV',
      );
    });

    it('refuses a CAPTCHA secret that is too short', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...own, CAPTCHA_SECRET: 'short' })).toThrow(
        'CAPTCHA_SECRET',
      );
    });

    it('reports the badly formed variables and the missing production ones together', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', PORT: 'eighty', CIPHER_KEY: 'short' })).toThrow(
        /PORT: [\s\S]*CIPHER_KEY: must be 16, 24 or 32 characters[\s\S]*CIPHER_IV: must be set[\s\S]*CAPTCHA_SECRET: must be set/,
      );
    });

    it('keeps the development defaults outside production', () => {
      expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
      expect(() => loadConfig({})).not.toThrow();
    });

    it('checks RACE_DATA_SEED with the rest', () => {
      expect(() => loadConfig({ RACE_DATA_SEED: 'huge' })).toThrow('RACE_DATA_SEED');
    });
  });
});

describe('TIMING_FEED_KEYS', () => {
  it('reads a key per provider, and refuses a short key or one named twice without showing it', () => {
    expect(
      parseTimingFeedKeys('chiptiming:abcdefghijklmnopqrstuvwx, other:0123456789012345678901234'),
    ).toEqual([
      { provider: 'chiptiming', key: 'abcdefghijklmnopqrstuvwx' },
      { provider: 'other', key: '0123456789012345678901234' },
    ]);
    expect(() => parseTimingFeedKeys('chiptiming:short')).toThrow(/entry 1 is not provider:key/);
    expect(() => parseTimingFeedKeys('chiptiming:short')).not.toThrow(/short/);
    expect(() => parseTimingFeedKeys('a:abcdefghijklmnopqrstuvwx,a:0123456789012345678901234')).toThrow(
      /once/,
    );
  });
});
