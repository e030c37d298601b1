import { Button, HStack } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { bibFormSchema, type BibForm as BibFormValues } from '../lookup/form-schemas';
import { TextField } from '@marathon/shared/form';

export function BibForm({
  initialBib,
  busy,
  onSearch,
}: {
  initialBib: string;
  busy: boolean;
  onSearch: (bib: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<BibFormValues>({
    resolver: zodResolver(bibFormSchema),
    defaultValues: { bib: initialBib },
  });
  // A deep link or the back button changes the bib in the address: show the bib being looked up.
  useEffect(() => form.setValue('bib', initialBib), [form, initialBib]);
  const error = form.formState.errors.bib ? t('search.errors.bib') : undefined;
  return (
    <form
      noValidate
      data-testid="score-bib-form"
      onSubmit={form.handleSubmit((values) => onSearch(String(bibFormSchema.parse(values).bib)))}
    >
      <HStack align="flex-start" gap="4">
        <TextField
          label={t('search.form.bib')}
          input={{
            ...form.register('bib'),
            placeholder: t('search.form.bibPlaceholder'),
            autoComplete: 'off',
          }}
          flex="1"
          minW="200px"
          error={error}
          testId="score-bib"
        />
        <Button type="submit" colorPalette="brand" mt="7" loading={busy} data-testid="score-bib-submit">
          {t('search.form.submit')}
        </Button>
      </HStack>
    </form>
  );
}
