import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { API_CODE } from '@marathon/shared/api';
import { ApiFailure, bilingual } from '../../../platform/http/api-failure';
import type { PassingsFileRead } from './read-passings-file';
import { refusal } from '../results-csv';
import type { ResultsUploadCheck } from './read-results-file';
import type { ResultsCheckJob } from './results-worker';

/** What one check may use: the worker's heap (MB) and its time. */
export interface ResultsCheckLimits {
  maxHeapMb: number;
  timeoutMs: number;
}

/**
 * A 20,000-row workbook peaks at about 60 MB of heap in SheetJS; 160 MB leaves room for the 100,000 rows a file may
 * have while keeping the API's whole memory well under 512 MB. Two minutes is many times what any real file takes.
 */
export const RESULTS_CHECK_LIMITS: ResultsCheckLimits = { maxHeapMb: 160, timeoutMs: 120_000 };
/** Checks that may wait for the running one; more are refused (each holds its file in memory while it waits). */
const MAX_WAITING = 4;

/** A file the worker could not read within its limits: refused alike, whatever kind of file it was. */
type Unreadable = ResultsUploadCheck & { ok: false; format: null };

const unreadable = (zh: string, en: string): Unreadable => ({
  ...refusal([{ row: 0, column: null, zh, en }]),
  format: null,
});

const TOO_BIG = () =>
  unreadable(
    '读取该文件所需的内存超过导入的上限：请另存为 CSV 或拆分后再导入',
    'reading the file needs more memory than an import may use: save it as CSV or split it',
  );
const TOO_SLOW = () =>
  unreadable(
    '读取该文件超时：请另存为 CSV 或拆分后再导入',
    'reading the file took too long: save it as CSV or split it',
  );

/** The worker's script: built beside the server as results-worker.js, or run from source through tsx. */
function workerScript(): URL {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new URL('./results-worker.js', here);
  // From source (tests, `npm run dev`, the CLI under tsx): the worker registers tsx's loader, then imports the
  // TypeScript entry.
  const tsxPackage = createRequire(here).resolve('tsx/package.json');
  const tsx = pathToFileURL(tsxPackage.replace(/package\.json$/, 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./results-worker.ts', here).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

let busy = false;
const queue: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (!busy) {
    busy = true;
    return;
  }
  if (queue.length >= MAX_WAITING) {
    throw new ApiFailure(
      API_CODE.tooManyRequests,
      bilingual(
        '正在检查其他成绩文件，请稍后再试',
        'Other results files are being checked, please try again in a minute',
      ),
    );
  }
  await new Promise<void>((resolve) => queue.push(resolve));
}

/** Hands the turn to the next waiting check, if any. */
function passTurn(): void {
  const next = queue.shift();
  if (next) next();
  else busy = false;
}

/** Whether a check is running in a worker now (tests wait on it). */
export const resultsCheckRunning = (): boolean => busy;

/** Runs a job in a worker; `Answer` is what its kind posts back (a results check, or a passings file read). */
function runWorker<Answer>(job: ResultsCheckJob, limits: ResultsCheckLimits): Promise<Answer | Unreadable> {
  // The worker takes the file's memory over (moved, not copied) when the file has a buffer of its own.
  const { buffer, byteOffset, byteLength } = job.bytes;
  let bytes: Uint8Array<ArrayBuffer>;
  if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength) {
    bytes = new Uint8Array(buffer);
  } else {
    bytes = new Uint8Array(byteLength);
    bytes.set(job.bytes);
  }
  const worker = new Worker(workerScript(), {
    workerData: { ...job, bytes },
    transferList: [bytes.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16 },
  });
  return new Promise<Answer | Unreadable>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => resolve(TOO_SLOW())), limits.timeoutMs);
    worker.once('message', (check: Answer) => settle(() => resolve(check)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(TOO_BIG()) : reject(error))),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the results check ended without an answer (exit ${code})`))),
    );
  });
}

/** One job at a time in a worker of its own (a few more wait their turn; beyond that a 429). */
async function inWorker<Answer>(
  job: ResultsCheckJob,
  limits: ResultsCheckLimits,
): Promise<Answer | Unreadable> {
  await takeTurn();
  try {
    return await runWorker<Answer>(job, limits);
  } finally {
    passTurn();
  }
}

/**
 * Reads and checks a results file in a worker thread with a limited heap and time, one file at a time per
 * process (a few more wait their turn; beyond that a 429): the API's own thread keeps answering lookups, and a
 * file that needs too much memory or time is refused with a bilingual reason instead of taking the API down.
 * The bytes are moved to the worker when they have a buffer of their own (no copy of a 10 MB file): the caller
 * must not use them afterwards.
 */
export async function checkResultsUploadInWorker(
  bytes: Uint8Array,
  fileName: string,
  year: number,
  limits: ResultsCheckLimits = RESULTS_CHECK_LIMITS,
): Promise<ResultsUploadCheck> {
  return inWorker<ResultsUploadCheck>({ kind: 'results', bytes, fileName, year }, limits);
}

/**
 * Reads a timing company's passings file in the same worker, within the same limits and the same one-at-a-time
 * turn as a results file (a passings file is read by the results files' reader): a hostile file is refused the same
 * way. The bytes are moved to the worker as above.
 */
export async function readPassingsUploadInWorker(
  bytes: Uint8Array,
  fileName: string,
  limits: ResultsCheckLimits = RESULTS_CHECK_LIMITS,
): Promise<PassingsFileRead> {
  return inWorker<PassingsFileRead>({ kind: 'passings', bytes, fileName }, limits);
}
