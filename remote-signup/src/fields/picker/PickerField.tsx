import { useTranslation } from '@marathon/shared';
import { SelectInput } from '@marathon/shared/form';
import { defineField } from '../define-field';
import { stringValue, textOf } from '../field-values';
import type { FieldProps } from '../field-props';

const chosenOf = ({ field, value }: FieldProps<'picker'>) =>
  field.options.find((o) => o.value === stringValue(value));

/** One option of a list, in the browser's own drop-down (keyboard and screen readers know it). */
export const PickerField = defineField<'picker'>({
  readOnly: (props) => {
    const chosen = chosenOf(props);
    return chosen ? textOf(props.language, chosen.label) : '';
  },
  Edit: function PickerEdit(props) {
    const { field, onChange, onBlur, inputId, language, error, describe } = props;
    const { t } = useTranslation();
    return (
      <SelectInput
        id={inputId}
        name={field.key}
        testId={`${field.key}-input`}
        value={chosenOf(props)?.value ?? ''}
        options={field.options.map((o) => ({ value: o.value, label: textOf(language, o.label) }))}
        placeholder={t('signup.basic.choose')}
        onChange={onChange}
        onBlur={onBlur}
        required={field.required}
        invalid={error !== undefined}
        describedBy={describe()}
        maxW="md"
      />
    );
  },
});
