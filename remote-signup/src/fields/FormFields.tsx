import { useLanguage } from '@marathon/shared';
import type { SignupField, SignupFieldType } from '@marathon/shared/api';
import type { ComponentType } from 'react';
import { Controller, useFormState, type Control, type UseFormGetValues } from 'react-hook-form';
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
  // The map is keyed by type, so this component matches this field; TypeScript cannot follow the pairing.
  const Component = FIELD_COMPONENTS[field.type] as ComponentType<FieldProps<SignupFieldType>>;
  return (
    <Controller
      control={control}
      name={field.key}
      render={({ field: bound }) => (
        <Component
          field={field}
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
