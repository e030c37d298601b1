import { sanitizeHtml } from '@marathon/shared/sanitize';
import { useMemo } from 'react';
import { useT } from '../app/i18n';
import { Notice } from '../app/Notice';
import { routeHash } from '../app/route';
import { useLoad } from '../app/use-load';
import { loadNews, newsDate } from './news';

/** One news article, its HTML sanitized as on the desktop site before it reaches the page. */
export function ArticlePage({ id }: { id: string }) {
  const { t, language } = useT();
  const news = useLoad('news', () => loadNews());
  const item = news?.status === 'done' ? news.data.find((candidate) => candidate.id === id) : undefined;
  const english = language === 'en';
  const html = useMemo(
    () => sanitizeHtml((english && item?.contentEn) || item?.content || ''),
    [english, item],
  );
  return (
    <article className="m-card" data-testid="m-article">
      <a className="m-link" href={routeHash({ page: 'news' })}>
        ← {t('news.back')}
      </a>
      {!news || news.status === 'loading' ? <p className="m-note">{t('loading')}</p> : null}
      {news?.status === 'failed' ? <Notice error={news.error} /> : null}
      {news?.status === 'done' && !item ? <p className="m-note">{t('news.missing')}</p> : null}
      {item ? (
        <>
          <h1>{(english && item.titleEn) || item.title}</h1>
          <time>{newsDate(item.time)}</time>
          <div className="m-article-body" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      ) : null}
    </article>
  );
}
