import { useTranslation } from '@marathon/shared';
import { NativeSelect } from '@marathon/shared/ui-interactive';
import { describedBy, helpIdOf, stringValue, textOf } from '../basic-support/a11y';
import { ReadOnlyValue } from '../basic-support/ReadOnlyValue';
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
      <NativeSelect.Root maxW="md">
        <NativeSelect.Field
          id={inputId}
          name={field.key}
          value={chosen?.value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(helpIdOf(field, inputId))}
          data-testid={`${field.key}-input`}
        >
          <option value="">{t('signup.basic.choose')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {textOf(language, option.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
