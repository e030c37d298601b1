/** Business constants: timeouts, limits, storage keys and fixed identifiers. */
export const OS_ID = 1002;
export const TERMINAL_TYPE = 3;
export const ENCRYPT_TYPE = 1;
export const RACE_APP_BUSINESS_TYPE = 1;

export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MESSAGE_DURATION_MS = 5_000;
export const RESEND_COUNTDOWN_S = 60;

/** The event's light green: decoration only (white text on it is 2.55:1). */
export const THEME_ACTIVE_COLOR = '#5BB647';
/** The same green darkened for surfaces that carry text and for green text: 5.86:1 with white. */
export const BRAND_SOLID_COLOR = '#33722A';
export const GREY_PAGE_BACKGROUND = '#F1F1F1';
/**
 * The header's login entry ('please log in', then 'personal centre'): where focus goes when the login drawer
 * closes and what opened it is gone (a login replaces the button that opened it).
 */
export const LOGIN_ENTRY_ID = 'site-login-entry';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Keys of browser storage. */
export const STORAGE_KEYS = {
  token: 'token',
  userData: 'userData',
  languageCookie: 'language',
  /** The device token of this browser's last login: kept beyond logout (see loginAnswerSchema). */
  loginDevice: 'loginDevice',
} as const;

export const LOGIN_TYPE = { password: 0, code: 1, email: 5 } as const;
export const CAPTCHA_TYPE = { loginPhone: 2, resetPhone: 3, email: 20 } as const;
export const GENDER = { unknown: 0, male: 1, female: 2 } as const;

export const QUERY_TYPE = {
  registrationStatus: 1,
  thirdPartyRegistration: 2,
  webRegistration: 3,
  userScore: 4,
  appRegistration: 5,
  certificateImage: 6,
} as const;

export const HOME_ENTRY_TYPE = {
  registerNow: 1,
  registrationSearch: 2,
  scoreSearch: 3,
  photoSearch: 4,
} as const;
export const LINK_TYPE = { external: 1, internal: 2 } as const;
export const CLOUD_PROVIDERS = ['aliyun', 'huoshanyun', 'tencentyun'] as const;
export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];

/** Routes after which the page keeps its scroll position. */
export const KEEP_SCROLL_ROUTE_NAMES = ['BigData', 'RaceRanking', 'ScoreQuery'] as const;

export { MOBILE_USER_AGENT } from './validation/patterns';
