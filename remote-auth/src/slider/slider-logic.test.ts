import { describe, expect, it } from 'vitest';
import { nextValue } from './slider-logic';

describe('the slider by keyboard (WCAG 2.2, 2.5.7)', () => {
  it.each([
    ['ArrowRight', 0, 10],
    ['ArrowUp', 95, 100],
    ['ArrowLeft', 5, 0],
    ['ArrowDown', 50, 40],
    ['PageUp', 0, 30],
    ['PageDown', 20, 0],
    ['Home', 70, 0],
    ['End', 0, 100],
  ])('%s from %d goes to %d', (key, from, to) => {
    expect(nextValue(key, from, 100)).toBe(to);
  });

  it('ignores other keys', () => {
    expect(nextValue('a', 10, 100)).toBeNull();
    expect(nextValue('Enter', 10, 100)).toBeNull();
  });
});
