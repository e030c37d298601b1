import { describe, expect, it } from 'vitest';
import { KeptReads } from './result-reads';

type Answer = { bib: string } | { away: true };

/** A read that resolves when told, counting how often it was asked. */
function reader() {
  let asked = 0;
  let answer: (value: Answer) => void = () => undefined;
  return {
    load: () => {
      asked += 1;
      return new Promise<Answer>((resolve) => (answer = resolve));
    },
    answer: (value: Answer) => answer(value),
    asked: () => asked,
  };
}

const keepsFound = (answer: Answer) => !('away' in answer);

describe('result reads shared by page views', () => {
  it('shares one read among the views asking at once, and keeps it for the views after', async () => {
    const reads = new KeptReads<Answer>(keepsFound, 60_000);
    const api = reader();
    const views = [reads.read('2024 10001', api.load), reads.read('2024 10001', api.load)];
    api.answer({ bib: '10001' });
    expect(await Promise.all(views)).toEqual([{ bib: '10001' }, { bib: '10001' }]);
    expect(await reads.read('2024 10001', api.load)).toEqual({ bib: '10001' });
    expect(api.asked()).toBe(1);
    // Another result is its own read.
    const other = reads.read('2024 10002', api.load);
    api.answer({ bib: '10002' });
    expect(await other).toEqual({ bib: '10002' });
    expect(api.asked()).toBe(2);
  });

  it('keeps no failed read: the next view asks again', async () => {
    const reads = new KeptReads<Answer>(keepsFound, 60_000);
    const api = reader();
    const first = reads.read('2024 10001', api.load);
    api.answer({ away: true });
    expect(await first).toEqual({ away: true });
    const second = reads.read('2024 10001', api.load);
    api.answer({ bib: '10001' });
    expect(await second).toEqual({ bib: '10001' });
    expect(api.asked()).toBe(2);
    // A read that throws is forgotten too.
    const throwing = new KeptReads<Answer>(keepsFound, 60_000);
    await expect(throwing.read('k', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await throwing.read('k', () => Promise.resolve({ bib: '1' }))).toEqual({ bib: '1' });
  });

  it('keeps nothing past its lifetime (results change: a re-import shows within it)', async () => {
    const reads = new KeptReads<Answer>(keepsFound, 0);
    const api = reader();
    const first = reads.read('2024 10001', api.load);
    api.answer({ bib: 'before' });
    await first;
    const second = reads.read('2024 10001', api.load);
    api.answer({ bib: 'after' });
    expect(await second).toEqual({ bib: 'after' });
    expect(api.asked()).toBe(2);
  });
});
