import type { Language } from '../constants';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const LATIN = /[A-Za-z]/;

/**
 * The `lang` a fragment needs when it is not in the page's language, so a screen reader switches voice: a name in
 * Latin letters alone inside a Chinese page is read as English, one in Chinese characters alone inside an English
 * page as Chinese. Mixed or matching text follows the page (undefined: no attribute).
 */
export function fragmentLanguage(
  text: string | null | undefined,
  pageLanguage: Language,
): 'en' | 'zh-CN' | undefined {
  if (!text) return undefined;
  if (pageLanguage === 'zh' && LATIN.test(text) && !CJK.test(text)) return 'en';
  if (pageLanguage === 'en' && CJK.test(text) && !LATIN.test(text)) return 'zh-CN';
  return undefined;
}
