import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@marathon/shared';
import { TextField } from '@marathon/shared/form';
import { Button, Flex } from '@marathon/shared/ui';
import { useForm } from 'react-hook-form';
import { RaceItemSelect } from '../forms/RaceItemSelect';
import { useErrorText } from '../forms/use-error-text';
import { raceItemSchema, type RaceItemChoice, type RaceItemInput } from './race-item-schema';

/** Which edition and race item the draw screen shows. */
export function RaceItemForm({
  initial,
  onChoose,
}: {
  initial: RaceItemChoice;
  onChoose: (choice: RaceItemChoice) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<RaceItemInput, unknown, RaceItemChoice>({
    resolver: zodResolver(raceItemSchema),
    defaultValues: { year: String(initial.year), raceItem: initial.raceItem },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onChoose)(event)}
      data-testid="admin-season-choose"
    >
      <Flex gap="3" align="flex-end" wrap="wrap" mb="4">
        <TextField
          label={t('admin.season.year')}
          required
          input={{ ...form.register('year'), inputMode: 'numeric', maxW: '32' }}
          error={errorText(errors.year?.message)}
          testId="admin-season-year"
        />
        <RaceItemSelect
          control={form.control}
          name="raceItem"
          label={t('admin.season.raceItem')}
          error={errorText(errors.raceItem?.message)}
          testId="admin-season-race-item"
        />
        <Button type="submit" variant="outline" mb="6">
          {t('admin.season.show')}
        </Button>
      </Flex>
    </form>
  );
}
