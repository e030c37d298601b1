import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import type { Database } from '../db/schema';

/** A change of some runners' live state: every process with a watcher of one of them reads it again. */
export interface LiveChange {
  year: number;
  /** The runners changed, or WHOLE_YEAR alone: every runner of the year (its results were imported). */
  bibs: string[];
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

function parseChange(payload: string | undefined): LiveChange | null {
  if (!payload) return null;
  const [year, ...bibs] = payload.split(',');
  const number = Number(year);
  return Number.isInteger(number) && bibs.length > 0 ? { year: number, bibs } : null;
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
    publish: async ({ year, bibs }) => {
      for (let start = 0; start < bibs.length; start += PAYLOAD_BIBS) {
        const payload = [year, ...bibs.slice(start, start + PAYLOAD_BIBS)].join(',');
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
