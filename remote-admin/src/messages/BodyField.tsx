import { fieldAria, FieldFrame } from '@marathon/shared/form';
import { Textarea } from '@marathon/shared/ui-interactive';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A message's text in one language: a labelled multi-line field with its error. */
export function BodyField({
  label,
  register,
  error,
  lang,
  testId,
}: {
  label: string;
  register: UseFormRegisterReturn;
  error: string | undefined;
  lang: string;
  testId: string;
}) {
  const id = `${testId}-${useId()}`;
  return (
    <FieldFrame inputId={id} label={label} required error={error} errorTestId={`${testId}-error`}>
      <Textarea
        id={id}
        {...register}
        lang={lang}
        rows={6}
        maxLength={2000}
        {...fieldAria(id, { error, required: true })}
        data-testid={testId}
      />
    </FieldFrame>
  );
}
