import { useTranslation } from '@marathon/shared';
import { Stack, Text } from '@marathon/shared/ui';
import { Checkbox } from '@marathon/shared/ui-interactive';
import { describedBy, helpIdOf, onGroupBlur } from '../field-a11y';
import { textOf } from '../field-values';
import { ReadOnlyValue } from '../ReadOnly';
import type { FieldProps } from '../field-props';
import { FieldShell } from '../FieldShell';

/** The chosen values that are still options, in the options' order (a draft may hold stale or repeated ones). */
function chosenValues(value: unknown, options: readonly { value: string }[]): string[] {
  const held = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return options.map((o) => o.value).filter((v) => held.includes(v));
}

/** Several options; once `maxSelected` are ticked the others are disabled until one is cleared. */
export function CheckboxField({
  field,
  value,
  onChange,
  onBlur,
  errorAt,
  inputId,
  language,
  readOnly,
}: FieldProps<'checkbox'>) {
  const { t } = useTranslation();
  const error = errorAt();
  const chosen = chosenValues(value, field.options);
  if (readOnly) {
    const labels = field.options
      .filter((o) => chosen.includes(o.value))
      .map((o) => textOf(language, o.label));
    return (
      <ReadOnlyValue
        field={field}
        inputId={inputId}
        error={error}
        text={labels.join(t('signup.basic.listSeparator'))}
      />
    );
  }
  const max = field.maxSelected;
  const full = max !== undefined && chosen.length >= max;
  const maxId = `${inputId}-max`;
  const toggle = (option: string, on: boolean) =>
    onChange(field.options.map((o) => o.value).filter((v) => (v === option ? on : chosen.includes(v))));
  return (
    <FieldShell field={field} inputId={inputId} error={error} group>
      {max !== undefined ? (
        <Text
          id={maxId}
          fontSize="sm"
          color={full ? 'orange.600' : 'fg.muted'}
          mb="2"
          aria-live="polite"
          data-testid={`${field.key}-max`}
        >
          {t(full ? 'signup.basic.checkboxMaxReached' : 'signup.basic.checkboxMax', { max })}
        </Text>
      ) : null}
      <Stack gap="3" onBlur={onGroupBlur(onBlur)}>
        {field.options.map((option, index) => {
          const checked = chosen.includes(option.value);
          return (
            <Checkbox.Root
              key={option.value}
              name={field.key}
              value={option.value}
              checked={checked}
              disabled={full && !checked}
              invalid={error !== undefined}
              onCheckedChange={(details) => toggle(option.value, details.checked === true)}
              ids={{ hiddenInput: index === 0 ? inputId : `${inputId}-${option.value}` }}
              colorPalette="brand"
              data-testid={`${field.key}-option-${option.value}`}
            >
              <Checkbox.HiddenInput
                aria-describedby={describedBy(helpIdOf(field, inputId), max !== undefined && maxId)}
              />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{textOf(language, option.label)}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    </FieldShell>
  );
}
