import type { Language } from '@marathon/shared/language-cookie';

/** What cannot be used while the API is away, in the page's language. */
const WORDS: Record<Language, string> = {
  zh: '部分服务暂时无法使用：成绩与报名查询、登录、报名和图片可能无法打开，请稍后再试。页面上的赛事信息是最近一次读取的。',
  en: 'Some services are unavailable just now: lookups, login, sign-up and pictures may not open. Please try again in a moment. The race information shown is the latest the site could read.',
};

/** The notice's id: tests and the page's own styles find it by it. */
export const API_AWAY_ID = 'api-away';

/**
 * A line at the top of a page served while the API cannot be reached: the page carries the answers of the last
 * good read, so it shows, but what needs the API (lookups, login, sign-up, the pictures of the file host) does not
 * work until it is back, and the visitor is told so rather than meeting broken parts. Plain HTML outside the React
 * root (it stays when the page mounts), announced by screen readers.
 */
export function apiAwayNotice(language: Language): string {
  return `<div id="${API_AWAY_ID}" role="status" lang="${language === 'en' ? 'en' : 'zh-CN'}" style="margin:0;padding:10px 16px;background:#fff4e5;color:#663c00;border-bottom:1px solid #f0c36d;font:14px/1.5 system-ui,'PingFang SC','Noto Sans CJK SC',sans-serif;text-align:center">${WORDS[language]}</div>`;
}
