import { zodResolver } from '@hookform/resolvers/zod';
import { signupAnswersSchema, type SignupForm } from '@marathon/shared/api';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

export type SignupValues = Record<string, unknown>;

/** react-hook-form over the form's own answer schema (the API parses with the same one); rules run on blur. */
export function useSignupForm(form: Pick<SignupForm, 'fields'>, defaultValues: SignupValues = {}) {
  const resolver = useMemo(
    // The schema is built at run time from configuration, so its type is a record, not a literal shape.
    () => zodResolver(signupAnswersSchema(form)) as unknown as Resolver<SignupValues>,
    [form],
  );
  return useForm<SignupValues>({ resolver, mode: 'onBlur', reValidateMode: 'onChange', defaultValues });
}
