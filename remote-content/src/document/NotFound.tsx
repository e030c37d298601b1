import { useTranslation } from '@marathon/shared';
import { DocumentStyles } from './DocumentStyles';

/**
 * An address that names no document (an old link, a mistyped id) or a section with nothing in it yet: said
 * plainly, with a way on, instead of a blank page. Plain elements, as the document itself (document.css).
 */
export function ContentNotFound({ kind = 'notFound' }: { kind?: 'notFound' | 'empty' }) {
  const { t } = useTranslation();
  return (
    <div
      className="content-notice"
      role="status"
      data-testid={kind === 'empty' ? 'content-empty' : 'content-not-found'}
    >
      <DocumentStyles />
      <p className="content-notice__mark" aria-hidden="true">
        {kind === 'empty' ? '◌' : '?'}
      </p>
      <h1 className="ui-heading content-notice__title">
        {t(kind === 'empty' ? 'content.emptyTitle' : 'content.notFound')}
      </h1>
      <p className="content-notice__hint">
        {t(kind === 'empty' ? 'content.emptyHint' : 'content.notFoundHint')}
      </p>
      <a className="ui-link content-notice__link" href="#/home">
        {t('content.backHome')}
      </a>
    </div>
  );
}
