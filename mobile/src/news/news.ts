import { CONTENT_PATHS } from '@marathon/shared/api/paths';
import { ofetch } from 'ofetch';
import { loadManifest } from '../app/api';

/** What the phone site reads of a news document in the site's content index. */
export interface NewsItem {
  id: string;
  time: number;
  title: string;
  titleEn?: string;
  summary?: string;
  summaryEn?: string;
  content?: string;
  contentEn?: string;
  jumpUrl?: string;
}

/** The content key of the race news (the desktop site's 新闻资讯 list). */
export const NEWS_KEY = 'raceNews';
const SHOWN = 10;

/** What the phone site reads of the site's content index: its documents and its route trees. */
export interface ContentIndex {
  data?: Record<string, unknown>;
  menu?: unknown;
  routes?: unknown;
  remoteAsyncRoutes?: unknown;
}

let index: Promise<ContentIndex> | null = null;

/**
 * The site's content index, the one the desktop site reads (revalidated with its ETag, so an unchanged index
 * costs a 304); read once per visit, again after a failure.
 */
export function loadIndex(): Promise<ContentIndex> {
  index ??= loadManifest()
    .then(({ fileHost }) =>
      ofetch<ContentIndex>(`${fileHost}/${CONTENT_PATHS.cloudConfig(window.location.hostname)}`, {
        cache: 'no-cache',
        retry: 1,
      }),
    )
    .catch((error: unknown) => {
      index = null;
      throw error;
    });
  return index;
}

/** The documents of a data path that the phone site can show: items without an id or a title are left out. */
export function newsItems(entry: unknown): NewsItem[] {
  const list: unknown[] = Array.isArray(entry) ? entry : entry ? [entry] : [];
  return list
    .filter(
      (item): item is NewsItem =>
        typeof item === 'object' &&
        item !== null &&
        'id' in item &&
        typeof item.id !== 'undefined' &&
        'title' in item &&
        typeof item.title === 'string',
    )
    .map((item) => ({ ...item, id: String(item.id), time: Number(item.time) || 0 }));
}

/** The race news of this site, newest first. */
export function loadNews(): Promise<NewsItem[]> {
  return loadIndex().then((found) =>
    newsItems(found.data?.[NEWS_KEY])
      .sort((a, b) => b.time - a.time)
      .slice(0, SHOWN),
  );
}

/** YYYY.MM.DD in event time (Beijing), the content date style of the whole site. */
export function newsDate(epochMs: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(epochMs);
  return parts.replaceAll('-', '.');
}
