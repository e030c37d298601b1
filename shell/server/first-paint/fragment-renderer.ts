import { Worker } from 'node:worker_threads';
import type { FragmentRequest } from '@marathon/shared/contracts';
import { KeptReads } from '../kept-reads';
import type { RenderAnswer, RenderJob, RenderOutcome } from './fragment-worker';

/** A worker's heap: a fragment that grows past it is stopped by Node, not left to grow the server. */
const WORKER_HEAP_MB = 192;
/**
 * Starting a worker and loading a module (jsdom, React and the remote's code) takes seconds on a busy machine: it
 * happens once per worker and module, before any render is timed, with a limit of its own.
 */
const LOAD_LIMIT_MS = 60_000;

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
  /** The modules loaded in the current worker, each once (a load that failed is tried again). */
  private loaded = this.loads();
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
      if (this.worker === worker) this.stopped();
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

  private loads(): KeptReads<{ file: string }> {
    return new KeptReads<{ file: string }>({
      max: 16,
      freshMs: Infinity,
      load: (file) => this.post(file, [], LOAD_LIMIT_MS).then(() => ({ file })),
    });
  }

  private stopped(): void {
    this.worker = null;
    // A new worker loads every module again; a load still under way in the old one is forgotten with it.
    this.loaded = this.loads();
  }

  /** Posts a job and waits for its answer; a job that outlives `ms` ends the worker. */
  private post(file: string, requests: FragmentRequest[], ms: number): Promise<RenderOutcome[]> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<RenderOutcome[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        if (this.worker === worker) this.stopped();
        void worker.terminate();
        reject(new RenderTimeout(ms));
      }, ms);
      this.pending.set(id, (answer) => {
        clearTimeout(timer);
        if (answer instanceof Error) reject(answer);
        else if ('failed' in answer) reject(new Error(answer.failed));
        else resolve(answer.outcomes);
      });
      worker.postMessage({ id, file, requests } satisfies RenderJob);
    });
  }

  /** Loads the module in the worker (once), so that renders are timed on rendering alone. */
  async load(file: string): Promise<void> {
    await this.loaded.read(file);
  }

  /** Each request's outcome, in order; rejects with RenderTimeout when the renders took longer than `ms`. */
  async render(file: string, requests: FragmentRequest[], ms: number): Promise<RenderOutcome[]> {
    await this.load(file);
    return this.post(file, requests, ms);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.stopped();
    if (worker) await worker.terminate();
  }
}
