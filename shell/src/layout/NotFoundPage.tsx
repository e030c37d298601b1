import { useDocumentTitle, useTranslation } from '@marathon/shared';
import { RevealOnMount } from '../startup/first-paint';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shell.notFound'));
  return (
    <div className="site-not-found" data-testid="not-found">
      <RevealOnMount />
      <h1 className="ui-heading site-heading-2xl site-not-found__title">404 · {t('shell.notFound')}</h1>
      <a className="ui-link site-not-found__link" href="#/home">
        {t('shell.backHome')}
      </a>
    </div>
  );
}
