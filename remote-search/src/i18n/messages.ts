import { i18n } from '@marathon/shared';

const messages = {
  zh: {
    search: {
      signUpWindow: '报名时间：{{start}} 至 {{end}}',
      signUpClosed: '报名已截止',
      signUpNotStarted: '报名尚未开始',
      opensNewTab: '（新窗口打开）',
      registrationSearch: '报名查询',
      scoreSearch: '成绩查询',
      multiYearScoreSearch: '历年成绩查询',
      imageSearch: '照片查询',
      videoCollection: '视频集锦',
      imageCollection: '精彩图片',
    },
  },
  en: {
    search: {
      signUpWindow: 'Registration: {{start}} to {{end}}',
      signUpClosed: 'Registration closed',
      signUpNotStarted: 'Registration not open yet',
      opensNewTab: '(opens in a new tab)',
      registrationSearch: 'Registration lookup',
      scoreSearch: 'Score lookup',
      multiYearScoreSearch: 'Results across the years',
      imageSearch: 'Photo lookup',
      videoCollection: 'Video highlights',
      imageCollection: 'Picture highlights',
    },
  },
} as const;

export function registerSearchMessages(): void {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', messages[language], true, false);
  }
}
