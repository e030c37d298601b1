import type { Language } from '@marathon/shared/language-cookie';

/**
 * What cannot be used while the API is away, in each language: the shell's server writes it into a page made from
 * an earlier read, the page itself shows it once its pictures fail and the API does not answer.
 */
export const API_AWAY_WORDS: Record<Language, string> = {
  zh: '部分服务暂时无法使用：成绩与报名查询、登录、报名和图片可能无法打开，请稍后再试。页面上的赛事信息是最近一次读取的。',
  en: 'Some services are unavailable just now: lookups, login, sign-up and pictures may not open. Please try again in a moment. The race information shown is the latest the site could read.',
};

/** Said by a picture of the file host that cannot load. */
export const PICTURE_UNAVAILABLE: Record<Language, string> = {
  zh: '图片暂时无法显示',
  en: 'Picture unavailable just now',
};

/** The notice's id, whichever painted it: the page does not add a second one beside the server's. */
export const API_AWAY_ID = 'api-away';
