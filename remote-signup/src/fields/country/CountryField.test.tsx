import { endpoints, signupFieldSchema, type Country, type FieldOfType } from '@marathon/shared/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiTestServer } from '@marathon/shared/test-support';
import { renderFields } from '../../test-support/render-field';
import { renderReadOnly } from '../advanced-common/testing';
import { CountryField } from './CountryField';

function country(twoCode: string, cnName: string, enName: string, itemSort = 100): Country {
  return {
    id: 1,
    twoCode,
    threeCode: `${twoCode}X`,
    numberCode: '001',
    cnName,
    enName,
    itemName: cnName,
    itemCode: twoCode,
    itemSort,
    dictCode: 'country',
  };
}

// In the API's order: the four Chinese regions first, then by English name. The client sorts them itself too.
const COUNTRIES: Country[] = [
  country('CN', '中国', 'China', 1),
  country('HK', '香港', 'Hong Kong', 2),
  country('MO', '澳门', 'Macao', 3),
  country('TW', '台湾', 'Taiwan', 4),
  country('FR', '法国', 'France'),
  country('JP', '日本', 'Japan'),
  country('US', '美国', 'United States of America'),
];

const VALID_MAINLAND_ID = '11010519491231002X';
const BAD_CHECKSUM_ID = '110105194912310021';

const fieldOf = (config: Record<string, unknown>) =>
  signupFieldSchema.parse({
    key: 'identity',
    type: 'country',
    label: { zh: '国籍', en: 'Nationality' },
    ...config,
  }) as FieldOfType<'country'>;

let server: ApiTestServer;
let countryCalls = 0;
let failCountries = false;

beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.countryAll.path, () => {
    countryCalls += 1;
    return failCountries ? { code: 500, msg: 'database offline' } : { data: COUNTRIES };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  countryCalls = 0;
  failCountries = false;
});

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((o) => o.textContent ?? '').filter((text, i) => i > 0);

describe('CountryField, plain', () => {
  it('lists every country in Chinese, the four Chinese regions first, searchable; the answer is the code (zh)', async () => {
    const user = userEvent.setup();
    const field = fieldOf({ variant: 'plain', key: 'residence' });
    const { harness } = renderFields([field], { language: 'zh' });
    expect(screen.getByTestId('residence-country-loading').textContent).toContain('正在加载');
    const select = await screen.findByTestId('residence-country');
    expect(optionTexts(select).slice(0, 4)).toEqual(['中国', '中国香港', '中国澳门', '中国台湾']);
    expect(optionTexts(select)).toHaveLength(7);
    // The select carries the field's id, so the label names it.
    expect(screen.getByLabelText(/国籍/, { selector: 'select' })).toBe(select);

    await user.type(screen.getByTestId('residence-country-search'), '日本');
    expect(optionTexts(select)).toEqual(['日本']);
    await user.selectOptions(select, 'JP');
    await harness.submit();
    expect(harness.submitted()).toEqual({ residence: 'JP' });
    expect(countryCalls).toBe(1);
  });

  it('names countries in English, Hong Kong, Macao and Taiwan as regions of China, and says when none match (en)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([fieldOf({ variant: 'plain', key: 'residence', required: true })], {
      language: 'en',
    });
    const select = await screen.findByTestId('residence-country');
    expect(optionTexts(select)).toEqual([
      'China',
      'Hong Kong, China',
      'Macao, China',
      'Taiwan, China',
      'France',
      'Japan',
      'United States of America',
    ]);
    await harness.submit();
    expect(screen.getByTestId('field-residence-error').textContent).toBe('This field is required');
    expect(select.getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByTestId('residence-country-search'), 'zzz');
    expect(optionTexts(select)).toEqual([]);
    expect((select as HTMLSelectElement).options[0]?.textContent).toBe('No country or region matches');
    await user.clear(screen.getByTestId('residence-country-search'));
    await user.type(screen.getByTestId('residence-country-search'), 'fr');
    await user.selectOptions(select, 'FR');
    await harness.submit();
    expect(harness.submitted()).toEqual({ residence: 'FR' });
  });

  it('shows a failed load with a retry, which loads again (zh, then en)', async () => {
    const user = userEvent.setup();
    failCountries = true;
    renderFields([fieldOf({ variant: 'plain', key: 'residence' })], { language: 'zh' });
    expect((await screen.findByTestId('residence-country-load-failed')).textContent).toContain(
      '数据加载失败，请检查网络后重试',
    );
    cleanup();
    renderFields([fieldOf({ variant: 'plain', key: 'residence' })], { language: 'en' });
    const failed = await screen.findByTestId('residence-country-load-failed');
    expect(failed.textContent).toContain('Could not load the list');
    failCountries = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(optionTexts(await screen.findByTestId('residence-country'))).toHaveLength(7);
    expect(countryCalls).toBe(3);
  });

  it('loads the list once for every country field of the page', async () => {
    renderFields(
      [fieldOf({ variant: 'plain', key: 'a' }), fieldOf({ variant: 'advanced', key: 'identity' })],
      { language: 'zh' },
    );
    await screen.findByTestId('a-country');
    expect(countryCalls).toBe(1);
    cleanup();
    // A later page (the confirm page) has the list at once: no second request, no loading flash.
    renderFields([fieldOf({ variant: 'plain', key: 'b' })], { language: 'en' });
    expect(optionTexts(screen.getByTestId('b-country'))).toHaveLength(7);
    expect(countryCalls).toBe(1);
  });
});

describe('CountryField, single', () => {
  it('offers only the configured countries as radio buttons (zh and en)', async () => {
    const user = userEvent.setup();
    const field = fieldOf({ variant: 'single', key: 'representing', countries: ['CN', 'HK', 'MO', 'TW'] });
    const { harness } = renderFields([field], { language: 'zh' });
    expect(screen.getByLabelText('中国澳门')).toBeTruthy();
    await user.click(screen.getByTestId('representing-option-MO'));
    await harness.submit();
    expect(harness.submitted()).toEqual({ representing: 'MO' });
    cleanup();

    const en = renderFields([field], { language: 'en' });
    expect(screen.getByLabelText('Taiwan, China')).toBeTruthy();
    await en.harness.submit();
    expect(screen.getByTestId('field-representing-error').textContent).toBe('This field is required');
    await user.keyboard('{Tab}');
    await user.click(screen.getByLabelText('Hong Kong, China'));
    await en.harness.submit();
    expect(en.harness.submitted()).toEqual({ representing: 'HK' });
  });

  it('uses a select with the list names for a longer list', async () => {
    const user = userEvent.setup();
    const field = fieldOf({
      variant: 'single',
      key: 'representing',
      countries: ['CN', 'FR', 'JP', 'US', 'HK', 'MO', 'TW'],
    });
    const { harness } = renderFields([field], { language: 'en' });
    const select = await screen.findByTestId('representing-country');
    expect(optionTexts(select)).toEqual([
      'China',
      'Hong Kong, China',
      'Macao, China',
      'Taiwan, China',
      'France',
      'Japan',
      'United States of America',
    ]);
    await user.selectOptions(select, 'US');
    await harness.submit();
    expect(harness.submitted()).toEqual({ representing: 'US' });
  });
});

describe('CountryField, advanced', () => {
  const identity = fieldOf({ variant: 'advanced' });

  it('mainland: the resident ID card, its checksum checked (zh)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([identity], { language: 'zh' });
    expect(screen.getByText('请先选择身份类别')).toBeTruthy();
    await user.click(screen.getByTestId('identity-category-mainland'));
    const id = screen.getByLabelText('居民身份证号码');
    expect(id).toBe(screen.getByTestId('identity-id-number'));
    await user.type(id, BAD_CHECKSUM_ID);
    await harness.submit();
    expect(screen.getByTestId('identity-id-number-error').textContent).toBe('证件号码格式不正确');
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(harness.submitted()).toBeNull();

    await user.clear(id);
    await user.type(id, VALID_MAINLAND_ID.toLowerCase());
    expect(screen.queryByTestId('identity-id-number-error')).toBeNull();
    await harness.submit();
    expect(harness.submitted()).toEqual({
      identity: { category: 'mainland', country: 'CN', idNumber: VALID_MAINLAND_ID },
    });
  });

  it('mainland: a bad checksum in English', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([identity], { language: 'en' });
    await user.click(screen.getByLabelText('Mainland China resident'));
    await user.type(screen.getByLabelText('Resident ID card number'), BAD_CHECKSUM_ID);
    await harness.submit();
    expect(screen.getByTestId('identity-id-number-error').textContent).toBe(
      'The ID document number is not valid',
    );
  });

  it('Hong Kong and Macao: the region choice sets the country; the travel permit (zh)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([identity], { language: 'zh' });
    await user.click(screen.getByTestId('identity-category-hkmo'));
    expect(screen.getByTestId('identity-region-HK').querySelector('input')?.checked).toBe(true);
    await user.click(screen.getByTestId('identity-region-MO'));
    await user.type(screen.getByLabelText('港澳居民来往内地通行证号码'), 'M12345678');
    await harness.submit();
    expect(harness.submitted()).toEqual({
      identity: { category: 'hkmo', country: 'MO', idNumber: 'M12345678' },
    });
  });

  it('Taiwan: the travel permit, format checked (en)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([identity], { language: 'en' });
    await user.click(screen.getByTestId('identity-category-taiwan'));
    const id = screen.getByLabelText('Mainland Travel Permit for Taiwan Residents number');
    await user.type(id, '1234');
    await harness.submit();
    expect(screen.getByTestId('identity-id-number-error').textContent).toBe(
      'The ID document number is not valid',
    );
    await user.clear(id);
    await user.type(id, '12345678');
    await harness.submit();
    expect(harness.submitted()).toEqual({
      identity: { category: 'taiwan', country: 'TW', idNumber: '12345678' },
    });
  });

  it('foreign: a nationality without the Chinese regions, and the passport (en)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([identity], { language: 'en' });
    await user.click(screen.getByTestId('identity-category-foreign'));
    const select = await screen.findByTestId('identity-country');
    expect(optionTexts(select)).toEqual(['France', 'Japan', 'United States of America']);
    await user.type(screen.getByLabelText('Passport number'), 'e1234567');
    await harness.submit();
    expect(screen.getByTestId('identity-country-error').textContent).toBe('Choose a country or region');
    await user.selectOptions(select, 'JP');
    await harness.submit();
    expect(harness.submitted()).toEqual({
      identity: { category: 'foreign', country: 'JP', idNumber: 'E1234567' },
    });
  });

  it('foreign with CN (a stale draft) is refused in both languages', async () => {
    const draft = { identity: { category: 'foreign', country: 'CN', idNumber: 'E1234567' } };
    const zh = renderFields([identity], { language: 'zh', defaultValues: draft });
    await screen.findByTestId('identity-country');
    await zh.harness.submit();
    expect(screen.getByTestId('identity-country-error').textContent).toBe('请选择国家或地区');
    expect(zh.harness.submitted()).toBeNull();
    cleanup();
    const en = renderFields([identity], { language: 'en', defaultValues: draft });
    await screen.findByTestId('identity-country');
    await en.harness.submit();
    expect(screen.getByTestId('identity-country-error').textContent).toBe('Choose a country or region');
  });

  it('switching from foreign to mainland sets the country to CN and keeps the typed number', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([identity], { language: 'zh' });
    await user.click(screen.getByTestId('identity-category-foreign'));
    await user.selectOptions(await screen.findByTestId('identity-country'), 'FR');
    await user.type(screen.getByTestId('identity-id-number'), VALID_MAINLAND_ID);
    await user.click(screen.getByTestId('identity-category-mainland'));
    expect(screen.queryByTestId('identity-country')).toBeNull();
    await harness.submit();
    expect(harness.submitted()).toEqual({
      identity: { category: 'mainland', country: 'CN', idNumber: VALID_MAINLAND_ID },
    });
  });
});

describe('CountryField, read-only', () => {
  it('shows names in the current language, the identity on one line, and — when empty', async () => {
    renderReadOnly(CountryField, fieldOf({ variant: 'plain', key: 'r' }), 'JP', 'zh');
    await waitFor(() => expect(screen.getByTestId('r-readonly').textContent).toBe('日本'));
    cleanup();
    renderReadOnly(CountryField, fieldOf({ variant: 'plain', key: 'r' }), 'HK', 'en');
    expect(screen.getByTestId('r-readonly').textContent).toBe('Hong Kong, China');
    cleanup();
    renderReadOnly(CountryField, fieldOf({ variant: 'plain', key: 'r' }), '', 'en');
    expect(screen.getByTestId('r-readonly').textContent).toBe('—');
    cleanup();
    const value = { category: 'mainland', country: 'CN', idNumber: VALID_MAINLAND_ID };
    renderReadOnly(CountryField, fieldOf({ variant: 'advanced' }), value, 'zh');
    expect(screen.getByTestId('identity-readonly').textContent).toBe(
      `中国大陆居民 · 中国 · 居民身份证号码 ${VALID_MAINLAND_ID}`,
    );
    cleanup();
    const foreign = { category: 'foreign', country: 'US', idNumber: 'E1234567' };
    renderReadOnly(CountryField, fieldOf({ variant: 'advanced' }), foreign, 'en');
    await waitFor(() =>
      expect(screen.getByTestId('identity-readonly').textContent).toBe(
        'Foreign national · United States of America · Passport number E1234567',
      ),
    );
  });
});
