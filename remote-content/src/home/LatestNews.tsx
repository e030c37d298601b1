import { Box } from '@marathon/shared/ui';
import type { DocumentItem } from '@marathon/shared/api';
import { useTranslation } from '@marathon/shared';
import { documentHref } from '../content-data/links';
import { DocumentListItem } from '../document-list/DocumentListItem';
import { SectionHeading } from './SectionHeading';

export const NEWS_ROUTE = '/news-notice/race-news';

export function LatestNews({ items }: { items: DocumentItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Box as="section" mb="10" aria-labelledby="home-news" data-testid="home-news">
      <SectionHeading id="home-news" title={t('content.latestNews')} moreHref={`#${NEWS_ROUTE}`} />
      <Box as="ul" bg="white" px="8" borderRadius="md" borderWidth="1px" borderColor="gray.100">
        {items.map((item) => (
          <DocumentListItem key={item.id} item={item} href={documentHref(NEWS_ROUTE, item)} />
        ))}
      </Box>
    </Box>
  );
}
