import { useTranslation } from '@marathon/shared';
import { RACE_ITEMS } from '@marathon/shared/api';
import { SelectField } from '@marathon/shared/form';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** The race items by their names (半程马拉松, 欢乐跑), never a code an organiser must know. */
// The form's values after its resolver (numbers parsed) may differ from what its fields hold.
export function RaceItemSelect<Values extends FieldValues, Parsed extends FieldValues = Values>({
  control,
  name,
  label,
  testId,
  error,
  allLabel,
}: {
  control: Control<Values, unknown, Parsed>;
  name: Path<Values>;
  label: string;
  testId: string;
  error?: string | undefined;
  /** When a choice of every race item is allowed: its label (its value is ''). */
  allLabel?: string;
}) {
  const { t } = useTranslation();
  const items = RACE_ITEMS.map((item) => ({ value: item, label: t(`admin.raceItems.${item}`) }));
  const options = allLabel === undefined ? items : [{ value: '', label: allLabel }, ...items];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          required={allLabel === undefined}
          testId={testId}
          name={field.name}
          value={String(field.value ?? '')}
          options={options}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/** A race item's name in the console's language; an unknown code as it is. */
export function useRaceItemName(): (item: string) => string {
  const { t } = useTranslation();
  return (item) =>
    (RACE_ITEMS as readonly string[]).includes(item) ? t(`admin.raceItems.${item as 'half' | 'fun'}`) : item;
}
