import { useSyncExternalStore } from 'react';

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
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}

export function go(route: Route): void {
  window.location.hash = routeHash(route);
}
