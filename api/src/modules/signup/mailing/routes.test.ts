import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, envelopeSchema, mailingSchema } from '@marathon/shared/api';
import {
  SHIPPED_SIGNUP,
  buildSignupApp,
  call,
  postAnswers,
  runner,
  submissionId,
  uploadedBy,
  type SignupTestApp,
} from '../../../test-support/signup';

let t: SignupTestApp;
let owner: { token: string; userId: string; registrationId: number };
beforeAll(async () => {
  t = await buildSignupApp();
  const who = await runner(t.app);
  const signature = await uploadedBy(t.app, who.userId);
  const response = await call(t.app, endpoints.signupSubmit.path, {
    token: who.token,
    body: { kind: 'post', submissionId: submissionId(), answers: postAnswers(signature) },
  });
  owner = { ...who, registrationId: response.json().data.id as number };
});
afterAll(async () => t.app.close());

const request = (overrides: Record<string, unknown> = {}) => ({
  registrationId: owner.registrationId,
  recipient: '王秀英',
  phone: '13912345678',
  region: { province: '32', city: '3210', area: '321003', address: '邗江中路 100 号' },
  acceptPostage: true,
  acceptSubstitution: true,
  ...overrides,
});

describe('mailingRequest', () => {
  it('records one request per registration; a second one changes its address', async () => {
    const first = await call(t.app, endpoints.mailingRequest.path, { token: owner.token, body: request() });
    expect(first.statusCode).toBe(200);
    const mailing = envelopeSchema(mailingSchema).parse(first.json()).data;
    expect(mailing).toMatchObject({
      registrationId: owner.registrationId,
      year: 2025,
      recipient: '王秀英',
      phoneMasked: '139****5678',
      status: 0,
      trackingNo: null,
    });
    expect(Object.keys(first.json().data).sort()).toEqual(Object.keys(mailingSchema.shape).sort());
    expect(JSON.stringify(first.json())).not.toContain('13912345678');
    // Kept in clear for the courier (the review CLI's shipping list); the runner's pages see the masked copy.
    const stored = await t.app.context.db
      .selectFrom('signup_mailings')
      .select(['phone', 'phone_masked'])
      .where('id', '=', mailing.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ phone: '13912345678', phone_masked: '139****5678' });

    const moved = await call(t.app, endpoints.mailingRequest.path, {
      token: owner.token,
      body: request({
        phone: '13800001111',
        region: { province: '11', city: '1101', area: '110105', address: '建国路 1 号' },
      }),
    });
    expect(moved.json().data).toMatchObject({
      id: mailing.id,
      phoneMasked: '138****1111',
      region: { area: '110105' },
    });
    expect(
      await t.app.context.db.selectFrom('signup_mailings').select('phone').executeTakeFirstOrThrow(),
    ).toEqual({ phone: '13800001111' });
    expect(await t.app.context.db.selectFrom('signup_mailings').selectAll().execute()).toHaveLength(1);

    await t.app.context.db.updateTable('signup_mailings').set({ status: 1 }).execute();
    const shipped = await call(t.app, endpoints.mailingRequest.path, { token: owner.token, body: request() });
    expect(shipped.json().msg).toBe('参赛包已寄出，无法修改地址');
    await t.app.context.db.updateTable('signup_mailings').set({ status: 0 }).execute();
  });

  it('refuses someone else’s registration, a made-up region and malformed requests', async () => {
    const stranger = await runner(t.app);
    const foreign = await call(t.app, endpoints.mailingRequest.path, {
      token: stranger.token,
      body: request(),
    });
    expect(foreign.json()).toEqual({
      code: 404,
      msg: `报名记录不存在：${owner.registrationId}`,
      data: null,
    });
    const region = await call(t.app, endpoints.mailingRequest.path, {
      token: owner.token,
      body: request({ region: { province: '32', city: '3210', area: '110105', address: '1 号' } }),
    });
    expect(region.json()).toEqual({
      code: 400,
      msg: '部分填写内容需要修改',
      data: { fields: { region: 'region' } },
    });
    for (const body of [
      request({ acceptPostage: false }),
      request({ phone: '1234' }),
      request({ recipient: 'a"b' }),
      request({ trackingNo: 'SF1' }),
      request({ registrationId: '1 OR 1=1' }),
    ]) {
      const response = await call(t.app, endpoints.mailingRequest.path, { token: owner.token, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/^参数错误：[^/]+$/);
    }
    expect((await call(t.app, endpoints.mailingRequest.path, { body: request() })).statusCode).toBe(401);
  });

  it('refuses after the deadline, naming it', async () => {
    const saved = t.clock.now;
    try {
      t.clock.now = SHIPPED_SIGNUP.mailing.deadline;
      const late = await call(t.app, endpoints.mailingRequest.path, { token: owner.token, body: request() });
      expect(late.json()).toEqual({
        code: 400,
        msg: '邮寄申请已于 2025-01-24 18:00 截止',
        data: null,
      });
    } finally {
      t.clock.now = saved;
    }
  });
});
