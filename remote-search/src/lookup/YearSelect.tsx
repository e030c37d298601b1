import { useTranslation } from '@marathon/shared';
import type { YearCounts } from '../score/first-screen/answer-guard';
import { SelectField } from '@marathon/shared/form';

export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: readonly YearCounts[];
  value: number;
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation();
  const options = years.some((y) => y.year === value)
    ? years.map((y) => y.year)
    : [value, ...years.map((y) => y.year)];
  return (
    <SelectField
      id="lookup-year"
      label={t('search.form.year')}
      value={String(value)}
      options={options.map((year) => ({ value: String(year), label: String(year) }))}
      onChange={(year) => onChange(Number(year))}
      testId="lookup-year"
      errorLine={false}
      minW="160px"
    />
  );
}
