import { describe, expect, it } from 'vitest';
import type { DocumentItem } from '@marathon/shared/api';
import { asList, findContent, sortForList } from './use-content';

const DAY = 86_400_000;
const BASE = Date.parse('2025-01-10T00:00:00Z');

function doc(id: string, overrides: Partial<DocumentItem> = {}): DocumentItem {
  return { id, time: BASE, title: `Title ${id}`, summary: '', recommend: false, content: '', ...overrides };
}

describe('findContent', () => {
  const volunteers = [doc('v1'), doc('v2')];
  const rules = doc('rules');
  const data = { raceRules: rules, 'aboutVolunteer ': volunteers };

  it('finds an exact data path', () => {
    expect(findContent(data, 'raceRules')).toBe(rules);
  });

  it("resolves the configured 'aboutVolunteer ' key (trailing space) with or without the space", () => {
    expect(findContent(data, 'aboutVolunteer ')).toBe(volunteers);
    expect(findContent(data, 'aboutVolunteer')).toBe(volunteers);
    expect(findContent(data, ' aboutVolunteer ')).toBe(volunteers);
  });

  it('resolves a path with a stray space against a clean key', () => {
    expect(findContent(data, 'raceRules ')).toBe(rules);
  });

  it('answers undefined for an unknown path or no data', () => {
    expect(findContent(data, 'insurance')).toBeUndefined();
    expect(findContent(data, 'racerules')).toBeUndefined();
    expect(findContent(undefined, 'raceRules')).toBeUndefined();
    expect(findContent({}, '')).toBeUndefined();
  });
});

describe('asList', () => {
  it('shows nothing for a missing entry', () => {
    expect(asList(undefined)).toEqual([]);
  });

  it('wraps a single document', () => {
    const single = doc('one');
    expect(asList(single)).toEqual([single]);
  });

  it('keeps a list as it is', () => {
    const list = [doc('a'), doc('b')];
    expect(asList(list)).toEqual(list);
    expect(asList([])).toEqual([]);
  });
});

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
