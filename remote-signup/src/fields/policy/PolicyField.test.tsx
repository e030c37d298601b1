import type { SignupField } from '@marathon/shared/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFields } from '../../test-support/render-field';

const statement: SignupField = {
  key: 'statement',
  type: 'policy',
  label: { zh: '参赛声明', en: 'Participant statement' },
  required: true,
  title: { zh: '参赛声明', en: 'Participant statement' },
  content: {
    zh: '第一段<b>不是标签</b>。\n\n第二段。\n\n第三段。',
    en: 'First paragraph.\n\nSecond <i>paragraph</i>.',
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** happy-dom lays nothing out: give the dialog's text a height taller than its box, and a scroll position. */
function tallContent() {
  let scrollTop = 0;
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(() => scrollTop);
  return (top: number) => {
    scrollTop = top;
  };
}

describe('PolicyField', () => {
  it('opens the text when the box is ticked; accepting hands back true, closes and shows it accepted', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([statement]);
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意《参赛声明》' }));
    const dialog = await screen.findByRole('dialog', { name: '参赛声明' });
    const paragraphs = screen.getByTestId('statement-content').querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      '第一段<b>不是标签</b>。',
      '第二段。',
      '第三段。',
    ]);
    expect(dialog.querySelector('b')).toBeNull();
    expect(harness.values().statement).toBeUndefined();
    // The text fits without scrolling here (nothing is laid out), so it counts as read.
    await waitFor(() => expect(screen.getByTestId('statement-accept')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('statement-accept'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('statement-accepted').textContent).toContain('已阅读并同意');
    expect(screen.getByTestId('statement-open').textContent).toBe('再次阅读');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await harness.submit();
    expect(harness.submitted()).toEqual({ statement: true });
  });

  it('enables accepting only once the text is scrolled to its end', async () => {
    const scrollTo = tallContent();
    const user = userEvent.setup();
    renderFields([statement], { language: 'en' });
    await user.click(screen.getByTestId('statement-open'));
    await screen.findByRole('dialog', { name: 'Participant statement' });
    const accept = screen.getByTestId('statement-accept') as HTMLButtonElement;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(accept.disabled).toBe(true);
    expect(screen.getByTestId('statement-hint').textContent).toBe('Scroll to the end to accept');
    expect(accept.textContent).toBe('I have read and agree');
    const content = screen.getByTestId('statement-content');
    scrollTo(400);
    fireEvent.scroll(content);
    expect(accept.disabled).toBe(true);
    scrollTo(800);
    fireEvent.scroll(content);
    await waitFor(() => expect(accept.disabled).toBe(false));
    expect(screen.queryByTestId('statement-hint')).toBeNull();
  });

  it.each([
    ['zh', '请阅读并同意'],
    ['en', 'Read and accept to continue'],
  ] as const)('can be cleared again, which asks for it once more (%s)', async (language, text) => {
    const user = userEvent.setup();
    const { harness } = renderFields([statement], { language, defaultValues: { statement: true } });
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.click(screen.getByTestId('statement-input'));
    expect(box.checked).toBe(false);
    await harness.submit();
    expect(harness.submitted()).toBeNull();
    expect(screen.getByTestId('field-statement-error').textContent).toBe(text);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('closing without accepting leaves it unaccepted', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([statement]);
    await user.click(screen.getByTestId('statement-open'));
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('statement-close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('field-statement-error').textContent).toBe('请阅读并同意');
    await harness.submit();
    expect(harness.submitted()).toBeNull();
  });

  it.each([
    ['zh', true, '已阅读并同意'],
    ['en', true, 'Read and accepted'],
    ['en', false, '—'],
  ] as const)('reads %s %s as %s when read-only', (language, value, text) => {
    renderFields([statement], { language, defaultValues: { statement: value }, readOnly: true });
    expect(screen.getByTestId('statement-value').textContent).toBe(text);
  });
});
