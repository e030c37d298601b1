import type { Language } from '@marathon/shared/language-cookie';
import { API_AWAY_ID, API_AWAY_WORDS } from '../src/api-away/api-away-words';

/**
 * A line at the top of a page served while the API cannot be reached: the page carries the answers of the last
 * good read, so it shows, but what needs the API (lookups, login, sign-up, the pictures of the file host) does not
 * work until it is back, and the visitor is told so rather than meeting broken parts. Plain HTML outside the React
 * root (it stays when the page mounts), announced by screen readers.
 */
export function apiAwayNotice(language: Language): string {
  return `<div id="${API_AWAY_ID}" role="status" lang="${language === 'en' ? 'en' : 'zh-CN'}" style="margin:0;padding:10px 16px;background:#fff4e5;color:#663c00;border-bottom:1px solid #f0c36d;font:14px/1.5 system-ui,'PingFang SC','Noto Sans CJK SC',sans-serif;text-align:center">${API_AWAY_WORDS[language]}</div>`;
}
