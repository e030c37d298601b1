import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { checkResultsUpload } from './read-results-file';

/*
 * The worker thread a results file is read and checked in (check-in-worker.ts starts it): its heap is limited,
 * and the API's own thread keeps answering lookups meanwhile. Built as dist/results-worker.js beside the server.
 */

// On Linux a thread has a priority of its own: this one yields the cores to the API's thread (and to every other
// process) when they are busy, so lookups stay quick on a small machine. Elsewhere this would lower the whole
// process, so it is left alone there.
if (process.platform === 'linux') setPriority(19);

export interface ResultsCheckJob {
  bytes: Uint8Array;
  fileName: string;
  year: number;
}

const job = workerData as ResultsCheckJob;
parentPort?.postMessage(await checkResultsUpload(job.bytes, job.fileName, job.year));
