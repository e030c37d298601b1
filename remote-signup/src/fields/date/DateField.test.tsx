import type { SignupField } from '@marathon/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../../test-support/render-field';
import { daysIn, monthsIn, rangeOf, settle, yearsIn } from './date-parts';

const birth: SignupField = {
  key: 'birth',
  type: 'date',
  label: { zh: '出生日期', en: 'Date of birth' },
  required: true,
  min: '1937-01-01',
  max: '2009-04-18',
};

const select = (part: 'year' | 'month' | 'day') => screen.getByTestId(`birth-${part}`) as HTMLSelectElement;
const offered = (part: 'year' | 'month' | 'day') =>
  [...select(part).options].filter((o) => o.value !== '').map((o) => o.textContent);

describe('the calendar of the date selects', () => {
  const range = rangeOf('1937-01-01', '2009-04-18');
  it('offers years in range, latest first, and only months and days in range', () => {
    const years = yearsIn(range);
    expect(years[0]).toBe(2009);
    expect(years.at(-1)).toBe(1937);
    expect(monthsIn(range, 2009)).toEqual([1, 2, 3, 4]);
    expect(daysIn(range, 2009, 4).at(-1)).toBe(18);
  });
  it('knows leap years, and offers 29 February while the year is open', () => {
    expect(daysIn(range, 2000, 2).at(-1)).toBe(29);
    expect(daysIn(range, 2001, 2).at(-1)).toBe(28);
    expect(daysIn(range, null, 2).at(-1)).toBe(29);
    expect(daysIn(range, 1999, 4).at(-1)).toBe(30);
  });
  it('drops a day or month a change made impossible', () => {
    expect(settle({ year: 2001, month: 2, day: 29 }, range)).toEqual({ year: 2001, month: 2, day: null });
    expect(settle({ year: 2009, month: 6, day: 1 }, range)).toEqual({ year: 2009, month: null, day: 1 });
  });
  it('spans 1900 to ten years ahead without bounds', () => {
    expect(rangeOf(undefined, undefined, new Date(2026, 5, 1))).toEqual({
      min: '1900-01-01',
      max: '2036-12-31',
    });
  });
});

describe('DateField', () => {
  it("hands back 'YYYY-MM-DD' once year, month and day are chosen", async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([birth]);
    expect(screen.getByRole('group', { name: /出生日期/ })).toBeTruthy();
    expect(select('year').getAttribute('aria-label')).toBe('年');
    expect(offered('year')[0]).toBe('2009年');
    await user.selectOptions(select('year'), '2000');
    await user.selectOptions(select('month'), '2');
    expect(offered('month')[1]).toBe('2月');
    expect(offered('day').at(-1)).toBe('29日');
    await user.selectOptions(select('day'), '29');
    expect(harness.values().birth).toBe('2000-02-29');
    await harness.submit();
    expect(harness.submitted()).toEqual({ birth: '2000-02-29' });
  });

  it("clears a day that no longer exists, so the answer is '' until it is chosen again", async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([birth], { defaultValues: { birth: '2000-02-29' } });
    expect(select('day').value).toBe('29');
    await user.selectOptions(select('year'), '2001');
    expect(select('day').value).toBe('');
    expect(offered('day').at(-1)).toBe('28日');
    expect(harness.values().birth).toBe('');
    expect(select('month').value).toBe('2');
  });

  it('offers only the months and days up to the maximum in its last year', async () => {
    const user = userEvent.setup();
    renderFields([birth]);
    await user.selectOptions(select('year'), '2009');
    expect(offered('month')).toEqual(['1月', '2月', '3月', '4月']);
    await user.selectOptions(select('month'), '4');
    expect(offered('day').at(-1)).toBe('18日');
  });

  it('is labelled in English with month names', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([birth], { language: 'en' });
    expect(select('year').getAttribute('aria-label')).toBe('Year');
    expect(select('month').getAttribute('aria-label')).toBe('Month');
    expect(select('day').getAttribute('aria-label')).toBe('Day');
    expect(offered('month')[0]).toBe('January');
    await user.selectOptions(select('year'), '1990');
    await user.selectOptions(select('month'), '12');
    await user.selectOptions(select('day'), '31');
    await harness.submit();
    expect(harness.submitted()).toEqual({ birth: '1990-12-31' });
  });

  it.each([
    ['zh', '此项为必填项'],
    ['en', 'This field is required'],
  ] as const)('asks for a whole date when only part is chosen (%s)', async (language, text) => {
    const user = userEvent.setup();
    const { harness } = renderFields([birth], { language });
    await user.selectOptions(select('year'), '1990');
    await user.selectOptions(select('month'), '5');
    // Moving between the selects does not check the field yet.
    expect(screen.queryByTestId('field-birth-error')).toBeNull();
    await harness.submit();
    expect(harness.submitted()).toBeNull();
    expect(screen.getByTestId('field-birth-error').textContent).toBe(text);
    expect(select('day').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['zh', '2000-02-29', '2000年2月29日'],
    ['en', '1990-12-31', '31 December 1990'],
    ['en', '', '—'],
  ] as const)('reads %s %s as %s when read-only', (language, value, text) => {
    renderFields([birth], { language, defaultValues: { birth: value }, readOnly: true });
    expect(screen.getByTestId('birth-value').textContent).toBe(text);
  });
});
