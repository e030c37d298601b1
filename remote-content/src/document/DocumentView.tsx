import {
  formatDocumentDate,
  imageUrl,
  useDocumentTitle,
  useLanguage,
  useTranslation,
} from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';
import { useMemo } from 'react';

import { localizeDocument } from '../content-data/localize-document';
import { resolveContentImages, sanitizeHtml } from '@marathon/shared/sanitize';
import { SharePage } from '../share/SharePage';
import { DocumentStyles } from './DocumentStyles';

/**
 * Document display: title, date as YYYY.MM.DD, its share button, sanitized HTML, and 'all content shown'. Drawn with plain
 * elements and document.css: a shared document link must not wait for (or download) Chakra's runtime.
 */
export function DocumentView({
  item,
  listId = null,
}: {
  item: DocumentItem;
  /** The item's id in its list, where it was opened from one (its share address names it). */
  listId?: string | null;
}) {
  const language = useLanguage();
  const { t } = useTranslation();
  const doc = localizeDocument(item, language);
  // A document names the tab itself, above its section's route title.
  useDocumentTitle(doc.title, 1);
  const html = useMemo(() => resolveContentImages(sanitizeHtml(doc.content), imageUrl), [doc.content]);
  return (
    <article className="document" data-testid="document">
      <DocumentStyles />
      <h1 className="ui-heading document__title" data-testid="document-title">
        {doc.title}
      </h1>
      <p className="document__date" data-testid="document-date">
        {formatDocumentDate(item.time)}
      </p>
      <SharePage title={doc.title} id={listId} />
      <span className="document__rule" role="separator" aria-orientation="horizontal" />
      {html.trim() ? (
        <div
          className="document-content"
          data-testid="document-content"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="document__summary" data-testid="document-content">
          {doc.summary}
        </p>
      )}
      <p className="document__end" data-testid="document-end">
        — {t('common.allContentShown')} —
      </p>
    </article>
  );
}
