import { chakra } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import type { ScoreAnalysis, ScoreResult } from '@marathon/shared/api';
import { formatCount, formatDuration, formatPace } from '@marathon/shared/race-time';
import { paceSeries } from './analysis/pace-series';

/**
 * Elapsed chip time at each 5 km mark and the pace of each stretch, finish included; with the race's analysis,
 * the rank at each mark and the places gained or lost since the mark before (said in words, not only colour).
 */
export function SplitsTable({ result, analysis }: { result: ScoreResult; analysis: ScoreAnalysis | null }) {
  const { t } = useTranslation();
  const stretches = paceSeries(result);
  const marks = [...result.splits, { km: stretches.at(-1)?.km ?? 0, chipTimeMs: result.chipTimeMs }];
  return (
    <chakra.table
      w="full"
      fontSize="sm"
      data-testid="score-splits"
      // Fixed columns, the rank one included before the analysis arrives: the table never reflows when it does.
      tableLayout="fixed"
      css={{ '& th, & td': { py: '2', px: '3' } }}
    >
      <colgroup>
        <col style={{ width: '22%' }} />
        <col style={{ width: '22%' }} />
        <col style={{ width: '22%' }} />
        <col style={{ width: '34%' }} />
      </colgroup>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>
        {t('search.score.splits')}
      </caption>
      <thead>
        <chakra.tr bg="gray.50" textAlign="left">
          <th scope="col" aria-hidden="true" />
          <th scope="col">{t('search.score.splitTime')}</th>
          <th scope="col">{t('search.score.splitPace')}</th>
          <th scope="col">{t('search.score.splitRank')}</th>
        </chakra.tr>
      </thead>
      <tbody>
        {marks.map((mark, i) => {
          const pace = stretches[i]?.paceSeconds ?? 0;
          const isFinish = i === marks.length - 1;
          const rank = analysis?.splitRanks[i];
          return (
            <chakra.tr key={mark.km} borderTopWidth="1px" borderColor="gray.100">
              <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
                {isFinish ? t('search.score.finish') : t('search.score.splitKm', { km: mark.km })}
              </th>
              <td>{formatDuration(mark.chipTimeMs)}</td>
              <td>{t('search.score.paceValue', { pace: formatPace(pace) })}</td>
              {analysis ? (
                <td data-testid="score-split-rank">
                  {rank ? (
                    <>
                      {formatCount(rank.rank)}
                      {rank.gained !== 0 ? (
                        <chakra.span color={rank.gained > 0 ? 'green.700' : 'red.700'} ms="2" fontSize="xs">
                          {rank.gained > 0
                            ? t('search.score.gained', { count: rank.gained })
                            : t('search.score.lost', { count: -rank.gained })}
                        </chakra.span>
                      ) : null}
                    </>
                  ) : (
                    formatCount(result.overallRank)
                  )}
                </td>
              ) : (
                <td aria-busy="true">…</td>
              )}
            </chakra.tr>
          );
        })}
      </tbody>
    </chakra.table>
  );
}
