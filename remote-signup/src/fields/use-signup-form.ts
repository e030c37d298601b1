import { zodResolver } from '@hookform/resolvers/zod';
import { signupAnswersSchema, type SignupForm } from '@marathon/shared/api';
import { useMemo } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { firstMessage } from './error-text';

export type SignupValues = Record<string, unknown>;

/**
 * react-hook-form looks for an object answer's error at its top only: when every issue is nested (the city of
 * a region, the ID number of a country) it takes the answer for valid and drops the issues on blur and change.
 * Lifting the first nested message to the top keeps them until they are fixed.
 */
function withRootMessages(resolver: Resolver<SignupValues>): Resolver<SignupValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors = result.errors as Record<string, unknown>;
    for (const [key, node] of Object.entries(errors)) {
      if (
        node &&
        typeof node === 'object' &&
        !Array.isArray(node) &&
        !(node as { message?: unknown }).message
      ) {
        errors[key] = { ...node, type: 'nested', message: firstMessage(node) };
      }
    }
    return { values: {}, errors: errors as FieldErrors<SignupValues> };
  };
}

/** react-hook-form over the form's own answer schema (the API parses with the same one); rules run on blur. */
export function useSignupForm(form: Pick<SignupForm, 'fields'>, defaultValues: SignupValues = {}) {
  const resolver = useMemo(
    // The schema is built at run time from configuration, so its type is a record, not a literal shape.
    () => withRootMessages(zodResolver(signupAnswersSchema(form)) as unknown as Resolver<SignupValues>),
    [form],
  );
  return useForm<SignupValues>({ resolver, mode: 'onBlur', reValidateMode: 'onChange', defaultValues });
}
