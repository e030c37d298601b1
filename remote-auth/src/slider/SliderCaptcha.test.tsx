import { ApiError, useSessionStore } from '@marathon/shared';
import type { ChallengeAnswer, VerifyChallengeRequest } from '@marathon/shared/api';
import { UiProvider } from '@marathon/shared/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAuthMessages } from '../i18n/messages';
import { SliderCaptcha } from './SliderCaptcha';

const api = vi.hoisted(() => ({ fetchChallenge: vi.fn(), verifyChallenge: vi.fn() }));
vi.mock('../api/user-center', () => api);

// Testing Library cleans up by itself only when the runner exposes globals; ours does not.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
registerAuthMessages();

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
  act(() => useSessionStore.getState().setLanguage(language));
  const onPass = vi.fn();
  render(
    <UiProvider>
      <SliderCaptcha scene="nc_login" onPass={onPass} />
    </UiProvider>,
  );
  return onPass;
}

beforeEach(() => {
  issued = 0;
  api.fetchChallenge.mockImplementation(realChallenge);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SliderCaptcha with its proof of work', () => {
  it('by keyboard alone: End says "verifying…" until the work and the check are done, then passes', async () => {
    const check = deferred<{ sig: string }>();
    let sent: VerifyChallengeRequest | null = null;
    api.verifyChallenge.mockImplementation((request: VerifyChallengeRequest) => {
      sent = request;
      return check.promise;
    });
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
    await waitFor(() => expect(api.verifyChallenge).toHaveBeenCalledTimes(1));
    const request = sent as unknown as VerifyChallengeRequest;
    expect(request).toMatchObject({
      sessionId: 'session1',
      nc_token: 'token1',
      scene: 'nc_login',
      value: 100,
    });
    expect(request.solution.counter).toBe(40);
    expect(await serverAccepts(request)).toBe(true);
    expect(status()).toBe('正在验证…');

    await act(async () => check.resolve({ sig: 'S'.repeat(43) }));
    expect(slider().dataset.status).toBe('passed');
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
    api.verifyChallenge.mockRejectedValueOnce(
      new ApiError('This slider check was already used, please slide again', 400, null),
    );
    api.verifyChallenge.mockResolvedValueOnce({ sig: 'T'.repeat(43) });
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
    expect(api.fetchChallenge).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    await waitFor(() => expect(slider().dataset.status).toBe('passed'));
    const second = api.verifyChallenge.mock.calls[1]?.[0] as VerifyChallengeRequest;
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
    expect(api.verifyChallenge).not.toHaveBeenCalled();
  });
});
