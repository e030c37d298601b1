import { useTranslation } from '@marathon/shared';
import { describedBy, helpIdOf } from '../field-a11y';
import { stringValue, textOf } from '../field-values';
import { ReadOnlyValue } from '../ReadOnly';
import { SelectInput } from '../SelectInput';
import type { FieldProps } from '../field-props';
import { FieldShell } from '../FieldShell';

/** One option of a list, in the browser's own drop-down (keyboard and screen readers know it). */
export function PickerField({
  field,
  value,
  onChange,
  onBlur,
  errorAt,
  inputId,
  language,
  readOnly,
}: FieldProps<'picker'>) {
  const { t } = useTranslation();
  const error = errorAt();
  const chosen = field.options.find((o) => o.value === stringValue(value));
  if (readOnly)
    return (
      <ReadOnlyValue
        field={field}
        inputId={inputId}
        error={error}
        text={chosen ? textOf(language, chosen.label) : ''}
      />
    );
  return (
    <FieldShell field={field} inputId={inputId} error={error}>
      <SelectInput
        id={inputId}
        name={field.key}
        testId={`${field.key}-input`}
        value={chosen?.value ?? ''}
        options={field.options.map((o) => ({ value: o.value, label: textOf(language, o.label) }))}
        placeholder={t('signup.basic.choose')}
        onChange={onChange}
        onBlur={onBlur}
        required={field.required}
        invalid={error !== undefined}
        describedBy={describedBy(helpIdOf(field, inputId))}
        maxW="md"
      />
    </FieldShell>
  );
}
