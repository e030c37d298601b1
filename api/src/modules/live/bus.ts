import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '../../platform/config/config';
import { keepListening } from '../../platform/db/listening-connection';
import type { Database } from '../../platform/db/schema';

/**
 * Places that may have moved at one point of one race: a read written there (new, or replacing one) at or below
 * `fromMs` elapsed moved the place of every runner of the race slower than that at the point.
 */
export interface PlacesMoved {
  item: string;
  point: string;
  fromMs: number;
}

/** Places moved by several writes, as one list: each race's point once, from its lowest time. */
export function joinMoved(...lists: readonly PlacesMoved[][]): PlacesMoved[] {
  const lowest = new Map<string, PlacesMoved>();
  for (const place of lists.flat()) {
    const key = `${place.item}/${place.point}`;
    const known = lowest.get(key);
    if (!known || place.fromMs < known.fromMs) lowest.set(key, place);
  }
  return [...lowest.values()];
}

/** A change of some runners' live state: every process with a watcher of one of them reads it again. */
export interface LiveChange {
  year: number;
  /** The runners changed, or WHOLE_YEAR alone: every runner of the year (its results were imported). */
  bibs: string[];
  /** Where others' places moved with these runners' reads: watchers of those runners send them again too. */
  moved?: PlacesMoved[];
}

/** Not a bib (bibs are letters and digits): stands for every runner of the year. */
export const WHOLE_YEAR = '*';

export interface LiveBus {
  /** Tells every API process (this one too) that these runners changed; after the change is committed. */
  publish(change: LiveChange): Promise<void>;
  subscribe(listener: (change: LiveChange) => void): () => void;
  /**
   * Changes may have gone unheard: the listening connection was lost and is back. What a listener keeps from
   * announced changes (rows, indexes, what a stream sent) is read again from the database, which holds every change.
   */
  onMissed(listener: () => void): () => void;
  /**
   * A change this process publishes, heard here at once, before any process hears it through `subscribe`: what a
   * listener keeps of those runners (rows, places) goes now, so this process's next read is of the committed change
   * even while its own announcement is still on its way back from the database. Streams wait for `subscribe`, so a
   * change is sent to them once.
   */
  onOwnChange(listener: (change: LiveChange) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'marathon_live';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: bibs go in parts well under it. */
const PAYLOAD_BIBS = 500;

/** `year,bib,bib…` then, when places moved, `|item/point/fromMs,…` (bibs, items and points have no `|` or `/`). */
function payloadOf(year: number, bibs: string[], moved: PlacesMoved[]): string {
  const head = [year, ...bibs].join(',');
  return moved.length > 0
    ? `${head}|${moved.map((place) => `${place.item}/${place.point}/${place.fromMs}`).join(',')}`
    : head;
}

function parseChange(payload: string | undefined): LiveChange | null {
  if (!payload) return null;
  const [head = '', places] = payload.split('|');
  const [year, ...bibs] = head.split(',');
  const number = Number(year);
  if (!Number.isInteger(number) || bibs.length === 0) return null;
  const moved = (places ? places.split(',') : []).flatMap((entry) => {
    const [item, point, fromMs] = entry.split('/');
    const from = Number(fromMs);
    return item && point && Number.isFinite(from) ? [{ item, point, fromMs: from }] : [];
  });
  return moved.length > 0 ? { year: number, bibs, moved } : { year: number, bibs };
}

/**
 * The live events between API processes. On PostgreSQL: LISTEN/NOTIFY on one connection of its own, so every
 * process (behind any load balancer) hears every change, in commit order, with no broker of our own. On SQLite
 * there is one process: its own emitter.
 */
export async function openLiveBus(
  config: DatabaseConfig,
  db: Kysely<Database>,
  onProblem: (message: string) => void,
): Promise<LiveBus> {
  const emitter = new EventEmitter();
  // Each events stream listens; thousands of them are expected, not a leak.
  emitter.setMaxListeners(0);
  const subscribe = (listener: (change: LiveChange) => void) => {
    emitter.on('change', listener);
    return () => emitter.off('change', listener);
  };
  const onMissed = (listener: () => void) => {
    emitter.on('missed', listener);
    return () => emitter.off('missed', listener);
  };
  const onOwnChange = (listener: (change: LiveChange) => void) => {
    emitter.on('own', listener);
    return () => emitter.off('own', listener);
  };
  if (config.kind === 'sqlite') {
    return {
      publish: async (change) => {
        emitter.emit('own', change);
        emitter.emit('change', change);
      },
      subscribe,
      onMissed,
      onOwnChange,
      close: async () => {
        emitter.removeAllListeners();
      },
    };
  }

  // The listening connection is made again, with backoff, however long the database is away; once back, every
  // listener reads again what it keeps, since changes committed meanwhile were announced to nobody here.
  const listening = await keepListening({
    url: config.url,
    channel: CHANNEL,
    onNotification: (payload) => {
      const change = parseChange(payload);
      if (change) emitter.emit('change', change);
    },
    onResumed: () => emitter.emit('missed'),
    onProblem,
  });
  return {
    publish: async ({ year, bibs, moved = [] }) => {
      emitter.emit('own', { year, bibs, moved });
      // A whole year changed (an import, rare): this process hears it at once too, so its next read after the
      // import is of the imported results, not of rows it kept until its own NOTIFY comes back. Heard twice here,
      // it drops the same kept rows twice.
      if (bibs.includes(WHOLE_YEAR)) emitter.emit('change', { year, bibs, moved });
      for (let start = 0; start < bibs.length; start += PAYLOAD_BIBS) {
        // The places moved go once, with the first part (a few points of a few races: a few hundred bytes).
        const payload = payloadOf(year, bibs.slice(start, start + PAYLOAD_BIBS), start === 0 ? moved : []);
        await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
      }
    },
    subscribe,
    onMissed,
    onOwnChange,
    close: async () => {
      emitter.removeAllListeners();
      await listening.close();
    },
  };
}
