import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';

const ALIYUN = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '扬州半程马拉松',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};
const TENCENT = {
  TENCENT_SMS_SECRET_ID: 'AKID-id',
  TENCENT_SMS_SECRET_KEY: 'secret',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: '扬州半程马拉松',
  TENCENT_SMS_TEMPLATE_ID: '123',
};

describe('SMS provider configuration', () => {
  it('leaves both providers off by default', () => {
    expect(loadConfig({}).auth).toMatchObject({ aliyunSms: null, tencentSms: null });
  });

  it('reads a whole provider, with the documented endpoints and region by default', () => {
    const auth = loadConfig({ ...ALIYUN, ...TENCENT }).auth;
    expect(auth?.aliyunSms).toEqual({
      accessKeyId: 'LTAI-id',
      accessKeySecret: 'secret',
      signName: '扬州半程马拉松',
      templateCode: 'SMS_1',
      alertTemplateCode: null,
      noticeTemplateCode: null,
      endpoint: 'https://dysmsapi.aliyuncs.com/',
    });
    expect(auth?.tencentSms).toMatchObject({
      sdkAppId: '1400000000',
      region: 'ap-guangzhou',
      endpoint: 'https://sms.tencentcloudapi.com',
    });
  });

  it("reads the finish alerts' own templates", () => {
    const auth = loadConfig({
      ...ALIYUN,
      ALIYUN_SMS_ALERT_TEMPLATE_CODE: 'SMS_2',
      ...TENCENT,
      TENCENT_SMS_ALERT_TEMPLATE_ID: '2000002',
    }).auth;
    expect(auth?.aliyunSms?.alertTemplateCode).toBe('SMS_2');
    expect(auth?.tencentSms?.alertTemplateId).toBe('2000002');
  });

  it("reads the failed-logins notice's own templates", () => {
    const auth = loadConfig({
      ...ALIYUN,
      ALIYUN_SMS_NOTICE_TEMPLATE_CODE: 'SMS_3',
      ...TENCENT,
      TENCENT_SMS_NOTICE_TEMPLATE_ID: '2000003',
    }).auth;
    expect(auth?.aliyunSms?.noticeTemplateCode).toBe('SMS_3');
    expect(auth?.tencentSms?.noticeTemplateId).toBe('2000003');
  });

  it('takes endpoint overrides', () => {
    const auth = loadConfig({
      ...ALIYUN,
      ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9000/',
      ...TENCENT,
      TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:9001',
      TENCENT_SMS_REGION: 'ap-beijing',
    }).auth;
    expect(auth?.aliyunSms?.endpoint).toBe('http://127.0.0.1:9000/');
    expect(auth?.tencentSms).toMatchObject({ endpoint: 'http://127.0.0.1:9001', region: 'ap-beijing' });
  });

  it('refuses a half-configured provider, naming what is missing, never the secret', () => {
    const { ALIYUN_SMS_TEMPLATE_CODE: _left, ...partial } = ALIYUN;
    expect(() => loadConfig(partial)).toThrow(/ALIYUN_SMS_TEMPLATE_CODE must be set together with/);
    expect(() => loadConfig(partial)).not.toThrow(/secret/);
    expect(() => loadConfig({ TENCENT_SMS_SECRET_ID: 'x' })).toThrow(/TENCENT_SMS_SECRET_KEY/);
  });

  it('refuses an endpoint that is not a web address', () => {
    expect(() => loadConfig({ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'ftp://x' })).toThrow(/ALIYUN_SMS_ENDPOINT/);
  });
});
