import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { RACE_ITEMS } from '@marathon/shared/api';
import { SelectField, TextField } from '@marathon/shared/form';
import { Button, Flex } from '@marathon/shared/ui';
import { Controller, useForm } from 'react-hook-form';
import { useErrorText } from '../forms/use-error-text';
import { exportChoiceSchema, type ExportChoice, type ExportChoiceInput } from './export-choice-schema';

/** Which edition, and which race item or all of them, the downloads below are of. */
export function ExportChoiceForm({
  initial,
  onChoose,
}: {
  initial: ExportChoice;
  onChoose: (choice: ExportChoice) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<ExportChoiceInput, unknown, ExportChoice>({
    resolver: zodResolver(exportChoiceSchema),
    defaultValues: { year: String(initial.year), raceItem: initial.raceItem },
  });
  const options = [
    { value: '', label: t('admin.exports.allItems') },
    ...RACE_ITEMS.map((item) => ({ value: item, label: t(`admin.raceItems.${item}`) })),
  ];
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onChoose)(event)}
      data-testid="admin-exports-choose"
    >
      <Flex gap="3" align="flex-end" wrap="wrap" mb="4">
        <TextField
          label={t('admin.exports.year')}
          required
          input={{ ...form.register('year'), inputMode: 'numeric', maxW: '32' }}
          error={errorText(form.formState.errors.year?.message)}
          testId="admin-exports-year"
        />
        <Controller
          control={form.control}
          name="raceItem"
          render={({ field }) => (
            <SelectField
              label={t('admin.exports.raceItem')}
              testId="admin-exports-race-item"
              name={field.name}
              value={field.value}
              options={options}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Button type="submit" variant="outline" mb="6">
          {t('admin.exports.show')}
        </Button>
      </Flex>
    </form>
  );
}
