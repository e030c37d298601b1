import { errorMessageOf, showMessage, useSessionStore, useTranslation } from '@marathon/shared';
import { useState } from 'react';

/**
 * After a reset succeeds the stored session is cleared and the view returns to login; the server
 * has revoked every session of the account. Failures are silent for the page and said in the form.
 */
export function useReset(onBack: () => void) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [verificationToken, setVerificationToken] = useState('');
  return {
    loading,
    failure,
    verificationToken,
    setVerificationToken,
    run: async (call: () => Promise<unknown>) => {
      setFailure(null);
      setLoading(true);
      try {
        await call();
        useSessionStore.getState().clearSession();
        showMessage('success', t('auth.resetDone'));
        onBack();
      } catch (error) {
        setFailure(errorMessageOf(error));
      } finally {
        setLoading(false);
      }
    },
  };
}
