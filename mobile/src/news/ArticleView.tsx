import { sanitizeHtml } from '@marathon/shared/sanitize';
import { useMemo } from 'react';
import { useT } from '../app/i18n';
import { newsDate, type NewsItem } from './news';
import { SharePage } from './SharePage';

/**
 * A document's title, date, share button and body, its HTML sanitized as on the desktop site before it reaches
 * the page. `share` is the desktop page it is (its route path, and its id in a list), once known.
 */
export function ArticleView({
  item,
  share,
}: {
  item: NewsItem;
  share: { path: string; id: string | null } | null;
}) {
  const { language } = useT();
  const english = language === 'en';
  const html = useMemo(
    () => sanitizeHtml((english && item.contentEn) || item.content || ''),
    [english, item],
  );
  const title = (english && item.titleEn) || item.title;
  return (
    <>
      <h1>{title}</h1>
      <time>{newsDate(item.time)}</time>
      {share ? <SharePage title={title} path={share.path} id={share.id} /> : null}
      <div className="m-article-body" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
