import { signupFieldSchema, type FieldOfType } from '@marathon/shared/api';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFields } from '../../test-support/render-field';
import { renderReadOnly } from '../advanced-common/testing';
import { PastEventsField } from './PastEventsField';

const fieldOf = (config: Record<string, unknown> = {}) =>
  signupFieldSchema.parse({
    key: 'pastEvents',
    type: 'pastEvents',
    label: { zh: '参赛经历', en: 'Past races' },
    ...config,
  }) as FieldOfType<'pastEvents'>;

describe('PastEventsField', () => {
  it('adds rows from the keyboard and hands back year, race and time (zh)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([fieldOf()], { language: 'zh' });
    expect(screen.getByText('尚未添加参赛经历')).toBeTruthy();
    screen.getByTestId('pastEvents-add').focus();
    await user.keyboard('{Enter}');
    // The new row's year takes the focus: the runner types on.
    expect(document.activeElement).toBe(screen.getByTestId('pastEvents-row-0-year'));
    await user.keyboard('2024');
    await user.tab();
    await user.keyboard('扬州鉴真国际半程马拉松');
    await user.tab();
    await user.keyboard('1:45:30');
    expect(screen.getByLabelText('年份')).toBe(screen.getByTestId('pastEvents-row-0-year'));
    expect(screen.getByRole('group', { name: '第 1 条' })).toBeTruthy();
    await harness.submit();
    expect(harness.submitted()).toEqual({
      pastEvents: [{ year: 2024, raceName: '扬州鉴真国际半程马拉松', finishTime: '1:45:30' }],
    });
  });

  it('refuses a bad finish time and year in the row they are in (zh and en)', async () => {
    const user = userEvent.setup();
    const zh = renderFields([fieldOf()], { language: 'zh' });
    await user.click(screen.getByTestId('pastEvents-add'));
    await user.click(screen.getByTestId('pastEvents-add'));
    await user.type(screen.getByTestId('pastEvents-row-0-year'), '2023');
    await user.type(screen.getByTestId('pastEvents-row-0-race'), '无锡马拉松');
    await user.type(screen.getByTestId('pastEvents-row-0-time'), '1:45:30');
    await user.type(screen.getByTestId('pastEvents-row-1-year'), '1970');
    await user.type(screen.getByTestId('pastEvents-row-1-race'), '南京马拉松');
    await user.type(screen.getByTestId('pastEvents-row-1-time'), '105:30');
    await zh.harness.submit();
    expect(screen.getByTestId('pastEvents-row-1-time-error').textContent).toBe(
      '完赛时间格式为 时:分:秒，例如 1:45:30',
    );
    expect(screen.getByTestId('pastEvents-row-1-year-error').textContent).toBe('请输入有效年份');
    expect(screen.getByTestId('pastEvents-row-1-time').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('pastEvents-row-0-time-error')).toBeNull();
    // Row errors stand beside their inputs, not repeated for the whole field.
    expect(screen.queryByTestId('field-pastEvents-error')).toBeNull();
    expect(zh.harness.submitted()).toBeNull();
    cleanup();

    const en = renderFields([fieldOf()], { language: 'en' });
    await user.click(screen.getByTestId('pastEvents-add'));
    await user.type(screen.getByTestId('pastEvents-row-0-year'), '2024');
    await user.type(screen.getByTestId('pastEvents-row-0-time'), '1:75:00');
    await en.harness.submit();
    expect(screen.getByTestId('pastEvents-row-0-time-error').textContent).toBe(
      'Finish time as h:mm:ss, e.g. 1:45:30',
    );
    expect(screen.getByTestId('pastEvents-row-0-race-error').textContent).toBe('This field is required');
    expect(screen.getByLabelText('Finish time (h:mm:ss)')).toBe(screen.getByTestId('pastEvents-row-0-time'));
  });

  it('stops adding at maxRows; removing a row moves the focus and the rows below up (en)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([fieldOf({ maxRows: 2 })], { language: 'en' });
    expect(screen.getByText('Up to 2 races')).toBeTruthy();
    await user.click(screen.getByTestId('pastEvents-add'));
    await user.type(screen.getByTestId('pastEvents-row-0-race'), 'First');
    await user.click(screen.getByTestId('pastEvents-add'));
    await user.type(screen.getByTestId('pastEvents-row-1-race'), 'Second');
    expect((screen.getByTestId('pastEvents-add') as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove race 1' }));
    expect((screen.getByTestId('pastEvents-row-0-race') as HTMLInputElement).value).toBe('Second');
    expect(document.activeElement).toBe(screen.getByTestId('pastEvents-row-0-year'));
    expect((screen.getByTestId('pastEvents-add') as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByTestId('pastEvents-row-0-remove'));
    expect(document.activeElement).toBe(screen.getByTestId('pastEvents-add'));
    expect(screen.getByText('No races added yet')).toBeTruthy();

    await harness.submit();
    expect(screen.getByTestId('field-pastEvents-error').textContent).toBe('This field is required');
  });

  it('an optional field may stay empty', async () => {
    const { harness } = renderFields([fieldOf({ required: false })], { language: 'zh' });
    await harness.submit();
    expect(harness.submitted()).toEqual({});
  });

  it('read-only: a list of the rows, or —', () => {
    const rows = [
      { year: 2024, raceName: '扬州鉴真国际半程马拉松', finishTime: '1:45:30' },
      { year: '2023', raceName: 'Wuxi Marathon', finishTime: '3:59:59' },
    ];
    renderReadOnly(PastEventsField, fieldOf(), rows, 'zh');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['2024 · 扬州鉴真国际半程马拉松 · 1:45:30', '2023 · Wuxi Marathon · 3:59:59']);
    cleanup();
    renderReadOnly(PastEventsField, fieldOf(), [], 'en');
    expect(screen.getByTestId('pastEvents-readonly').textContent).toBe('—');
  });
});
