import { useMessagesStore } from '@marathon/shared';
import { endpoints, signupFieldSchema, type FieldOfType } from '@marathon/shared/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, uploadAnswer, type ApiTestServer } from '@marathon/shared/test-support';
import { renderFields } from '../../test-support/render-field';
import { renderReadOnly } from '../advanced-common/testing';
import { ImageField } from './ImageField';

const fieldOf = (config: Record<string, unknown> = {}) =>
  signupFieldSchema.parse({
    key: 'photo',
    type: 'image',
    label: { zh: '证件照', en: 'ID photo' },
    ...config,
  }) as FieldOfType<'image'>;

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.uploadImage.path, (request) => uploadAnswer(request, 'photo-3.png'));
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  useMessagesStore.setState({ messages: [] });
});

const png = (name = 'me.png') => new File(['png-bytes'], name, { type: 'image/png' });

describe('ImageField', () => {
  it('uploads one image and hands back its url; removing it empties the answer (zh)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([fieldOf()], { language: 'zh' });
    await user.upload(screen.getByTestId('photo-upload-input'), png());
    await waitFor(() => expect(screen.getAllByTestId('photo-upload-item')).toHaveLength(1));
    const shown = await within(screen.getByTestId('photo-upload-item')).findByRole('img');
    expect(shown.getAttribute('src')).toMatch(
      /\/user-center\/uploads\/photo-3\.png\?expires=\d+&signature=test$/,
    );
    await harness.submit();
    expect(harness.submitted()).toEqual({ photo: '/user-center/uploads/photo-3.png' });

    await user.click(screen.getByRole('button', { name: '删除 photo-3.png' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByTestId('photo-upload-item')).toBeNull());
    expect(harness.values().photo).toBe('');
    expect(screen.getByTestId('field-photo-error').textContent).toBe('此项为必填项');
  });

  it('asks for the image when it is required (en), and refuses other file types', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadsBefore = server.received.filter((r) => r.path === endpoints.uploadImage.path).length;
    const { harness } = renderFields([fieldOf()], { language: 'en' });
    await harness.submit();
    expect(screen.getByTestId('field-photo-error').textContent).toBe('This field is required');
    await user.upload(screen.getByTestId('photo-upload-input'), new File(['%PDF'], 'scan.pdf'));
    expect(useMessagesStore.getState().messages.map((m) => m.text)).toEqual(['File format incorrect']);
    expect(server.received.filter((r) => r.path === endpoints.uploadImage.path)).toHaveLength(uploadsBefore);
  });

  it('read-only: a thumbnail through its signed address, or —', async () => {
    renderReadOnly(ImageField, fieldOf(), '/user-center/uploads/photo-3.png', 'en');
    const image = await within(screen.getByTestId('photo-readonly')).findByRole('img');
    expect(image.getAttribute('alt')).toBe('ID photo');
    expect(image.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/t\d+\/user-center\/uploads\/photo-3\.png\?expires=\d+&signature=test$/,
    );
    cleanup();
    renderReadOnly(ImageField, fieldOf(), '', 'zh');
    expect(screen.getByTestId('photo-readonly').textContent).toBe('—');
  });
});
