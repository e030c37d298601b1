import { chakra } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import { RACE_ITEM_DISTANCE_KM, type ScoreResult } from '@marathon/shared/api';
import { formatDuration, formatPace } from '@marathon/shared/race-time';

/** Elapsed chip time at each 5 km mark and the pace of each stretch, finish included. */
export function SplitsTable({ result }: { result: ScoreResult }) {
  const { t } = useTranslation();
  const distance = RACE_ITEM_DISTANCE_KM[result.raceItem];
  const marks = [...result.splits, { km: distance, chipTimeMs: result.chipTimeMs }];
  return (
    <chakra.table
      w="full"
      fontSize="sm"
      data-testid="score-splits"
      css={{ '& th, & td': { py: '2', px: '3' } }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>
        {t('search.score.splits')}
      </caption>
      <thead>
        <chakra.tr bg="gray.50" textAlign="left">
          <th scope="col" aria-hidden="true" />
          <th scope="col">{t('search.score.splitTime')}</th>
          <th scope="col">{t('search.score.splitPace')}</th>
        </chakra.tr>
      </thead>
      <tbody>
        {marks.map((mark, i) => {
          const previous = marks[i - 1] ?? { km: 0, chipTimeMs: 0 };
          const pace = (mark.chipTimeMs - previous.chipTimeMs) / 1000 / (mark.km - previous.km);
          const isFinish = i === marks.length - 1;
          return (
            <chakra.tr key={mark.km} borderTopWidth="1px" borderColor="gray.100">
              <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
                {isFinish ? t('search.score.finish') : t('search.score.splitKm', { km: mark.km })}
              </th>
              <td>{formatDuration(mark.chipTimeMs)}</td>
              <td>{t('search.score.paceValue', { pace: formatPace(pace) })}</td>
            </chakra.tr>
          );
        })}
      </tbody>
    </chakra.table>
  );
}
