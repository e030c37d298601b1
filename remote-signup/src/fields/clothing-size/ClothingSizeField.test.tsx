import type { SignupField } from '@marathon/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../../test-support/render-field';

const shirt: SignupField = {
  key: 'shirt',
  type: 'clothingSize',
  label: { zh: '参赛服尺码', en: 'Race shirt size' },
  help: { zh: '尺码售罄时以相近尺码代替', en: 'If a size runs out, a close size is sent' },
  required: true,
  sizes: [
    { value: 'S', chestCm: 88 },
    { value: 'M', chestCm: 92 },
    { value: 'L', chestCm: 96 },
  ],
};

describe('ClothingSizeField', () => {
  it('shows each size with its chest measurement and hands back the size', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([shirt]);
    expect(screen.getByTestId('shirt-option-M').textContent).toBe('M胸围 92 cm');
    expect(screen.getByTestId('shirt-chart').textContent).toContain('胸围');
    expect(screen.getByText('尺码售罄时以相近尺码代替')).toBeTruthy();
    await user.click(screen.getByTestId('shirt-option-M'));
    await harness.submit();
    expect(harness.submitted()).toEqual({ shirt: 'M' });
  });

  it.each([
    ['zh', '此项为必填项'],
    ['en', 'This field is required'],
  ] as const)('asks for a size (%s)', async (language, text) => {
    const { harness } = renderFields([shirt], { language });
    await harness.submit();
    expect(screen.getByTestId('field-shirt-error').textContent).toBe(text);
  });

  it('speaks English, and reads the size with its chest when read-only', () => {
    const view = renderFields([shirt], { language: 'en' });
    expect(screen.getByTestId('shirt-option-L').textContent).toBe('LChest 96 cm');
    expect(screen.getByTestId('shirt-chart').textContent).toContain('centimetres');
    view.unmount();
    const en = renderFields([shirt], { language: 'en', defaultValues: { shirt: 'L' }, readOnly: true });
    expect(screen.getByTestId('shirt-value').textContent).toBe('L (chest 96 cm)');
    en.unmount();
    renderFields([shirt], { defaultValues: { shirt: 'S' }, readOnly: true });
    expect(screen.getByTestId('shirt-value').textContent).toBe('S（胸围 88 cm）');
  });
});
