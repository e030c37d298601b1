import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '../../platform/config/config';
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
  if (config.kind === 'sqlite') {
    return {
      publish: async (change) => {
        emitter.emit('change', change);
      },
      subscribe,
      close: async () => {
        emitter.removeAllListeners();
      },
    };
  }

  let client: pg.Client | null = null;
  let closed = false;
  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: config.url });
    next.on('notification', (message) => {
      const change = parseChange(message.payload);
      if (change) emitter.emit('change', change);
    });
    next.on('error', (error) => {
      onProblem(`live events: ${error.message}`);
      client = null;
      // The listening connection died (the server restarted): listen again, a second later.
      if (!closed)
        setTimeout(
          () => void listen().catch((again: Error) => onProblem(`live events: ${again.message}`)),
          1000,
        );
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await listen();
  return {
    publish: async ({ year, bibs, moved = [] }) => {
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
    close: async () => {
      closed = true;
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
