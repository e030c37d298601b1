import { describe, expect, it } from 'vitest';
import { SIGNUP_PAGE_ROUTES } from '@marathon/shared/url';
import { STANDALONE_ROUTES } from '../signup/signup-routes';
import { mobileRedirectTarget, prefersDesktop } from './mobile-redirect';

const MOBILE_SITE = 'https://m.yzmarathon.example';
const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  Android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'WeChat on Android':
    'Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.44',
};
const DESKTOPS = {
  'Windows Chrome':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'macOS Safari':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  'Linux Firefox': 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
};

describe('mobileRedirectTarget', () => {
  it.each(Object.entries(AGENTS))('sends %s to the mobile site, keeping the hash', (_device, agent) => {
    expect(mobileRedirectTarget(agent, MOBILE_SITE, '#/news-notice/race-news')).toBe(
      'https://m.yzmarathon.example/#/news-notice/race-news',
    );
  });

  it('joins the mobile site and the hash with exactly one slash', () => {
    expect(mobileRedirectTarget(AGENTS.iPhone, `${MOBILE_SITE}/`, '#/home')).toBe(`${MOBILE_SITE}/#/home`);
    expect(mobileRedirectTarget(AGENTS.iPhone, `${MOBILE_SITE}//`, '#/home')).toBe(`${MOBILE_SITE}/#/home`);
  });

  it('sends a sign-up link to the member site’s page, which has a phone layout, and keeps a phone there', () => {
    expect(mobileRedirectTarget(AGENTS.iPhone, MOBILE_SITE, '#/post')).toBe('/reg/#/post');
    expect(mobileRedirectTarget(AGENTS.Android, MOBILE_SITE, '#/confirm?kind=direct')).toBe(
      '/reg/#/confirm?kind=direct',
    );
    expect(mobileRedirectTarget(AGENTS.iPhone, MOBILE_SITE, '#/my/my-index', false, true)).toBeNull();
    expect(mobileRedirectTarget(AGENTS.iPhone, MOBILE_SITE, '#/post', false, true)).toBeNull();
  });

  it('knows every sign-up page the member site’s page holds (all but the field demos)', () => {
    const pages = STANDALONE_ROUTES.map((route) => route.path).filter((path) => path !== '/i18NDemos');
    expect([...SIGNUP_PAGE_ROUTES].sort()).toEqual(pages.sort());
  });

  it('sends a phone without a hash to the mobile site root', () => {
    expect(mobileRedirectTarget(AGENTS.Android, MOBILE_SITE, '')).toBe(`${MOBILE_SITE}/`);
  });

  it.each(Object.entries(DESKTOPS))('does not redirect %s', (_browser, agent) => {
    expect(mobileRedirectTarget(agent, MOBILE_SITE, '#/home')).toBeNull();
  });

  it.each([
    ['undefined', undefined],
    ['empty', ''],
  ])('does not redirect a phone when the mobile site is %s', (_case, site) => {
    expect(mobileRedirectTarget(AGENTS.iPhone, site, '#/home')).toBeNull();
  });

  it('leaves a visitor who chose the desktop site on it, for the rest of the visit', () => {
    expect(mobileRedirectTarget(AGENTS.iPhone, MOBILE_SITE, '#/home', true)).toBeNull();
    const storage = new Map<string, string>();
    const session = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as unknown as Storage;
    expect(prefersDesktop('', session)).toBe(false);
    expect(prefersDesktop('?desktop=1', session)).toBe(true);
    expect(prefersDesktop('', session)).toBe(true);
  });
});
