import { describe, expect, it } from 'vitest';
import { formatDuration, formatPace, messageFor } from './format';

describe('formatting results', () => {
  it('writes durations to the second', () => {
    expect(formatDuration(3_723_400)).toBe('1:02:03');
    expect(formatDuration(59_600)).toBe('0:01:00');
  });

  it('writes a pace as runners do: 5\'32"', () => {
    expect(formatPace(332)).toBe('5\'32"');
    expect(formatPace(240)).toBe('4\'00"');
  });

  it("shows the visitor's half of a bilingual message", () => {
    expect(messageFor('zh', '未查询到成绩 / No result')).toBe('未查询到成绩');
    expect(messageFor('en', '未查询到成绩 / No result')).toBe('No result');
    expect(messageFor('en', 'Network error')).toBe('Network error');
  });
});
