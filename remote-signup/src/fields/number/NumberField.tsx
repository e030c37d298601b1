import { useTranslation } from '@marathon/shared';
import { Flex, Text } from '@marathon/shared/ui';
import { Input } from '@marathon/shared/ui-interactive';
import { describedBy, helpIdOf, stringValue, textOf } from '../basic-support/a11y';
import { ReadOnlyValue } from '../basic-support/ReadOnlyValue';
import type { FieldProps } from '../field-props';
import { FieldShell } from '../FieldShell';

/** The schema's defaults: a range this wide says nothing worth showing. */
const DEFAULT_MIN = 1;
const DEFAULT_MAX = 999_999;

/**
 * A positive whole number, with its unit after the box. Typed text is handed back as is (the answer schema refuses
 * '012' or '1.5' with its own words) rather than silently dropping characters under the runner's fingers.
 */
export function NumberField({
  field,
  value,
  onChange,
  onBlur,
  errorAt,
  inputId,
  language,
  readOnly,
}: FieldProps<'number'>) {
  const { t } = useTranslation();
  const error = errorAt();
  const text = stringValue(value);
  const unit = field.unit ? textOf(language, field.unit) : '';
  if (readOnly)
    return (
      <ReadOnlyValue
        field={field}
        inputId={inputId}
        error={error}
        text={text && unit ? `${text} ${unit}` : text}
      />
    );
  const showRange = field.min > DEFAULT_MIN || field.max < DEFAULT_MAX;
  const unitId = `${inputId}-unit`;
  const rangeId = `${inputId}-range`;
  return (
    <FieldShell field={field} inputId={inputId} error={error}>
      <Flex align="center" gap="2">
        <Input
          id={inputId}
          name={field.key}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={String(field.max).length}
          maxW="48"
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(helpIdOf(field, inputId), unit && unitId, showRange && rangeId)}
          data-testid={`${field.key}-input`}
        />
        {unit ? (
          <Text id={unitId} data-testid={`${field.key}-unit`}>
            {unit}
          </Text>
        ) : null}
      </Flex>
      {showRange ? (
        <Text id={rangeId} fontSize="sm" color="gray.500" mt="1">
          {t('signup.basic.numberRange', { min: field.min, max: field.max })}
        </Text>
      ) : null}
    </FieldShell>
  );
}
