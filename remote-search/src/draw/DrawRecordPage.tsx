import { useTranslation } from '@marathon/shared';
import { RACE_ITEMS } from '@marathon/shared/api';
import { useParams } from '@marathon/shared/router';
import { Text } from '@marathon/shared/ui';
import { ErrorNote } from '../lookup/ErrorNote';
import { LookupPage } from '../pages/LookupPage';
import { DrawItem } from './DrawItem';

/**
 * The season's public draw record of the year in the address (#/draw/2026): per race item the committed hash and,
 * once revealed, the seed, the entry numbers and the published order, recomputed here in the browser.
 */
export function DrawRecordPage() {
  const { t } = useTranslation();
  const { year: typed = '' } = useParams();
  const year = /^\d{4}$/.test(typed) ? Number(typed) : null;
  return (
    <LookupPage titleKey="search.draw.title" intro={t('search.draw.intro')} testId="draw-page">
      {year === null ? (
        <ErrorNote message={t('search.draw.badYear')} />
      ) : (
        <>
          <Text fontWeight="semibold" mb="4" data-testid="draw-year">
            {t('search.draw.year', { year })}
          </Text>
          {RACE_ITEMS.map((raceItem) => (
            <DrawItem key={raceItem} year={year} raceItem={raceItem} />
          ))}
        </>
      )}
    </LookupPage>
  );
}
