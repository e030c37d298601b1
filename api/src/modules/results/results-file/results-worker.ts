import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { readPassingsFile } from './read-passings-file';
import { checkResultsUpload } from './read-results-file';

/*
 * The worker thread a results file (or a timing company's passings file) is read and checked in (check-in-worker.ts starts it): its heap is limited,
 * and the API's own thread keeps answering lookups meanwhile. Built as dist/results-worker.js beside the server.
 */

// On Linux a thread has a priority of its own: this one yields the cores to the API's thread (and to every other
// process) when they are busy, so lookups stay quick on a small machine. Elsewhere this would lower the whole
// process, so it is left alone there.
if (process.platform === 'linux') setPriority(19);

export type ResultsCheckJob =
  | { kind: 'results'; bytes: Uint8Array; fileName: string; year: number }
  | { kind: 'passings'; bytes: Uint8Array; fileName: string };

const job = workerData as ResultsCheckJob;
parentPort?.postMessage(
  job.kind === 'results'
    ? await checkResultsUpload(job.bytes, job.fileName, job.year)
    : await readPassingsFile(job.bytes, job.fileName),
);
