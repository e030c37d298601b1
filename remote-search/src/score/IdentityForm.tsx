import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { identityFormSchema, type IdentityForm as IdentityValues } from '../lookup/form-schemas';
import { LookupField, LookupRow } from '../lookup/LookupField';

/** Name and ID number: used by the score lookup and the multi-year lookup. */
export function IdentityForm({
  busy,
  onSearch,
  onInvalid,
  testId,
}: {
  busy: boolean;
  onSearch: (values: { name: string; idNumber: string }) => void;
  /** The form refused its input: the page clears the previous answer. */
  onInvalid: () => void;
  testId: string;
}) {
  const form = useForm<IdentityValues>({
    resolver: zodResolver(identityFormSchema),
    defaultValues: { name: '', idNumber: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={form.handleSubmit((values) => onSearch(identityFormSchema.parse(values)), onInvalid)}
    >
      <LookupRow busy={busy} testId={testId}>
        <LookupField
          kind="name"
          registration={form.register('name')}
          invalid={Boolean(errors.name)}
          testId={`${testId}-name`}
        />
        <LookupField
          kind="idNumber"
          registration={form.register('idNumber')}
          invalid={Boolean(errors.idNumber)}
          testId={`${testId}-id`}
        />
      </LookupRow>
    </form>
  );
}
