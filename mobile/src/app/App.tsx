import { MEMBER_CENTRE_PATH } from '@marathon/shared/url';
import { Suspense, lazy, useEffect } from 'react';
import { NewsPage } from '../news/NewsPage';
import { RegistrationPage } from '../registration/RegistrationPage';
import { ScorePage } from '../score/ScorePage';
import { setLanguage, useT } from './i18n';
import { routeHash, useRoute, type Route } from './route';

// An article needs DOMPurify (~9 KB gzip): loaded when one is opened, not with the lookup a runner came for.
const ArticlePage = lazy(() =>
  import('../news/ArticlePage').then((module) => ({ default: module.ArticlePage })),
);
// Likewise a desktop page's document (a shared link to the rules), with the site's route trees.
const DesktopPage = lazy(() =>
  import('../news/DesktopPage').then((module) => ({ default: module.DesktopPage })),
);
// A certificate's check: opened from its QR code, mostly in WeChat's browser.
const VerifyPage = lazy(() =>
  import('../verify/VerifyPage').then((module) => ({ default: module.VerifyPage })),
);

// The kit pickup desk (volunteers on race weekend): its own page, never on a runner's first screen.
const PickupPage = lazy(() =>
  import('../pickup/PickupPage').then((module) => ({ default: module.PickupPage })),
);

const TABS: { route: Route; key: 'score' | 'registration' | 'news' }[] = [
  { route: { page: 'score' }, key: 'score' },
  { route: { page: 'registration' }, key: 'registration' },
  { route: { page: 'news' }, key: 'news' },
];

/** The phone site: a header with the language switch, three tabs, and the page of the address. */
export function App() {
  const { t, language } = useT();
  const route = useRoute();
  const tab =
    route.page === 'article' || route.page === 'desktop'
      ? 'news'
      : route.page === 'verify' || route.page === 'pickup'
        ? 'score'
        : route.page;
  const titled = route.page === 'verify' || route.page === 'pickup' ? route.page : tab;
  // The desk page is a volunteer's tool: no runner's tabs or footer to tap away from it by mistake.
  const desk = route.page === 'pickup';
  useEffect(() => {
    document.title = `${t(`tabs.${titled}`)} - ${t('site')}`;
  }, [t, titled, language]);
  return (
    <>
      <header className="m-header">
        <a className="m-title" href={routeHash({ page: 'news' })}>
          {t('site')}
        </a>
        {/* Login, sign-up and the runner's entries live on the member site's page, laid out for phones. */}
        {desk ? null : (
          <a className="m-member" href={`/${MEMBER_CENTRE_PATH}`} data-testid="m-member-centre">
            {t('memberCentre')}
          </a>
        )}
        <button
          type="button"
          className="m-language"
          aria-label={t('languageLabel')}
          onClick={() => setLanguage(language === 'en' ? 'zh' : 'en')}
          data-testid="m-language"
        >
          {t('language')}
        </button>
      </header>
      {desk ? null : (
        <nav className="m-tabs" aria-label={t('site')}>
          {TABS.map(({ route: target, key }) => (
            <a key={key} href={routeHash(target)} aria-current={tab === key ? 'page' : undefined}>
              {t(`tabs.${key}`)}
            </a>
          ))}
        </nav>
      )}
      <main className="m-main">
        {route.page === 'score' ? (
          <ScorePage
            {...(route.year ? { year: route.year } : {})}
            {...(route.bib ? { bib: route.bib } : {})}
          />
        ) : route.page === 'registration' ? (
          <RegistrationPage />
        ) : route.page === 'article' ? (
          <Suspense fallback={<p className="m-note">{t('loading')}</p>}>
            <ArticlePage id={route.id} />
          </Suspense>
        ) : route.page === 'verify' ? (
          <Suspense fallback={<p className="m-note">{t('loading')}</p>}>
            <VerifyPage {...(route.code ? { code: route.code } : {})} />
          </Suspense>
        ) : route.page === 'pickup' ? (
          <Suspense fallback={<p className="m-note">{t('loading')}</p>}>
            <PickupPage />
          </Suspense>
        ) : route.page === 'desktop' ? (
          <Suspense fallback={<p className="m-note">{t('loading')}</p>}>
            <DesktopPage route={route} />
          </Suspense>
        ) : (
          <NewsPage />
        )}
      </main>
      {desk ? null : (
        <footer className="m-footer">
          {/* The desktop site keeps phones here unless asked: ?desktop=1 says the visitor chose it. */}
          <a href="/?desktop=1">{t('desktop')}</a>
        </footer>
      )}
    </>
  );
}
