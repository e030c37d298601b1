import { useSessionStore } from '@marathon/shared';
import { useState } from 'react';
import { login, type LoginFields } from '../api/user-center';

/**
 * Logs in and stores the token and user data through the page's one session store, which closes the
 * drawer and turns the header's entry into 'personal centre'. A failure is the client's red closable message;
 * loading stops either way.
 */
export function useLogin(): { loading: boolean; submit: (fields: LoginFields) => Promise<void> } {
  const [loading, setLoading] = useState(false);
  return {
    loading,
    submit: async (fields) => {
      setLoading(true);
      try {
        const { token, userData } = await login(fields);
        useSessionStore.getState().setSession(token, userData);
      } catch {
        // Already shown by the HTTP client as a red closable message.
      } finally {
        setLoading(false);
      }
    },
  };
}
