import { LRUCache } from 'lru-cache';

/**
 * How long an answer about a result serves the page views after it. Results are provisional on race day (a
 * re-import or a correction changes them) and the API already lets any cache keep a lookup a minute; a few seconds
 * here turn a share link going round a group chat, or a crowd at the finish refreshing one bib, into one API read
 * a bib, while a changed result still shows within seconds.
 */
export const RESULT_KEEP_MS = 5_000;
/** Bounded memory: far more bibs than are asked within a few seconds on race day. */
const MAX_KEPT = 10_000;

/**
 * Reads of one kind coalesced by key: the views asking while a read is in flight share it, and a read that found
 * something serves the views of the next few seconds. A read that failed (`keep` says no) is not kept, so the next
 * view tries again.
 */
export class KeptReads<T extends object> {
  private readonly inFlight = new Map<string, Promise<T>>();
  /** None when nothing is to be kept (keepMs 0): only the reads in flight are shared. */
  private readonly kept: LRUCache<string, T> | null;

  constructor(
    private readonly keep: (answer: T) => boolean,
    keepMs = RESULT_KEEP_MS,
  ) {
    this.kept = keepMs > 0 ? new LRUCache<string, T>({ max: MAX_KEPT, ttl: keepMs }) : null;
  }

  read(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.kept?.get(key);
    if (kept) return Promise.resolve(kept);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const reading = load().then(
      (answer) => {
        this.inFlight.delete(key);
        if (this.keep(answer)) this.kept?.set(key, answer);
        return answer;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, reading);
    return reading;
  }
}
