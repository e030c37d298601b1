import { localized, useLanguage, useTranslation } from '@marathon/shared';
import type { SignupField } from '@marathon/shared/api';
import { Box, Text, chakra } from '@marathon/shared/ui';
import type { ReactNode } from 'react';

/** Label, required mark, help and the field's error: the frame every field type sits in. */
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
  const label = localized(language, field.label.zh, field.label.en);
  const help = field.help ? localized(language, field.help.zh, field.help.en) : null;
  const labelContent = (
    <>
      {label}
      {field.required ? (
        <Text as="span" color="red.600" ms="1" aria-hidden="true">
          *
        </Text>
      ) : (
        <Text as="span" color="fg.muted" ms="2" fontSize="sm" fontWeight="normal">
          {t('signup.optional')}
        </Text>
      )}
    </>
  );
  return (
    <Box
      as={group ? 'fieldset' : 'div'}
      data-testid={`field-${field.key}`}
      data-field-type={field.type}
      data-invalid={error ? 'true' : undefined}
      mb="6"
      border="0"
      p="0"
      minW="0"
    >
      {group ? (
        <Box as="legend" fontWeight="semibold" mb="2" p="0">
          {labelContent}
        </Box>
      ) : (
        <chakra.label htmlFor={inputId} display="block" fontWeight="semibold" mb="2">
          {labelContent}
        </chakra.label>
      )}
      {help ? (
        <Text fontSize="sm" color="gray.600" mb="2" id={`${inputId}-help`}>
          {help}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Text role="alert" color="red.600" fontSize="sm" mt="1" data-testid={`field-${field.key}-error`}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
