import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { KeptReads } from './kept-reads';

type Answer = { bib: string } | { away: true };

/** A read that resolves when told, counting how often it was asked and with what. */
function reader() {
  let asked = 0;
  const answers: ((value: Answer) => void)[] = [];
  const contexts: unknown[] = [];
  const previous: unknown[] = [];
  return {
    load: (_key: string, context: unknown, before: Answer | undefined) => {
      asked += 1;
      contexts.push(context);
      previous.push(before);
      return new Promise<Answer>((resolve) => answers.push(resolve));
    },
    /** Answers the oldest read still waiting. */
    answer: (value: Answer) => answers.shift()?.(value),
    asked: () => asked,
    contexts,
    previous,
  };
}

const keepsFound = (answer: Answer) => !('away' in answer);

describe('reads kept by the shell’s server', () => {
  it('shares one read among the views asking at once, and keeps it for the views after', async () => {
    const api = reader();
    const reads = new KeptReads<Answer, string>({
      max: 8,
      freshMs: 60_000,
      keep: keepsFound,
      load: api.load,
    });
    const views = [reads.read('2024 10001', 'first visitor'), reads.read('2024 10001', 'second visitor')];
    api.answer({ bib: '10001' });
    expect(await Promise.all(views)).toEqual([{ bib: '10001' }, { bib: '10001' }]);
    expect(await reads.read('2024 10001', 'third visitor')).toEqual({ bib: '10001' });
    expect(api.asked()).toBe(1);
    // The read is made for the visitor who caused it.
    expect(api.contexts).toEqual(['first visitor']);
    // Another key is its own read.
    const other = reads.read('2024 10002', 'visitor');
    api.answer({ bib: '10002' });
    expect(await other).toEqual({ bib: '10002' });
    expect(api.asked()).toBe(2);
  });

  it('keeps no answer it is told not to, nor a read that throws: the next view asks again', async () => {
    const api = reader();
    const reads = new KeptReads<Answer>({ max: 8, freshMs: 60_000, keep: keepsFound, load: api.load });
    const first = reads.read('k');
    api.answer({ away: true });
    expect(await first).toEqual({ away: true });
    const second = reads.read('k');
    api.answer({ bib: '10001' });
    expect(await second).toEqual({ bib: '10001' });
    expect(api.asked()).toBe(2);
    const throwing = new KeptReads<Answer>({
      max: 8,
      freshMs: 60_000,
      load: () => Promise.reject(new Error('refused')),
    });
    await expect(throwing.read('k')).rejects.toThrow('refused');
    await expect(throwing.read('k')).rejects.toThrow('refused');
  });

  it('keeps nothing it is told to keep nothing of: only the read in flight is shared', async () => {
    const api = reader();
    const reads = new KeptReads<Answer>({ max: 8, freshMs: 0, keep: () => false, load: api.load });
    const together = [reads.read('k'), reads.read('k')];
    api.answer({ bib: 'before' });
    expect(await Promise.all(together)).toEqual([{ bib: 'before' }, { bib: 'before' }]);
    const after = reads.read('k');
    api.answer({ bib: 'after' });
    expect(await after).toEqual({ bib: 'after' });
    expect(api.asked()).toBe(2);
  });

  it('with no freshness, reads again for the very next view, however soon it comes', async () => {
    const api = reader();
    const reads = new KeptReads<Answer>({ max: 8, freshMs: 0, load: api.load });
    const first = reads.read('k');
    api.answer({ bib: 'before' });
    expect(await first).toEqual({ bib: 'before' });
    // Asked in the same turn of the event loop: lru-cache's clock (refreshed by a timer) has not moved yet.
    const next = reads.read('k');
    api.answer({ bib: 'after' });
    expect(await next).toEqual({ bib: 'after' });
    expect(api.asked()).toBe(2);
  });

  it('serves an answer past its lifetime at once while one read refreshes it, within its stale allowance', async () => {
    const api = reader();
    const reads = new KeptReads<Answer>({ max: 8, freshMs: 20, staleMs: 60_000, load: api.load });
    const first = reads.read('k');
    api.answer({ bib: 'v1' });
    expect(await first).toEqual({ bib: 'v1' });
    await sleep(40);
    // Past its lifetime: served as it is, and one read (shared by both views) refreshes it behind them.
    expect(await reads.read('k')).toEqual({ bib: 'v1' });
    expect(await reads.read('k')).toEqual({ bib: 'v1' });
    expect(api.asked()).toBe(2);
    // The refresh starts from what was kept.
    expect(api.previous[1]).toEqual({ bib: 'v1' });
    api.answer({ bib: 'v2' });
    await expect.poll(() => reads.read('k')).toEqual({ bib: 'v2' });
  });

  it('makes a view wait past the stale allowance, and when told to want a fresh answer', async () => {
    const api = reader();
    const reads = new KeptReads<Answer>({ max: 8, freshMs: 20, staleMs: 20, load: api.load });
    const first = reads.read('k');
    api.answer({ bib: 'v1' });
    await first;
    await sleep(60);
    const late = reads.read('k');
    api.answer({ bib: 'v2' });
    expect(await late).toEqual({ bib: 'v2' });
    const patient = new KeptReads<Answer>({ max: 8, freshMs: 20, staleMs: 60_000, load: api.load });
    const kept = patient.read('k');
    api.answer({ bib: 'old' });
    await kept;
    await sleep(40);
    const fresh = patient.read('k', undefined, { fresh: true });
    api.answer({ bib: 'new' });
    expect(await fresh).toEqual({ bib: 'new' });
  });

  it('serves the answer kept before to the views that waited when a read fails', async () => {
    const api = reader();
    const reads = new KeptReads<Answer>({ max: 8, freshMs: 20, keep: keepsFound, load: api.load });
    const first = reads.read('k');
    api.answer({ bib: 'v1' });
    await first;
    await sleep(40);
    const waiting = reads.read('k');
    api.answer({ away: true });
    expect(await waiting).toEqual({ bib: 'v1' });
  });

  it('still answers the views waiting on a key that a flood of other keys pushed out', async () => {
    const api = reader();
    const reads = new KeptReads<Answer>({ max: 2, freshMs: 60_000, load: api.load });
    const waiting = reads.read('real');
    const flood = ['a', 'b', 'c'].map((key) => reads.read(key));
    api.answer({ bib: 'real' });
    for (const key of ['a', 'b', 'c']) api.answer({ bib: key });
    expect(await waiting).toEqual({ bib: 'real' });
    expect(await Promise.all(flood)).toEqual([{ bib: 'a' }, { bib: 'b' }, { bib: 'c' }]);
  });
});
