import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCachedQuery } from './cached-query';
import { bothQueries, type Query, type QueryState } from './state';
import { useLatestQuery } from './use-latest-query';
import { useQuery, type QuerySource } from './use-query';

/** A promise the test settles by hand, and the signal its load was given. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

let root: Root | null = null;
let host: HTMLElement | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});

function render(node: ReactNode): void {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(node));
}

/** Renders a hook and keeps its latest answer. */
function renderHook<R>(hook: () => R): { current: () => R } {
  let latest: R;
  function Probe() {
    latest = hook();
    return null;
  }
  render(<Probe />);
  return { current: () => latest };
}

/** Settles a promise and lets React apply what followed. */
async function settle(run: () => void): Promise<void> {
  await act(async () => {
    run();
    await Promise.resolve();
  });
}

describe('useQuery', () => {
  it('loads on mount, shows loading, then the answer', async () => {
    const answer = deferred<string>();
    const query = renderHook(() => useQuery(() => answer.promise));
    expect(query.current().state).toEqual({ status: 'loading' });
    await settle(() => answer.resolve('ready'));
    await vi.waitFor(() => expect(query.current().state).toEqual({ status: 'success', data: 'ready' }));
  });

  it('keeps a failure and loads again on retry', async () => {
    const first = deferred<number>();
    const second = deferred<number>();
    let calls = 0;
    const query = renderHook(() => useQuery(() => (++calls === 1 ? first : second).promise));
    const failure = new Error('down');
    await settle(() => first.reject(failure));
    await vi.waitFor(() => expect(query.current().state).toEqual({ status: 'error', error: failure }));
    act(() => query.current().retry());
    expect(query.current().state).toEqual({ status: 'loading' });
    await settle(() => second.resolve(2));
    await vi.waitFor(() => expect(query.current().state).toEqual({ status: 'success', data: 2 }));
    expect(calls).toBe(2);
  });

  it('aborts its own load when the component goes', () => {
    let signal: AbortSignal | undefined;
    renderHook(() =>
      useQuery((given) => {
        signal = given;
        return new Promise<never>(() => undefined);
      }),
    );
    expect(signal?.aborted).toBe(false);
    act(() => root?.unmount());
    root = null;
    expect(signal?.aborted).toBe(true);
  });

  it('starts ready with data a cached load already has', async () => {
    const cache = createCachedQuery({ key: () => 'base', load: () => Promise.resolve(['CN']) });
    await cache.load();
    const query = renderHook(() => useQuery(cache));
    expect(query.current().state).toEqual({ status: 'success', data: ['CN'] });
  });
});

describe('createCachedQuery', () => {
  it('shares one request per key while it runs and keeps its answer', async () => {
    let key = 'a';
    const load = vi.fn((given: string) => Promise.resolve(`list of ${given}`));
    const cache = createCachedQuery({ key: () => key, load });
    const [first, second] = [cache.load(), cache.load()];
    expect(first).toBe(second);
    expect(await first).toBe('list of a');
    expect(cache.peek()).toBe('list of a');
    key = 'b';
    expect(cache.peek()).toBeUndefined();
    expect(await cache.load()).toBe('list of b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load, so the next ask goes out again', async () => {
    const load = vi.fn<(key: string) => Promise<string>>();
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('list');
    const cache = createCachedQuery({ key: () => 'base', load });
    await expect(cache.load()).rejects.toThrow('down');
    await vi.waitFor(() => expect(cache.load()).resolves.toBe('list'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is shared by two components: one request, both answered', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const cache = createCachedQuery({ key: () => 'base', load });
    const seen: QueryState<string>[] = [];
    function Field() {
      const { state } = useQuery(cache as QuerySource<string>);
      seen.push(state);
      return null;
    }
    render(
      <>
        <Field />
        <Field />
      </>,
    );
    await settle(() => answer.resolve('tree'));
    await vi.waitFor(() => expect(seen.filter((state) => state.status === 'success')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useLatestQuery', () => {
  it('is idle until run; a newer run aborts the older, whose late answer is dropped', async () => {
    const lookup = renderHook(() => useLatestQuery<string>());
    expect(lookup.current()[0]).toEqual({ status: 'idle' });
    const older = deferred<string>();
    const newer = deferred<string>();
    let olderSignal: AbortSignal | undefined;
    await act(async () => {
      void lookup.current()[1]((signal) => {
        olderSignal = signal;
        return older.promise;
      });
      await Promise.resolve();
    });
    expect(lookup.current()[0]).toEqual({ status: 'loading' });
    await act(async () => {
      void lookup.current()[1](() => newer.promise);
      await Promise.resolve();
    });
    expect(olderSignal?.aborted).toBe(true);
    await settle(() => newer.resolve('newer'));
    await vi.waitFor(() => expect(lookup.current()[0]).toEqual({ status: 'success', data: 'newer' }));
    await settle(() => older.resolve('older'));
    expect(lookup.current()[0]).toEqual({ status: 'success', data: 'newer' });
  });

  it('keeps a failure of the latest run and aborts it when the page goes', async () => {
    const lookup = renderHook(() => useLatestQuery<string>());
    const failure = new Error('no record');
    await act(async () => {
      await lookup.current()[1](() => Promise.reject(failure));
    });
    expect(lookup.current()[0]).toEqual({ status: 'error', error: failure });
    let signal: AbortSignal | undefined;
    await act(async () => {
      void lookup.current()[1]((given) => {
        signal = given;
        return new Promise<never>(() => undefined);
      });
      await Promise.resolve();
    });
    act(() => root?.unmount());
    root = null;
    expect(signal?.aborted).toBe(true);
  });
});

describe('bothQueries', () => {
  const query = <T,>(state: QueryState<T>, retry = vi.fn()): Query<T> => ({ state, retry });

  it('is ready with both answers, failed if either failed, and retries both', () => {
    const a = query({ status: 'success', data: 1 });
    const b = query<string>({ status: 'loading' });
    expect(bothQueries(a, b).state).toEqual({ status: 'loading' });
    expect(bothQueries(a, query({ status: 'success', data: 'x' })).state).toEqual({
      status: 'success',
      data: [1, 'x'],
    });
    const failed = bothQueries(a, query({ status: 'error', error: 'down' }));
    expect(failed.state).toEqual({ status: 'error', error: 'down' });
    failed.retry();
    expect(a.retry).toHaveBeenCalledTimes(1);
  });
});
