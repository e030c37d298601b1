import { Button, HStack } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { identityFormSchema, type IdentityForm as IdentityValues } from '../lookup/form-schemas';
import { TextField } from '@marathon/shared/form';

/** Name and ID number: used by the score lookup and the multi-year lookup. */
export function IdentityForm({
  busy,
  onSearch,
  testId,
}: {
  busy: boolean;
  onSearch: (values: { name: string; idNumber: string }) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = useForm<IdentityValues>({
    resolver: zodResolver(identityFormSchema),
    defaultValues: { name: '', idNumber: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={form.handleSubmit((values) => onSearch(identityFormSchema.parse(values)))}
    >
      <HStack align="flex-start" gap="4">
        <TextField
          label={t('search.form.name')}
          input={{
            ...form.register('name'),
            placeholder: t('search.form.namePlaceholder'),
            autoComplete: 'name',
          }}
          flex="1"
          minW="200px"
          error={errors.name ? t('search.errors.name') : undefined}
          testId={`${testId}-name`}
        />
        <TextField
          label={t('search.form.idNumber')}
          input={{
            ...form.register('idNumber'),
            placeholder: t('search.form.idPlaceholder'),
            autoComplete: 'off',
          }}
          flex="1"
          minW="200px"
          error={errors.idNumber ? t('search.errors.idNumber') : undefined}
          testId={`${testId}-id`}
        />
        <Button type="submit" colorPalette="brand" mt="7" loading={busy} data-testid={`${testId}-submit`}>
          {t('search.form.submit')}
        </Button>
      </HStack>
    </form>
  );
}
