import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskPhone, nameKey } from './identity';

describe('masking', () => {
  it.each([
    ['320102199001011234', '3201**********1234'],
    ['E12345678', 'E1*****78'],
    ['AB1234', 'A****4'],
  ])('masks the ID number %s as %s', (id, masked) => {
    expect(maskIdNumber(id)).toBe(masked);
  });

  it('masks the middle four digits of a phone', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('compares names without case, spaces or middle dots', () => {
    expect(nameKey(' Paul  Kim ')).toBe(nameKey('paul kim'));
    expect(nameKey('阿卜杜·热合曼')).toBe(nameKey('阿卜杜热合曼'));
  });
});
