import { localized, useLanguage, useTranslation } from '@marathon/shared';
import type { SignupField } from '@marathon/shared/api';
import { FieldFrame } from '@marathon/shared/form';
import type { ReactNode } from 'react';

/** A sign-up field's frame: the kit's field frame with the configured label, help and required mark. */
export function FieldShell({
  field,
  inputId,
  error,
  children,
  group = false,
}: {
  field: SignupField;
  inputId: string;
  error: string | undefined;
  children: ReactNode;
  /** Several inputs (a fieldset with a legend) rather than one labelled input. */
  group?: boolean;
}) {
  const language = useLanguage();
  const { t } = useTranslation();
  return (
    <FieldFrame
      inputId={inputId}
      label={localized(language, field.label.zh, field.label.en)}
      required={field.required}
      optionalText={t('signup.optional')}
      hint={field.help ? localized(language, field.help.zh, field.help.en) : undefined}
      error={error}
      group={group}
      size="md"
      errorTestId={`field-${field.key}-error`}
      data-testid={`field-${field.key}`}
      data-field-type={field.type}
      mb="2"
    >
      {children}
    </FieldFrame>
  );
}
