import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type HumanVerification } from '@marathon/shared/api';
import { DAILY_CODES_PER_TARGET, FREE_CODES_PER_TARGET, MAX_TARGET_GAP_MS } from './codes';
import { buildAuthApp, lastCode, passResendGap, passSlider, postForm } from '../../../test-support/accounts';

/*
 * Issue 41 item 2: strangers at three addresses spent a phone's free codes, a fourth polled with one solved slider
 * (refusals cost nothing) and took each opening of the slowed hour as it came: the owner kept hearing "try again
 * in 4 minutes" while the phone got about ten paid SMS an hour, with no daily ceiling. Now a slider pays for one
 * attempt, refused or not; an opening goes to a requester that has not had one this hour, or to the owner's known
 * device; and a target gets at most DAILY_CODES_PER_TARGET codes a day from strangers.
 */

const PHONE = '13955551111';
const OWNER = '198.51.100.41';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

function send(address: string, human: HumanVerification, deviceToken?: string) {
  return app.inject({
    method: 'POST',
    url: endpoints.sendPhoneCode.path,
    remoteAddress: address,
    headers: { terminalType: '3', osId: '1002' },
    payload: {
      ...human,
      captchaType: 2,
      userPhone: PHONE,
      raceAppBusinessType: 1,
      cloudType: 'aliyun',
      ...(deviceToken === undefined ? {} : { deviceToken }),
    },
  });
}

const sendFrom = async (address: string, deviceToken?: string) =>
  send(address, await passSlider(app), deviceToken);

/** Ages every code `ms` into the past and ends the send windows, as waiting would. */
const wait = (ms: number) => passResendGap(app, ms);

/** Spends the target's free codes from three stranger addresses, a minute apart. */
async function spendFreeCodes(): Promise<void> {
  for (let i = 0; i < FREE_CODES_PER_TARGET; i++) {
    expect((await sendFrom(`203.0.113.${(i % 3) + 1}`)).json().code).toBe(0);
    await wait(61_000);
  }
}

/** The owner's account (opened by a code login from their own browser) and its device token. */
async function ownerDeviceToken(): Promise<string> {
  expect((await sendFrom(OWNER)).json().code).toBe(0);
  const answer = await postForm(app, endpoints.login.path, {
    loginType: 1,
    phone: PHONE,
    captcha: await lastCode(app, PHONE),
  });
  expect(answer.json().code).toBe(0);
  const token: unknown = answer.json().data.deviceToken;
  if (typeof token !== 'string') throw new Error(answer.body);
  // Its code is an hour old: the strangers' hour starts afresh.
  await wait(61 * 60_000);
  return token;
}

describe('a slowed target’s openings', () => {
  it('a refused send spends its slider: one solved slider cannot be polled for openings', async () => {
    app = await buildAuthApp();
    await spendFreeCodes();
    const human = await passSlider(app);
    const refused = await send('203.0.113.4', human);
    expect(refused.statusCode).toBe(429);
    // The opening comes; the slider that was refused before cannot take it.
    await wait(MAX_TARGET_GAP_MS);
    const replay = await send('203.0.113.4', human);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().msg).toMatch(/滑块验证失败或已过期/);
  });

  it('an opening goes to a requester that has not had one this hour', async () => {
    app = await buildAuthApp();
    await spendFreeCodes();
    await wait(MAX_TARGET_GAP_MS);
    expect((await sendFrom('203.0.113.4')).json().code).toBe(0);
    await wait(MAX_TARGET_GAP_MS);
    const again = await sendFrom('203.0.113.4');
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^此网络本小时已为该号码获取过验证码，请\d+分钟后再试$/);
    // The opening is still there for a requester that has had none of them (a free code is no opening).
    expect((await sendFrom('203.0.113.1')).json().code).toBe(0);
  });

  it("the owner's known device gets a code at once while strangers are told to wait", async () => {
    app = await buildAuthApp();
    const device = await ownerDeviceToken();
    await spendFreeCodes();
    expect((await sendFrom('203.0.113.9')).statusCode).toBe(429);
    const owner = await sendFrom('192.0.2.200', device);
    expect(owner.json()).toMatchObject({ code: 0 });
    // A token of no account of this phone is a stranger's.
    await wait(61_000);
    expect((await sendFrom('192.0.2.201', `${device}x`)).statusCode).toBe(429);
  });

  it('a target gets at most DAILY_CODES_PER_TARGET codes a day from strangers; the spend is counted', async () => {
    app = await buildAuthApp();
    const device = await ownerDeviceToken();
    let sent = 0;
    // Four hours of fresh addresses spending each hour's free codes: the owner's one and 19 more fill the day.
    for (let hour = 0; hour < 4; hour++) {
      for (let i = 0; i < FREE_CODES_PER_TARGET; i++) {
        if ((await sendFrom(`10.${hour}.${i}.1`)).json().code === 0) sent += 1;
        await wait(61_000);
      }
      await wait(56 * 60_000);
    }
    expect(sent).toBe(DAILY_CODES_PER_TARGET - 1);
    const ceiling = await sendFrom('10.99.0.1');
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json().msg).toBe('该号码今日获取验证码次数已达上限，请明天再试');
    // The owner's own device still gets its code.
    expect((await sendFrom('192.0.2.202', device)).json().code).toBe(0);
    expect(
      await app.metrics.registry.getSingleMetricAsString('marathon_api_code_daily_ceilings_total'),
    ).toContain('marathon_api_code_daily_ceilings_total{channel="sms"} 1');
  });
});
