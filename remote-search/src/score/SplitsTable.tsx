import { useTranslation } from '@marathon/shared';
import type { ScoreAnalysis } from '@marathon/shared/api';
import { formatCount, formatDuration, formatPace } from '@marathon/shared/race-time';
import { paceSeries } from './analysis/pace-series';

/** The marks a splits table shows: elapsed chip time at each, and whether the last is the finish. */
export interface SplitMarks {
  splits: readonly { km: number; chipTimeMs: number }[];
  /** The finish (a finisher's chip time and the race's distance), or none for a runner who did not finish. */
  finish: { km: number; chipTimeMs: number } | null;
  /** The overall rank, shown at the finish while the analysis has no rank there. */
  overallRank?: number;
}

/**
 * Elapsed chip time at each 5 km mark and the pace of each stretch, finish included; with the race's analysis,
 * the rank at each mark and the places gained or lost since the mark before (said in words, not only colour).
 * Drawn without Chakra: it is part of a result link's first screen.
 */
export function SplitsTable({ marks, analysis }: { marks: SplitMarks; analysis: ScoreAnalysis | null }) {
  const { t } = useTranslation();
  const all = marks.finish ? [...marks.splits, marks.finish] : [...marks.splits];
  const stretches = paceSeries(all);
  return (
    <table className="score-splits" data-testid="score-splits">
      {/* Fixed columns, the rank one included before the analysis arrives: the table never reflows when it does. */}
      <colgroup>
        <col style={{ width: '22%' }} />
        <col style={{ width: '22%' }} />
        <col style={{ width: '22%' }} />
        <col style={{ width: '34%' }} />
      </colgroup>
      <caption>{t('search.score.splits')}</caption>
      <thead>
        <tr>
          <th scope="col" aria-hidden="true" />
          <th scope="col">{t('search.score.splitTime')}</th>
          <th scope="col">{t('search.score.splitPace')}</th>
          <th scope="col">{t('search.score.splitRank')}</th>
        </tr>
      </thead>
      <tbody>
        {all.map((mark, i) => {
          const pace = stretches[i]?.paceSeconds ?? 0;
          const isFinish = marks.finish !== null && i === all.length - 1;
          const rank = analysis?.splitRanks[i];
          return (
            <tr key={mark.km}>
              <th scope="row">
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
                        <span className={rank.gained > 0 ? 'score-gained' : 'score-lost'}>
                          {rank.gained > 0
                            ? t('search.score.gained', { count: rank.gained })
                            : t('search.score.lost', { count: -rank.gained })}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    formatCount(marks.overallRank ?? 0)
                  )}
                </td>
              ) : (
                <td aria-busy="true">…</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
