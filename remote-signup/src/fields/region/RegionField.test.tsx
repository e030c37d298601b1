import { endpoints, signupFieldSchema, type FieldOfType, type RegionNode } from '@marathon/shared/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, uploadAnswer, type ApiTestServer } from '@marathon/shared/test-support';
import { renderFields } from '../../test-support/render-field';
import { renderReadOnly } from '../advanced-common/testing';
import { RegionField } from './RegionField';

const TREE: RegionNode[] = [
  {
    code: '11',
    name: '北京市',
    nameEn: 'Beijing',
    children: [
      {
        code: '1101',
        name: '市辖区',
        nameEn: 'City districts',
        children: [{ code: '110101', name: '东城区', nameEn: 'Dongcheng District' }],
      },
    ],
  },
  {
    code: '32',
    name: '江苏省',
    nameEn: 'Jiangsu',
    children: [
      {
        code: '3210',
        name: '扬州市',
        nameEn: 'Yangzhou',
        children: [
          { code: '321002', name: '广陵区', nameEn: 'Guangling District' },
          { code: '321003', name: '邗江区', nameEn: 'Hanjiang District' },
        ],
      },
      {
        code: '3201',
        name: '南京市',
        nameEn: 'Nanjing',
        children: [{ code: '320102', name: '玄武区', nameEn: 'Xuanwu District' }],
      },
    ],
  },
];

const fieldOf = (config: Record<string, unknown> = {}) =>
  signupFieldSchema.parse({
    key: 'residence',
    type: 'region',
    label: { zh: '常住地址', en: 'Home address' },
    ...config,
  }) as FieldOfType<'region'>;

let server: ApiTestServer;
let regionCalls = 0;
let failRegions = false;

beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.regions.path, () => {
    regionCalls += 1;
    return failRegions ? { code: 500, msg: 'down' } : { data: TREE };
  });
  server.route(endpoints.uploadImage.path, (request) => uploadAnswer(request, 'proof-1.png'));
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  regionCalls = 0;
  failRegions = false;
});

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].slice(1).map((o) => o.textContent);

async function chooseYangzhou(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByTestId('residence-province'), '32');
  await user.selectOptions(screen.getByTestId('residence-city'), '3210');
  await user.selectOptions(screen.getByTestId('residence-area'), '321002');
}

describe('RegionField', () => {
  it('cascades province → city → district, then the address; the answer holds the codes (zh)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([fieldOf()], { language: 'zh' });
    const province = await screen.findByTestId('residence-province');
    expect(screen.getByLabelText('省/直辖市/自治区')).toBe(province);
    expect(optionTexts(province)).toEqual(['北京市', '江苏省']);
    expect((screen.getByTestId('residence-city') as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(province, '32');
    expect(optionTexts(screen.getByTestId('residence-city'))).toEqual(['扬州市', '南京市']);
    await user.selectOptions(screen.getByTestId('residence-city'), '3210');
    expect(optionTexts(screen.getByTestId('residence-area'))).toEqual(['广陵区', '邗江区']);
    await user.selectOptions(screen.getByTestId('residence-area'), '321002');
    await user.type(screen.getByLabelText('详细地址'), '文昌中路 1 号');
    await harness.submit();
    expect(harness.submitted()).toEqual({
      residence: { province: '32', city: '3210', area: '321002', address: '文昌中路 1 号' },
    });
  });

  it('changing the province clears the city and district', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([fieldOf()], { language: 'zh' });
    await chooseYangzhou(user);
    await user.selectOptions(screen.getByTestId('residence-province'), '11');
    expect((screen.getByTestId('residence-city') as HTMLSelectElement).value).toBe('');
    expect((screen.getByTestId('residence-area') as HTMLSelectElement).disabled).toBe(true);
    expect(harness.values().residence).toEqual({ province: '11', city: '', area: '', address: '' });
  });

  it('an incomplete region and a missing address are refused (zh and en)', async () => {
    const user = userEvent.setup();
    const zh = renderFields([fieldOf()], { language: 'zh' });
    await user.selectOptions(await screen.findByTestId('residence-province'), '32');
    await zh.harness.submit();
    expect(screen.getByTestId('residence-city-error').textContent).toBe('请完整选择省、市、区');
    expect(screen.getByTestId('residence-city').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('residence-address-error').textContent).toBe('请填写详细地址（最多 100 字）');
    expect(zh.harness.submitted()).toBeNull();
    cleanup();

    const en = renderFields([fieldOf()], { language: 'en' });
    await user.selectOptions(await screen.findByTestId('residence-province'), '32');
    await user.selectOptions(screen.getByTestId('residence-city'), '3210');
    await en.harness.submit();
    expect(screen.getByTestId('residence-area-error').textContent).toBe(
      'Choose a province, city and district',
    );
    expect(screen.getByTestId('residence-address-error').textContent).toBe(
      'Enter the street address (at most 100 characters)',
    );
    // English pages list the English names.
    expect(optionTexts(screen.getByTestId('residence-province'))).toEqual(['Beijing', 'Jiangsu']);
    expect(optionTexts(screen.getByTestId('residence-area'))).toEqual([
      'Guangling District',
      'Hanjiang District',
    ]);
    expect(screen.getByLabelText('District')).toBe(screen.getByTestId('residence-area'));
  });

  it('finds a place by either name in either language and picks province, city and district at once', async () => {
    const user = userEvent.setup();
    const en = renderFields([fieldOf()], { language: 'en' });
    await user.type(await screen.findByTestId('residence-search'), 'hanjiang');
    expect(optionTexts(screen.getByTestId('residence-matches'))).toEqual([
      'Hanjiang District, Yangzhou, Jiangsu',
    ]);
    await user.clear(screen.getByTestId('residence-search'));
    // Chinese typed on an English page finds the same place.
    await user.type(screen.getByTestId('residence-search'), '邗江');
    await user.selectOptions(screen.getByTestId('residence-matches'), '321003');
    expect(en.harness.values().residence).toEqual({
      province: '32',
      city: '3210',
      area: '321003',
      address: '',
    });
    expect((screen.getByTestId('residence-area') as HTMLSelectElement).value).toBe('321003');
    expect(screen.queryByTestId('residence-matches')).toBeNull();
    cleanup();
    renderFields([fieldOf()], { language: 'zh' });
    await user.type(await screen.findByTestId('residence-search'), 'Yangzhou');
    expect(optionTexts(screen.getByTestId('residence-matches'))).toEqual([
      '江苏省 扬州市 广陵区',
      '江苏省 扬州市 邗江区',
    ]);
    await user.clear(screen.getByTestId('residence-search'));
    await user.type(screen.getByTestId('residence-search'), 'zzz');
    expect((screen.getByTestId('residence-matches') as HTMLSelectElement).options[0]?.textContent).toBe(
      '没有匹配的地区',
    );
  });

  it('an untouched required field says it is required; the tree is loaded once', async () => {
    const { harness } = renderFields([fieldOf(), fieldOf({ key: 'second', required: false })], {
      language: 'en',
    });
    await screen.findByTestId('residence-province');
    await screen.findByTestId('second-province');
    await harness.submit();
    expect(screen.getByTestId('field-residence-error').textContent).toBe('This field is required');
    expect(screen.queryByTestId('field-second-error')).toBeNull();
    expect(regionCalls).toBe(1);
  });

  it('with an image: uploads one picture and hands back its url (zh), and asks for it (en)', async () => {
    const user = userEvent.setup();
    const field = fieldOf({ withImage: true });
    const zh = renderFields([field], { language: 'zh' });
    await chooseYangzhou(user);
    await user.type(screen.getByTestId('residence-address'), '文昌中路 1 号');
    await zh.harness.submit();
    expect(screen.getByTestId('residence-image-error').textContent).toBe('请上传文件');
    await user.upload(
      screen.getByTestId('residence-image-input'),
      new File(['png-bytes'], 'bill.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('residence-image-item')).toHaveLength(1));
    const upload = server.received.find((r) => r.path === endpoints.uploadImage.path);
    expect(upload?.body).toContain('filename="bill.png"');
    // One image only: the add button goes once it is there.
    expect(
      within(screen.getByTestId('residence-image')).queryByRole('button', { name: /上传文件/ }),
    ).toBeNull();
    await zh.harness.submit();
    expect(zh.harness.submitted()).toEqual({
      residence: {
        province: '32',
        city: '3210',
        area: '321002',
        address: '文昌中路 1 号',
        image: '/user-center/uploads/proof-1.png',
      },
    });
    cleanup();

    const en = renderFields([field], { language: 'en' });
    await chooseYangzhou(user);
    await user.type(screen.getByTestId('residence-address'), 'No. 1');
    await en.harness.submit();
    expect(screen.getByTestId('residence-image-error').textContent).toBe('Upload a file');
  });

  it('shows a failed load with a bilingual retry', async () => {
    const user = userEvent.setup();
    failRegions = true;
    renderFields([fieldOf()], { language: 'zh' });
    expect((await screen.findByTestId('residence-province-load-failed')).textContent).toContain(
      '数据加载失败',
    );
    cleanup();
    renderFields([fieldOf()], { language: 'en' });
    await screen.findByTestId('residence-province-load-failed');
    failRegions = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(optionTexts(await screen.findByTestId('residence-province'))).toEqual(['Beijing', 'Jiangsu']);
  });

  it('read-only: the names joined and the address, the image as a thumbnail, or —', async () => {
    const value = {
      province: '32',
      city: '3210',
      area: '321002',
      address: '文昌中路 1 号',
      image: '/user-center/uploads/proof-1.png',
    };
    renderReadOnly(RegionField, fieldOf({ withImage: true }), value, 'en');
    await waitFor(() =>
      expect(screen.getByTestId('residence-readonly').textContent).toBe(
        'Guangling District, Yangzhou, Jiangsu, 文昌中路 1 号',
      ),
    );
    const image = await within(screen.getByTestId('residence-readonly')).findByRole('img');
    expect(image.getAttribute('alt')).toBe('Supporting image');
    expect(image.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/t\d+\/user-center\/uploads\/proof-1\.png\?expires=\d+&signature=test$/,
    );
    cleanup();
    renderReadOnly(RegionField, fieldOf(), undefined, 'zh');
    expect(screen.getByTestId('residence-readonly').textContent).toBe('—');
  });
});
