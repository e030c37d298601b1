import type { SignupField } from '@marathon/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../../test-support/render-field';

const label = (zh: string, en: string) => ({ zh, en });
const name: SignupField = {
  key: 'name',
  type: 'input',
  label: label('姓名', 'Full name'),
  required: true,
  maxLength: 5,
};
const email: SignupField = { key: 'email', type: 'email', label: label('电子邮箱', 'Email'), required: true };
const phone: SignupField = {
  key: 'phone',
  type: 'phone',
  label: label('手机号', 'Mobile phone'),
  required: true,
};
const site: SignupField = {
  key: 'site',
  type: 'url',
  label: label('个人主页', 'Home page'),
  required: false,
};

describe('text fields', () => {
  it('hand back what was typed, trimmed by the answer schema, and label each input', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([name, email, phone, site]);
    await user.type(screen.getByLabelText(/姓名/), '  张三 ');
    await user.type(screen.getByLabelText(/电子邮箱/), 'Runner@Example.com');
    await user.type(screen.getByLabelText(/手机号/), '13812345678');
    await user.type(screen.getByLabelText(/个人主页/), 'www.example.com/me');
    await harness.submit();
    expect(harness.submitted()).toEqual({
      name: '张三',
      email: 'runner@example.com',
      phone: '13812345678',
      site: 'www.example.com/me',
    });
  });

  it('cut the name at its configured length and open the phone keypad', () => {
    renderFields([name, phone]);
    expect(screen.getByTestId('name-input').getAttribute('maxlength')).toBe('5');
    const tel = screen.getByTestId('phone-input');
    expect(tel.getAttribute('inputmode')).toBe('tel');
    expect(tel.getAttribute('type')).toBe('tel');
  });

  it.each([
    ['zh', '请输入正确的手机号', '请输入正确的邮箱地址', '请输入正确的网址'],
    ['en', 'Enter a valid mobile number', 'Enter a valid email address', 'Enter a valid web address'],
  ] as const)('say what is wrong on blur, in %s', async (language, phoneText, emailText, urlText) => {
    const user = userEvent.setup();
    renderFields([phone, email, site], { language });
    await user.type(screen.getByTestId('phone-input'), '123');
    await user.tab();
    expect(await screen.findByTestId('field-phone-error')).toHaveProperty('textContent', phoneText);
    expect(screen.getByTestId('phone-input').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByTestId('email-input'), 'runner@');
    await user.tab();
    expect((await screen.findByTestId('field-email-error')).textContent).toBe(emailText);
    await user.type(screen.getByTestId('site-input'), 'not a link');
    await user.tab();
    expect((await screen.findByTestId('field-site-error')).textContent).toBe(urlText);
  });

  it('ask for required answers on submit, in both languages, and leave an empty optional one out', async () => {
    for (const [language, text] of [
      ['zh', '此项为必填项'],
      ['en', 'This field is required'],
    ] as const) {
      const view = renderFields([name, site], { language });
      await view.harness.submit();
      expect(view.harness.submitted()).toBeNull();
      expect(screen.getByTestId('field-name-error').textContent).toBe(text);
      expect(screen.queryByTestId('field-site-error')).toBeNull();
      view.unmount();
    }
  });

  it('refuse a double quote in a name', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([name], { language: 'en' });
    await user.type(screen.getByTestId('name-input'), 'a"b');
    await harness.submit();
    expect(screen.getByTestId('field-name-error').textContent).toBe('Double quotes (") are not allowed');
  });

  it.each(['zh', 'en'] as const)('show the answer as plain text when read-only (%s)', (language) => {
    renderFields([phone, site], { language, defaultValues: { phone: '13812345678' }, readOnly: true });
    expect(screen.getByTestId('phone-value').textContent).toBe('13812345678');
    expect(screen.getByTestId('site-value').textContent).toBe('—');
    expect(screen.queryByTestId('phone-input')).toBeNull();
  });
});
