import { Worker } from 'node:worker_threads';
import type { FragmentRequest } from '@marathon/shared/contracts';
import type { RenderAnswer, RenderJob, RenderOutcome } from './fragment-worker';

/** A worker's heap: a fragment that grows past it is stopped by Node, not left to grow the server. */
const WORKER_HEAP_MB = 192;

export class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`the fragment did not answer within ${ms} ms`);
    this.name = 'RenderTimeout';
  }
}

/**
 * Renders a remote's first-paint views in a worker thread of their own. A render that does not answer in time
 * ends the worker (a synchronous loop cannot be interrupted any other way); the next render starts a new one.
 */
export class FragmentRenderer {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (answer: RenderAnswer | Error) => void>();

  constructor(private readonly workerFile: string) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerFile, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      this.pending.get(answer.id)?.(answer);
      this.pending.delete(answer.id);
    });
    let crash: Error | null = null;
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const settle of this.pending.values()) settle(error);
      this.pending.clear();
    };
    worker.on('error', (error) => {
      crash = error;
      fail(error);
    });
    worker.on('exit', (code) =>
      fail(new Error(`the first-paint worker stopped (${code})${crash ? `: ${crash.message}` : ''}`)),
    );
    this.worker = worker;
    return worker;
  }

  /** Each request's outcome, in order; rejects with RenderTimeout when the whole batch took longer than `ms`. */
  render(file: string, requests: FragmentRequest[], ms: number): Promise<RenderOutcome[]> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<RenderOutcome[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
        reject(new RenderTimeout(ms));
      }, ms);
      this.pending.set(id, (answer) => {
        clearTimeout(timer);
        if (answer instanceof Error) reject(answer);
        else resolve(answer.outcomes);
      });
      worker.postMessage({ id, file, requests } satisfies RenderJob);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
