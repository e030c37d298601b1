import { GENDER, useTranslation } from '@marathon/shared';
import { RadioChoices } from '@marathon/shared/form';
import { defineField } from '../define-field';
import { textOf } from '../field-values';

const CHOICES = [
  { value: GENDER.male, key: 'signup.basic.male' },
  { value: GENDER.female, key: 'signup.basic.female' },
] as const;

/** The choice a draft holds; it may hold the number as text. */
const chosenOf = (value: unknown) => CHOICES.find((c) => String(c.value) === String(value));

/** Male or female, handed back as the numbers the API stores (1, 2). */
export const GenderField = defineField<'gender'>({
  group: true,
  readOnly: ({ value }, t) => {
    const chosen = chosenOf(value);
    return chosen ? t(chosen.key) : '';
  },
  Edit: function GenderEdit({ field, value, onChange, inputId, language, error, describe }) {
    const chosen = chosenOf(value);
    const { t } = useTranslation();
    return (
      <RadioChoices
        name={field.key}
        firstId={inputId}
        label={textOf(language, field.label)}
        choices={CHOICES.map((c) => ({ value: String(c.value), label: t(c.key) }))}
        value={chosen ? String(chosen.value) : null}
        onChange={(v) => onChange(Number(v))}
        invalid={error !== undefined}
        describedBy={describe()}
        layout="cards"
      />
    );
  },
});
