import type { SignupField } from '@marathon/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../../test-support/render-field';

const gender: SignupField = {
  key: 'gender',
  type: 'gender',
  label: { zh: '性别', en: 'Gender' },
  required: true,
};

describe('GenderField', () => {
  it('hands back 2 for female and 1 for male, as numbers', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([gender]);
    expect(screen.getByRole('group', { name: /性别/ })).toBeTruthy();
    await user.click(screen.getByLabelText('女'));
    await harness.submit();
    expect(harness.submitted()).toEqual({ gender: 2 });
    await user.click(screen.getByTestId('gender-option-1'));
    await harness.submit();
    expect(harness.submitted()).toEqual({ gender: 1 });
  });

  it('is labelled in English and can be chosen from the keyboard', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([gender], { language: 'en' });
    expect(screen.getByTestId('gender-option-1').textContent).toBe('Male');
    expect(screen.getByTestId('gender-option-2').textContent).toBe('Female');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Male'));
    await user.keyboard(' ');
    await harness.submit();
    expect(harness.submitted()).toEqual({ gender: 1 });
  });

  it.each([
    ['zh', '此项为必填项'],
    ['en', 'This field is required'],
  ] as const)('asks for a choice on submit (%s)', async (language, text) => {
    const { harness } = renderFields([gender], { language });
    await harness.submit();
    expect(screen.getByTestId('field-gender-error').textContent).toBe(text);
    expect(screen.getByLabelText(language === 'zh' ? '男' : 'Male').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it.each([
    ['zh', 1, '男'],
    ['en', 2, 'Female'],
    ['en', undefined, '—'],
  ] as const)('reads %s %s as %s when read-only', (language, value, text) => {
    renderFields([gender], { language, defaultValues: { gender: value }, readOnly: true });
    expect(screen.getByTestId('gender-value').textContent).toBe(text);
  });
});
