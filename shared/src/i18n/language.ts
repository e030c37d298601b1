import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { showMessage } from '../feedback/messages';
import type { Language } from '../constants';
import { isEmbeddedStorage } from '../session/storage';
import { useSessionStore } from '../session/store';
import { i18n } from './instance';

const DAYJS_LOCALE: Record<Language, string> = { zh: 'zh-cn', en: 'en' };

/**
 * Applies a language to every part that shows text or dates, without a message (start-up). Embedded in a page
 * that is not ours, the page's `<html lang>` is the host's: only our own texts change.
 */
export function applyLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
  if (!isEmbeddedStorage()) document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (useSessionStore.getState().language !== language) useSessionStore.getState().setLanguage(language);
}

/** The header's language toggle: updates UI text and date locale, keeps the cookie, says so. */
export function switchLanguage(language: Language): void {
  applyLanguage(language);
  showMessage('success', i18n.t('language.switched'));
}
