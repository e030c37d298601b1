import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMessagesStore } from '../feedback/messages';
import { setStorageNamespace } from '../session/storage';
import { useSessionStore } from '../session/store';
import { i18n } from './instance';
import { applyLanguage, switchLanguage } from './language';

const languageCookie = (): string | undefined => /(?:^|;\s*)language=([^;]*)/.exec(document.cookie)?.[1];

beforeEach(() => {
  applyLanguage('zh');
  useMessagesStore.setState({ messages: [] });
});

describe('switchLanguage', () => {
  it('to en: changes the i18n language, the date locale, the page language, the cookie and the store', () => {
    switchLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.comingSoon')).toBe('Coming soon');
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(languageCookie()).toBe('en');
    expect(useSessionStore.getState().language).toBe('en');
  });

  it('to en: shows the success message in English', () => {
    switchLanguage('en');
    expect(useMessagesStore.getState().messages).toEqual([
      expect.objectContaining({ kind: 'success', text: 'Language switched' }),
    ]);
  });

  it("to zh: changes everything back and shows '切换语言成功'", () => {
    switchLanguage('en');
    useMessagesStore.setState({ messages: [] });
    switchLanguage('zh');
    expect(i18n.language).toBe('zh');
    expect(i18n.t('common.comingSoon')).toBe('敬请期待');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(languageCookie()).toBe('zh');
    expect(useSessionStore.getState().language).toBe('zh');
    expect(useMessagesStore.getState().messages).toEqual([
      expect.objectContaining({ kind: 'success', text: '切换语言成功' }),
    ]);
  });

  it('applyLanguage (start-up) applies a language without a message', () => {
    applyLanguage('en');
    expect(i18n.language).toBe('en');
    expect(useSessionStore.getState().language).toBe('en');
    expect(useMessagesStore.getState().messages).toEqual([]);
  });
});

describe('applyLanguage embedded in a page that is not ours', () => {
  it("changes our texts and the namespaced key, not the page's <html lang> or language cookie", () => {
    document.documentElement.lang = 'fr';
    document.cookie = 'language=zh; path=/';
    setStorageNamespace('marathon.');
    try {
      applyLanguage('en');
      expect(i18n.language).toBe('en');
      expect(useSessionStore.getState().language).toBe('en');
      expect(localStorage.getItem('marathon.language')).toBe('en');
      expect(document.documentElement.lang).toBe('fr');
      expect(languageCookie()).toBe('zh');
    } finally {
      setStorageNamespace(null);
    }
  });
});
