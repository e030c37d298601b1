import { useTranslation } from '@marathon/shared';
import type { RaceYearSummary } from '@marathon/shared/api';
import { NativeSelect } from './NativeSelect';

export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: RaceYearSummary[];
  value: number;
  onChange: (year: number) => void;
}) {
  const { t } = useTranslation();
  const options = years.some((y) => y.year === value)
    ? years.map((y) => y.year)
    : [value, ...years.map((y) => y.year)];
  return (
    <NativeSelect
      id="lookup-year"
      label={t('search.form.year')}
      value={String(value)}
      onChange={(year) => onChange(Number(year))}
      testId="lookup-year"
    >
      {options.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </NativeSelect>
  );
}
