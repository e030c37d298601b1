import { formatDocumentDate, safeHref, useLanguage, useTranslation } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';

import { isExternalJump } from '../content-data/links';
import { localizeDocument } from '../content-data/localize-document';

/**
 * One row of a list: an external jumpUrl opens the article in a new tab, anything else our document. Plain
 * elements (document-list.css, rendered by the page through DocumentListStyles): the home page's latest news
 * shows these rows on the first screen, which is drawn without Chakra.
 */
export function DocumentListItem({ item, href }: { item: DocumentItem; href: string }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const doc = localizeDocument(item, language);
  const external = isExternalJump(item.jumpUrl);
  return (
    <li className="doc-row" data-testid="document-list-item">
      <a
        className="ui-link doc-row__link"
        href={external ? safeHref(item.jumpUrl) : href}
        {...(external
          ? { target: '_blank', rel: 'noopener noreferrer', title: t('content.externalArticle') }
          : {})}
      >
        <h2 className="ui-heading doc-row__title">
          {item.recommend ? <span className="doc-row__badge">{t('content.recommended')}</span> : null}
          <span data-testid="document-list-title">{doc.title}</span>
          {external ? (
            <span className="doc-row__external" aria-label={t('content.externalArticle')}>
              ↗
            </span>
          ) : null}
        </h2>
        {doc.summary ? <p className="ui-line-clamp doc-row__summary">{doc.summary}</p> : null}
        <p className="doc-row__date" data-testid="document-list-date">
          {formatDocumentDate(item.time)}
        </p>
      </a>
    </li>
  );
}
