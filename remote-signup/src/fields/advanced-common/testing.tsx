import { useSessionStore, type Language } from '@marathon/shared';
import type { FieldOfType, SignupFieldType } from '@marathon/shared/api';
import { UiProvider } from '@marathon/shared/ui';
import { render } from '@testing-library/react';
import { act, type ComponentType } from 'react';
import type { FieldProps } from '../field-props';
import { registerSignupMessages } from '../../i18n/messages';

registerSignupMessages();

/** A field as the confirm page shows it (read-only), in a language. */
export function renderReadOnly<T extends SignupFieldType>(
  Component: ComponentType<FieldProps<T>>,
  field: FieldOfType<T>,
  value: unknown,
  language: Language,
) {
  act(() => useSessionStore.getState().setLanguage(language));
  return render(
    <UiProvider>
      <Component
        field={field}
        value={value}
        onChange={() => undefined}
        onBlur={() => undefined}
        errorAt={() => undefined}
        inputId={`signup-${field.key}`}
        language={language}
        answerOf={() => undefined}
        readOnly
      />
    </UiProvider>,
  );
}
