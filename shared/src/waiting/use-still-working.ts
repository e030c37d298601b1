import { useEffect, useState } from 'react';

/** After this long a wait is no longer a moment: the page says it is still working, so nobody takes it for a hang. */
const STILL_WORKING_AFTER_MS = 4_000;

/** True once `busy` has lasted `afterMs`, false again as soon as it ends. */
export function useStillWorking(busy: boolean, afterMs = STILL_WORKING_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy, afterMs]);
  return busy && slow;
}
