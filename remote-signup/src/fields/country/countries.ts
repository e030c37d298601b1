import { api, call, createCachedQuery, type Language } from '@marathon/shared';
import { endpoints, type Country } from '@marathon/shared/api';
import { CHINESE_REGION_CODES } from '@marathon/shared';

/**
 * The country list, once per API base for every field of the page (and the confirm page after it). Silent: the
 * field shows a failure in place with a retry, not as a page message.
 */
export const countries = createCachedQuery({
  key: () => api().baseURL,
  load: () => call(endpoints.countryAll, { silent: true }),
});

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
