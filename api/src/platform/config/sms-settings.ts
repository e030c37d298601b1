/** The SMS providers' settings as the configuration reads them; the senders in messaging/sms use them. */

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The finish alerts' template (parameters bib, name, point, time, link); null: no alerts by this provider. */
  alertTemplateCode?: string | null;
  /** The failed-logins notice's template (variable count); null: phone-only accounts are not told by this provider. */
  noticeTemplateCode?: string | null;
  /** https://dysmsapi.aliyuncs.com/ unless a test or a proxy overrides it. */
  endpoint: string;
}

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  /** The finish alerts' template (parameters bib, name, point, time, link in that order); null: none. */
  alertTemplateId?: string | null;
  /** The failed-logins notice's template (parameter {1}: the failures); null: none by this provider. */
  noticeTemplateId?: string | null;
  region: string;
  /** https://sms.tencentcloudapi.com unless a test or a proxy overrides it. */
  endpoint: string;
}

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';
