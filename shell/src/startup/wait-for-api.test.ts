import { describe, expect, it, vi } from 'vitest';
import { waitWhileApiStarts } from './wait-for-api';

const starting = () =>
  new Response(
    JSON.stringify({ code: 503, msg: 'starting', data: { db: 'sqlite', status: 'starting', step: 'x' } }),
    {
      status: 503,
    },
  );
const ready = () =>
  new Response(
    JSON.stringify({ code: 0, msg: 'ok', data: { db: 'sqlite', status: 'ready', step: 'ready' } }),
  );

describe('waiting while the API starts', () => {
  it('shows the starting state once and looks again until the API is ready', async () => {
    const answers = [starting(), starting(), ready()];
    const get = vi.fn(async () => answers.shift() ?? ready());
    const onStarting = vi.fn();
    const sleep = vi.fn(async () => {});
    expect(await waitWhileApiStarts('http://api', onStarting, { fetch: get, sleep })).toBe(true);
    expect(get).toHaveBeenCalledTimes(3);
    expect(get).toHaveBeenCalledWith('http://api/health', { cache: 'no-store' });
    expect(onStarting).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('goes straight on when the API is ready', async () => {
    const onStarting = vi.fn();
    expect(await waitWhileApiStarts('http://api', onStarting, { fetch: async () => ready() })).toBe(false);
    expect(onStarting).not.toHaveBeenCalled();
  });

  it('does not wait on an API that is down or answers another failure: the start-up shows its own', async () => {
    const onStarting = vi.fn();
    const down = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await waitWhileApiStarts('http://api', onStarting, { fetch: down })).toBe(false);
    const broken = async () => new Response('<html>bad gateway</html>', { status: 503 });
    expect(await waitWhileApiStarts('http://api', onStarting, { fetch: broken })).toBe(false);
    expect(onStarting).not.toHaveBeenCalled();
  });
});
