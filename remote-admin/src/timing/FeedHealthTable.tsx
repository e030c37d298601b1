import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import type { FeedHealth } from '@marathon/shared/api';
import { Box, Heading } from '@marathon/shared/ui';
import { Td, Th } from '../console/table-cells';

/** Each timing company's passings of the year and the last one received: is a mat's feed still coming in? */
export function FeedHealthTable({ year, feeds }: { year: number; feeds: FeedHealth[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box as="section" aria-labelledby="admin-timing-feeds-heading" mb="8">
      <Heading as="h3" size="md" id="admin-timing-feeds-heading" mb="3">
        {t('admin.timing.feedsHeading')}
      </Heading>
      {feeds.length === 0 ? (
        <Box data-testid="admin-timing-no-feeds">{t('admin.timing.noFeeds', { year })}</Box>
      ) : (
        <Box as="table" fontSize="sm" data-testid="admin-timing-feeds">
          <Box as="caption" srOnly>
            {t('admin.timing.feedsCaption', { year })}
          </Box>
          <thead>
            <tr>
              <Th scope="col">{t('admin.timing.provider')}</Th>
              <Th scope="col">{t('admin.timing.passings')}</Th>
              <Th scope="col">{t('admin.timing.lastPassingAt')}</Th>
            </tr>
          </thead>
          <tbody>
            {feeds.map((feed) => (
              <tr key={feed.provider}>
                <Th scope="row">{feed.provider}</Th>
                <Td>{feed.passings}</Td>
                <Td>{feed.lastPassingAt === null ? '—' : formatDateTime(feed.lastPassingAt, language)}</Td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}
