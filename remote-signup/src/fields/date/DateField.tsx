import { useTranslation } from '@marathon/shared';
import { Grid } from '@marathon/shared/ui';
import { useState } from 'react';
import { describedBy, helpIdOf, onGroupBlur } from '../field-a11y';
import { ReadOnlyValue } from '../ReadOnly';
import { SelectInput } from '@marathon/shared/form';
import type { FieldProps } from '../field-props';
import { FieldShell } from '../FieldShell';
import { monthKey } from '../../i18n/month-key';
import { daysIn, monthsIn, partsOf, rangeOf, settle, valueOf, yearsIn, type DateParts } from './date-parts';

type Part = keyof DateParts;

/**
 * The custom date picker: year, month and day selects that offer only days that exist and lie within
 * the field's min and max. The answer is 'YYYY-MM-DD' once all three are chosen and '' before, so a half-chosen date
 * reads 'required' rather than passing.
 */
export function DateField({
  field,
  value,
  onChange,
  onBlur,
  errorAt,
  inputId,
  readOnly,
}: FieldProps<'date'>) {
  const { t } = useTranslation();
  const error = errorAt();
  // The selects hold more than the answer can (a year alone); the answer resets them only when it changes from
  // outside (a draft restored, the form reset), not when it echoes what these selects handed back.
  const held = typeof value === 'string' ? value : '';
  const [state, setState] = useState(() => ({ parts: partsOf(held), echoed: held }));
  let parts = state.parts;
  if (held !== state.echoed) {
    parts = partsOf(held);
    setState({ parts, echoed: held });
  }

  if (readOnly) {
    const day = partsOf(held);
    const text =
      day.year !== null && day.month !== null && day.day !== null
        ? t('signup.basic.dateValue', {
            year: day.year,
            month: t(monthKey(day.month)),
            day: day.day,
          })
        : '';
    return <ReadOnlyValue field={field} inputId={inputId} error={error} text={text} />;
  }

  const range = rangeOf(field.min, field.max);
  const choose = (part: Part) => (chosen: string) => {
    const picked = chosen === '' ? null : Number(chosen);
    const next = settle({ ...parts, [part]: picked }, range);
    const answer = valueOf(next);
    setState({ parts: next, echoed: answer });
    if (answer !== held) onChange(answer);
  };
  const describe = describedBy(helpIdOf(field, inputId));
  const selects: { part: Part; options: { value: string; label: string }[]; label: string }[] = [
    {
      part: 'year',
      label: t('signup.basic.year'),
      options: yearsIn(range).map((y) => ({
        value: String(y),
        label: t('signup.basic.yearOption', { year: y }),
      })),
    },
    {
      part: 'month',
      label: t('signup.basic.month'),
      options: monthsIn(range, parts.year).map((m) => ({
        value: String(m),
        label: t(monthKey(m)),
      })),
    },
    {
      part: 'day',
      label: t('signup.basic.day'),
      options: daysIn(range, parts.year, parts.month).map((d) => ({
        value: String(d),
        label: t('signup.basic.dayOption', { day: d }),
      })),
    },
  ];
  return (
    <FieldShell field={field} inputId={inputId} error={error} group>
      {/* One row at any width: on a phone the three share it (the month's names are the longest), from a
          tablet on they keep the sizes of the desktop form. */}
      <Grid
        gap="2"
        templateColumns={{ base: 'minmax(0, 4fr) minmax(0, 5fr) minmax(0, 4fr)', sm: '8rem 10rem 8rem' }}
        onBlur={onGroupBlur(onBlur)}
      >
        {selects.map(({ part, options, label }) => (
          <SelectInput
            key={part}
            id={part === 'year' ? inputId : `${inputId}-${part}`}
            testId={`${field.key}-${part}`}
            value={parts[part] === null ? '' : String(parts[part])}
            options={options}
            placeholder={label}
            onChange={choose(part)}
            label={label}
            required={field.required}
            invalid={error !== undefined}
            describedBy={describe}
            width="full"
          />
        ))}
      </Grid>
    </FieldShell>
  );
}
