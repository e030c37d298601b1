import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildAuthApp, passSlider, post, tableCounts } from '../../../test-support/accounts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const ZH = '本站暂未开通验证码发送（短信和邮件），请联系赛事组委会';
const EN =
  'This site does not send verification codes (text or email) at present; please contact the organisers';

describe('a site started with codes disabled (CODES_DISABLED)', () => {
  it('refuses every code request in both languages, sends nothing and keeps no code', async () => {
    // The outbox would take a code: disabled must win over every channel.
    app = await buildAuthApp({ auth: { codesDisabled: true, codeOutbox: true } });
    const phone = await post(app, endpoints.sendPhoneCode.path, {
      ...(await passSlider(app)),
      captchaType: 2,
      userPhone: '13700137001',
      raceAppBusinessType: 1,
      cloudType: 'aliyun',
    });
    expect(phone.statusCode).toBe(503);
    expect(phone.json()).toEqual({ code: 503, msg: ZH, data: null });

    const email = await post(
      app,
      endpoints.sendEmailCode.path,
      { ...(await passSlider(app)), captchaType: 20, accountEmail: 'runner@example.com', emailSendType: 1 },
      { 'accept-language': 'en' },
    );
    expect(email.statusCode).toBe(503);
    expect(email.json()).toEqual({ code: 503, msg: EN, data: null });
    expect((await tableCounts(app)).codes).toBe(0);
    const outbox = await app.inject({
      method: 'GET',
      url: `${endpoints.devOutbox.path}?target=runner%40example.com`,
    });
    expect(outbox.json()).toMatchObject({ code: 0, data: [] });
  });
});
