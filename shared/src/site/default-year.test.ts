import { describe, expect, it } from 'vitest';
import { defaultYear } from './default-year';

const year = (value: number, registrations: number, finishers: number) => ({
  year: value,
  registrations,
  finishers,
});

describe('defaultYear', () => {
  it("is the newest year that holds the lookup's data", () => {
    const years = [year(2026, 1, 0), year(2025, 30000, 28000), year(2024, 29000, 27000)];
    expect(defaultYear(years, 'finishers')).toBe(2025);
    expect(defaultYear(years, 'registrations')).toBe(2026);
  });

  it('falls back to the newest year when none holds the data', () => {
    expect(defaultYear([year(2026, 0, 0), year(2025, 0, 0)], 'finishers')).toBe(2026);
  });

  it('is none while no years have arrived', () => {
    expect(defaultYear([], 'registrations')).toBeUndefined();
  });
});
