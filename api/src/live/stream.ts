import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveMissing, LiveRunner } from '@marathon/shared/api';
import { WHOLE_YEAR, type LiveChange } from './bus';

/** A comment line this often keeps proxies (nginx reads for 60 s) and phone networks from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** Streams one client address may hold open on one process (a family on one carrier's address, not a flood). */
export const STREAMS_PER_ADDRESS = 30;
/** Streams one process holds at most: each is a socket and a listener; past this, pages ask every 15 s instead. */
const MAX_STREAMS = 20_000;

/** Places for open streams, per address and in all: a flood from one client cannot take every socket. */
export function streamSlots(perAddress = STREAMS_PER_ADDRESS, total = MAX_STREAMS) {
  const open = new Map<string, number>();
  let count = 0;
  return {
    /** A place for a stream of this address, with the function that gives it back; null when none is free. */
    take(address: string): (() => void) | null {
      const mine = open.get(address) ?? 0;
      if (mine >= perAddress || count >= total) return null;
      open.set(address, mine + 1);
      count += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        count -= 1;
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      };
    },
  };
}

/** How long a browser waits before it reconnects a dropped stream (it then gets every runner's state again). */
const RETRY_MS = 3_000;
/**
 * Runners whose place others moved are sent at most this often per stream: on race day places at a point move with
 * every faster chip time behind, for every runner, and each sending is the runner's whole state (about 1.5 KB); a
 * phone needs the place, not each step of it. A runner's own read goes at once.
 */
export const PLACES_EVERY_MS = 10_000;

/** What a stream last sent of a runner: to send nothing twice, and to know whose place a read moved. */
interface Sent {
  digest: string;
  item: string | null;
  /** Elapsed time at each point the runner was sent with. */
  elapsed: Map<string, number>;
}

function sentOf(state: LiveRunner | LiveMissing, text: string): Sent {
  return {
    digest: createHash('sha1').update(text).digest('base64'),
    item: state.found ? state.raceItem : null,
    elapsed: new Map(state.found ? state.splits.map((split) => [split.point, split.elapsedMs]) : []),
  };
}

export interface StreamSource {
  year: number;
  bibs: readonly string[];
  subscribe(listener: (change: LiveChange) => void): () => void;
  /** A runner's state, with places as of the changes announced when `asOf` was taken (or all, without it). */
  state(bib: string, asOf?: number): Promise<LiveRunner | LiveMissing>;
  /** The changes announced so far, taken when a read is queued. */
  asOf?(): number;
  /** Gives the stream's place back when it closes. */
  release(): void;
  /** How long an event waited, from the change heard to its writing (for the metrics). */
  observe?(kind: 'runner' | 'places' | 'opening', ms: number): void;
}

/**
 * Server-Sent Events of some runners: each runner's state at once (a reconnect catches up on what it missed), then
 * again on every change of theirs, and when others' reads moved their place at a point they passed (a faster chip
 * time behind them, a correction), as event `runner`; a state the same as the last one sent is not sent again. The
 * stream is written raw (no compression, no buffering in nginx), with the headers the hooks set (CORS) kept.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  source: StreamSource,
): FastifyReply {
  const watched = new Set(source.bibs);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let open = true;
  const sent = new Map<string, Sent>();
  // Sends in the order changes came, one read at a time per stream, so an older state never overtakes a newer one
  // (starting the reads all at once measured three to five times slower in the race-day bench).
  let queue = Promise.resolve();
  const send = (bib: string, kind: 'runner' | 'places' | 'opening', heardAt: number) => {
    const asOf = source.asOf?.();
    queue = queue
      .then(async () => {
        if (!open) return;
        const state = await source.state(bib, asOf);
        const text = JSON.stringify(state);
        const now = sentOf(state, text);
        if (!open || sent.get(bib)?.digest === now.digest) return;
        sent.set(bib, now);
        raw.write(`event: runner\ndata: ${text}\n\n`);
        source.observe?.(kind, Date.now() - heardAt);
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'live stream: a runner could not be read'));
  };
  const openedAt = Date.now();
  for (const bib of watched) send(bib, 'opening', openedAt);

  // Runners whose place moved, sent together once PLACES_EVERY_MS has passed since the last such sending.
  const placesDue = new Set<string>();
  let placesTimer: NodeJS.Timeout | null = null;
  let placesSentAt = 0;
  let placesHeardAt = 0;
  const sendPlaces = () => {
    placesTimer = null;
    placesSentAt = Date.now();
    for (const bib of placesDue) send(bib, 'places', placesHeardAt);
    placesDue.clear();
  };
  const unsubscribe = source.subscribe((change) => {
    if (change.year !== source.year) return;
    const whole = change.bibs.includes(WHOLE_YEAR);
    const heardAt = Date.now();
    for (const bib of whole ? watched : change.bibs) if (watched.has(bib)) send(bib, 'runner', heardAt);
    if (whole || !change.moved) return;
    for (const bib of watched) {
      const last = sent.get(bib);
      // Slower than the lowest time written or replaced at a point: the runner's place there moved.
      const moved = change.moved.some(
        (place) => place.item === last?.item && (last.elapsed.get(place.point) ?? -1) > place.fromMs,
      );
      // (A runner the change names too is read again then: the same state is not sent twice.)
      if (moved) placesDue.add(bib);
    }
    if (placesDue.size > 0 && !placesTimer) {
      placesHeardAt = heardAt;
      placesTimer = setTimeout(sendPlaces, Math.max(0, placesSentAt + PLACES_EVERY_MS - Date.now()));
    }
  });
  const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    if (placesTimer) clearTimeout(placesTimer);
    unsubscribe();
    source.release();
  };
  raw.on('close', close);
  raw.on('error', close);
  return reply;
}
