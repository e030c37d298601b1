import { useLanguage } from '@marathon/shared';
import { isRequiredNow, type SignupField, type SignupFieldType } from '@marathon/shared/api';
import type { ComponentType } from 'react';
import { Controller, useFormState, useWatch, type Control, type UseFormGetValues } from 'react-hook-form';
import { errorTextAt } from './error-text';
import { FIELD_COMPONENTS } from './field-components';
import type { FieldProps } from './field-props';
import type { SignupValues } from './use-signup-form';

function FieldOf({
  field,
  control,
  getValues,
  readOnly,
}: {
  field: SignupField;
  control: Control<SignupValues>;
  getValues: UseFormGetValues<SignupValues>;
  readOnly: boolean;
}) {
  const language = useLanguage();
  const { errors } = useFormState({ control, name: field.key });
  // A field required by another answer (requiredWhen) shows its required mark as soon as that answer is chosen.
  const chosen = useWatch({
    control,
    name: field.requiredWhen?.field ?? field.key,
    disabled: field.requiredWhen === undefined,
  });
  const shown =
    field.requiredWhen && !field.required && isRequiredNow(field, () => chosen)
      ? { ...field, required: true }
      : field;
  // The map is keyed by type, so this component matches this field; TypeScript cannot follow the pairing.
  const Component = FIELD_COMPONENTS[field.type] as ComponentType<FieldProps<SignupFieldType>>;
  return (
    <Controller
      control={control}
      name={field.key}
      render={({ field: bound }) => (
        <Component
          field={shown}
          value={bound.value}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          errorAt={(subPath) => errorTextAt(errors, field.key, subPath, language)}
          inputId={`signup-${field.key}`}
          language={language}
          answerOf={(key) => getValues(key)}
          readOnly={readOnly}
        />
      )}
    />
  );
}

/** Every field of a form, in the configured order. */
export function FormFields({
  fields,
  control,
  getValues,
  readOnly = false,
}: {
  fields: readonly SignupField[];
  control: Control<SignupValues>;
  getValues: UseFormGetValues<SignupValues>;
  readOnly?: boolean;
}) {
  return (
    <>
      {fields.map((field) => (
        <FieldOf key={field.key} field={field} control={control} getValues={getValues} readOnly={readOnly} />
      ))}
    </>
  );
}
