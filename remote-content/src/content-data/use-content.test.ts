import { describe, expect, it } from 'vitest';
import type { DocumentItem } from '@marathon/shared/api';
import { sortForList } from './use-content';

const DAY = 86_400_000;
const BASE = Date.parse('2025-01-10T00:00:00Z');

function doc(id: string, overrides: Partial<DocumentItem> = {}): DocumentItem {
  return { id, time: BASE, title: `Title ${id}`, summary: '', recommend: false, content: '', ...overrides };
}

describe('sortForList (recommended first, then newest first)', () => {
  it('puts recommended items first, each group newest first', () => {
    const items = [
      doc('old', { time: BASE }),
      doc('recommended-old', { time: BASE + DAY, recommend: true }),
      doc('newest', { time: BASE + 5 * DAY }),
      doc('recommended-new', { time: BASE + 3 * DAY, recommend: true }),
      doc('middle', { time: BASE + 2 * DAY }),
    ];
    expect(sortForList(items).map((item) => item.id)).toEqual([
      'recommended-new',
      'recommended-old',
      'newest',
      'middle',
      'old',
    ]);
  });

  it('a recommended old item still comes before a newer ordinary one', () => {
    const items = [doc('new', { time: BASE + 100 * DAY }), doc('pinned', { time: BASE, recommend: true })];
    expect(sortForList(items).map((item) => item.id)).toEqual(['pinned', 'new']);
  });

  it('does not change the list it is given', () => {
    const items = [doc('a', { time: BASE }), doc('b', { time: BASE + DAY })];
    const copy = [...items];
    const sorted = sortForList(items);
    expect(items).toEqual(copy);
    expect(sorted).not.toBe(items);
    expect(sorted.map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('keeps the given order for equal time and recommendation', () => {
    const items = [doc('first'), doc('second'), doc('third')];
    expect(sortForList(items).map((item) => item.id)).toEqual(['first', 'second', 'third']);
  });
});
