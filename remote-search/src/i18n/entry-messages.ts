import { i18n } from '@marathon/shared';

/**
 * The few strings of the home entry cards, on their own: the cards are on the first screen, the lookup pages'
 * strings (messages.ts, ~3 KB gzip) load with the pages.
 */
export const entryMessages = {
  zh: {
    search: {
      signUpWindow: '报名时间：{{start}} 至 {{end}}',
      signUpClosed: '报名已截止',
      signUpNotStarted: '报名尚未开始',
      opensNewTab: '（新窗口打开）',
    },
  },
  en: {
    search: {
      signUpWindow: 'Registration: {{start}} to {{end}}',
      signUpClosed: 'Registration has ended',
      signUpNotStarted: 'Registration not open yet',
      opensNewTab: '(opens in a new tab)',
    },
  },
} as const;

export function registerEntryMessages(): void {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', entryMessages[language], true, false);
  }
}
