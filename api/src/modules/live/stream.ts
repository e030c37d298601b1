import type { FastifyReply } from 'fastify';
import type { LiveFanout } from './fanout';
import type { LiveRecord } from './state';

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

export interface StreamSource {
  year: number;
  bibs: readonly string[];
  /** Whether the page gave the share code of a runner who shares by code. */
  granted(bib: string, record: LiveRecord): boolean;
  /** The process's fan-out, which writes the runners' states and changes to the stream. */
  fanout: LiveFanout;
  /** Gives the stream's place back when it closes. */
  release(): void;
}

/**
 * Server-Sent Events of some runners: each runner's state at once (a reconnect catches up on what it missed), then
 * again on every change of theirs, and when others' reads moved their place at a point they passed (a faster chip
 * time behind them, a correction): event `runner` with the runner's whole state (about 1.5 KB), or event `places`
 * with their places alone when nothing else changed since the stream's last state of them (the process's fan-out
 * decides what and when). The stream is written raw (no compression, no buffering in nginx), with the headers the
 * hooks set (CORS) kept; what one round of the fan-out writes to a stream goes out in one write.
 */
export function openEventStream(reply: FastifyReply, source: StreamSource): FastifyReply {
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
  let corked = false;
  const leave = source.fanout.join({
    year: source.year,
    bibs: new Set(source.bibs),
    granted: source.granted,
    write: (block) => {
      if (!open) return false;
      // A round writes its events to a stream in one go: corked until the round's turn of the event loop ends.
      if (!corked) {
        corked = true;
        raw.cork();
        process.nextTick(() => {
          corked = false;
          raw.uncork();
        });
      }
      raw.write(block);
      return true;
    },
  });
  const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    leave();
    source.release();
  };
  raw.on('close', close);
  raw.on('error', close);
  return reply;
}
