import { describe, expect, it } from 'vitest';
import type { DocumentItem } from './content';
import { asList, findContent } from './content-at';

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
