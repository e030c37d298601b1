import { describe, expect, it } from 'vitest';
import { formWindow } from './form-window';

describe('formWindow', () => {
  const form = { opensAt: 1_000, closesAt: 2_000 };
  it('is not yet open before opensAt, open from it, closed from closesAt', () => {
    expect(formWindow(form, 999)).toBe('notYetOpen');
    expect(formWindow(form, 1_000)).toBe('open');
    expect(formWindow(form, 1_999)).toBe('open');
    expect(formWindow(form, 2_000)).toBe('closed');
  });
});
