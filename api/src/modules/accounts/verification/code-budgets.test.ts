import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { FREE_CODES_PER_TARGET, MAX_TARGET_GAP_MS, targetGapMs } from './codes';
import { buildAuthApp, passResendGap, passSlider } from '../../../test-support/accounts';

/*
 * Codes cost the organisers an SMS each, and a stranger must not be able to spend a person's codes for them: each
 * requester has a small budget per target, and a target flooded from many places is slowed, never locked for an
 * hour.
 */

const VICTIM_PHONE = '13955550000';
const VICTIM = '198.51.100.30';
const ATTACKER = '203.0.113.30';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

/** A slider passed (from anywhere) and a code asked for this phone from `address`. */
async function sendFrom(address: string, phone = VICTIM_PHONE, captchaType: 2 | 3 = 2) {
  const human = await passSlider(app);
  return app.inject({
    method: 'POST',
    url: endpoints.sendPhoneCode.path,
    remoteAddress: address,
    headers: { terminalType: '3', osId: '1002' },
    payload: { ...human, captchaType, userPhone: phone, raceAppBusinessType: 1, cloudType: 'aliyun' },
  });
}

/** Moves every code so far `ms` into the past and ends the send windows, as waiting that long would. */
const wait = (ms: number) => passResendGap(app, ms);

/** The wait a 429 states, in ms (seconds or minutes, as the message says). */
function statedWaitMs(message: string): number {
  const seconds = /(\d+)\s*(?:秒|seconds)/.exec(message);
  if (seconds) return Number(seconds[1]) * 1000;
  const minutes = /(\d+)\s*(?:分钟|minutes)/.exec(message);
  if (minutes) return Number(minutes[1]) * 60_000;
  throw new Error(`no wait in "${message}"`);
}

describe('code budgets', () => {
  it('ten slider solves from one address cannot lock the owner out: the attacker is stopped, the owner gets a code', async () => {
    app = await buildAuthApp();
    const attacker: number[] = [];
    for (let i = 0; i < 10; i++) {
      attacker.push((await sendFrom(ATTACKER)).json().code);
      await wait(61_000);
    }
    expect(attacker.filter((code) => code === 0)).toHaveLength(3);
    const refused = await sendFrom(ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/^此网络为该号码获取验证码过于频繁，请\d+分钟后再试$/);
    // The owner, from their own address, gets a code at once.
    const owner = await sendFrom(VICTIM);
    expect(owner.json()).toMatchObject({ code: 0 });
  });

  it('a flood from many addresses slows the target, never locks it, and is logged once', async () => {
    app = await buildAuthApp();
    const warn = vi.spyOn(app.log, 'warn');
    const waits: number[] = [];
    let sent = 0;
    for (let i = 0; i < 12; i++) {
      const answer = await sendFrom(`192.0.2.${i + 1}`);
      if (answer.json().code === 0) sent += 1;
      else {
        expect(answer.statusCode).toBe(429);
        expect(answer.json().msg).toMatch(/^该号码获取验证码过于频繁，请\d+(秒|分钟)后再试$/);
        waits.push(statedWaitMs(answer.json().msg));
      }
      await wait(61_000);
    }
    // A minute apart: five codes, then one after each growing gap (2, 4 … minutes), never all twelve.
    expect(sent).toBeGreaterThan(FREE_CODES_PER_TARGET);
    expect(sent).toBeLessThan(12);
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(MAX_TARGET_GAP_MS);
    // The owner waits at most the stated time, then gets a code.
    const early = await sendFrom(VICTIM);
    expect(early.statusCode).toBe(429);
    const stated = statedWaitMs(early.json().msg);
    expect(stated).toBeLessThanOrEqual(MAX_TARGET_GAP_MS);
    await wait(stated);
    expect((await sendFrom(VICTIM)).json()).toMatchObject({ code: 0 });
    const alerts = warn.mock.calls.filter(([fields]) =>
      JSON.stringify(fields).includes('code-target-flooded'),
    );
    expect(alerts).toHaveLength(1);
    // And once in the metrics, for an alert rule.
    expect(
      await app.metrics.registry.getSingleMetricAsString('marathon_api_code_targets_flooded_total'),
    ).toContain('marathon_api_code_targets_flooded_total{channel="sms"} 1');
    // The log names the target masked, never whole.
    expect(JSON.stringify(warn.mock.calls)).not.toContain(VICTIM_PHONE);
    expect(JSON.stringify(alerts[0])).toContain('139****0000');
  });

  it('answers in English too', async () => {
    app = await buildAuthApp();
    for (let i = 0; i < 3; i++) {
      await sendFrom(ATTACKER);
      await wait(61_000);
    }
    const human = await passSlider(app);
    const refused = await app.inject({
      method: 'POST',
      url: endpoints.sendPhoneCode.path,
      remoteAddress: ATTACKER,
      headers: { terminalType: '3', osId: '1002', 'accept-language': 'en' },
      payload: {
        ...human,
        captchaType: 2,
        userPhone: VICTIM_PHONE,
        raceAppBusinessType: 1,
        cloudType: 'aliyun',
      },
    });
    expect(refused.json().msg).toMatch(
      /^Too many codes for this number from your network, please try again in \d+ minutes$/,
    );
  });
});

describe('the gap of a flooded target', () => {
  it('is nothing for five codes an hour, then doubles from two minutes up to fifteen', () => {
    expect(targetGapMs(FREE_CODES_PER_TARGET - 1)).toBe(0);
    expect(targetGapMs(FREE_CODES_PER_TARGET)).toBe(2 * 60_000);
    expect(targetGapMs(FREE_CODES_PER_TARGET + 1)).toBe(4 * 60_000);
    expect(targetGapMs(FREE_CODES_PER_TARGET + 2)).toBe(8 * 60_000);
    expect(targetGapMs(50)).toBe(MAX_TARGET_GAP_MS);
  });
});
