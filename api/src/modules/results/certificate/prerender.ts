import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { claimOnce } from '../../../platform/shared-state/claims';
import { finisherBibs, type Certificates, type Issued } from './service';

/** How often the API looks for an import it has not drawn the certificates of. */
const CHECK_MS = 30_000;
/** One process draws a year's version; the others skip it for as long as that may take. */
const CLAIM_MS = 6 * 3_600_000;

export interface PrerenderOptions {
  db: Kysely<Database>;
  certificates: Certificates;
  /** A finisher's result and edition version, as the certificate route reads it; null for anyone else. */
  issue: (year: number, bib: string) => Promise<Issued | null>;
  site: string;
  /** Drawings at once: each keeps about one core busy on libuv's pool. 0 turns pre-rendering off. */
  concurrency: number;
  log?: FastifyBaseLogger;
  now?: () => number;
  /** Whether the API's start (migrations, the seed) is over: what it wrote then is no import to draw for. */
  isReady: () => boolean;
}

/**
 * After an import (a results file uploaded on the organisers' page or by the CLI, on any API process), one process
 * draws every finisher's certificate PNG into the store, so race day's requests are reads. Editions written before
 * this process was ready are left alone (the seed, or imports drawn by an earlier start): their certificates are
 * drawn when asked for. An import during the drawing stops it for the next version.
 */
export function startPrerendering(options: PrerenderOptions): { stop(): void; check(): Promise<void> } {
  const { db, certificates, issue, site, concurrency, log, isReady } = options;
  const now = options.now ?? Date.now;
  let readyAt: number | null = null;
  const seen = new Set<string>();
  let running: Promise<void> | null = null;
  let stopped = false;

  async function drawYear(year: number, version: number): Promise<void> {
    const started = now();
    const bibs = await finisherBibs(db, year);
    let drawn = 0;
    let next = 0;
    const worker = async () => {
      while (!stopped && next < bibs.length) {
        const bib = bibs[next++] as string;
        const issued = await issue(year, bib);
        // Another import came in: its own turn will draw it.
        if (!issued || issued.version !== version) return;
        if (await certificates.has(issued, site)) continue;
        await certificates.png(issued, site);
        drawn += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (now() - started) / 1000;
    log?.info(
      { year, version, drawn, seconds },
      `certificates drawn after the import: ${drawn} in ${seconds.toFixed(0)} s`,
    );
  }

  async function checkOnce(): Promise<void> {
    if (!isReady()) return;
    readyAt ??= now();
    const since = readyAt;
    const editions = await db.selectFrom('race_editions').select(['year', 'updated_at']).execute();
    for (const { year, updated_at: version } of editions) {
      const key = `${year}/${version}`;
      if (stopped || seen.has(key) || version < since) continue;
      seen.add(key);
      if (!(await claimOnce(db, `certificates:${key}:${site}`, CLAIM_MS, now()))) continue;
      await drawYear(year, version);
    }
  }

  const check = () => {
    if (concurrency <= 0) return Promise.resolve();
    running ??= checkOnce()
      .catch((error: unknown) =>
        log?.warn({ reason: String(error).slice(0, 300) }, 'certificate pre-rendering failed'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void check(), CHECK_MS);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    check,
  };
}
