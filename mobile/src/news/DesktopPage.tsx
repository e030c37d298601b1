import { useT } from '../app/i18n';
import { Notice } from '../app/Notice';
import { routeHash, type Route } from '../app/route';
import { useLoad } from '../app/use-load';
import { ArticleView } from './ArticleView';
import { loadDesktopPage } from './desktop-page';
import { NewsPage } from './NewsPage';

/**
 * A desktop page's address on the phone site (a shared link to the rules, to a news item): its document when it
 * is one, the news tab for the news list, and otherwise a way to the same page on the desktop site.
 */
export function DesktopPage({ route }: { route: Extract<Route, { page: 'desktop' }> }) {
  const { t } = useT();
  const page = useLoad(routeHash(route), () => loadDesktopPage(route.path, route.id));
  if (page?.status === 'done' && page.data.kind === 'news') return <NewsPage />;
  // ?desktop=1 keeps the visitor on the desktop site for the visit, as the footer's link does.
  const desktop = `/?desktop=1${routeHash(route)}`;
  return (
    <article className="m-card" data-testid="m-desktop-page">
      {!page || page.status === 'loading' ? <p className="m-note">{t('loading')}</p> : null}
      {page?.status === 'failed' ? <Notice error={page.error} /> : null}
      {page?.status === 'done' && page.data.kind === 'document' ? (
        <ArticleView item={page.data.item} share={{ path: route.path, id: route.id ?? null }} />
      ) : null}
      {page?.status === 'done' && page.data.kind === 'missing' ? (
        <p className="m-note">{t('desktopPage.missing')}</p>
      ) : null}
      {page?.status === 'done' && page.data.kind === 'elsewhere' ? (
        <p className="m-note">{t('desktopPage.elsewhere')}</p>
      ) : null}
      {page?.status === 'done' ? (
        <a className="m-link" href={desktop} data-testid="m-desktop-link">
          {t('desktopPage.open')} →
        </a>
      ) : null}
    </article>
  );
}
