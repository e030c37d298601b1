import type { DocumentItem } from '@marathon/shared/api';
import { useTranslation } from '@marathon/shared';
import { documentHref } from '../content-data/links';
import { DocumentListItem } from '../document-list/DocumentListItem';
import { DocumentListStyles } from '../document-list/DocumentListStyles';
import { SectionHeading } from './SectionHeading';

export const NEWS_ROUTE = '/news-notice/race-news';

export function LatestNews({ items }: { items: DocumentItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-news" data-testid="home-news">
      <DocumentListStyles />
      <SectionHeading id="home-news" title={t('content.latestNews')} moreHref={`#${NEWS_ROUTE}`} />
      <ul className="home-news__list">
        {items.map((item) => (
          <DocumentListItem key={item.id} item={item} href={documentHref(NEWS_ROUTE, item)} />
        ))}
      </ul>
    </section>
  );
}
