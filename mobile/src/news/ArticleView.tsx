import { sanitizeHtml } from '@marathon/shared/sanitize';
import { useMemo } from 'react';
import { useT } from '../app/i18n';
import { newsDate, type NewsItem } from './news';

/** A document's title, date and body, its HTML sanitized as on the desktop site before it reaches the page. */
export function ArticleView({ item }: { item: NewsItem }) {
  const { language } = useT();
  const english = language === 'en';
  const html = useMemo(
    () => sanitizeHtml((english && item.contentEn) || item.content || ''),
    [english, item],
  );
  return (
    <>
      <h1>{(english && item.titleEn) || item.title}</h1>
      <time>{newsDate(item.time)}</time>
      <div className="m-article-body" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
