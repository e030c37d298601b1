import { beforeEach, describe, expect, it } from 'vitest';
import { useMessagesStore } from '../feedback/messages';
import { setStorageNamespace } from '../session/storage';
import { useSessionStore } from '../session/store';
import { i18n } from './instance';
import { switchLanguage } from './language';

const languageCookie = (): string | undefined => /(?:^|;\s*)language=([^;]*)/.exec(document.cookie)?.[1];
const setLanguage = (language: 'zh' | 'en') => useSessionStore.getState().setLanguage(language);

beforeEach(() => {
  setLanguage('zh');
  useMessagesStore.setState({ messages: [] });
});

describe("the session store's setLanguage, the one language action", () => {
  it('to en: switches i18next, <html lang>, the cookie and the store together', () => {
    setLanguage('en');
    expect(useSessionStore.getState().language).toBe('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.comingSoon')).toBe('Coming soon');
    expect(document.documentElement.lang).toBe('en');
    expect(languageCookie()).toBe('en');
  });

  it('to zh: switches everything back', () => {
    setLanguage('en');
    setLanguage('zh');
    expect(i18n.language).toBe('zh');
    expect(i18n.t('common.comingSoon')).toBe('敬请期待');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(languageCookie()).toBe('zh');
  });

  it('shows no message (start-up applies the saved language through it)', () => {
    setLanguage('en');
    expect(useMessagesStore.getState().messages).toEqual([]);
  });
});

describe('switchLanguage (the header toggle)', () => {
  it('switches through the store and confirms in the new language', () => {
    switchLanguage('en');
    expect(useSessionStore.getState().language).toBe('en');
    expect(i18n.language).toBe('en');
    expect(useMessagesStore.getState().messages).toEqual([
      expect.objectContaining({ kind: 'success', text: 'Language switched' }),
    ]);
  });

  it("says '切换语言成功' when switching to zh", () => {
    switchLanguage('en');
    useMessagesStore.setState({ messages: [] });
    switchLanguage('zh');
    expect(useMessagesStore.getState().messages).toEqual([
      expect.objectContaining({ kind: 'success', text: '切换语言成功' }),
    ]);
  });
});

describe('setLanguage embedded in a page that is not ours', () => {
  it("changes our texts and the namespaced key, not the page's <html lang> or language cookie", () => {
    document.documentElement.lang = 'fr';
    document.cookie = 'language=zh; path=/';
    setStorageNamespace('marathon.');
    try {
      setLanguage('en');
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
