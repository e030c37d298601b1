import pg from 'pg';

/** The first wait before listening again after the connection is lost; it doubles up to MOST_RETRY_MS. */
const FIRST_RETRY_MS = 250;
/**
 * The longest wait between two tries: after the database is back, the channel is heard again within this (and a
 * connection attempt), however long the outage was.
 */
const MOST_RETRY_MS = 4_000;
/** A connection attempt that neither succeeds nor fails (a host that drops packets) is given up after this. */
const CONNECT_TIMEOUT_MS = 5_000;

export interface ListeningOptions {
  url: string;
  /** A PostgreSQL identifier of ours (letters and underscores), not a value from outside. */
  channel: string;
  onNotification(payload: string | undefined): void;
  /**
   * Listening again after the connection was lost: whatever was announced meanwhile was not heard, so the caller
   * reads again what it keeps.
   */
  onResumed(): void;
  onProblem(message: string): void;
}

export interface ListeningConnection {
  /** Whether the channel is being listened to now (false while the connection is being made again). */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * One connection of its own that LISTENs to a channel, made again with backoff for as long as it takes whenever it
 * is lost (a restart, a failover, an administrator ending it). There is never more than one connection or one
 * attempt at a time: a lost connection reports its loss once, however many of its events say so.
 */
export async function keepListening(options: ListeningOptions): Promise<ListeningConnection> {
  const { url, channel, onNotification, onResumed, onProblem } = options;
  let current: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const retryLater = (): void => {
    if (closed || timer) return;
    const ceiling = Math.min(MOST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    // Jitter, so the processes of one deployment do not all come back in the same millisecond.
    timer = setTimeout(
      () => {
        timer = null;
        connect().then(
          () => {
            failures = 0;
            onResumed();
          },
          (error: Error) => {
            onProblem(`live events: cannot listen (${error.message}); trying again`);
            retryLater();
          },
        );
      },
      ceiling / 2 + Math.random() * (ceiling / 2),
    );
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection that died without a word (a host gone, a network cut) is noticed within a minute or so.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let lost = false;
    const lose = (why: string): void => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      // An attempt that fails is tried again by whoever made it; only a connection that was listening is here.
      if (current !== client) return;
      current = null;
      onProblem(`live events: the listening connection was lost (${why}); listening again`);
      retryLater();
    };
    client.on('error', (error: Error) => lose(error.message));
    client.on('end', () => lose('the connection ended'));
    client.on('notification', (message) => onNotification(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      // Ended here, not retried here: the caller decides (the first start fails, a later try waits and tries again).
      lost = true;
      client.end().catch(() => undefined);
      throw error;
    }
    if (closed || lost) {
      await client.end().catch(() => undefined);
      if (lost) throw new Error('the connection ended while it was being made');
      return;
    }
    current = client;
  };

  await connect();
  return {
    listening: () => current !== null,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const client = current;
      current = null;
      client?.removeAllListeners('notification');
      await client?.end().catch(() => undefined);
    },
  };
}
