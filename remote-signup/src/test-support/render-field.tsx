import { useSessionStore, type Language } from '@marathon/shared';
import type { SignupField } from '@marathon/shared/api';
import { UiProvider } from '@marathon/shared/ui';
import { render } from '@testing-library/react';
import { act } from 'react';
import { FormFields } from '../fields/FormFields';
import { useSignupForm, type SignupValues } from '../fields/use-signup-form';
import { registerSignupMessages } from '../i18n/messages';

registerSignupMessages();

export interface FieldHarness {
  /** The parsed answers of the last successful submit, or null. */
  submitted: () => SignupValues | null;
  /** Runs the form's validation and submit; resolves when done. */
  submit: () => Promise<void>;
  values: () => SignupValues;
}

/**
 * Renders fields inside a real form (react-hook-form over the shared answer schema, the Chakra provider, the
 * page's i18n) in the given language, as a page would.
 */
export function renderFields(
  fields: SignupField[],
  {
    language = 'zh',
    defaultValues = {},
    readOnly = false,
  }: { language?: Language; defaultValues?: SignupValues; readOnly?: boolean } = {},
) {
  act(() => useSessionStore.getState().setLanguage(language));
  let last: SignupValues | null = null;
  let form: ReturnType<typeof useSignupForm> | null = null;
  function Harness() {
    const f = useSignupForm({ fields }, defaultValues);
    form = f;
    return (
      <form
        data-testid="harness"
        onSubmit={f.handleSubmit((values) => {
          last = values;
        })}
      >
        <FormFields fields={fields} control={f.control} getValues={f.getValues} readOnly={readOnly} />
      </form>
    );
  }
  const view = render(
    <UiProvider>
      <Harness />
    </UiProvider>,
  );
  const harness: FieldHarness = {
    submitted: () => last,
    submit: async () => {
      await act(async () => {
        await form?.handleSubmit((values) => {
          last = values;
        })();
      });
    },
    values: () => form?.getValues() ?? {},
  };
  return { ...view, harness };
}
