import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../ui';
import { CheckboxField } from './CheckboxField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

function render(node: ReactNode): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<UiProvider>{node}</UiProvider>);
  return root;
}

const byTestId = (root: HTMLElement, id: string) => root.querySelector(`[data-testid="${id}"]`);

describe('form kit', () => {
  it('points the input at its hint and error, and the label at the input', () => {
    const root = render(
      <TextField
        id="mail"
        label="Email"
        hint="We write once"
        error="Enter an email"
        required
        testId="mail"
        input={{}}
      />,
    );
    const input = byTestId(root, 'mail') as HTMLInputElement;
    expect(root.querySelector('label')?.getAttribute('for')).toBe('mail');
    expect(input.getAttribute('aria-describedby')).toBe('mail-help mail-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(byTestId(root, 'mail-error')?.textContent).toBe('Enter an email');
    expect(byTestId(root, 'mail-error')?.getAttribute('id')).toBe('mail-error');
  });

  it('keeps the error line in place without an error, and leaves no dangling reference', () => {
    const withError = render(<TextField id="n" label="Name" error="Required" testId="n" input={{}} />);
    const without = render(<TextField id="n" label="Name" testId="n" input={{}} />);
    const lineOf = (root: HTMLElement) => root.querySelector('input')?.parentElement?.lastElementChild;
    expect(byTestId(without, 'n-error')).toBeNull();
    expect(byTestId(without, 'n')?.getAttribute('aria-describedby')).toBeNull();
    expect(byTestId(without, 'n')?.getAttribute('aria-invalid')).toBeNull();
    // The same reserved line holds the message when there is one.
    expect(lineOf(without)?.className).toBe(lineOf(withError)?.className);
    expect(lineOf(withError)?.textContent).toBe('Required');
  });

  it('offers an empty first choice only when asked, and shows an unknown value as that choice', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    const plain = render(
      <SelectField id="s" label="Pick" testId="s" value="b" options={options} onChange={() => undefined} />,
    );
    expect([...plain.querySelectorAll('option')].map((o) => o.value)).toEqual(['a', 'b']);
    const withEmpty = render(
      <SelectField
        id="s"
        label="Pick"
        testId="s"
        value="gone"
        placeholder="Choose"
        options={options}
        onChange={() => undefined}
      />,
    );
    expect([...withEmpty.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'a', 'b']);
    expect(withEmpty.querySelector('option[selected]')?.getAttribute('value')).toBe('');
  });

  it('wires a tick box to its error', () => {
    const root = render(
      <CheckboxField
        id="agree"
        label="I agree"
        checked={false}
        onChange={() => undefined}
        error="Please agree"
        testId="agree"
      />,
    );
    const input = root.querySelector('input[type="checkbox"]');
    expect(input?.getAttribute('id')).toBe('agree');
    expect(input?.getAttribute('aria-describedby')).toBe('agree-error');
    expect(byTestId(root, 'agree-error')?.textContent).toBe('Please agree');
  });
});
