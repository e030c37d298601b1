import { useCallback, useEffect, useState } from 'react';
import { onQueueChange, queuedPickups, replayQueue, type QueuedPickup, type ReplayReport } from './queue';

/** The phone's queue of offline pickups, sent on opening the desk, when the network comes back, or on a tap. */
export function usePickupQueue(secret: string) {
  const [queue, setQueue] = useState<QueuedPickup[]>(queuedPickups);
  const [reports, setReports] = useState<ReplayReport[]>([]);
  const [sending, setSending] = useState(false);
  const replay = useCallback(
    () =>
      replayQueue(secret).then((done) => {
        // Two callers may share one replay (see replayQueue): each report is kept once.
        const fresh = (earlier: ReplayReport[]) =>
          done.filter(
            (report) => !earlier.some((seen) => seen.pickup.input.pickupId === report.pickup.input.pickupId),
          );
        if (done.length > 0) setReports((earlier) => [...earlier, ...fresh(earlier)]);
      }),
    [secret],
  );
  const send = () => {
    setSending(true);
    void replay().finally(() => setSending(false));
  };
  useEffect(() => onQueueChange(() => setQueue(queuedPickups())), []);
  useEffect(() => {
    const sendQueued = () => void replay();
    sendQueued();
    window.addEventListener('online', sendQueued);
    return () => window.removeEventListener('online', sendQueued);
  }, [replay]);
  return { queue, reports, sending, send };
}
