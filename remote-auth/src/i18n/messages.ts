import { i18n } from '@marathon/shared';

const messages = {
  zh: {
    auth: {
      title: '登录',
      close: '关闭登录',
      appQr: '扫码下载官方APP',
      panelPending: '登录方式加载中',
    },
  },
  en: {
    auth: {
      title: 'Log in',
      close: 'Close login',
      appQr: 'Scan to get the official app',
      panelPending: 'Loading sign-in options',
    },
  },
} as const;

export function registerAuthMessages(): void {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', messages[language], true, false);
  }
}
