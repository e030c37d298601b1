import { describe, expect, it } from 'vitest';
import { nameKeys, nameQuery, pinyinLetters } from './name-keys';

describe('the keys a name is found by', () => {
  it('reads a Chinese name as pinyin in both orders, with its initials', () => {
    expect(nameKeys('王磊')).toEqual({
      name_key: '王磊',
      name_pinyin: 'wanglei',
      name_pinyin_rev: 'leiwang',
      name_initials: 'wl',
    });
  });

  it('reads surnames as surnames (单 shan, 曾 zeng) and keeps a compound surname whole', () => {
    expect(nameKeys('单田芳').name_pinyin).toBe('shantianfang');
    expect(nameKeys('曾小贤').name_pinyin).toBe('zengxiaoxian');
    expect(nameKeys('欧阳娜娜')).toMatchObject({ name_pinyin: 'ouyangnana', name_pinyin_rev: 'nanaouyang' });
    expect(nameKeys('吕布').name_pinyin).toBe('lvbu');
  });

  it('keys a Latin name by its letters in both orders', () => {
    expect(nameKeys('John Smith')).toEqual({
      name_key: 'johnsmith',
      name_pinyin: 'johnsmith',
      name_pinyin_rev: 'smithjohn',
      name_initials: 'js',
    });
  });
});

describe('a typed search', () => {
  it('drops tone marks, tone digits, spaces and case, and types ü as v', () => {
    expect(pinyinLetters('Wáng Lěi')).toBe('wanglei');
    expect(pinyinLetters('wang2 lei3')).toBe('wanglei');
    expect(pinyinLetters('Lǚ Bù')).toBe('lvbu');
  });

  it('compares characters with names and letters with the pinyin keys; one letter is not a search', () => {
    expect(nameQuery(' 王 磊 ')).toEqual({ kind: 'han', key: '王磊' });
    expect(nameQuery('Wang Lei')).toEqual({ kind: 'letters', letters: 'wanglei' });
    expect(nameQuery('w')).toBeNull();
    expect(nameQuery("'-")).toBeNull();
  });
});
