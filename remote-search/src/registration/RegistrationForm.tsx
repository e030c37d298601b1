import { Tabs } from '@marathon/shared/ui-interactive';
import { useTranslation } from '@marathon/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { registrationFormSchema, type RegistrationForm as Values } from '../lookup/form-schemas';
import { LookupField, LookupRow } from '../lookup/LookupField';

export type RegistrationSearchValues = { name: string } & ({ idNumber: string } | { phone: string });

/** Name plus an ID number or a phone, whichever the runner registered with. */
export function RegistrationForm({
  busy,
  onSearch,
  onInvalid,
}: {
  busy: boolean;
  onSearch: (values: RegistrationSearchValues) => void;
  /** The form refused its input: the page clears the previous answer. */
  onInvalid: () => void;
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
    <LookupRow busy={busy} testId="registration">
      <LookupField
        kind="name"
        registration={form.register('name')}
        invalid={Boolean(errors.name)}
        testId="registration-name"
      />
      {identity}
    </LookupRow>
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
      }, onInvalid)}
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
            <LookupField
              key="id"
              kind="idNumber"
              registration={form.register('idNumber')}
              invalid={'idNumber' in errors && Boolean(errors.idNumber)}
              testId="registration-id"
            />,
          )}
        </Tabs.Content>
        <Tabs.Content value="phone" p="0">
          {fields(
            <LookupField
              key="phone"
              kind="phone"
              registration={form.register('phone')}
              invalid={'phone' in errors && Boolean(errors.phone)}
              testId="registration-phone"
            />,
          )}
        </Tabs.Content>
      </Tabs.Root>
    </form>
  );
}
