import { ApiError, useSessionStore } from '@marathon/shared';
import { useState } from 'react';
import { login, type LoginFields } from '../api/user-center';

/** Where the code that confirms a held login goes: the account's phone or its email. */
export type ConfirmBy = 'sms' | 'email';

/** The step a refusal names: the API answers `data.confirmByCode` when strangers' failures hold the account. */
function confirmStepOf(failure: unknown): ConfirmBy | null {
  if (!(failure instanceof ApiError) || typeof failure.body !== 'object' || failure.body === null)
    return null;
  const data = (failure.body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const step = (data as { confirmByCode?: unknown }).confirmByCode;
  return step === 'sms' || step === 'email' ? step : null;
}

/**
 * Logs in and stores the token and user data through the page's one session store, which closes the
 * drawer and turns the header's entry into 'personal centre'. A failure is the client's red closable message;
 * loading stops either way. A refusal that offers a code to confirm the login sets `confirmBy`, and the form then
 * shows the code field.
 */
export function useLogin(): {
  loading: boolean;
  confirmBy: ConfirmBy | null;
  submit: (fields: LoginFields) => Promise<void>;
} {
  const [loading, setLoading] = useState(false);
  const [confirmBy, setConfirmBy] = useState<ConfirmBy | null>(null);
  return {
    loading,
    confirmBy,
    submit: async (fields) => {
      setLoading(true);
      try {
        const { token, userData } = await login(fields);
        useSessionStore.getState().setSession(token, userData);
      } catch (failure) {
        // The message is already shown by the HTTP client as a red closable message.
        const step = confirmStepOf(failure);
        if (step) setConfirmBy(step);
      } finally {
        setLoading(false);
      }
    },
  };
}
