import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { bibFormSchema, type BibForm as BibFormValues } from '../lookup/form-schemas';
import { LookupField, LookupRow } from '../lookup/LookupField';

export function BibForm({
  initialBib,
  focus = false,
  busy,
  onSearch,
  onInvalid,
}: {
  initialBib: string;
  /** Take focus on arrival (the field it replaces had it). */
  focus?: boolean;
  busy: boolean;
  onSearch: (bib: string) => void;
  /** The form refused its input: the page clears the previous answer. */
  onInvalid: () => void;
}) {
  const form = useForm<BibFormValues>({
    resolver: zodResolver(bibFormSchema),
    defaultValues: { bib: initialBib },
  });
  // A deep link or the back button changes the bib in the address: show the bib being looked up.
  useEffect(() => form.setValue('bib', initialBib), [form, initialBib]);
  // Only on arrival: the runner typing in the preview keeps typing here.
  const [focusOnArrival] = useState(focus);
  useEffect(() => {
    if (focusOnArrival) form.setFocus('bib');
  }, [form, focusOnArrival]);
  return (
    <form
      noValidate
      data-testid="score-bib-form"
      onSubmit={form.handleSubmit((values) => onSearch(String(bibFormSchema.parse(values).bib)), onInvalid)}
    >
      <LookupRow busy={busy} testId="score-bib">
        <LookupField
          kind="bib"
          registration={form.register('bib')}
          invalid={Boolean(form.formState.errors.bib)}
          testId="score-bib"
        />
      </LookupRow>
    </form>
  );
}
