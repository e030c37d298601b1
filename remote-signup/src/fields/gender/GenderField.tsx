import { GENDER, useTranslation } from '@marathon/shared';
import { Box } from '@marathon/shared/ui';
import { ChoiceRadios } from '../basic-support/ChoiceRadios';
import { describedBy, helpIdOf, onGroupBlur } from '../field-a11y';
import { textOf } from '../field-values';
import { ReadOnlyValue } from '../ReadOnly';
import type { FieldProps } from '../field-props';
import { FieldShell } from '../FieldShell';

const CHOICES = [
  { value: GENDER.male, key: 'signup.basic.male' },
  { value: GENDER.female, key: 'signup.basic.female' },
] as const;

/** Male or female, handed back as the numbers the API stores (1, 2). */
export function GenderField({
  field,
  value,
  onChange,
  onBlur,
  errorAt,
  inputId,
  language,
  readOnly,
}: FieldProps<'gender'>) {
  const { t } = useTranslation();
  const error = errorAt();
  // A draft may hold the number as text.
  const chosen = CHOICES.find((c) => String(c.value) === String(value));
  if (readOnly)
    return <ReadOnlyValue field={field} inputId={inputId} error={error} text={chosen ? t(chosen.key) : ''} />;
  return (
    <FieldShell field={field} inputId={inputId} error={error} group>
      <Box onBlur={onGroupBlur(onBlur)}>
        <ChoiceRadios
          fieldKey={field.key}
          inputId={inputId}
          groupLabel={textOf(language, field.label)}
          choices={CHOICES.map((c) => ({ value: String(c.value), label: t(c.key) }))}
          value={chosen ? String(chosen.value) : null}
          onChange={(v) => onChange(Number(v))}
          invalid={error !== undefined}
          describedBy={describedBy(helpIdOf(field, inputId))}
          columns
        />
      </Box>
    </FieldShell>
  );
}
