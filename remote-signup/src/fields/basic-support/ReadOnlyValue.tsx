import { useTranslation } from '@marathon/shared';
import type { SignupField } from '@marathon/shared/api';
import { Box } from '@marathon/shared/ui';
import type { ReactNode } from 'react';
import { FieldShell } from '../FieldShell';

/** A field's answer as plain text (the confirm page): '—' when there is none. */
export function ReadOnlyValue({
  field,
  inputId,
  error,
  text,
  children,
}: {
  field: SignupField;
  inputId: string;
  error: string | undefined;
  text: string;
  /** Shown after the text (e.g. a link to an uploaded image). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FieldShell field={field} inputId={inputId} error={error}>
      <Box id={inputId} data-testid={`${field.key}-value`} whiteSpace="pre-wrap" wordBreak="break-word">
        {text.trim() === '' ? t('signup.basic.empty') : text}
        {children}
      </Box>
    </FieldShell>
  );
}
