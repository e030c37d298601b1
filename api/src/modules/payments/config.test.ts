import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config/config';
import { providersFromConfig } from './config';
import { startWechatStandIn, type WechatStandIn } from './wechat/wechat.stand-in';

const dir = mkdtempSync(path.join(tmpdir(), 'payment-config-'));
const file = (name: string, text: string): string => {
  const full = path.join(dir, name);
  writeFileSync(full, text);
  return full;
};

let standIn: WechatStandIn;
let wechatEnv: Record<string, string>;
const API_V3_KEY_LENGTH = 32;

beforeAll(async () => {
  standIn = await startWechatStandIn();
  const { keys } = standIn;
  wechatEnv = {
    WECHAT_PAY_MCH_ID: keys.mchId,
    WECHAT_PAY_APP_ID: keys.appId,
    WECHAT_PAY_MERCHANT_SERIAL: keys.merchantSerial,
    WECHAT_PAY_MERCHANT_KEY_FILE: file(
      'apiclient_key.pem',
      keys.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ),
    WECHAT_PAY_API_V3_KEY: keys.apiV3Key,
    WECHAT_PAY_PLATFORM_SERIAL: keys.platformSerial,
    WECHAT_PAY_PLATFORM_KEY_FILE: file(
      'wechatpay_pub.pem',
      keys.platformPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ),
    WECHAT_PAY_BASE_URL: standIn.baseUrl,
  };
});
afterAll(() => standIn.close());

const alipayKeys = () => {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // As Alipay's tools give them: bare base64, no PEM lines.
  const bare = (der: Buffer) => der.toString('base64');
  return {
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_APP_KEY_FILE: file(
      'app_private.txt',
      bare(app.privateKey.export({ type: 'pkcs8', format: 'der' })),
    ),
    ALIPAY_PUBLIC_KEY_FILE: file(
      'alipay_public.txt',
      bare(alipay.publicKey.export({ type: 'spki', format: 'der' })),
    ),
    ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do',
  };
};

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
const refusal = (env: Record<string, string>): string => {
  try {
    providersFromConfig(configOf(env));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('the configuration was accepted');
};

describe('providersFromConfig', () => {
  it('makes no real provider when none is configured', () => {
    expect(providersFromConfig(configOf({}))).toEqual([]);
  });

  it('makes WeChat Pay from its settings and key files, and it talks to WeChat Pay signed as the merchant', async () => {
    const providers = providersFromConfig(
      configOf({ ...wechatEnv, PUBLIC_API_URL: 'https://www.example.com/api' }),
    );
    expect(providers.map((provider) => provider.name)).toEqual(['wechat']);
    const wechat = providers[0];
    const checkout = await wechat?.checkout({
      orderNo: 'CFG1',
      amountFen: 100,
      description: 'test',
      payBy: Date.now() + 60_000,
    });
    expect(checkout).toEqual({ kind: 'qr', url: 'weixin://wxpay/bizpayurl?pr=CFG1' });
    expect(standIn.refused).toEqual([]);
    expect(wechat?.verifyNotification(standIn.pay('CFG1'))).toMatchObject({
      orderNo: 'CFG1',
      amountFen: 100,
    });
  });

  it('makes Alipay from bare base64 key files, its cashier on the configured gateway', async () => {
    const providers = providersFromConfig(configOf(alipayKeys()));
    expect(providers.map((provider) => provider.name)).toEqual(['alipay']);
    const checkout = await providers[0]?.checkout({
      orderNo: 'CFG2',
      amountFen: 1234,
      description: 'test',
      payBy: Date.now() + 60_000,
    });
    expect(checkout?.kind).toBe('redirect');
    expect(checkout?.url.startsWith('http://127.0.0.1:9/gateway.do?')).toBe(true);
    expect(new URL(checkout?.url ?? '').searchParams.get('notify_url')).toBe(
      'http://localhost:8080/payments/api/notify/alipay',
    );
  });

  it('refuses a half-configured provider, naming what is missing and never a secret', () => {
    const { WECHAT_PAY_API_V3_KEY: secret, ...withoutKey } = wechatEnv;
    const message = refusal(withoutKey);
    expect(message).toContain('WeChat Pay is half configured');
    expect(message).toContain('WECHAT_PAY_API_V3_KEY');
    expect(message).not.toContain('WECHAT_PAY_MCH_ID');
    expect(message).not.toContain(secret);
    expect(refusal({ ALIPAY_APP_ID: '2021000000000001' })).toContain(
      'Alipay is half configured; also set ALIPAY_APP_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE',
    );
  });

  it('refuses an unreadable key file or one that holds no key, without printing the file', () => {
    expect(refusal({ ...wechatEnv, WECHAT_PAY_MERCHANT_KEY_FILE: path.join(dir, 'absent.pem') })).toContain(
      'WECHAT_PAY_MERCHANT_KEY_FILE: cannot read',
    );
    const garbage = file('garbage.pem', 'not-a-key-but-a-secret-looking-text');
    const message = refusal({ ...alipayKeys(), ALIPAY_APP_KEY_FILE: garbage });
    expect(message).toContain('ALIPAY_APP_KEY_FILE');
    expect(message).not.toContain('secret-looking');
  });

  it('refuses an API v3 key of the wrong length, and a production provider with nowhere to be notified', () => {
    expect(() =>
      configOf({ ...wechatEnv, WECHAT_PAY_API_V3_KEY: 'x'.repeat(API_V3_KEY_LENGTH - 1) }),
    ).toThrow('WECHAT_PAY_API_V3_KEY: must be 32 characters');
    const production = { ...configOf(wechatEnv), nodeEnv: 'production' as const };
    expect(() => providersFromConfig(production)).toThrow('WeChat Pay needs PUBLIC_API_URL');
  });
});
