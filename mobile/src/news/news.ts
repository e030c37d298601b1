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
const NEWS_KEY = 'raceNews';
const SHOWN = 10;

let news: Promise<NewsItem[]> | null = null;

/**
 * The race news of this site, newest first, from the same content index the desktop site reads (revalidated with
 * its ETag, so an unchanged index costs a 304). Items without an id or a title are left out.
 */
export function loadNews(): Promise<NewsItem[]> {
  news ??= loadManifest()
    .then(({ fileHost }) =>
      ofetch<{ data?: Record<string, unknown> }>(
        `${fileHost}/${CONTENT_PATHS.cloudConfig(window.location.hostname)}`,
        { cache: 'no-cache', retry: 1 },
      ),
    )
    .then((index) => {
      const list = index.data?.[NEWS_KEY];
      if (!Array.isArray(list)) return [];
      return list
        .filter(
          (item): item is NewsItem => typeof item?.id !== 'undefined' && typeof item?.title === 'string',
        )
        .map((item) => ({ ...item, id: String(item.id), time: Number(item.time) || 0 }))
        .sort((a, b) => b.time - a.time)
        .slice(0, SHOWN);
    })
    .catch((error: unknown) => {
      news = null;
      throw error;
    });
  return news;
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
