import type { SignupField } from '@marathon/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../../test-support/render-field';

const heard: SignupField = {
  key: 'heard',
  type: 'checkbox',
  label: { zh: '从哪里得知本赛事', en: 'Where you heard of the race' },
  required: true,
  maxSelected: 2,
  options: [
    { value: 'wechat', label: { zh: '微信', en: 'WeChat' } },
    { value: 'weibo', label: { zh: '微博', en: 'Weibo' } },
    { value: 'friends', label: { zh: '亲友', en: 'Friends or family' } },
  ],
};

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('CheckboxField', () => {
  it('hands back the ticked values in the options order, and disables the rest at the maximum', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([heard]);
    expect(screen.getByTestId('heard-max').textContent).toBe('最多可选 2 项');
    await user.click(screen.getByTestId('heard-option-friends'));
    await user.click(box('微信'));
    expect(box('微博').disabled).toBe(true);
    expect(screen.getByTestId('heard-max').textContent).toBe('已选满 2 项，取消一项后可改选其他');
    await harness.submit();
    expect(harness.submitted()).toEqual({ heard: ['wechat', 'friends'] });

    await user.click(box('亲友'));
    expect(box('微博').disabled).toBe(false);
    await user.click(box('微博'));
    await harness.submit();
    expect(harness.submitted()).toEqual({ heard: ['wechat', 'weibo'] });
  });

  it.each([
    ['zh', '此项为必填项'],
    ['en', 'This field is required'],
  ] as const)('asks for at least one when required (%s)', async (language, text) => {
    const user = userEvent.setup();
    const { harness } = renderFields([heard], { language });
    await user.click(screen.getByTestId('heard-option-weibo'));
    await user.click(screen.getByTestId('heard-option-weibo'));
    await harness.submit();
    expect(harness.submitted()).toBeNull();
    expect(screen.getByTestId('field-heard-error').textContent).toBe(text);
  });

  it('is labelled in English, and the group by its legend', () => {
    renderFields([heard], { language: 'en' });
    expect(screen.getByRole('group', { name: /Where you heard of the race/ })).toBeTruthy();
    expect(box('Friends or family')).toBeTruthy();
    expect(screen.getByTestId('heard-max').textContent).toBe('Choose up to 2');
  });

  it.each([
    ['zh', '微信、亲友'],
    ['en', 'WeChat, Friends or family'],
  ] as const)('joins the labels when read-only (%s)', (language, text) => {
    renderFields([heard], {
      language,
      defaultValues: { heard: ['friends', 'wechat', 'gone'] },
      readOnly: true,
    });
    expect(screen.getByTestId('heard-value').textContent).toBe(text);
  });
});
