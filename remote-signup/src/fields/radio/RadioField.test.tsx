import { endpoints, type SignupField } from '@marathon/shared/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, uploadAnswer, type ApiTestServer } from '@marathon/shared/test-support';
import { renderFields } from '../../test-support/render-field';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.uploadImage.path, (request) => uploadAnswer(request, 'cert-1.png'));
});
beforeEach(() => {
  server.useFreshBase();
});
afterAll(() => server.close());

const club: SignupField = {
  key: 'club',
  type: 'radio',
  label: { zh: '跑团', en: 'Running club' },
  required: true,
  options: [
    { value: 'none', label: { zh: '无', en: 'None' } },
    { value: 'club', label: { zh: '有，跑团名称：', en: 'Yes, the club’s name:' }, extra: 'input' },
  ],
};
const proof: SignupField = {
  key: 'proof',
  type: 'radio',
  label: { zh: '资格证明', en: 'Proof of qualification' },
  required: true,
  options: [
    {
      value: 'certificate',
      label: { zh: '成绩证书', en: 'A certificate' },
      extra: 'image',
      image: { width: 413, height: 579 },
    },
    { value: 'online', label: { zh: '成绩链接', en: 'A link to the result' }, extra: 'url' },
  ],
};

describe('RadioField', () => {
  it('hands back { value } for a plain option', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([club]);
    expect(screen.getByRole('group', { name: /跑团/ })).toBeTruthy();
    await user.click(screen.getByLabelText('无'));
    expect(screen.queryByTestId('club-extra')).toBeNull();
    await harness.submit();
    expect(harness.submitted()).toEqual({ club: { value: 'none' } });
  });

  it.each([
    ['zh', '请补充所选项需要的内容', '有，跑团名称：（请填写）'],
    ['en', 'Complete what the chosen option asks for', 'Yes, the club’s name: (please fill in)'],
  ] as const)(
    'asks for the text an option needs, and hands it back as extra (%s)',
    async (language, text, name) => {
      const user = userEvent.setup();
      const { harness } = renderFields([club], { language });
      await user.click(screen.getByTestId('club-option-club'));
      const extra = screen.getByTestId('club-extra');
      expect(screen.getByRole('textbox', { name })).toBe(extra);
      await harness.submit();
      expect(harness.submitted()).toBeNull();
      expect(screen.getByTestId('field-club-error').textContent).toBe(text);
      expect(extra.getAttribute('aria-invalid')).toBe('true');
      await user.type(extra, '扬州跑团');
      await harness.submit();
      expect(harness.submitted()).toEqual({ club: { value: 'club', extra: '扬州跑团' } });
    },
  );

  it('drops the extra when another option is chosen', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([club], {
      defaultValues: { club: { value: 'club', extra: '扬州跑团' } },
    });
    expect((screen.getByTestId('club-extra') as HTMLInputElement).value).toBe('扬州跑团');
    await user.click(screen.getByTestId('club-option-none'));
    expect(screen.queryByTestId('club-extra')).toBeNull();
    await harness.submit();
    expect(harness.submitted()).toEqual({ club: { value: 'none' } });
  });

  it.each([
    ['zh', '请输入正确的网址'],
    ['en', 'Enter a valid web address'],
  ] as const)('checks a URL extra (%s)', async (language, text) => {
    const user = userEvent.setup();
    const { harness } = renderFields([proof], { language });
    await user.click(screen.getByTestId('proof-option-online'));
    await user.type(screen.getByTestId('proof-extra'), 'not a link');
    await harness.submit();
    expect(screen.getByTestId('field-proof-error').textContent).toBe(text);
    await user.clear(screen.getByTestId('proof-extra'));
    await user.type(screen.getByTestId('proof-extra'), 'https://results.example.com/123');
    await harness.submit();
    expect(harness.submitted()).toEqual({
      proof: { value: 'online', extra: 'https://results.example.com/123' },
    });
  });

  it('uploads one image for an image option and hands back its stored url', async () => {
    const user = userEvent.setup();
    const anySize: SignupField = {
      ...proof,
      options: [{ value: 'certificate', label: { zh: '成绩证书', en: 'A certificate' }, extra: 'image' }],
    };
    const { harness } = renderFields([anySize]);
    await user.click(screen.getByTestId('proof-option-certificate'));
    await user.upload(
      screen.getByTestId('proof-extra-input'),
      new File(['png-bytes'], 'cert.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('proof-extra-item')).toHaveLength(1));
    expect(server.received.find((r) => r.path === endpoints.uploadImage.path)?.body).toContain(
      'filename="cert.png"',
    );
    await harness.submit();
    expect(harness.submitted()).toEqual({
      proof: { value: 'certificate', extra: '/user-center/uploads/cert-1.png' },
    });
  });

  it('states the exact image size, and asks again once the image is removed', async () => {
    const user = userEvent.setup();
    const url = '/user-center/uploads/cert.png';
    const { harness } = renderFields([proof], {
      defaultValues: { proof: { value: 'certificate', extra: url } },
    });
    expect(screen.getByText('图片尺寸须为 413×579 像素')).toBeTruthy();
    expect(screen.getAllByTestId('proof-extra-item')).toHaveLength(1);
    await harness.submit();
    expect(harness.submitted()).toEqual({ proof: { value: 'certificate', extra: url } });
    await user.click(screen.getByRole('button', { name: '删除 cert.png' }));
    expect(screen.queryAllByTestId('proof-extra-item')).toHaveLength(0);
    await harness.submit();
    expect(screen.getByTestId('field-proof-error').textContent).toBe('请补充所选项需要的内容');
  });

  it.each([
    ['zh', { value: 'club', extra: '扬州跑团' }, '有，跑团名称： 扬州跑团'],
    ['en', { value: 'none' }, 'None'],
    ['en', undefined, '—'],
  ] as const)('reads the label and extra when read-only (%s)', (language, value, text) => {
    renderFields([club], { language, defaultValues: { club: value }, readOnly: true });
    expect(screen.getByTestId('club-value').textContent).toBe(text);
  });
  it('links to the uploaded image when read-only, through its signed address', async () => {
    const url = '/user-center/uploads/cert.png';
    renderFields([proof], {
      language: 'en',
      defaultValues: { proof: { value: 'certificate', extra: url } },
      readOnly: true,
    });
    const value = screen.getByTestId('proof-value');
    expect(value.textContent).toBe('A certificate · View image');
    expect((await screen.findByRole('link', { name: 'View image' })).getAttribute('href')).toMatch(
      /\/t\d+\/user-center\/uploads\/cert\.png\?expires=\d+&signature=test$/,
    );
  });
});

describe('a field another choice makes required (requiredWhen)', () => {
  const chooser: SignupField = {
    key: 'qualification',
    type: 'radio',
    label: { zh: '资格证明', en: 'Proof of qualification' },
    required: true,
    options: [
      { value: 'yangzhou', label: { zh: '往届扬马成绩', en: 'A past Yangzhou result' } },
      { value: 'online', label: { zh: '成绩链接', en: 'A link to the result' }, extra: 'url' },
    ],
  };
  const clubName: SignupField = {
    key: 'clubName',
    type: 'input',
    label: { zh: '往届号码布', en: 'Past bib' },
    required: false,
    maxLength: 20,
    requiredWhen: { field: 'qualification', value: 'yangzhou' },
  };

  it.each([
    ['zh', '（选填）', '此项为必填项'],
    ['en', '(optional)', 'This field is required'],
  ] as const)(
    'drops "(optional)" once the choice asks for it, and then asks for it (%s)',
    async (language, optional, required) => {
      const user = userEvent.setup();
      const { harness } = renderFields([chooser, clubName], { language });
      const frame = () => screen.getByTestId('field-clubName');
      expect(frame().textContent).toContain(optional);
      await user.click(screen.getByTestId('qualification-option-yangzhou'));
      await waitFor(() => expect(frame().textContent).not.toContain(optional));
      await harness.submit();
      expect(harness.submitted()).toBeNull();
      expect(screen.getByTestId('field-clubName-error').textContent).toBe(required);
      await user.click(screen.getByTestId('qualification-option-online'));
      await waitFor(() => expect(frame().textContent).toContain(optional));
    },
  );
});
