import { Badge, Box, Flex, Grid, HStack, Heading, Link, Text } from '@marathon/shared/ui';
import {
  fragmentLanguage,
  useDocumentTitle,
  useLanguage,
  useSiteStore,
  useTranslation,
  lookupOpen,
} from '@marathon/shared';
import type { ScoreResult } from '@marathon/shared/api';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { formatCount, formatDuration, formatPace } from '@marathon/shared/race-time';
import { ShareResult } from './ShareResult';
import { useAnalysis } from './analysis/use-analysis';

import { Certificate } from './Certificate';
import { SplitsTable } from './SplitsTable';

// The charts (uPlot) load with a result, never with the lookup form or the first screen.
const ResultCharts = lazy(() =>
  import('./analysis/ResultCharts').then((module) => ({ default: module.ResultCharts })),
);

function Figure({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: string;
  sub?: string;
  testId: string;
}) {
  return (
    <Box p="4" bg="gray.50" borderRadius="md" data-testid={testId}>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {sub ? (
        <Text fontSize="xs" color="fg.muted">
          {sub}
        </Text>
      ) : null}
    </Box>
  );
}

/** One result: times, pace, ranks, splits and the certificate; provisional results say so. */
export function ScoreCard({ result }: { result: ScoreResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gender = result.gender === 2 ? 'F' : 'M';
  const analysis = useAnalysis(result);
  const photosOpen = useSiteStore((s) => lookupOpen(s.cloud, 'pictureSearch'));
  // A result on screen names the tab after the runner, so a bookmark or a shared tab says whose result it is.
  useDocumentTitle(
    t('search.score.documentTitle', {
      name: result.name,
      year: result.year,
      time: formatDuration(result.chipTimeMs),
    }),
    1,
  );
  // A runner picked far down the finishers list (or any result out of sight) is brought into view: the card
  // changes at the top of the page, and a visitor left 1,200 px below would not see it.
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const top = card.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < 0 || top > window.innerHeight * 0.8))
      card.current?.scrollIntoView({ block: 'start' });
  }, [result.year, result.bib]);
  return (
    <Box mt="8" ref={card} data-testid="score-result">
      <Flex align="center" gap="3" mb="2" wrap="wrap">
        <Heading as="h2" size="xl" lang={fragmentLanguage(result.name, language)} data-testid="score-name">
          {result.name}
        </Heading>
        <Text color="gray.600">
          {result.year} · {t(`search.items.${result.raceItem}`)} · {t('search.form.bib')} {result.bib}
        </Text>
        <Badge colorPalette={result.provisional ? 'orange' : 'green'} data-testid="score-status">
          {result.provisional ? t('search.score.provisional') : t('search.score.final')}
        </Badge>
        <ShareResult result={result} />
        {photosOpen ? (
          <Link
            href={`#/image-search?year=${result.year}&bib=${encodeURIComponent(result.bib)}`}
            color="brand.700"
            data-testid="score-photos-link"
          >
            {t('search.score.photosLink')}
          </Link>
        ) : null}
      </Flex>
      {result.provisional ? (
        <Text fontSize="sm" color="orange.700" mb="4">
          {t('search.score.provisionalHint')}
        </Text>
      ) : null}
      <Grid templateColumns="repeat(3, 1fr)" gap="4" mt="4">
        <Figure
          testId="score-chip"
          label={t('search.score.chipTime')}
          value={formatDuration(result.chipTimeMs)}
        />
        <Figure
          testId="score-gun"
          label={t('search.score.gunTime')}
          value={formatDuration(result.gunTimeMs)}
        />
        <Figure
          testId="score-pace"
          label={t('search.score.pace')}
          value={t('search.score.paceValue', { pace: formatPace(result.paceSecondsPerKm) })}
        />
        <Figure
          testId="score-overall"
          label={t('search.score.overallRank')}
          value={formatCount(result.overallRank)}
          sub={t('search.score.outOf', { count: result.finishers })}
        />
        <Figure
          testId="score-gender-rank"
          label={t('search.score.genderRank')}
          value={formatCount(result.genderRank)}
          {...(analysis ? { sub: t('search.score.ofTotal', { count: analysis.genderFinishers }) } : {})}
        />
        <Figure
          testId="score-age-rank"
          label={t('search.score.ageGroupRank', { group: `${gender} ${result.ageGroup}` })}
          value={formatCount(result.ageGroupRank)}
          {...(analysis ? { sub: t('search.score.ofTotal', { count: analysis.ageGroupFinishers }) } : {})}
        />
      </Grid>
      <HStack align="flex-start" gap="10" mt="8">
        <Box flex="1">
          <SplitsTable result={result} analysis={analysis} />
        </Box>
        <Certificate result={result} />
      </HStack>
      {analysis ? (
        <Suspense fallback={<Box minH="300px" />}>
          <ResultCharts result={result} analysis={analysis} />
        </Suspense>
      ) : null}
    </Box>
  );
}
