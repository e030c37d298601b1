import type { DocumentViewProps } from '@marathon/shared/contracts';
import { useTranslation } from '@marathon/shared';
import { useLocation, useSearchParams } from '@marathon/shared/router';
import { documentHref } from '../content-data/links';
import { asList } from '@marathon/shared/api/content-at';
import { sortForList, useContent } from '../content-data/use-content';
import { DocumentView } from '../document/DocumentView';
import { ContentNotFound } from '../document/NotFound';
import { DocumentListItem } from './DocumentListItem';
import { DocumentListStyles } from './DocumentListStyles';

/**
 * A list of documents, recommended first; `?id=` opens one of them in place, so an item's address can be shared
 * (deep link). A jumpUrl that is an id (not a web address) opens the document with that id. Drawn with plain
 * elements (document-list.css), as the document itself.
 */
export function DocumentListPage({ dataPath }: DocumentViewProps) {
  const items = sortForList(asList(useContent(dataPath)));
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const openId = params.get('id');

  if (openId !== null) {
    const item = items.find((i) => i.id === openId);
    return (
      <div>
        <DocumentListStyles />
        <a className="ui-link doc-list__back" href={`#${pathname}`} data-testid="back-to-list">
          ← {t('content.backToList')}
        </a>
        {item ? <DocumentView item={item} listId={openId} /> : <ContentNotFound />}
      </div>
    );
  }
  if (items.length === 0) return <ContentNotFound kind="empty" />;
  return (
    <ul className="doc-list" data-testid="document-list">
      <DocumentListStyles />
      {items.map((item) => (
        <DocumentListItem key={item.id} item={item} href={documentHref(pathname, item)} />
      ))}
    </ul>
  );
}
