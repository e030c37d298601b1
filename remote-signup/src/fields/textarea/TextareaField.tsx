import { useTranslation } from '@marathon/shared';
import { Text } from '@marathon/shared/ui';
import { Textarea } from '@marathon/shared/ui-interactive';
import { textControlProps } from '../basic-support/control-props';
import { stringValue } from '../field-values';
import { ReadOnlyValue } from '../ReadOnly';
import type { FieldProps } from '../field-props';
import { FieldShell } from '../FieldShell';

/** Several lines of text with a live 'n / max' count under them. */
export function TextareaField(props: FieldProps<'textarea'>) {
  const { field, value, errorAt, inputId, readOnly } = props;
  const { t } = useTranslation();
  const error = errorAt();
  const text = stringValue(value);
  if (readOnly) return <ReadOnlyValue field={field} inputId={inputId} error={error} text={text} />;
  const countId = `${inputId}-count`;
  return (
    <FieldShell field={field} inputId={inputId} error={error}>
      <Textarea
        {...textControlProps(props, text, error, countId)}
        maxLength={field.maxLength}
        rows={4}
        autoresize
      />
      <Text
        id={countId}
        fontSize="sm"
        color={text.length >= field.maxLength ? 'orange.600' : 'fg.muted'}
        textAlign="end"
        mt="1"
        data-testid={`${field.key}-count`}
      >
        {t('signup.basic.textCount', { count: text.length, max: field.maxLength })}
      </Text>
    </FieldShell>
  );
}
