import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './yuan';

describe('yuan text and fen', () => {
  it('writes fen as yuan with two decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(1234)).toBe('12.34');
    expect(fenToYuan(12_000)).toBe('120.00');
    // 0.29 * 100 is 28.999999999999996 in floating point: the digits are kept instead.
    expect(fenToYuan(29)).toBe('0.29');
    expect(fenToYuan(900_719_925_474_099)).toBe('9007199254740.99');
  });

  it('refuses what is not a whole number of fen', () => {
    expect(() => fenToYuan(-1)).toThrow(RangeError);
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });

  it('reads yuan text exactly, and nothing else', () => {
    expect(yuanToFen('12.34')).toBe(1234);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('0.05')).toBe(5);
    for (const bad of ['', '1.234', '-1.00', '01.00', '1e3', ' 1.00', '1.', '.5', 'NaN']) {
      expect(yuanToFen(bad)).toBeNull();
    }
  });
});
