import { useTranslation } from '@marathon/shared';
import { CheckboxInput } from '@marathon/shared/form';
import { Stack, Text } from '@marathon/shared/ui';
import { defineField } from '../define-field';
import { textOf } from '../field-values';
import type { FieldProps } from '../field-props';

/** The chosen values that are still options, in the options' order (a draft may hold stale or repeated ones). */
function chosenValues({ field, value }: FieldProps<'checkbox'>): string[] {
  const held = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return field.options.map((o) => o.value).filter((v) => held.includes(v));
}

/** Several options; once `maxSelected` are ticked the others are disabled until one is cleared. */
export const CheckboxField = defineField<'checkbox'>({
  group: true,
  readOnly: (props, t) => {
    const chosen = chosenValues(props);
    return props.field.options
      .filter((o) => chosen.includes(o.value))
      .map((o) => textOf(props.language, o.label))
      .join(t('signup.basic.listSeparator'));
  },
  Edit: function CheckboxEdit(props) {
    const { field, onChange, inputId, language, error, describe } = props;
    const { t } = useTranslation();
    const chosen = chosenValues(props);
    const max = field.maxSelected;
    const full = max !== undefined && chosen.length >= max;
    const maxId = `${inputId}-max`;
    const toggle = (option: string, on: boolean) =>
      onChange(field.options.map((o) => o.value).filter((v) => (v === option ? on : chosen.includes(v))));
    return (
      <>
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
        <Stack gap="3">
          {field.options.map((option, index) => {
            const checked = chosen.includes(option.value);
            return (
              <CheckboxInput
                key={option.value}
                id={index === 0 ? inputId : `${inputId}-${option.value}`}
                name={field.key}
                value={option.value}
                checked={checked}
                disabled={full && !checked}
                invalid={error !== undefined}
                onChange={(on) => toggle(option.value, on)}
                label={textOf(language, option.label)}
                describedBy={describe(max !== undefined && maxId)}
                testId={`${field.key}-option-${option.value}`}
              />
            );
          })}
        </Stack>
      </>
    );
  },
});
