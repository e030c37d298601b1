import { errorMessage } from '@marathon/shared';
import { useState } from 'react';

/**
 * The state of a runner's live choice sent to the API (who may follow them, whether they are listed): the last
 * answer, the problem to show in the visitor's language, and whether a call is on its way (the buttons wait).
 */
export function useChoiceRequest<T>() {
  const [answer, setAnswer] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Sends one call; its answer replaces the last, its refusal clears it and says why. */
  const run = async (send: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setProblem(null);
    try {
      const saved = await send();
      setAnswer(saved);
      return saved;
    } catch (error) {
      setAnswer(null);
      setProblem(errorMessage(error));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { answer, problem, busy, run, refuse: setProblem };
}
