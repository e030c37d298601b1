import { i18n, type BundleShape } from '@marathon/shared';

const messages = {
  zh: {
    content: {
      notFound: '未找到该内容',
      notFoundHint: '链接可能已失效，或内容已下线。',
      emptyTitle: '内容即将发布',
      emptyHint: '本栏目暂无内容，敬请期待。',
      backHome: '返回首页',
      backToList: '返回列表',
      readMore: '阅读全文',
      latestNews: '最新资讯',
      recommended: '推荐',
      externalArticle: '外部文章，将在新窗口打开',
      more: '更多',
      carousel: '赛事焦点',
      slide: '焦点图',
      previousSlide: '上一张',
      nextSlide: '下一张',
      goToSlide: '第 {{n}} 张',
      pauseSlides: '暂停轮播',
      playSlides: '继续轮播',
      pictures: '精彩图片',
      videos: '视频集锦',
      charity: '公益慈善',
      charityMore: '了解公益项目',
      share: '分享本页',
      shareCopied: '已复制分享链接，可粘贴到微信等应用',
      shareManual: '浏览器未允许复制，请手动复制此链接：',
    },
  },
  en: {
    content: {
      notFound: 'This content was not found',
      notFoundHint: 'The link may be out of date, or the content has been taken down.',
      emptyTitle: 'Coming soon',
      emptyHint: 'Nothing has been published in this section yet.',
      backHome: 'Back to the home page',
      backToList: 'Back to the list',
      readMore: 'Read more',
      latestNews: 'Latest news',
      recommended: 'Recommended',
      externalArticle: 'External article, opens in a new tab',
      more: 'More',
      carousel: 'Highlights',
      slide: 'Slide',
      previousSlide: 'Previous slide',
      nextSlide: 'Next slide',
      goToSlide: 'Slide {{n}}',
      pauseSlides: 'Pause the slides',
      playSlides: 'Play the slides',
      pictures: 'Picture highlights',
      videos: 'Video highlights',
      charity: 'Charity',
      charityMore: 'About our charity programmes',
      share: 'Share this page',
      shareCopied: 'Share link copied: paste it into WeChat or any app',
      shareManual: 'The browser did not allow copying: copy this link yourself:',
    },
  },
} as const;

/** The content remote's strings, added to the page's one i18n instance when a module of this remote loads. */
export function registerContentMessages(): void {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', messages[language], true, false);
  }
}

declare module '@marathon/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this app's t() keys
  interface AppMessages extends BundleShape<typeof messages.zh> {}
}
