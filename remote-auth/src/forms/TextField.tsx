import { isMessageKey, useTranslation } from '@marathon/shared';
import { Flex } from '@marathon/shared/ui';
import { Field, Input } from '@marathon/shared/ui-interactive';
import type { ComponentProps, ReactNode } from 'react';

interface TextFieldProps {
  label: string;
  /** The i18n key of the field's error, or a server message already in the visitor's language. */
  error?: string | undefined;
  /** An error already in the visitor's language (a server message); shown when there is no `error` key. */
  message?: string | null | undefined;
  input: ComponentProps<typeof Input>;
  /** Beside the input, e.g. the send-code button. */
  addon?: ReactNode;
  testId: string;
}

/** A labelled input with its error under it, announced to screen readers by the field's aria wiring. */
export function TextField({ label, error, message, input, addon, testId }: TextFieldProps) {
  const { t } = useTranslation();
  const text = error ? (isMessageKey(error) ? t(error) : error) : (message ?? null);
  return (
    <Field.Root invalid={Boolean(text)}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="2" w="full">
        <Input data-testid={testId} {...input} />
        {addon}
      </Flex>
      {text ? <Field.ErrorText data-testid={`${testId}-error`}>{text}</Field.ErrorText> : null}
    </Field.Root>
  );
}
