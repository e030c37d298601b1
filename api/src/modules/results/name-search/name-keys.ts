import { pinyin } from 'pinyin-pro';
import { nameKey } from '../../../kernel/identity';

/** What a name is found by: the name itself, its pinyin in both name orders, and its initials. */
export interface NameKeys {
  /** The name lower-cased without spaces (王磊, johnsmith). */
  name_key: string;
  /** Full pinyin without tones or spaces, surname first (wanglei); a Latin name's letters (johnsmith). */
  name_pinyin: string;
  /** The same with the given name first, as English speakers write a Chinese name (leiwang, smithjohn). */
  name_pinyin_rev: string;
  /** The first letter of each syllable or word (wl, js). */
  name_initials: string;
}

const HAN = /\p{Script=Han}/u;

/** Compound surnames: the given name starts after two characters (欧阳娜娜 → ouyang + nana). */
const COMPOUND_SURNAMES = new Set([
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '令狐',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '百里',
  '呼延',
  '申屠',
  '澹台',
  '太史',
  '闻人',
  '钟离',
]);

/** Letters only, lower case, tone marks and digits dropped, ü as v (how pinyin is typed on a keyboard). */
export function pinyinLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/u\u0308/gi, 'v')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Syllables of a Chinese name, read as a name: pinyin-pro knows the surname readings (单 shan, 曾 zeng). */
function syllables(name: string): string[] {
  return pinyin(name, { toneType: 'none', type: 'array', surname: 'head', v: true })
    .map(pinyinLetters)
    .filter(Boolean);
}

/** The keys a runner's name is stored with, so every way of typing it finds it through an index. */
export function nameKeys(name: string): NameKeys {
  const key = nameKey(name);
  const compact = name.normalize('NFC').replace(/[\s·.]+/g, '');
  if (HAN.test(compact)) {
    const surnameLength = COMPOUND_SURNAMES.has(compact.slice(0, 2)) && compact.length > 2 ? 2 : 1;
    const surname = syllables(compact.slice(0, surnameLength));
    const given = syllables(compact.slice(surnameLength));
    const all = [...surname, ...given];
    return {
      name_key: key,
      name_pinyin: all.join(''),
      name_pinyin_rev: [...given, ...surname].join(''),
      name_initials: all.map((syllable) => syllable[0]).join(''),
    };
  }
  const words = name
    .split(/[\s·.'-]+/)
    .map(pinyinLetters)
    .filter(Boolean);
  return {
    name_key: key,
    name_pinyin: words.join(''),
    name_pinyin_rev: [...words].reverse().join(''),
    name_initials: words.map((word) => word[0]).join(''),
  };
}

/** What a typed search asks for: characters compared with the stored name, or letters with its pinyin keys. */
export type NameQuery = { kind: 'han'; key: string } | { kind: 'letters'; letters: string };

/**
 * A search as typed: with Chinese characters it is compared with the names themselves, otherwise its letters with
 * the pinyin keys. Null when nothing searchable is left, or a single letter (which would match a fifth of the race).
 */
export function nameQuery(typed: string): NameQuery | null {
  const key = nameKey(typed);
  if (HAN.test(key)) return { kind: 'han', key };
  const letters = pinyinLetters(typed);
  return letters.length >= 2 ? { kind: 'letters', letters } : null;
}
