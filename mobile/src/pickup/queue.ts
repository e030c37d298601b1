import type { PickupRecordInput } from '@marathon/shared/api';
import { failureOf, recordPickup } from './desk-api';

/** A pickup recorded while the network was down: sent again, with its own pickup id, once it is back. */
export interface QueuedPickup {
  input: PickupRecordInput;
  /** What the volunteer saw, for the queue's reports. */
  regNo: number;
  name: string;
  bib: string;
  queuedAt: number;
}

/** What a replay told about one queued pickup that left the queue other than as recorded. */
export type ReplayReport =
  { kind: 'already'; pickup: QueuedPickup } | { kind: 'refused'; pickup: QueuedPickup; message: string };

/**
 * localStorage, not the tab's: a pickup handed over offline survives a closed tab or a flat battery. It holds no
 * secret; a replay uses the desk link open in the tab.
 */
const KEY = 'marathon.pickupQueue';
const CHANGED = 'marathon:pickup-queue';

export function queuedPickups(): QueuedPickup[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedPickup[]) : [];
  } catch {
    return [];
  }
}

function save(queue: QueuedPickup[]): void {
  window.localStorage.setItem(KEY, JSON.stringify(queue));
  window.dispatchEvent(new Event(CHANGED));
}

export function enqueuePickup(pickup: QueuedPickup): void {
  const queue = queuedPickups().filter((queued) => queued.input.pickupId !== pickup.input.pickupId);
  save([...queue, pickup]);
}

function dequeue(pickupId: string): void {
  save(queuedPickups().filter((queued) => queued.input.pickupId !== pickupId));
}

export function onQueueChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

let running: Promise<ReplayReport[]> | null = null;

/**
 * Sends the queue in order, one at a time (the API records a pickup id once, so a replay of a send whose answer
 * was lost records nothing twice). Stops at the first send without an answer, or when the desk link is refused
 * (a new link sends the rest). One replay at a time: a second caller shares the running one.
 */
export function replayQueue(secret: string): Promise<ReplayReport[]> {
  running ??= (async () => {
    const reports: ReplayReport[] = [];
    for (const pickup of queuedPickups()) {
      try {
        const answer = await recordPickup(secret, pickup.input);
        if (answer.outcome === 'already') reports.push({ kind: 'already', pickup });
      } catch (error) {
        const failure = failureOf(error);
        if (failure.kind === 'network' || failure.kind === 'desk') break;
        reports.push({ kind: 'refused', pickup, message: failure.message });
      }
      dequeue(pickup.input.pickupId);
    }
    return reports;
  })().finally(() => {
    running = null;
  });
  return running;
}
