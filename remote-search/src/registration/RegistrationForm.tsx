import { Button, HStack } from '@marathon/shared/ui';
import { Tabs } from '@marathon/shared/ui-interactive';
import { useTranslation } from '@marathon/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { registrationFormSchema, type RegistrationForm as Values } from '../lookup/form-schemas';
import { TextField } from '@marathon/shared/form';

export type RegistrationSearchValues = { name: string } & ({ idNumber: string } | { phone: string });

/** Name plus an ID number or a phone, whichever the runner registered with. */
export function RegistrationForm({
  busy,
  onSearch,
}: {
  busy: boolean;
  onSearch: (values: RegistrationSearchValues) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { by: 'idNumber', name: '', idNumber: '', phone: '' },
  });
  const by = useWatch({ control: form.control, name: 'by' });
  const { errors } = form.formState;
  /** The name, the tab's own field and the button: one row. */
  const fields = (identity: ReactNode) => (
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
        testId="registration-name"
      />
      {identity}
      <Button type="submit" colorPalette="brand" mt="7" loading={busy} data-testid="registration-submit">
        {t('search.form.submit')}
      </Button>
    </HStack>
  );
  return (
    <form
      noValidate
      data-testid="registration-form"
      onSubmit={form.handleSubmit((raw) => {
        const values = registrationFormSchema.parse(raw);
        onSearch(
          values.by === 'idNumber'
            ? { name: values.name, idNumber: values.idNumber }
            : { name: values.name, phone: values.phone },
        );
      })}
    >
      {/* Each tab's panel holds the fields it asks for, so the tabs name panels that are in the page. */}
      <Tabs.Root
        value={by}
        onValueChange={(e) => {
          form.setValue('by', e.value === 'phone' ? 'phone' : 'idNumber');
          form.clearErrors();
        }}
        variant="enclosed"
        size="sm"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="idNumber" data-testid="registration-by-id">
            {t('search.form.byIdNumber')}
          </Tabs.Trigger>
          <Tabs.Trigger value="phone" data-testid="registration-by-phone">
            {t('search.form.byPhone')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="idNumber" p="0">
          {fields(
            <TextField
              key="id"
              label={t('search.form.idNumber')}
              input={{
                ...form.register('idNumber'),
                placeholder: t('search.form.idPlaceholder'),
                autoComplete: 'off',
              }}
              flex="1"
              minW="200px"
              error={'idNumber' in errors && errors.idNumber ? t('search.errors.idNumber') : undefined}
              testId="registration-id"
            />,
          )}
        </Tabs.Content>
        <Tabs.Content value="phone" p="0">
          {fields(
            <TextField
              key="phone"
              label={t('search.form.phone')}
              input={{
                ...form.register('phone'),
                placeholder: t('search.form.phonePlaceholder'),
                autoComplete: 'tel',
              }}
              flex="1"
              minW="200px"
              error={'phone' in errors && errors.phone ? t('search.errors.phone') : undefined}
              testId="registration-phone"
            />,
          )}
        </Tabs.Content>
      </Tabs.Root>
    </form>
  );
}
