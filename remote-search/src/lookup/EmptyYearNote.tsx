import { Text } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import type { YearData } from '@marathon/shared/default-year';

/** A chosen year that holds nothing for this lookup yet, said in words rather than shown as an empty list. */
export function EmptyYearNote({ year, data }: { year: number; data: YearData }) {
  const { t } = useTranslation();
  return (
    <Text data-testid="lookup-empty-year" color="gray.700" bg="gray.50" p="3" borderRadius="md" mb="4">
      {t(`search.emptyYear.${data}`, { year })}
    </Text>
  );
}
