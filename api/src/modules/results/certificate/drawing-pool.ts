import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { API_CODE } from '@marathon/shared/api';
import { ApiFailure, bilingual } from '../../../platform/http/api-failure';
import type { DrawJob, Drawn } from './draw';

export interface DrawingPoolOptions {
  /** Threads drawing at once; the machine's cores by default. */
  threads?: number;
  /** Drawings that may wait for a thread; more are refused with a 429. */
  maxWaiting?: number;
  /** How long a drawing may take, its wait for a thread included. */
  timeoutMs?: number;
  /** The worker's module (tests give one that fails); the certificate worker by default. */
  worker?: URL;
}

/**
 * A cold certificate takes about 40 ms of CPU; at the 42 a second race day needs, a thread a core draws the queue
 * down within a few seconds: 30 s is far beyond any drawing, short enough that nobody waits on a dead thread.
 */
const TIMEOUT_MS = 30_000;
/** About ten seconds of drawing on two cores: a request that would wait longer is told to come back. */
const MAX_WAITING = 400;

/** The worker's module: built beside the server as certificate-worker.js, or run from source through tsx. */
function workerModule(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('./draw-worker-from-source.mjs', here)
    : new URL('./certificate-worker.js', here);
}

const busy = () =>
  new ApiFailure(
    API_CODE.tooManyRequests,
    bilingual(
      '正在为很多跑者生成证书，请稍后再试',
      'Certificates are being drawn for many runners: please try again in a minute',
    ),
  );
const failed = () =>
  new ApiFailure(
    API_CODE.serverError,
    bilingual('证书生成失败，请稍后再试', 'The certificate could not be drawn: please try again later'),
  );

/**
 * Worker threads that draw cold certificates (piscina), so the API's own thread only reads, routes and sends: a
 * burst of certificates no longer holds up the lookups beside it. Threads start with the first drawing and end
 * after a minute idle, or when the API closes. A drawing that fails, hangs past its time or loses its thread
 * answers a bilingual error (the thread is replaced); a queue past its limit a 429.
 */
export function drawingPool(options: DrawingPoolOptions = {}) {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const threads = options.threads ?? availableParallelism();
  // Counted here: piscina 5.3.2 queues a task that carries an abort signal apart, where its maxQueue does not count
  // it (piscinajs/piscina#1029).
  const limit = threads + (options.maxWaiting ?? MAX_WAITING);
  let pool: Piscina<DrawJob, Drawn> | null = null;
  let closed = false;
  let underWay = 0;

  const open = () =>
    (pool ??= new Piscina<DrawJob, Drawn>({
      filename: (options.worker ?? workerModule()).href,
      maxThreads: threads,
      minThreads: 0,
      idleTimeout: 60_000,
    }));

  return {
    async draw(job: DrawJob): Promise<Omit<Drawn, 'png'> & { png: Buffer }> {
      if (closed) throw failed();
      if (underWay >= limit) throw busy();
      underWay += 1;
      try {
        const drawn = await open().run(job, { signal: AbortSignal.timeout(timeoutMs) });
        const { buffer, byteOffset, byteLength } = drawn.png;
        return { ...drawn, png: Buffer.from(buffer, byteOffset, byteLength) };
      } catch (error) {
        throw Object.assign(failed(), { cause: error });
      } finally {
        underWay -= 1;
      }
    },
    /** Ends the threads (a drawing under way is answered with the error). */
    async close(): Promise<void> {
      closed = true;
      await pool?.destroy();
    },
  };
}
export type DrawingPool = ReturnType<typeof drawingPool>;
