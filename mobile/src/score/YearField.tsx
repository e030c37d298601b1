import { useT } from '../app/i18n';
import type { RaceYear } from './years';

/** The race year of a lookup, among the years with data. */
export function YearField({
  years,
  value,
  onChange,
}: {
  years: RaceYear[];
  value: number | undefined;
  onChange: (year: number) => void;
}) {
  const { t } = useT();
  return (
    <label>
      <span>{t('year')}</span>
      <select
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid="m-year"
      >
        {/* A year not among the loaded ones (a result's address, painted before the years are read) is shown. */}
        {value !== undefined && !years.some((candidate) => candidate.year === value) ? (
          <option value={value}>{value}</option>
        ) : null}
        {years.map((candidate) => (
          <option key={candidate.year} value={candidate.year}>
            {candidate.year}
          </option>
        ))}
      </select>
    </label>
  );
}
