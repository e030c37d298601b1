import { useT } from '../app/i18n';
import { Notice } from '../app/Notice';
import { routeHash } from '../app/route';
import { useLoad } from '../app/use-load';
import { loadNews, newsDate } from './news';

/** The latest race news: title, date and summary; each opens here, on the phone. */
export function NewsPage() {
  const { t, language } = useT();
  const news = useLoad('news', () => loadNews());
  const pick = (zh: string | undefined, en: string | undefined) =>
    language === 'en' && en ? en : (zh ?? '');
  return (
    <section aria-labelledby="m-news-title">
      <h1 id="m-news-title">{t('tabs.news')}</h1>
      {!news || news.status === 'loading' ? <p className="m-note">{t('loading')}</p> : null}
      {news?.status === 'failed' ? <Notice error={news.error} /> : null}
      {news?.status === 'done' && news.data.length === 0 ? <p className="m-note">{t('news.empty')}</p> : null}
      {news?.status === 'done' ? (
        <ul className="m-news">
          {news.data.map((item) => (
            <li key={item.id}>
              <a href={routeHash({ page: 'article', id: item.id })} data-testid="m-news-item">
                <strong>{pick(item.title, item.titleEn)}</strong>
                <time>{newsDate(item.time)}</time>
                <span>{pick(item.summary, item.summaryEn)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
