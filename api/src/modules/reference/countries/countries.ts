import { createRequire } from 'node:module';
import type * as IsoCountries from 'i18n-iso-countries';
import type { Country } from '@marathon/shared/api';

/*
 * The package's node entry registers ~80 locales; its plain entry registers none, so we load it and add only zh
 * and en. It is CommonJS with JSON locale files: require keeps them out of the bundle (they stay in node_modules).
 */
const requireCjs = createRequire(import.meta.url);
const countries = requireCjs('i18n-iso-countries/index.js') as typeof IsoCountries;
countries.registerLocale(requireCjs('i18n-iso-countries/langs/zh.json') as IsoCountries.LocaleData);
countries.registerLocale(requireCjs('i18n-iso-countries/langs/en.json') as IsoCountries.LocaleData);

/** Mainland China, Hong Kong, Macao and Taiwan come first, named as Chinese sites name them. */
const PINNED: Record<string, { sort: number; cn: string; en: string }> = {
  CN: { sort: 1, cn: '中国', en: 'China' },
  HK: { sort: 2, cn: '中国香港', en: 'Hong Kong, China' },
  MO: { sort: 3, cn: '中国澳门', en: 'Macao, China' },
  TW: { sort: 4, cn: '中国台湾', en: 'Taiwan, China' },
};
const OTHERS_SORT = 100;

function buildCountryList(): Country[] {
  const list: Country[] = Object.entries(countries.getAlpha2Codes()).map(([twoCode, threeCode]) => {
    const numberCode = countries.alpha2ToNumeric(twoCode) ?? '';
    const pinned = PINNED[twoCode];
    const cnName = pinned?.cn ?? countries.getName(twoCode, 'zh') ?? twoCode;
    const enName = pinned?.en ?? countries.getName(twoCode, 'en') ?? twoCode;
    return {
      id: Number(numberCode),
      twoCode,
      threeCode,
      numberCode,
      cnName,
      enName,
      itemName: cnName,
      itemCode: twoCode,
      itemSort: pinned?.sort ?? OTHERS_SORT,
      dictCode: 'country',
    };
  });
  return list.sort((a, b) => a.itemSort - b.itemSort || a.enName.localeCompare(b.enName, 'en'));
}

let cached: readonly Country[] | null = null;

/** The whole list, built once: it only changes with the package version. */
export function countryList(): readonly Country[] {
  cached ??= Object.freeze(buildCountryList());
  return cached;
}
