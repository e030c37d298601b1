import { describe, expect, it } from 'vitest';
import type { SearchConfigItem } from '../api';
import { entryState } from './open-status';

const START = Date.UTC(2025, 0, 18, 2);
const END = Date.UTC(2025, 0, 24, 2);

function item(overrides: Partial<SearchConfigItem>): SearchConfigItem {
  return {
    id: 1,
    title: '立即报名',
    subTitle: 'APPLY NOW',
    moduleType: 1,
    openStatus: 0,
    jumpType: 1,
    jumpUrl: 'https://reg.example',
    dialogText: '',
    signUpStartTime: START,
    signUpEndTime: END,
    ...overrides,
  };
}

describe('apply-now follows its sign-up window, not openStatus', () => {
  it.each([
    ['before the start', START - 1, { open: false, why: 'not-started' }],
    ['at the start', START, { open: true }],
    ['inside the window', START + 86_400_000, { open: true }],
    ['at the end', END, { open: true }],
    ['after the end', END + 1, { open: false, why: 'ended' }],
  ])('%s', (_label, now, expected) => {
    expect(entryState(item({ openStatus: 0 }), now, true)).toEqual(expected);
  });

  it('stays closed outside the window even with openStatus 1', () => {
    expect(entryState(item({ openStatus: 1 }), END + 1, true)).toEqual({ open: false, why: 'ended' });
  });

  it('is closed without a window, or with one that ends before it starts', () => {
    expect(entryState(item({ signUpStartTime: undefined }), START, true)).toEqual({
      open: false,
      why: 'closed',
    });
    expect(entryState(item({ signUpStartTime: END, signUpEndTime: START }), START, true)).toEqual({
      open: false,
      why: 'closed',
    });
  });

  it('is disabled by the environment flag even inside the window', () => {
    expect(entryState(item({}), START + 1, false)).toEqual({ open: false, why: 'disabled' });
  });
});

describe('the lookups follow openStatus', () => {
  it.each([2, 3, 4] as const)('module %i opens with openStatus 1 and closes with 0', (moduleType) => {
    expect(entryState(item({ moduleType, openStatus: 1 }), START, true)).toEqual({ open: true });
    expect(entryState(item({ moduleType, openStatus: 0 }), START, true)).toEqual({
      open: false,
      why: 'closed',
    });
  });

  it('ignores the sign-up window and the apply-now flag', () => {
    expect(entryState(item({ moduleType: 2, openStatus: 1 }), END + 10, false)).toEqual({ open: true });
  });
});
