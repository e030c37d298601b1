import type { SignupField } from '@marathon/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../../test-support/render-field';

const races: SignupField = {
  key: 'races',
  type: 'number',
  label: { zh: '已完成场数', en: 'Races finished' },
  required: true,
  min: 1,
  max: 500,
  unit: { zh: '场', en: 'races' },
};

describe('NumberField', () => {
  it('hands back the number typed, with the unit and the range beside the box', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([races]);
    const box = screen.getByLabelText(/已完成场数/);
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByTestId('races-unit').textContent).toBe('场');
    expect(screen.getByText('可填写 1–500 之间的整数')).toBeTruthy();
    await user.type(box, '12');
    await harness.submit();
    expect(harness.submitted()).toEqual({ races: 12 });
  });

  it.each([
    ['zh', '012', '请输入正整数（不以 0 开头）'],
    ['en', '012', 'Enter a positive whole number (no leading zero)'],
    ['zh', '1.5', '请输入正整数（不以 0 开头）'],
    ['zh', '501', '数值超出允许范围'],
    ['en', '501', 'The number is out of the allowed range'],
  ] as const)('in %s, refuses %s on blur', async (language, typed, text) => {
    const user = userEvent.setup();
    renderFields([races], { language });
    await user.type(screen.getByTestId('races-input'), typed);
    await user.tab();
    expect((await screen.findByTestId('field-races-error')).textContent).toBe(text);
    expect(screen.getByTestId('races-input').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the English unit and the number with its unit when read-only', () => {
    const view = renderFields([races], { language: 'en' });
    expect(screen.getByTestId('races-unit').textContent).toBe('races');
    view.unmount();
    renderFields([races], { language: 'en', defaultValues: { races: 12 }, readOnly: true });
    expect(screen.getByTestId('races-value').textContent).toBe('12 races');
  });
});
