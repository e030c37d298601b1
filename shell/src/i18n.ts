import { i18n, type BundleShape } from '@marathon/shared';
import { API_AWAY_WORDS, PICTURE_UNAVAILABLE } from './api-away/api-away-words';

const messages = {
  zh: {
    shell: {
      login: '请登录',
      personalCentre: '个人中心',
      logout: '退出登录',
      remoteFailed: '该区域暂时无法加载',
      remoteFailedHint: '网站其他部分仍可正常使用，请稍后重试。',
      remoteVersionMismatch:
        '版本不匹配：{{remote}} 模块按共享库 @marathon/shared {{builtWith}} 构建，本页面提供的是 {{offered}}。',
      versionUndeclared: '（未声明版本）',
      notFound: '页面不存在',
      backHome: '返回首页',
      home: '首页',
      raceNotBound: '赛事未绑定',
      raceNotBoundHint: '当前域名（{{domain}}）尚未绑定赛事，请确认访问地址。',
      siteUnreachable: '网站暂时无法访问',
      startupFailed: '网站暂时无法加载赛事信息，请稍后重试。',
      reloginTitle: '登录已失效',
      reloginText: '您的登录已失效，请重新登录。',
      relogin: '重新登录',
      skipToContent: '跳到主要内容',
      switchTo: '切换到{{language}}',
      filingInfo: '备案信息',
      signUpClosed: '报名已截止',
      siteLinks: { raceSite: '赛事官网', subSite: '分站' },
      signUpNotStarted: '报名尚未开始',
      runtimeConfigFailed: '网站配置加载失败，请刷新重试。',
      startingTitle: '网站正在启动',
      startingHint: '网站正在准备数据，请稍候，准备好后页面会自动打开，无需刷新。',
      menu: '主菜单',
      menuHint: '按向下键进入本栏目的页面，Esc 键收起',
      currentPage: '当前页面',
      loadingPage: '正在加载页面…',
      apiAway: API_AWAY_WORDS.zh,
      pictureUnavailable: PICTURE_UNAVAILABLE.zh,
    },
  },
  en: {
    shell: {
      login: 'Please log in',
      personalCentre: 'Personal centre',
      logout: 'Log out',
      remoteFailed: 'This part of the page could not be loaded',
      remoteFailedHint: 'The rest of the site still works. Please try again.',
      remoteVersionMismatch:
        'Version mismatch: the {{remote}} module was built against @marathon/shared {{builtWith}}, this page offers {{offered}}.',
      versionUndeclared: '(no version declared)',
      notFound: 'Page not found',
      backHome: 'Back to home',
      home: 'Home',
      raceNotBound: 'Race not bound',
      raceNotBoundHint: 'The domain {{domain}} is not bound to a race. Please check the address.',
      siteUnreachable: 'The site cannot be reached just now',
      startupFailed: 'The site could not load the race information. Please try again later.',
      reloginTitle: 'Session expired',
      reloginText: 'Your login has expired. Please log in again.',
      relogin: 'Log in again',
      skipToContent: 'Skip to main content',
      switchTo: 'Switch to {{language}}',
      filingInfo: 'Filing information',
      signUpClosed: 'registration has ended',
      siteLinks: { raceSite: 'Race website', subSite: 'Partner site' },
      signUpNotStarted: 'registration not open yet',
      runtimeConfigFailed: 'The site configuration could not be loaded. Please refresh.',
      startingTitle: 'The site is starting',
      startingHint: 'The site is preparing its data. Please wait: the page opens by itself when it is ready.',
      menu: 'Main menu',
      menuHint: 'Press the down arrow for this section’s pages, Escape to close them',
      currentPage: 'Current page',
      loadingPage: 'Loading the page…',
      apiAway: API_AWAY_WORDS.en,
      pictureUnavailable: PICTURE_UNAVAILABLE.en,
    },
  },
} as const;

export function registerShellMessages(): void {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', messages[language], true, false);
  }
}

declare module '@marathon/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this app's t() keys
  interface AppMessages extends BundleShape<typeof messages.zh> {}
}
