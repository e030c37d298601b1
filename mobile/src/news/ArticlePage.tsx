import { useT } from '../app/i18n';
import { Notice } from '../app/Notice';
import { routeHash } from '../app/route';
import { useLoad } from '../app/use-load';
import { ArticleView } from './ArticleView';
import { newsListPath } from './desktop-page';
import { loadNews } from './news';

/** One news article of the phone site's own news tab. */
export function ArticlePage({ id }: { id: string }) {
  const { t } = useT();
  const news = useLoad('news', () => loadNews());
  const item = news?.status === 'done' ? news.data.find((candidate) => candidate.id === id) : undefined;
  // The desktop list the article sits in names its share address; without one it has none to share.
  const list = useLoad('news-list-path', () => newsListPath());
  const listPath = list?.status === 'done' ? list.data : null;
  return (
    <article className="m-card" data-testid="m-article">
      <a className="m-link" href={routeHash({ page: 'news' })}>
        ← {t('news.back')}
      </a>
      {!news || news.status === 'loading' ? <p className="m-note">{t('loading')}</p> : null}
      {news?.status === 'failed' ? <Notice error={news.error} /> : null}
      {news?.status === 'done' && !item ? <p className="m-note">{t('news.missing')}</p> : null}
      {item ? <ArticleView item={item} share={listPath ? { path: listPath, id } : null} /> : null}
    </article>
  );
}
