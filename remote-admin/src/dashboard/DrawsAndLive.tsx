import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import type { Dashboard } from '@marathon/shared/api';
import { Badge, Box, Flex, Heading, SimpleGrid, Stat, Text } from '@marathon/shared/ui';

const LIVE = ['started', 'onCourse', 'finished', 'out'] as const;

/** Each race item's draw state. */
export function DrawStates({ draws }: { draws: Dashboard['draws'] }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="admin-dashboard-draws-heading" mb="6">
      <Heading as="h3" size="md" id="admin-dashboard-draws-heading" mb="2">
        {t('admin.dashboard.drawsHeading')}
      </Heading>
      <Box as="ul" listStyleType="none" p="0" data-testid="admin-dashboard-draws">
        {draws.map((draw) => (
          <Flex
            as="li"
            key={draw.raceItem}
            gap="3"
            align="center"
            mb="1"
            data-testid={`admin-dashboard-draw-${draw.raceItem}`}
          >
            <Text fontWeight="semibold">{t(`admin.dashboard.raceItem.${draw.raceItem}`)}</Text>
            <Badge>{t(`admin.dashboard.drawState.${draw.state ?? 'none'}`)}</Badge>
            {draw.state === null ? null : (
              <Text fontSize="sm">
                {t('admin.dashboard.drawEntries', { entries: draw.entries, winners: draw.winners })}
              </Text>
            )}
          </Flex>
        ))}
      </Box>
    </Box>
  );
}

/** The race's runners as the mats read them, and each timing company's feed: shown on race day or once reads came in. */
export function LiveState({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { live } = dashboard;
  return (
    <Box
      as="section"
      aria-labelledby="admin-dashboard-live-heading"
      mb="6"
      data-testid="admin-dashboard-live"
    >
      <Heading as="h3" size="md" id="admin-dashboard-live-heading" mb="2">
        {t('admin.dashboard.liveHeading')}
      </Heading>
      {dashboard.isRaceDay ? (
        <Badge colorPalette="green" mb="2">
          {t('admin.dashboard.liveToday')}
        </Badge>
      ) : null}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="3">
        {LIVE.map((figure) => (
          <Stat.Root
            key={figure}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            data-testid={`admin-dashboard-live-${figure}`}
          >
            <Stat.Label>{t(`admin.dashboard.live.${figure}`)}</Stat.Label>
            <Stat.ValueText>{live[figure]}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Heading as="h4" size="sm" mb="1">
        {t('admin.dashboard.feedsHeading')}
      </Heading>
      {live.feeds.length === 0 ? (
        <Text fontSize="sm">{t('admin.dashboard.noFeeds')}</Text>
      ) : (
        <Box as="ul" pl="5" fontSize="sm" data-testid="admin-dashboard-feeds">
          {live.feeds.map((feed) => (
            <li key={feed.provider}>
              {t('admin.dashboard.feed', {
                provider: feed.provider,
                passings: feed.passings,
                at: feed.lastPassingAt === null ? '—' : formatDateTime(feed.lastPassingAt, language),
              })}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
