import type { SignupField } from '@marathon/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../../test-support/render-field';

const notes: SignupField = {
  key: 'notes',
  type: 'textarea',
  label: { zh: '健康情况说明', en: 'Health notes' },
  required: true,
  maxLength: 10,
};

describe('TextareaField', () => {
  it.each(['zh', 'en'] as const)(
    'counts characters as they are typed and hands the text back (%s)',
    async (language) => {
      const user = userEvent.setup();
      const { harness } = renderFields([notes], { language });
      const box = screen.getByLabelText(language === 'zh' ? /健康情况说明/ : /Health notes/);
      expect(screen.getByTestId('notes-count').textContent).toBe('0 / 10');
      await user.type(box, '膝盖\n旧伤');
      expect(screen.getByTestId('notes-count').textContent).toBe('5 / 10');
      expect(box.getAttribute('aria-describedby')).toContain('signup-notes-count');
      await harness.submit();
      expect(harness.submitted()).toEqual({ notes: '膝盖\n旧伤' });
    },
  );

  it('stops at the configured length', async () => {
    const user = userEvent.setup();
    renderFields([notes]);
    await user.type(screen.getByTestId('notes-input'), 'abcdefghijklmnop');
    expect(screen.getByTestId('notes-count').textContent).toBe('10 / 10');
  });

  it.each([
    ['zh', '此项为必填项'],
    ['en', 'This field is required'],
  ] as const)('asks for text left empty after blur (%s)', async (language, text) => {
    const user = userEvent.setup();
    renderFields([notes], { language });
    await user.click(screen.getByTestId('notes-input'));
    await user.type(screen.getByTestId('notes-input'), '   ');
    await user.tab();
    expect((await screen.findByTestId('field-notes-error')).textContent).toBe(text);
    expect(screen.getByTestId('notes-input').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the text when read-only, and a dash when empty', () => {
    const view = renderFields([notes], { defaultValues: { notes: '第一行\n第二行' }, readOnly: true });
    expect(screen.getByTestId('notes-value').textContent).toBe('第一行\n第二行');
    view.unmount();
    renderFields([notes], { language: 'en', readOnly: true });
    expect(screen.getByTestId('notes-value').textContent).toBe('—');
  });
});
