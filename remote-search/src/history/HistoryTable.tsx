import { Badge, Box, Heading, Text, chakra } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import type { ScoreHistory } from '@marathon/shared/api';
import { formatDuration, formatPace } from '@marathon/shared/race-time';

/** Every year one runner finished, newest first; the fastest chip time of each race item is marked. */
export function HistoryTable({ history }: { history: ScoreHistory }) {
  const { t } = useTranslation();
  return (
    <Box mt="8" data-testid="history-result">
      <Heading as="h2" size="xl">
        {t('search.history.title', { name: history.name })}
      </Heading>
      <Text color="gray.600" mb="4">
        {history.idNumberMasked} · {t('search.history.count', { count: history.results.length })}
      </Text>
      <chakra.table w="full" fontSize="sm" css={{ '& th, & td': { py: '3', px: '3', textAlign: 'left' } }}>
        <thead>
          <chakra.tr bg="gray.50">
            <th scope="col">{t('search.history.year')}</th>
            <th scope="col">{t('search.registration.item')}</th>
            <th scope="col">{t('search.form.bib')}</th>
            <th scope="col">{t('search.score.chipTime')}</th>
            <th scope="col">{t('search.score.gunTime')}</th>
            <th scope="col">{t('search.score.pace')}</th>
            <th scope="col">{t('search.score.overallRank')}</th>
            {/* The column's badges speak for themselves on screen; a screen reader still hears its name. */}
            <th scope="col">
              <Box as="span" srOnly>
                {t('search.history.best')}
              </Box>
            </th>
          </chakra.tr>
        </thead>
        <tbody>
          {history.results.map((result) => (
            <chakra.tr
              key={result.year}
              borderTopWidth="1px"
              borderColor="gray.100"
              bg={result.personalBest ? 'brand.50' : undefined}
              data-testid={`history-row-${result.year}`}
            >
              <th scope="row">
                <chakra.a
                  href={`#/score-search?year=${result.year}&bib=${encodeURIComponent(result.bib)}`}
                  color="brand.700"
                >
                  {result.year}
                </chakra.a>
              </th>
              <td>{t(`search.items.${result.raceItem}`)}</td>
              <td>{result.bib}</td>
              <td style={{ fontWeight: 600 }}>{formatDuration(result.chipTimeMs)}</td>
              <td>{formatDuration(result.gunTimeMs)}</td>
              <td>{t('search.score.paceValue', { pace: formatPace(result.paceSecondsPerKm) })}</td>
              <td>
                {result.overallRank} / {result.finishers}
              </td>
              <td>
                {result.personalBest ? (
                  <Badge colorPalette="brand" data-testid="history-best">
                    {t('search.history.best')}
                  </Badge>
                ) : null}
                {result.provisional ? (
                  <Badge colorPalette="orange" ml="1">
                    {t('search.score.provisional')}
                  </Badge>
                ) : null}
              </td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
