import { endpoints, signupFieldSchema, type FieldOfType } from '@marathon/shared/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, uploadAnswer, type ApiTestServer } from '@marathon/shared/test-support';
import { renderFields } from '../../test-support/render-field';
import { renderReadOnly } from '../advanced-common/testing';
import { ScoreValidationField } from './ScoreValidationField';

const fieldOf = (config: Record<string, unknown> = {}) =>
  signupFieldSchema.parse({
    key: 'otherResult',
    type: 'scoreValidation',
    fee: 20,
    label: { zh: '其他赛事成绩认证（付费）', en: 'Validation of a result from another race (paid)' },
    ...config,
  }) as FieldOfType<'scoreValidation'>;

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.uploadImage.path, (request) => uploadAnswer(request, 'cert-7.jpg'));
});
afterAll(() => server.close());
beforeEach(() => server.useFreshBase());

async function fill(user: ReturnType<typeof userEvent.setup>, time: string) {
  await user.type(screen.getByTestId('otherResult-race'), '无锡马拉松');
  await user.type(screen.getByTestId('otherResult-year'), '2024');
  await user.type(screen.getByTestId('otherResult-time'), time);
}

describe('ScoreValidationField', () => {
  it('states the fee and how it is paid, plainly (zh and en)', () => {
    renderFields([fieldOf()], { language: 'zh' });
    expect(screen.getByTestId('otherResult-fee').textContent).toBe(
      '认证费 20 元，于领取参赛物品时现场支付；组委会将人工核对证书，报名时无需付款。',
    );
    cleanup();
    renderFields([fieldOf()], { language: 'en' });
    expect(screen.getByTestId('otherResult-fee').textContent).toBe(
      'Validation fee: CNY 20, paid in person at race-kit collection. The organisers check the certificate by hand; nothing is charged when you sign up.',
    );
    cleanup();
    renderFields([fieldOf({ fee: 0 })], { language: 'en' });
    expect(screen.getByTestId('otherResult-fee').textContent).toBe(
      'This validation is free. The organisers check the certificate by hand.',
    );
  });

  it('takes race, year, time and the uploaded certificate (zh)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([fieldOf()], { language: 'zh' });
    await fill(user, '1:38:02');
    expect(screen.getByLabelText('完赛时间（时:分:秒）')).toBe(screen.getByTestId('otherResult-time'));
    await harness.submit();
    expect(screen.getByTestId('otherResult-certificate-error').textContent).toBe('请上传文件');
    await user.upload(
      screen.getByTestId('otherResult-certificate-input'),
      new File(['jpeg-bytes'], 'certificate.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('otherResult-certificate-item')).toHaveLength(1));
    expect(server.received.some((r) => r.path === endpoints.uploadImage.path)).toBe(true);
    await harness.submit();
    expect(harness.submitted()).toEqual({
      otherResult: {
        raceName: '无锡马拉松',
        year: 2024,
        finishTime: '1:38:02',
        certificate: '/user-center/uploads/cert-7.jpg',
      },
    });
  });

  it('refuses a bad finish time (zh and en)', async () => {
    const user = userEvent.setup();
    const zh = renderFields([fieldOf()], { language: 'zh' });
    await fill(user, '98:00');
    await zh.harness.submit();
    expect(screen.getByTestId('otherResult-time-error').textContent).toBe(
      '完赛时间格式为 时:分:秒，例如 1:45:30',
    );
    expect(screen.getByTestId('otherResult-time').getAttribute('aria-invalid')).toBe('true');
    cleanup();
    const en = renderFields([fieldOf()], { language: 'en' });
    await fill(user, '1:45');
    await en.harness.submit();
    expect(screen.getByTestId('otherResult-time-error').textContent).toBe(
      'Finish time as h:mm:ss, e.g. 1:45:30',
    );
    expect(screen.getByTestId('otherResult-certificate-error').textContent).toBe('Upload a file');
  });

  it('an optional validation left empty (or emptied again) is no answer', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([fieldOf({ required: false })], { language: 'en' });
    await user.type(screen.getByTestId('otherResult-race'), 'X');
    await user.clear(screen.getByTestId('otherResult-race'));
    await harness.submit();
    expect(harness.submitted()).toEqual({});
  });

  it('read-only: the result, the certificate thumbnail and the fee; — when empty', async () => {
    const value = {
      raceName: 'Wuxi Marathon',
      year: 2024,
      finishTime: '1:38:02',
      certificate: '/user-center/uploads/cert-7.jpg',
    };
    renderReadOnly(ScoreValidationField, fieldOf(), value, 'en');
    const shown = screen.getByTestId('otherResult-readonly');
    expect(shown.textContent).toContain('2024 · Wuxi Marathon · 1:38:02');
    expect((await within(shown).findByRole('img')).getAttribute('alt')).toBe('Result certificate image');
    expect(screen.getByTestId('otherResult-readonly-fee').textContent).toContain('CNY 20');
    cleanup();
    renderReadOnly(ScoreValidationField, fieldOf(), undefined, 'zh');
    expect(screen.getByTestId('otherResult-readonly').textContent).toBe('—');
  });
});
