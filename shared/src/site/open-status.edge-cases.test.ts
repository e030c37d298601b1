import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchConfigItem, SearchModule } from '../api';
import { entryState, entryStateNow } from './open-status';

/**
 * Edge cases beyond open-status.test.ts: the seeded apply-now window (2025-01-18T02:00Z to 2025-01-24T02:00Z),
 * incomplete windows at every instant, the disabled flag outside the window, and entryStateNow.
 */
const START = 1737165600000;
const END = 1737684000000;
const HOUR = 3_600_000;
const INSTANTS = [START - HOUR, START, START + HOUR, END, END + HOUR];

function item(overrides: Partial<SearchConfigItem>): SearchConfigItem {
  return {
    id: 1,
    title: '立即报名',
    subTitle: 'APPLY NOW',
    moduleType: 1,
    signUpStartTime: START,
    signUpEndTime: END,
    openStatus: 0,
    jumpType: 1,
    jumpUrl: 'https://reg.yzmarathon.example',
    dialogText: '敬请期待',
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('apply-now with an incomplete or inverted window is closed at every instant', () => {
  it.each([
    ['no start time', { signUpStartTime: undefined }],
    ['no end time', { signUpEndTime: undefined }],
    ['no times at all', { signUpStartTime: undefined, signUpEndTime: undefined }],
    ['start after end', { signUpStartTime: END, signUpEndTime: START }],
  ])('%s', (_case, times) => {
    for (const now of INSTANTS) {
      expect(entryState(item(times), now, true)).toEqual({ open: false, why: 'closed' });
    }
  });
});

describe('apply-now window boundaries', () => {
  it('the seeded window lasts about six days', () => {
    expect((END - START) / (24 * HOUR)).toBe(6);
  });

  it('a window of a single instant is open exactly then', () => {
    const instant = item({ signUpStartTime: START, signUpEndTime: START });
    expect(entryState(instant, START - 1, true)).toEqual({ open: false, why: 'not-started' });
    expect(entryState(instant, START, true)).toEqual({ open: true });
    expect(entryState(instant, START + 1, true)).toEqual({ open: false, why: 'ended' });
  });

  it('the disabled flag wins before, inside and after the window, and over a missing window', () => {
    for (const now of INSTANTS) {
      expect(entryState(item({}), now, false)).toEqual({ open: false, why: 'disabled' });
    }
    expect(entryState(item({ signUpStartTime: undefined }), START, false)).toEqual({
      open: false,
      why: 'disabled',
    });
  });
});

describe('the lookups ignore any sign-up window', () => {
  it.each([2, 3, 4] as const)(
    'moduleType %d with an inverted window still follows openStatus',
    (moduleType) => {
      const open = item({ moduleType, openStatus: 1, signUpStartTime: END, signUpEndTime: START });
      const closed = item({ moduleType, openStatus: 0, signUpStartTime: START, signUpEndTime: END });
      expect(entryState(open, START - HOUR, true)).toEqual({ open: true });
      expect(entryState(closed, START + HOUR, true)).toEqual({ open: false, why: 'closed' });
    },
  );

  it('the seeded lookups: registration open, score and photo closed', () => {
    const registration = item({ moduleType: 2, openStatus: 1, jumpType: 2, jumpUrl: '/registration-search' });
    const score = item({ moduleType: 3, openStatus: 0, jumpType: 2, jumpUrl: '/score-search' });
    const photo = item({ moduleType: 4, openStatus: 0, jumpType: 2, jumpUrl: '/image-search' });
    expect(entryState(registration, Date.now(), true)).toEqual({ open: true });
    expect(entryState(score, Date.now(), true)).toEqual({ open: false, why: 'closed' });
    expect(entryState(photo, Date.now(), true)).toEqual({ open: false, why: 'closed' });
  });
});

describe('a lookup card follows its page', () => {
  const card = (moduleType: SearchConfigItem['moduleType'], openStatus: 0 | 1) =>
    item({ moduleType, openStatus });
  const block = (openStatus: 0 | 1): SearchModule => ({
    openStatus,
    jumpType: 2,
    jumpUrl: '/x',
    dialogText: '',
  });

  it('opens a card the configuration left closed when the page itself is open', () => {
    const cloud = { scoreSearch: block(1), searchConfigList: [card(3, 0)] };
    expect(entryState(card(3, 0), Date.now(), true, cloud)).toEqual({ open: true });
  });

  it('closes a card marked open when its page is closed', () => {
    const cloud = { registrationSearch: block(0), searchConfigList: [card(2, 1)] };
    expect(entryState(card(2, 1), Date.now(), true, cloud)).toEqual({ open: false, why: 'closed' });
  });

  it('a site without the page switch follows the card', () => {
    const cloud = { searchConfigList: [card(4, 1)] };
    expect(entryState(card(4, 1), Date.now(), true, cloud)).toEqual({ open: true });
  });
});

describe('entryStateNow', () => {
  it('uses the current time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START - HOUR);
    expect(entryStateNow(item({}), true, null)).toEqual({ open: false, why: 'not-started' });
    vi.setSystemTime(START + HOUR);
    expect(entryStateNow(item({}), true, null)).toEqual({ open: true });
    vi.setSystemTime(END + HOUR);
    expect(entryStateNow(item({}), true, null)).toEqual({ open: false, why: 'ended' });
  });

  it('passes the apply-now flag through', () => {
    vi.useFakeTimers();
    vi.setSystemTime(START + HOUR);
    expect(entryStateNow(item({}), false, null)).toEqual({ open: false, why: 'disabled' });
  });
});
