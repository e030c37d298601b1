import { describe, expect, it } from 'vitest';
import { formatDuration, formatPace } from './race-time';

describe('formatting results', () => {
  it('writes durations to the second', () => {
    expect(formatDuration(3_723_400)).toBe('1:02:03');
    expect(formatDuration(59_600)).toBe('0:01:00');
  });

  it('writes a pace as runners do: 5\'32"', () => {
    expect(formatPace(332)).toBe('5\'32"');
    expect(formatPace(240)).toBe('4\'00"');
  });
});
