/**
 * The real payment providers' settings as the configuration reads them, each possibly unset: the payments module
 * (modules/payments/config.ts) takes a provider whole or not at all, reads its key files and refuses a half one at
 * start, naming the variables below.
 */

export interface WechatPaySettings {
  mchId?: string;
  appId?: string;
  /** The serial number of the merchant's API certificate. */
  merchantSerial?: string;
  /** A PEM file: the merchant's API private key (apiclient_key.pem). */
  merchantKeyFile?: string;
  /** The API v3 key (32 characters) that decrypts notifications. */
  apiV3Key?: string;
  /** The WeChat Pay public key's id (PUB_KEY_ID_…) or the platform certificate's serial number. */
  platformSerial?: string;
  /** A PEM file: WeChat Pay's public key, or its platform certificate. */
  platformKeyFile?: string;
  /** WeChat Pay's API unless a proxy takes its place. */
  baseUrl?: string;
}

export interface AlipaySettings {
  appId?: string;
  /** A file: the application's private key (PEM, or the bare base64 Alipay's key tool writes). */
  appKeyFile?: string;
  /** A file: Alipay's public key (PEM or bare base64), as Alipay's console shows it. */
  alipayPublicKeyFile?: string;
  /** Alipay's gateway unless a proxy (or Alipay's sandbox) takes its place. */
  gateway?: string;
}

export interface PaymentSettings {
  wechat: WechatPaySettings;
  alipay: AlipaySettings;
}

/** The variable each setting is read from, to name the missing ones. */
export const WECHAT_PAY_VARIABLES = {
  mchId: 'WECHAT_PAY_MCH_ID',
  appId: 'WECHAT_PAY_APP_ID',
  merchantSerial: 'WECHAT_PAY_MERCHANT_SERIAL',
  merchantKeyFile: 'WECHAT_PAY_MERCHANT_KEY_FILE',
  apiV3Key: 'WECHAT_PAY_API_V3_KEY',
  platformSerial: 'WECHAT_PAY_PLATFORM_SERIAL',
  platformKeyFile: 'WECHAT_PAY_PLATFORM_KEY_FILE',
  baseUrl: 'WECHAT_PAY_BASE_URL',
} as const satisfies Record<keyof WechatPaySettings, string>;

export const ALIPAY_VARIABLES = {
  appId: 'ALIPAY_APP_ID',
  appKeyFile: 'ALIPAY_APP_KEY_FILE',
  alipayPublicKeyFile: 'ALIPAY_PUBLIC_KEY_FILE',
  gateway: 'ALIPAY_GATEWAY',
} as const satisfies Record<keyof AlipaySettings, string>;
