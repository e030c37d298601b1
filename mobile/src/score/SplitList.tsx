import { formatDuration } from '@marathon/shared/race-time';
import { useT } from '../app/i18n';

/** Elapsed chip time at each 5 km mark passed. */
export function SplitList({ splits }: { splits: readonly { km: number; chipTimeMs: number }[] }) {
  const { t } = useT();
  if (splits.length === 0) return null;
  return (
    <>
      <h3>{t('score.splits')}</h3>
      <ol className="m-splits">
        {splits.map((split) => (
          <li key={split.km}>
            <span>{t('score.km', { km: split.km })}</span>
            <span>{formatDuration(split.chipTimeMs)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
