import { useSyncExternalStore } from 'react';
import { usePainted } from './painted';

/**
 * The phone site's pages; the desktop site's hash routes map onto them, so a shared link opens the same thing.
 * A desktop page the phone site has no page of its own for is a `desktop` route: its document is shown when it is
 * one (the rules, a news item opened by ?id=), and otherwise a way to the full site.
 */
export type Route =
  | { page: 'score'; year?: number; bib?: string }
  | { page: 'registration' }
  | { page: 'news' }
  | { page: 'article'; id: string }
  | { page: 'verify'; code?: string }
  | { page: 'pickup' }
  | { page: 'desktop'; path: string; id?: string };

/** The phone site's own home: the desktop site's home page and the bare address. */
const HOME_PATHS = new Set(['', 'home', 'news']);

/**
 * Reads a hash route, the phone site's own or the desktop site's (the desktop redirect keeps the hash):
 * #/score-search?year=2024&bib=10086 opens that result, #/registration-search the registration lookup, a news
 * document (#/news-notice/race-news/<id> or #/news/<id>) that article, the home page the news, and any other
 * desktop page (#/race-information/race-rules, #/news-notice/race-news?id=news-2) is looked up in the site's
 * routes.
 */
export function parseRoute(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(search);
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'score-search') {
    const year = Number(params.get('year'));
    const bib = params.get('bib') ?? '';
    return {
      page: 'score',
      ...(/^\d{4}$/.test(String(year)) ? { year } : {}),
      ...(bib ? { bib } : {}),
    };
  }
  if (segments[0] === 'registration-search') return { page: 'registration' };
  // A certificate's QR code opens #/verify/<code>; the desktop page's address (#/verify-certificate?code=) too.
  if (segments[0] === 'verify' || segments[0] === 'verify-certificate') {
    const code = segments[1] ? decodeURIComponent(segments[1]) : (params.get('code') ?? '');
    return { page: 'verify', ...(code ? { code } : {}) };
  }
  const article =
    segments[0] === 'news' ? segments[1] : segments[0] === 'news-notice' ? segments[2] : undefined;
  if (article) return { page: 'article', id: decodeURIComponent(article) };
  if (HOME_PATHS.has(segments.join('/'))) return { page: 'news' };
  const id = params.get('id');
  return { page: 'desktop', path: `/${segments.join('/')}`, ...(id ? { id } : {}) };
}

export function routeHash(route: Route): string {
  switch (route.page) {
    case 'score': {
      const params = new URLSearchParams();
      if (route.year) params.set('year', String(route.year));
      if (route.bib) params.set('bib', route.bib);
      const query = params.toString();
      return `#/score-search${query ? `?${query}` : ''}`;
    }
    case 'registration':
      return '#/registration-search';
    case 'article':
      return `#/news/${encodeURIComponent(route.id)}`;
    case 'news':
      return '#/news';
    case 'verify':
      return `#/verify${route.code ? `/${encodeURIComponent(route.code)}` : ''}`;
    case 'desktop':
      return `#${route.path}${route.id ? `?id=${encodeURIComponent(route.id)}` : ''}`;
    case 'pickup':
      // The desk page is a path of its own (its hash carries the desk link's secret, see `routeOf`).
      return '';
  }
}

/**
 * A result's own address (`/m/r/<year>/<bib>`): a path, so the shell's server sees it and paints the result card
 * into the page; the phone site's links and lookups to a result use it.
 */
const RESULT_PATH = /\/r\/(\d{4})\/([A-Za-z]?\d{1,7})\/?$/;
/** The kit pickup desk's page, opened by the link an organiser issues. */
const PICKUP_PATH = /\/pickup\/?$/;
/** The lookup's own rule for a bib: an optional letter and up to seven digits. */
const RESULT_BIB = /^[A-Za-z]?\d{1,7}$/;

function resultPath(root: string, year: number, bib: string): string {
  return `${root.replace(/\/?$/, '/')}r/${year}/${encodeURIComponent(bib)}`;
}

/**
 * The route of an address (path and hash): the hash when there is one (the phone site's own links, and the desktop
 * site's routes carried over by its redirect), else a result's path, else the home page.
 */
function routeOf(path: string, hash: string): Route {
  // The volunteers' desk page (/m/pickup#desk=<secret>): its hash is the desk link's secret, not a route.
  if (PICKUP_PATH.test(path)) return { page: 'pickup' };
  if (hash.replace(/^#\/?/, '')) return parseRoute(hash);
  const result = RESULT_PATH.exec(path);
  return result ? { page: 'score', year: Number(result[1]), bib: result[2] ?? '' } : { page: 'news' };
}

/** Where the phone site is served: the folder of the page, or the part before a result's path. */
function base(): string {
  const path = window.location.pathname;
  const result = RESULT_PATH.exec(path);
  return result ? path.slice(0, result.index + 1) : path.replace(/[^/]*$/, '');
}

const ROUTE_CHANGE = 'marathon:route';

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  window.addEventListener(ROUTE_CHANGE, listener);
  return () => {
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
    window.removeEventListener(ROUTE_CHANGE, listener);
  };
}

const currentAddress = () => `${window.location.pathname}${window.location.hash}`;

/** The address's route; the hydration of the server's markup renders the address it was painted for, as it did. */
export function useRoute(): Route {
  const painted = usePainted();
  const address = useSyncExternalStore(subscribe, currentAddress, () => painted?.address ?? currentAddress());
  const hash = address.indexOf('#');
  return hash < 0 ? routeOf(address, '') : routeOf(address.slice(0, hash), address.slice(hash));
}

/** The address of a route: a result's own path, any other page its hash on the site's page. */
export function routeAddress(route: Route): string {
  if (route.page === 'pickup') return `${base()}pickup`;
  return route.page === 'score' && route.year && route.bib && RESULT_BIB.test(route.bib)
    ? resultPath(base(), route.year, route.bib)
    : `${base()}${routeHash(route)}`;
}

export function go(route: Route): void {
  window.history.pushState(null, '', routeAddress(route));
  window.dispatchEvent(new Event(ROUTE_CHANGE));
}

/**
 * An old result link (`/m/#/score-search?year=&bib=`, also what the desktop site's redirect carries over) shows
 * the result's own address, so a reload or a copied address is painted by the server.
 */
export function showResultAddress(): void {
  const route = parseRoute(window.location.hash);
  if (route.page !== 'score' || !route.year || !route.bib || !RESULT_BIB.test(route.bib)) return;
  window.history.replaceState(window.history.state, '', routeAddress(route));
}
