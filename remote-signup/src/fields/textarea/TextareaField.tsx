import { useTranslation } from '@marathon/shared';
import { Text } from '@marathon/shared/ui';
import { Textarea } from '@marathon/shared/ui-interactive';
import { describedBy, helpIdOf, stringValue } from '../basic-support/a11y';
import { ReadOnlyValue } from '../basic-support/ReadOnlyValue';
import type { FieldProps } from '../field-props';
import { FieldShell } from '../FieldShell';

/** Several lines of text with a live 'n / max' count under them. */
export function TextareaField({
  field,
  value,
  onChange,
  onBlur,
  errorAt,
  inputId,
  readOnly,
}: FieldProps<'textarea'>) {
  const { t } = useTranslation();
  const error = errorAt();
  const text = stringValue(value);
  if (readOnly) return <ReadOnlyValue field={field} inputId={inputId} error={error} text={text} />;
  const countId = `${inputId}-count`;
  return (
    <FieldShell field={field} inputId={inputId} error={error}>
      <Textarea
        id={inputId}
        name={field.key}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        maxLength={field.maxLength}
        rows={4}
        autoresize
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(helpIdOf(field, inputId), countId)}
        data-testid={`${field.key}-input`}
      />
      <Text
        id={countId}
        fontSize="sm"
        color={text.length >= field.maxLength ? 'orange.600' : 'gray.500'}
        textAlign="end"
        mt="1"
        data-testid={`${field.key}-count`}
      >
        {t('signup.basic.textCount', { count: text.length, max: field.maxLength })}
      </Text>
    </FieldShell>
  );
}
