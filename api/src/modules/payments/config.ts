import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Clock } from '../../kernel/clock';
import type { AppConfig } from '../../platform/config/config';
import { siteUrlFor } from '../../platform/http/site-url';
import {
  ALIPAY_VARIABLES,
  WECHAT_PAY_VARIABLES,
  type AlipaySettings,
  type WechatPaySettings,
} from '../../platform/config/payment-settings';
import { createAlipayProvider } from './alipay/alipay-provider';
import type { PaymentProvider } from './provider';
import { createWechatPayProvider } from './wechat/wechat-provider';

type ProvidersConfig = Pick<
  AppConfig,
  'payments' | 'publicApiUrl' | 'siteUrl' | 'corsOrigins' | 'nodeEnv' | 'port'
>;

/** Settings a provider cannot work without; the others (base URLs) have defaults. */
const WECHAT_REQUIRED = [
  'mchId',
  'appId',
  'merchantSerial',
  'merchantKeyFile',
  'apiV3Key',
  'platformSerial',
  'platformKeyFile',
] as const satisfies readonly (keyof WechatPaySettings)[];
const ALIPAY_REQUIRED = [
  'appId',
  'appKeyFile',
  'alipayPublicKeyFile',
] as const satisfies readonly (keyof AlipaySettings)[];

type Whole<T, K extends keyof T> = T & Required<Pick<T, K>>;

/**
 * Whether a provider is configured: none of its settings (false), all of them (true), or some, which is refused
 * so a half-configured provider never reaches the first runner. Names variables only, never their values.
 */
function isWhole<T extends object, K extends keyof T & string>(
  provider: string,
  settings: T,
  required: readonly K[],
  variables: Record<K, string>,
): settings is Whole<T, K> {
  const present = (Object.keys(settings) as (keyof T & string)[]).filter(
    (key) => settings[key] !== undefined,
  );
  if (present.length === 0) return false;
  const missing = required.filter((key) => settings[key] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration: ${provider} is half configured; also set ${missing.map((key) => variables[key]).join(', ')}`,
    );
  }
  return true;
}

/**
 * A key from its file: PEM (a key or, for a public key, a certificate), or the bare base64 of the DER that
 * Alipay's key tool and console give. An error names the variable and the file, never what the file holds.
 */
function keyFromFile(variable: string, file: string, kind: 'private' | 'public'): KeyObject {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`Invalid configuration: ${variable}: cannot read ${file}`);
  }
  try {
    if (kind === 'public' && text.includes('-----BEGIN CERTIFICATE-----')) {
      return new X509Certificate(text).publicKey;
    }
    if (text.startsWith('-----BEGIN')) {
      return kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
    }
    const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
    return kind === 'private'
      ? createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
      : createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    throw new Error(`Invalid configuration: ${variable}: ${file} does not hold an RSA ${kind} key`);
  }
}

/** Where providers send their notifications: the API's public address, which production must state. */
function apiBaseOf(config: ProvidersConfig, provider: string): string {
  if (config.publicApiUrl) return config.publicApiUrl.replace(/\/+$/, '');
  if (config.nodeEnv === 'production') {
    throw new Error(
      `Invalid configuration: ${provider} needs PUBLIC_API_URL (e.g. https://www.example.com/api) to receive its notifications`,
    );
  }
  return `http://localhost:${config.port}`;
}

/**
 * The real payment providers this deployment is configured for (WeChat Pay, Alipay), made at start. A provider
 * given only some of its settings, an unreadable key file or a key that is not one stops the start with the
 * variables named.
 */
export function providersFromConfig(config: ProvidersConfig, clock: Clock = Date.now): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  const wechat = config.payments?.wechat ?? {};
  if (isWhole('WeChat Pay', wechat, WECHAT_REQUIRED, WECHAT_PAY_VARIABLES)) {
    providers.push(
      createWechatPayProvider({
        mchId: wechat.mchId,
        appId: wechat.appId,
        merchantSerial: wechat.merchantSerial,
        merchantPrivateKey: keyFromFile(
          WECHAT_PAY_VARIABLES.merchantKeyFile,
          wechat.merchantKeyFile,
          'private',
        ),
        apiV3Key: wechat.apiV3Key,
        platformSerial: wechat.platformSerial,
        platformPublicKey: keyFromFile(
          WECHAT_PAY_VARIABLES.platformKeyFile,
          wechat.platformKeyFile,
          'public',
        ),
        notifyUrl: `${apiBaseOf(config, 'WeChat Pay')}/payments/api/notify/wechat`,
        ...(wechat.baseUrl ? { baseUrl: wechat.baseUrl } : {}),
        clock,
      }),
    );
  }
  const alipay = config.payments?.alipay ?? {};
  if (isWhole('Alipay', alipay, ALIPAY_REQUIRED, ALIPAY_VARIABLES)) {
    if (!config.siteUrl && config.nodeEnv === 'production') {
      throw new Error('Invalid configuration: Alipay needs SITE_URL to send the runner back after paying');
    }
    providers.push(
      createAlipayProvider({
        appId: alipay.appId,
        appPrivateKey: keyFromFile(ALIPAY_VARIABLES.appKeyFile, alipay.appKeyFile, 'private'),
        alipayPublicKey: keyFromFile(
          ALIPAY_VARIABLES.alipayPublicKeyFile,
          alipay.alipayPublicKeyFile,
          'public',
        ),
        notifyUrl: `${apiBaseOf(config, 'Alipay')}/payments/api/notify/alipay`,
        returnUrl: `${siteUrlFor(config)}/user-center`,
        ...(alipay.gateway ? { gateway: alipay.gateway } : {}),
        clock,
      }),
    );
  }
  return providers;
}
