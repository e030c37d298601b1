import { i18n } from '@marathon/shared';

const messages = {
  zh: {
    content: {
      notFound: '未找到该内容',
      backToList: '返回列表',
      readMore: '阅读全文',
      latestNews: '最新资讯',
      recommended: '推荐',
      externalArticle: '外部文章，将在新窗口打开',
    },
  },
  en: {
    content: {
      notFound: 'This content was not found',
      backToList: 'Back to the list',
      readMore: 'Read more',
      latestNews: 'Latest news',
      recommended: 'Recommended',
      externalArticle: 'External article, opens in a new tab',
    },
  },
} as const;

/** The content remote's strings, added to the page's one i18n instance when a module of this remote loads. */
export function registerContentMessages(): void {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', messages[language], true, false);
  }
}
