import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEV_CIPHER_CONFIG } from '@marathon/shared/cipher';
import { MIN_INTERNAL_KEY_LENGTH } from '@marathon/shared/internal-call';
import { parseTrustProxy, type TrustProxySetting } from '@marathon/shared/trust-proxy';
import type { UploadStorageConfig } from '../storage/storage';
import { API_ROOT } from './api-root';
import type { PaymentSettings } from './payment-settings';
import {
  ALIYUN_SMS_ENDPOINT,
  TENCENT_SMS_ENDPOINT,
  type AliyunSmsConfig,
  type TencentSmsConfig,
} from './sms-settings';

/** How long the audit trail keeps its rows by default: a season and its appeals, with a margin. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 400;

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  /** `poolMax`: the connections one process holds at most (DATABASE_POOL_MAX; the pool's default otherwise). */
  | { kind: 'postgres'; url: string; poolMax?: number };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /**
   * Exact origins allowed by CORS; null means the default: any port of localhost, 127.0.0.1 and `*.localhost`, and
   * of every domain bound online to a race (`site create`). A production API never keeps that default: unset
   * there, no cross-origin page is granted anything.
   */
  corsOrigins: string[] | null;
  contentDir: string;
  cipher: { key: string; iv: string };
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Requests per minute per client IP, over all routes. */
  rateLimitPerMinute: number;
  /**
   * The shell's server's key (header x-internal-key): its calls spend a budget of their own, and one it makes for
   * a visitor (x-client-address) spends that visitor's. Null: no internal calls.
   */
  internalApiKey?: string | null;
  /** Requests per minute of the internal calls made as the shell's server itself. */
  internalRateLimitPerMinute?: number;
  /**
   * Which reverse proxies are believed about the client address (X-Forwarded-For, for every per-address limit)
   * and the scheme: none, the nearest n hops, or the proxies at these addresses. Never all of them.
   */
  trustProxy: TrustProxySetting;
  /** Accounts (issue 4); tests may leave it out and get safe defaults (see user-center/auth-settings.ts). */
  auth?: Partial<AuthSettings>;
  /** Days the audit trail keeps its rows (the sweep deletes older ones); unset: AUDIT_RETENTION_DEFAULT_DAYS. */
  auditRetentionDays?: number;
  /** Where uploaded files are stored; unset: local disk under DATA_DIR/uploads. */
  uploadStorage?: UploadStorageConfig;
  /** Signs the verification codes printed on certificates (see race-data/certificate/code.ts). */
  certificateKey?: Buffer;
  /** The site's public address, for the verification link a certificate's QR code carries; unset: see site-url.ts. */
  siteUrl?: string | null;
  /** Certificates drawn at once after an import (race-data/certificate/prerender.ts); 0: none drawn ahead. */
  certificatePrerender?: number;
  /** Where Prometheus reads the metrics (a listener of their own, never the public port); null: not served. */
  metrics?: { port: number; host: string } | null;
  /**
   * Migrate the database when the API starts (the default outside production). Production never does: the
   * `migrate` command runs once before a rollout, and a start on an older schema stops with that said.
   */
  migrateAtStart?: boolean;
  /** The timing companies' keys for the live passings feed (live/feed-keys.ts); none: the feed answers 401. */
  timingFeedKeys?: TimingFeedKey[];
  /** Calls of the feed per provider per minute, counted in the shared state of every API process. */
  timingFeedPerMinute?: number;
  /** Live event streams one client address may hold open on one process (live/stream.ts). */
  liveStreamsPerAddress?: number;
  /** How often each process sweeps failed finish alerts to try them again (live/alerts/); 20 s unless set. */
  liveAlertSweepMs?: number;
  /**
   * The API's address as the public reaches it (https://www.example.com/api), for the opt-out link of a finish
   * alert; unset: http://localhost:PORT outside production, and no alerts in production (live/alerts/).
   */
  publicApiUrl?: string | null;
  /** WeChat Pay and Alipay as read (each whole or absent, checked when the providers are made); unset: none. */
  payments?: PaymentSettings;
}

/** One timing company's key for the live feed (TIMING_FEED_KEYS). */
export interface TimingFeedKey {
  provider: string;
  key: string;
}

/** Settings of the accounts layer: senders, limits, hash cost. */
export interface AuthSettings {
  /** Where the outbox file and uploaded files live. */
  dataDir: string;
  /** smtp://user:pass@host:port (or smtps://); unset: email codes go to the outbox (or fail in production). */
  smtpUrl: string | null;
  smtpFrom: string;
  /** Write codes to DATA_DIR/outbox.jsonl instead of sending them. On by default outside production only. */
  codeOutbox: boolean;
  /**
   * No code is sent at all (CODES_DISABLED): a production site without SMTP or an SMS provider starts only when this
   * is said explicitly, and then answers every code request with a clear refusal.
   */
  codesDisabled: boolean;
  /** Serve the outbox at a development endpoint (never in production). */
  outboxEndpoint: boolean;
  /** Signs slider results and code hashes; random per start when unset. */
  captchaSecret: string;
  /** Login attempts per client address per minute. */
  loginPerMinute: number;
  /** Code sends per client address per hour. */
  codesPerHour: number;
  /** Slider challenges (and their checks) per client address per minute. */
  challengesPerMinute: number;
  /**
   * Proof of work bound to each slider challenge: the page must try counters up to a secret one drawn between
   * powMaxNumber / 2 and powMaxNumber, each try a PBKDF2-SHA-256 of powCost iterations.
   */
  powMaxNumber: number;
  powCost: number;
  /** scrypt cost: N = 2^scryptLogN (r 8, p 1). */
  scryptLogN: number;
  /** Aliyun SMS credentials (cloudType aliyun); null: codes go to the outbox (or fail in production). */
  aliyunSms: AliyunSmsConfig | null;
  /** Tencent Cloud SMS credentials (cloudType tencentyun); null as for Aliyun. */
  tencentSms: TencentSmsConfig | null;
}

/** About 0.4 s of one core in a desktop browser; a script pays the same per code send. */
export const POW_DEFAULTS = { maxNumber: 1500, cost: 1000 } as const;

const emptyAsUndefined = (value: unknown): unknown => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional());

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: optionalText.default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** Connections to PostgreSQL one API process holds at most (each process also holds one listening for events). */
  DATABASE_POOL_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).optional()),
  DATA_DIR: optionalText,
  CORS_ORIGINS: optionalText,
  CONTENT_DIR: optionalText,
  CIPHER_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((key) => [16, 24, 32].includes(key.length), 'must be 16, 24 or 32 characters')
      .default(DEV_CIPHER_CONFIG.key),
  ),
  CIPHER_IV: z.preprocess(
    emptyAsUndefined,
    z.string().length(16, 'must be 16 characters').default(DEV_CIPHER_CONFIG.iv),
  ),
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  ),
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(600)),
  INTERNAL_API_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(MIN_INTERNAL_KEY_LENGTH, `must be at least ${MIN_INTERNAL_KEY_LENGTH} characters`)
      .optional(),
  ),
  INTERNAL_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(6000),
  ),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        // The issue is reported under the variable's name already.
        const message = error instanceof Error ? error.message.replace(/^TRUST_PROXY: /, '') : String(error);
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    }),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_FROM: optionalText,
  CODE_OUTBOX: z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: optionalText.default('127.0.0.1'),
  MIGRATE_AT_START: z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  CODES_DISABLED: z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).default('false')),
  CAPTCHA_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  AUTH_LOGIN_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20)),
  AUTH_CODES_PER_HOUR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(30)),
  AUTH_CHALLENGES_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(60)),
  CAPTCHA_POW_MAX_NUMBER: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(2).max(1_000_000).default(POW_DEFAULTS.maxNumber),
  ),
  CAPTCHA_POW_COST: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(100_000).default(POW_DEFAULTS.cost),
  ),
  CERTIFICATE_PRERENDER: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(8).default(1)),
  CERTIFICATE_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  SITE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://www.example.com')
      .optional(),
  ),
  AUDIT_RETENTION_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(30).max(3650).default(AUDIT_RETENTION_DEFAULT_DAYS),
  ),
  TIMING_FEED_KEYS: optionalText,
  TIMING_FEED_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1200)),
  LIVE_STREAMS_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(30)),
  PUBLIC_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^\s?#]+[^/\s?#]$/, 'must be an address such as https://www.example.com/api')
      .optional(),
  ),
  SCRYPT_LOG_N: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(20).default(15)),
  RACE_DATA_SEED: z.preprocess(emptyAsUndefined, z.enum(['full', 'small', 'none']).optional()),
  // Text messages: each provider is configured whole or not at all (see smsSettings).
  ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
  ALIYUN_SMS_SIGN_NAME: optionalText,
  ALIYUN_SMS_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_ALERT_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: optionalText,
  ALIYUN_SMS_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  TENCENT_SMS_SECRET_ID: optionalText,
  TENCENT_SMS_SECRET_KEY: optionalText,
  TENCENT_SMS_SDK_APP_ID: optionalText,
  TENCENT_SMS_SIGN_NAME: optionalText,
  TENCENT_SMS_TEMPLATE_ID: optionalText,
  TENCENT_SMS_ALERT_TEMPLATE_ID: optionalText,
  TENCENT_SMS_NOTICE_TEMPLATE_ID: optionalText,
  TENCENT_SMS_REGION: optionalText.default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  // Payment providers: each whole or not at all (checked by the payments module, which reads the key files).
  WECHAT_PAY_MCH_ID: optionalText,
  WECHAT_PAY_APP_ID: optionalText,
  WECHAT_PAY_MERCHANT_SERIAL: optionalText,
  WECHAT_PAY_MERCHANT_KEY_FILE: optionalText,
  WECHAT_PAY_API_V3_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().length(32, 'must be 32 characters (the API v3 key set in the merchant platform)').optional(),
  ),
  WECHAT_PAY_PLATFORM_SERIAL: optionalText,
  WECHAT_PAY_PLATFORM_KEY_FILE: optionalText,
  WECHAT_PAY_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  ALIPAY_APP_ID: optionalText,
  ALIPAY_APP_KEY_FILE: optionalText,
  ALIPAY_PUBLIC_KEY_FILE: optionalText,
  ALIPAY_GATEWAY: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  // Uploaded files: local disk, or an S3-compatible bucket shared by every server.
  UPLOAD_STORAGE: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText.default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).default('false')),
  S3_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w./-]*$/, 'letters, digits, . _ - / only')
      .default('uploads/'),
  ),
});

type EnvVars = z.infer<typeof envSchema>;

/** A provider's variables, all set or none: a half-configured provider would fail on the first visitor. */
function allOrNone<K extends keyof EnvVars>(vars: EnvVars, names: readonly K[]): boolean {
  const set = names.filter((name) => vars[name] !== undefined);
  if (set.length === 0) return false;
  if (set.length < names.length) {
    const missing = names.filter((name) => vars[name] === undefined);
    throw new Error(
      `Invalid configuration: ${missing.join(', ')} must be set together with ${set.join(', ')}`,
    );
  }
  return true;
}

function uploadStorageSettings(vars: EnvVars): UploadStorageConfig {
  if (vars.UPLOAD_STORAGE === 'local') return { kind: 'local' };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => vars[name] === undefined,
  );
  if (missing.length > 0) {
    throw new Error(`Invalid configuration: UPLOAD_STORAGE=s3 needs ${missing.join(', ')}`);
  }
  return {
    kind: 's3',
    endpoint: vars.S3_ENDPOINT ?? null,
    bucket: vars.S3_BUCKET ?? '',
    region: vars.S3_REGION,
    accessKeyId: vars.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true' || vars.S3_FORCE_PATH_STYLE === '1',
    prefix: vars.S3_PREFIX,
  };
}

function smsSettings(vars: EnvVars): Pick<AuthSettings, 'aliyunSms' | 'tencentSms'> {
  const aliyun = allOrNone(vars, [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ]);
  const tencent = allOrNone(vars, [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ]);
  return {
    aliyunSms: aliyun
      ? {
          accessKeyId: vars.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
          accessKeySecret: vars.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
          signName: vars.ALIYUN_SMS_SIGN_NAME ?? '',
          templateCode: vars.ALIYUN_SMS_TEMPLATE_CODE ?? '',
          alertTemplateCode: vars.ALIYUN_SMS_ALERT_TEMPLATE_CODE ?? null,
          noticeTemplateCode: vars.ALIYUN_SMS_NOTICE_TEMPLATE_CODE ?? null,
          endpoint: vars.ALIYUN_SMS_ENDPOINT ?? ALIYUN_SMS_ENDPOINT,
        }
      : null,
    tencentSms: tencent
      ? {
          secretId: vars.TENCENT_SMS_SECRET_ID ?? '',
          secretKey: vars.TENCENT_SMS_SECRET_KEY ?? '',
          sdkAppId: vars.TENCENT_SMS_SDK_APP_ID ?? '',
          signName: vars.TENCENT_SMS_SIGN_NAME ?? '',
          templateId: vars.TENCENT_SMS_TEMPLATE_ID ?? '',
          alertTemplateId: vars.TENCENT_SMS_ALERT_TEMPLATE_ID ?? null,
          noticeTemplateId: vars.TENCENT_SMS_NOTICE_TEMPLATE_ID ?? null,
          region: vars.TENCENT_SMS_REGION,
          endpoint: vars.TENCENT_SMS_ENDPOINT ?? TENCENT_SMS_ENDPOINT,
        }
      : null,
  };
}

/** As read, unset ones included: the payments module names what a half-configured provider lacks. */
function paymentSettings(vars: EnvVars): PaymentSettings {
  return {
    wechat: {
      mchId: vars.WECHAT_PAY_MCH_ID,
      appId: vars.WECHAT_PAY_APP_ID,
      merchantSerial: vars.WECHAT_PAY_MERCHANT_SERIAL,
      merchantKeyFile: vars.WECHAT_PAY_MERCHANT_KEY_FILE,
      apiV3Key: vars.WECHAT_PAY_API_V3_KEY,
      platformSerial: vars.WECHAT_PAY_PLATFORM_SERIAL,
      platformKeyFile: vars.WECHAT_PAY_PLATFORM_KEY_FILE,
      baseUrl: vars.WECHAT_PAY_BASE_URL,
    },
    alipay: {
      appId: vars.ALIPAY_APP_ID,
      appKeyFile: vars.ALIPAY_APP_KEY_FILE,
      alipayPublicKeyFile: vars.ALIPAY_PUBLIC_KEY_FILE,
      gateway: vars.ALIPAY_GATEWAY,
    },
  };
}

/**
 * What a production start must set itself: the development cipher key and IV are public (they ship in the
 * front end's development build), and a random per-start CAPTCHA secret would break every slider answer and
 * code in flight at each restart and differ between two API instances. Read from the raw environment so these
 * are reported together with the variables that failed to parse.
 */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV?.trim() !== 'production') return [];
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const key = value('CIPHER_KEY');
  if (key === undefined) {
    problems.push(
      'CIPHER_KEY: must be set in production (16, 24 or 32 characters, shared with the front end)',
    );
  } else if (key === DEV_CIPHER_CONFIG.key) {
    problems.push('CIPHER_KEY: is the public development key; set a key of your own in production');
  }
  const iv = value('CIPHER_IV');
  if (iv === undefined) {
    problems.push('CIPHER_IV: must be set in production (16 characters, shared with the front end)');
  } else if (iv === DEV_CIPHER_CONFIG.iv) {
    problems.push('CIPHER_IV: is the public development IV; set an IV of your own in production');
  }
  if (value('CAPTCHA_SECRET') === undefined) {
    problems.push(
      'CAPTCHA_SECRET: must be set in production (at least 16 characters, the same on every instance)',
    );
  }
  if (value('SITE_URL') === undefined) {
    problems.push(
      'SITE_URL: must be set in production (the public origin, e.g. https://www.example.org): certificate QR codes, staff invitations and pickup-desk links print it',
    );
  }
  if (isOn(value('MIGRATE_AT_START'))) {
    problems.push(
      'MIGRATE_AT_START: production instances never migrate at start (two would race); run the migrate command once before a rollout',
    );
  }
  return [...problems, ...codeChannelProblems(value)];
}

const isOn = (text: string | undefined): boolean => text === 'true' || text === '1';

/**
 * A production site must be able to send codes, or say plainly that it does not: without SMTP or a whole SMS
 * provider every sign-up and password reset would fail at the last step. The outbox writes codes in clear to a
 * file, which only a developer's machine may do.
 */
function codeChannelProblems(value: (name: string) => string | undefined): string[] {
  const problems: string[] = [];
  if (isOn(value('CODE_OUTBOX'))) {
    problems.push('CODE_OUTBOX: the development outbox writes codes in clear; never in production');
  }
  const whole = (names: string[]) => names.every((name) => value(name) !== undefined);
  const channels = [
    value('SMTP_URL') !== undefined,
    whole([
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ]),
    whole([
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ]),
  ];
  if (!channels.includes(true) && !isOn(value('CODES_DISABLED'))) {
    problems.push(
      'SMTP_URL / ALIYUN_SMS_* / TENCENT_SMS_*: no way to send verification codes; configure one, or set CODES_DISABLED=true to start with codes disabled',
    );
  }
  return problems;
}

/**
 * The key that signs certificate codes: CERTIFICATE_SECRET, or else one derived from CAPTCHA_SECRET (which every
 * instance of a production deployment shares), or else a fixed development key. Derived with HKDF under its own
 * label, so the two secrets' uses never meet; set CERTIFICATE_SECRET to rotate one without the other. Changing the
 * key makes every printed code read as forged: keep it for as long as certificates are kept.
 */
function certificateKeyFrom(
  certificateSecret: string | undefined,
  captchaSecret: string | undefined,
): Buffer {
  if (certificateSecret) return Buffer.from(certificateSecret);
  const base = captchaSecret ?? 'development certificate key: not for production';
  return Buffer.from(hkdfSync('sha256', base, 'marathon', 'certificate-codes-v1', 32));
}

function parseOrigins(list: string): string[] {
  const origins = list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new Error(`CORS_ORIGINS: "${origin}" is not an origin such as https://www.example.com`);
    }
  }
  return origins;
}

/**
 * TIMING_FEED_KEYS: `provider:key` pairs separated by commas, a key per timing company (letters, digits, `-`, `_`,
 * at least 24 characters); a provider's name says in the log and the budget whose passings came in.
 */
export function parseTimingFeedKeys(list: string): TimingFeedKey[] {
  const keys = list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry, index) => {
      const match = /^([a-z0-9][a-z0-9-]{0,31}):([A-Za-z0-9_-]{24,200})$/.exec(entry);
      if (!match?.[1] || !match[2]) {
        // Named by its place only: the entry may be a key alone, which must never reach a log.
        throw new Error(
          `TIMING_FEED_KEYS: entry ${index + 1} is not provider:key (a lower-case name, a key of at least 24 letters, digits, - or _)`,
        );
      }
      return { provider: match[1], key: match[2] };
    });
  const providers = new Set(keys.map((key) => key.provider));
  const secrets = new Set(keys.map((key) => key.key));
  if (providers.size !== keys.length || secrets.size !== keys.length) {
    throw new Error('TIMING_FEED_KEYS: each provider and each key may appear once');
  }
  return keys;
}

/**
 * Settings that once existed and must not silently stop meaning anything (not in .env.example: nobody should set
 * them). REVIEW_KEY was the organisers' one shared key; staff now sign in as themselves, and a deployment still
 * setting it would believe it protects something, so it is refused with the way forward.
 */
const RETIRED_VARIABLES: Readonly<Record<string, string>> = {
  REVIEW_KEY:
    'the shared review key is retired; remove it, and create the first administrator with `node api/dist/cli.js staff bootstrap --email <address> --name <name>` (organisers then sign in as staff members)',
};

function retiredProblems(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(RETIRED_VARIABLES)
    .filter(([name]) => (env[name] ?? '').trim() !== '')
    .map(([name, message]) => `${name}: ${message}`);
}

/**
 * Reads the configuration from the environment; throws one readable error naming every missing or bad variable
 * (a production start must bring its own cipher key, IV and CAPTCHA secret).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...productionProblems(env),
    ...retiredProblems(env),
  ];
  if (!parsed.success || problems.length > 0) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    throw new Error(
      `Invalid configuration (${count}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(API_ROOT, '.data'));
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL
      ? {
          kind: 'postgres',
          url: vars.DATABASE_URL,
          ...(vars.DATABASE_POOL_MAX ? { poolMax: vars.DATABASE_POOL_MAX } : {}),
        }
      : { kind: 'sqlite', file: path.join(dataDir, 'marathon.sqlite') },
    corsOrigins: vars.CORS_ORIGINS
      ? parseOrigins(vars.CORS_ORIGINS)
      : vars.NODE_ENV === 'production'
        ? []
        : null,
    contentDir: path.resolve(vars.CONTENT_DIR ?? path.join(API_ROOT, 'content')),
    cipher: { key: vars.CIPHER_KEY, iv: vars.CIPHER_IV },
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    internalApiKey: vars.INTERNAL_API_KEY ?? null,
    internalRateLimitPerMinute: vars.INTERNAL_RATE_LIMIT_PER_MINUTE,
    trustProxy: vars.TRUST_PROXY,
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    uploadStorage: uploadStorageSettings(vars),
    certificateKey: certificateKeyFrom(vars.CERTIFICATE_SECRET, vars.CAPTCHA_SECRET),
    siteUrl: vars.SITE_URL ?? null,
    certificatePrerender: vars.CERTIFICATE_PRERENDER,
    metrics: vars.METRICS_PORT ? { port: vars.METRICS_PORT, host: vars.METRICS_HOST } : null,
    migrateAtStart:
      vars.MIGRATE_AT_START === undefined ? vars.NODE_ENV !== 'production' : isOn(vars.MIGRATE_AT_START),
    timingFeedKeys: vars.TIMING_FEED_KEYS ? parseTimingFeedKeys(vars.TIMING_FEED_KEYS) : [],
    timingFeedPerMinute: vars.TIMING_FEED_PER_MINUTE,
    liveStreamsPerAddress: vars.LIVE_STREAMS_PER_ADDRESS,
    publicApiUrl: vars.PUBLIC_API_URL ?? null,
    payments: paymentSettings(vars),
    auth: {
      dataDir,
      smtpUrl: vars.SMTP_URL ?? null,
      smtpFrom: vars.SMTP_FROM ?? 'no-reply@localhost',
      codeOutbox:
        vars.CODE_OUTBOX === undefined
          ? vars.NODE_ENV !== 'production'
          : vars.CODE_OUTBOX === 'true' || vars.CODE_OUTBOX === '1',
      codesDisabled: isOn(vars.CODES_DISABLED),
      outboxEndpoint: vars.NODE_ENV !== 'production',
      ...(vars.CAPTCHA_SECRET ? { captchaSecret: vars.CAPTCHA_SECRET } : {}),
      loginPerMinute: vars.AUTH_LOGIN_PER_MINUTE,
      codesPerHour: vars.AUTH_CODES_PER_HOUR,
      challengesPerMinute: vars.AUTH_CHALLENGES_PER_MINUTE,
      powMaxNumber: vars.CAPTCHA_POW_MAX_NUMBER,
      powCost: vars.CAPTCHA_POW_COST,
      scryptLogN: vars.SCRYPT_LOG_N,
      ...smsSettings(vars),
    },
  };
}
