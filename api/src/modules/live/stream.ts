import type { FastifyReply } from 'fastify';
import type { LiveFanout } from './fanout';
import type { LiveRecord } from './state';

/** A comment line this often keeps proxies (nginx reads for 60 s) and phone networks from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How long a browser waits before it reconnects a dropped stream (it then gets every runner's state again). */
const RETRY_MS = 3_000;
/**
 * What a stream may hold unsent before it is dropped: a reader that stopped reading (a phone in a pocket, a stalled
 * proxy, a client that never reads) would otherwise keep every event in the process's memory. A page follows at most
 * ten runners (about 15 KB of states at once), so this is several whole rounds behind; a dropped page reconnects
 * after RETRY_MS and gets every runner's state again, losing nothing.
 */
export const STREAM_BUFFER_BYTES = 128 * 1024;

export interface StreamSource {
  year: number;
  bibs: readonly string[];
  /** Whether the page gave the share code of a runner who shares by code. */
  granted(bib: string, record: LiveRecord): boolean;
  /** The process's fan-out, which writes the runners' states and changes to the stream. */
  fanout: Pick<LiveFanout, 'join'>;
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
      if (raw.writableLength > STREAM_BUFFER_BYTES) {
        close();
        raw.destroy();
        return false;
      }
      return true;
    },
  });
  const heartbeat = setInterval(() => {
    if (raw.writableLength > STREAM_BUFFER_BYTES) {
      close();
      raw.destroy();
    } else raw.write(': still here\n\n');
  }, HEARTBEAT_MS);
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
