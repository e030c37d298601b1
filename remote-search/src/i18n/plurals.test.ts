import { i18n } from '@marathon/shared';
import { describe, expect, it } from 'vitest';
import { registerSearchMessages } from './messages';

registerSearchMessages();
const en = i18n.getFixedT('en');
const zh = i18n.getFixedT('zh');

describe('counts go through the plural rules', () => {
  it('finishers of a race', () => {
    expect(en('search.score.outOf', { count: 1 })).toBe('1 finisher');
    expect(en('search.score.outOf', { count: 2 })).toBe('2 finishers');
    expect(zh('search.score.outOf', { count: 1 })).toBe('共 1 人完赛');
  });

  it('large counts are grouped by thousands in both languages', () => {
    expect(en('search.score.outOf', { count: 25079 })).toBe('25,079 finishers');
    expect(zh('search.score.outOf', { count: 25079 })).toBe('共 25,079 人完赛');
  });

  it("a runner's finishes over the years", () => {
    expect(en('search.history.count', { count: 1 })).toBe('1 finish');
    expect(en('search.history.count', { count: 3 })).toBe('3 finishes');
    expect(zh('search.history.count', { count: 3 })).toBe('共 3 次完赛');
  });
});
