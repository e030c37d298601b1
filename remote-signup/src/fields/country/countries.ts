import type { Language } from '@marathon/shared';
import { API_PATHS } from '@marathon/shared/api/paths';
import type { Country } from '@marathon/shared/api';
import { CHINESE_REGION_CODES } from '@marathon/shared';
import { createCachedLoader } from '../advanced-common/load-once';

/** GET API_PATHS.countryAll, once per page. */
export const loadCountries = createCachedLoader<Country[]>(API_PATHS.countryAll);

/**
 * Hong Kong, Macao and Taiwan are named as regions of China on a Chinese event site, whatever the list's names
 * (the API already sends these; a list from elsewhere might not).
 */
const CHINESE_REGION_NAMES: Record<string, { zh: string; en: string }> = {
  CN: { zh: '中国', en: 'China' },
  HK: { zh: '中国香港', en: 'Hong Kong, China' },
  MO: { zh: '中国澳门', en: 'Macao, China' },
  TW: { zh: '中国台湾', en: 'Taiwan, China' },
};

export interface CountryOption {
  code: string;
  name: string;
  /** Both names and the code, lower-cased: what the search box matches. */
  search: string;
}

export function countryName(
  country: Pick<Country, 'twoCode' | 'cnName' | 'enName'>,
  language: Language,
): string {
  const fixed = CHINESE_REGION_NAMES[country.twoCode];
  if (fixed) return fixed[language];
  return language === 'en' ? country.enName || country.cnName : country.cnName || country.enName;
}

/** Options in the current language: CN, HK, MO, TW first (the list's own order), then by name. */
export function countryOptions(countries: readonly Country[], language: Language): CountryOption[] {
  const pinned = CHINESE_REGION_CODES as readonly string[];
  const rank = (c: Country) => (pinned.includes(c.twoCode) ? pinned.indexOf(c.twoCode) : pinned.length);
  const collator = new Intl.Collator(language === 'en' ? 'en' : 'zh-Hans-CN');
  return [...countries]
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.itemSort - b.itemSort ||
        collator.compare(countryName(a, language), countryName(b, language)),
    )
    .map((c) => ({
      code: c.twoCode,
      name: countryName(c, language),
      search: `${c.cnName} ${c.enName} ${c.twoCode} ${countryName(c, language)}`.toLowerCase(),
    }));
}

/** A name for a code before (or without) the list: the Chinese regions by rule, others by their code. */
export function nameOfCode(
  code: string,
  options: readonly CountryOption[] | null,
  language: Language,
): string {
  const fixed = CHINESE_REGION_NAMES[code];
  if (fixed) return fixed[language];
  return options?.find((o) => o.code === code)?.name ?? code;
}
