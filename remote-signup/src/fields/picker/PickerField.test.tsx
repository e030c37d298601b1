import type { SignupField } from '@marathon/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../../test-support/render-field';

const blood: SignupField = {
  key: 'blood',
  type: 'picker',
  label: { zh: '血型', en: 'Blood type' },
  required: true,
  options: [
    { value: 'A', label: { zh: 'A 型', en: 'A' } },
    { value: 'AB', label: { zh: 'AB 型', en: 'AB' } },
    { value: 'unknown', label: { zh: '不详', en: 'Unknown' } },
  ],
};

describe('PickerField', () => {
  it('hands back the chosen value', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([blood]);
    const select = screen.getByLabelText(/血型/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['请选择', 'A 型', 'AB 型', '不详']);
    await user.selectOptions(select, 'AB');
    await harness.submit();
    expect(harness.submitted()).toEqual({ blood: 'AB' });
  });

  it.each([
    ['zh', '此项为必填项'],
    ['en', 'This field is required'],
  ] as const)('asks for a choice when left on the prompt (%s)', async (language, text) => {
    const user = userEvent.setup();
    renderFields([blood], { language });
    await user.selectOptions(screen.getByTestId('blood-input'), 'A');
    await user.selectOptions(screen.getByTestId('blood-input'), '');
    await user.tab();
    expect((await screen.findByTestId('field-blood-error')).textContent).toBe(text);
    expect(screen.getByTestId('blood-input').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists English labels, and shows the label when read-only', () => {
    const view = renderFields([blood], { language: 'en' });
    const select = screen.getByTestId('blood-input') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose…', 'A', 'AB', 'Unknown']);
    view.unmount();
    renderFields([blood], { defaultValues: { blood: 'unknown' }, readOnly: true });
    expect(screen.getByTestId('blood-value').textContent).toBe('不详');
  });
});
