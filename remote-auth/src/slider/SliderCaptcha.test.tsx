import type { ChallengeAnswer, VerifyChallengeRequest } from '@marathon/shared/api';
import {
  renderInPage,
  startApiServer,
  type ApiTestServer,
  type ReceivedRequest,
} from '@marathon/shared/test-support';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAuthMessages } from '../i18n/messages';
import { SliderCaptcha } from './SliderCaptcha';

registerAuthMessages();

// The slider talks to a real HTTP server answering in the API's envelope, so the test holds whatever client code
// reaches it.
const CHALLENGE = '/user-center/api/captcha/challenge';
const VERIFY = '/user-center/api/captcha/verify';
type Answer = { data?: unknown; code?: number; msg?: string };
let server: ApiTestServer;
/** What the server answers a challenge and a verify call with, per test. */
let onChallenge: () => Promise<Answer>;
let onVerify: (request: VerifyChallengeRequest) => Promise<Answer>;
const verifyCalls = () => server.received.filter((request) => request.path === VERIFY);
const challengeCalls = () => server.received.filter((request) => request.path === CHALLENGE);
const bodyOf = (request: ReceivedRequest | undefined) =>
  JSON.parse(request?.body ?? 'null') as VerifyChallengeRequest;

beforeAll(async () => {
  server = await startApiServer();
  server.route(CHALLENGE, () => onChallenge());
  server.route(VERIFY, (request) => onVerify(bodyOf(request)));
});
afterAll(() => server.close());

const SECRET = 'component-test-secret';
let issued = 0;

/** A real signed ALTCHA challenge, as the API issues it (a small difficulty: the work is still done for real). */
async function realChallenge(): Promise<ChallengeAnswer> {
  issued += 1;
  const ids = { sessionId: `session${issued}`, nc_token: `token${issued}`, scene: 'nc_login' };
  const pow = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 50,
    counter: 40,
    deriveKey,
    data: ids,
    expiresAt: Math.floor(Date.now() / 1000) + 120,
    hmacSignatureSecret: SECRET,
  });
  return { ...ids, max: 100, expiresAt: Date.now() + 120_000, pow: pow as ChallengeAnswer['pow'] };
}

/** What the server does with a verify call: check the solution against the signed challenge. */
const serverAccepts = async (request: VerifyChallengeRequest) =>
  (
    await verifySolution({
      challenge: request.pow,
      solution: request.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    })
  ).verified;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const slider = () => screen.getByTestId('slider-captcha');
const status = () => screen.getByTestId('slider-status').textContent;

function renderSlider(language: 'zh' | 'en' = 'zh') {
  const onPass = vi.fn();
  renderInPage(<SliderCaptcha scene="nc_login" onPass={onPass} />, { language });
  return onPass;
}

beforeEach(() => {
  issued = 0;
  server.useFreshBase();
  server.received.length = 0;
  onChallenge = async () => ({ data: await realChallenge() });
  onVerify = () => Promise.reject(new Error('no verify answer set for this test'));
});

describe('SliderCaptcha with its proof of work', () => {
  it('by keyboard alone: End says "verifying…" until the work and the check are done, then passes', async () => {
    const check = deferred<Answer>();
    onVerify = () => check.promise;
    const onPass = renderSlider();
    await waitFor(() => expect(slider().dataset.status).toBe('ready'));
    const handle = screen.getByRole('slider', { name: '验证滑块' });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');

    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle.getAttribute('aria-valuenow')).toBe('100');
    expect(slider().dataset.status).toBe('checking');
    expect(slider().getAttribute('aria-busy')).toBe('true');
    expect(status()).toBe('正在验证…');
    expect(screen.getByTestId('slider-status').getAttribute('aria-live')).toBe('polite');

    // The page hands over the challenge as received with a solution the server's check accepts.
    await waitFor(() => expect(verifyCalls()).toHaveLength(1));
    const request = bodyOf(verifyCalls()[0]);
    expect(request).toMatchObject({
      sessionId: 'session1',
      nc_token: 'token1',
      scene: 'nc_login',
      value: 100,
    });
    expect(request.solution.counter).toBe(40);
    expect(await serverAccepts(request)).toBe(true);
    expect(status()).toBe('正在验证…');

    check.resolve({ data: { sig: 'S'.repeat(43) } });
    await waitFor(() => expect(slider().dataset.status).toBe('passed'));
    expect(status()).toBe('验证通过');
    expect(onPass).toHaveBeenCalledWith({
      nc_token: 'token1',
      scene: 'nc_login',
      sessionId: 'session1',
      sig: 'S'.repeat(43),
    });
  });

  it('a refused check says why in the visitor’s language, then brings a fresh challenge to solve', async () => {
    // The site's client asks for the page's language, so the API answers the refusal in English alone.
    const answers: Answer[] = [
      { code: 400, msg: 'This slider check was already used, please slide again' },
      { data: { sig: 'T'.repeat(43) } },
    ];
    onVerify = () => Promise.resolve(answers.shift() ?? { code: 500, msg: 'unexpected verify' });
    const onPass = renderSlider('en');
    await waitFor(() => expect(slider().dataset.status).toBe('ready'));
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    await waitFor(() => expect(slider().dataset.status).toBe('failed'));
    expect(status()).toBe(
      'Verification failed, please try again (This slider check was already used, please slide again)',
    );
    expect(onPass).not.toHaveBeenCalled();

    // A new challenge, solved anew: its own solution goes with it.
    await waitFor(() => expect(slider().dataset.status).toBe('ready'), { timeout: 5000 });
    expect(challengeCalls()).toHaveLength(2);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    await waitFor(() => expect(slider().dataset.status).toBe('passed'));
    const second = bodyOf(verifyCalls()[1]);
    expect(second.sessionId).toBe('session2');
    expect(await serverAccepts(second)).toBe(true);
    expect(onPass).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: 'session2', sig: 'T'.repeat(43) }),
    );
  });

  it('arrow keys move the handle step by step; only the far end sends anything', async () => {
    renderSlider();
    await waitFor(() => expect(slider().dataset.status).toBe('ready'));
    const handle = screen.getByRole('slider');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    expect(handle.getAttribute('aria-valuenow')).toBe('40');
    expect(handle.getAttribute('aria-valuetext')).toBe('40%');
    expect(slider().dataset.status).toBe('ready');
    expect(verifyCalls()).toHaveLength(0);
  });

  it('gives up after five challenges the server could not issue, and says the check is unavailable', async () => {
    onChallenge = () => Promise.resolve({ code: 500, msg: 'captcha store offline' });
    renderSlider();
    await waitFor(() => expect(slider().dataset.status).toBe('unavailable'), { timeout: 10_000 });
    expect(status()).toBe('验证服务暂不可用，请稍后重试');
    expect(challengeCalls()).toHaveLength(5);
  });
});
