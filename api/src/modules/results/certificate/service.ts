import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isNonFinisher,
  type CertificateVerification,
  type ScoreAnswer,
  type ScoreResult,
  certificateVerifyPath,
} from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { certificatePdf } from '../certificate-image';
import { certificateCode, readCertificateCode } from './code';
import type { CertificateStore } from './certificate-store';
import { jobShapes, type DrawJob } from './draw';
import type { DrawingPool } from './drawing-pool';
import { textSvg } from './svg-text';

/** A finisher's result and the version of its edition (the store's key part that an import changes). */
export interface Issued {
  result: ScoreResult;
  version: number;
}

export const certificateTitle = (result: ScoreResult) =>
  `${result.year} 扬州鉴真国际半程马拉松 完赛证书 ${result.bib}`;

/**
 * Certificates: drawn from one layout as SVG text for the page and as outlines for the PNG and PDF, each carrying
 * its signed verification code and the QR code of its verification page on `site`. PNGs are drawn on the `pool`'s
 * worker threads and kept in the store by version, and one drawing of a name is in flight at a time, so a burst of
 * the same bib draws once.
 */
export function certificates(
  store: CertificateStore,
  key: Buffer,
  pool: DrawingPool,
  log?: FastifyBaseLogger,
) {
  const inFlight = new Map<string, Promise<Buffer>>();

  const job = (result: ScoreResult, site: string): DrawJob => {
    const code = certificateCode(key, result.year, result.bib, result.chipTimeMs);
    return { result, code, verifyUrl: `${site}${certificateVerifyPath(code)}` };
  };

  async function drawPng(result: ScoreResult, site: string): Promise<Buffer> {
    const { png, drawnWhole } = await pool.draw(job(result, site)).catch((error: unknown) => {
      // The client is told the drawing failed; the log keeps why (a thread that died, a timeout, a full queue).
      const why = error instanceof Error && error.cause !== undefined ? error.cause : error;
      log?.warn({ reason: String(why).slice(0, 200) }, 'certificate drawing failed');
      throw error;
    });
    if (drawnWhole) log?.warn({ reason: drawnWhole }, 'certificate drawn whole: its bands failed');
    return png;
  }

  async function png({ result, version }: Issued, site: string): Promise<Buffer> {
    const name = `${result.year}/${version}/${site}/${result.bib}`;
    const drawing = inFlight.get(name);
    if (drawing) return drawing;
    const work = (async () => {
      // A store that fails (disk full, bucket down) costs a drawing, never the certificate.
      const kept = await store.get(result.year, version, site, result.bib).catch((error: unknown) => {
        log?.warn({ reason: String(error).slice(0, 200) }, 'certificate store read failed');
        return null;
      });
      if (kept) return kept;
      const drawn = await drawPng(result, site);
      await store.put(result.year, version, site, result.bib, drawn).catch((error: unknown) => {
        log?.warn({ reason: String(error).slice(0, 200) }, 'certificate store write failed');
      });
      return drawn;
    })();
    inFlight.set(name, work);
    try {
      return await work;
    } finally {
      inFlight.delete(name);
    }
  }

  return {
    svg: (result: ScoreResult, site: string) =>
      textSvg(jobShapes(job(result, site)), certificateTitle(result)),
    png,
    pdf: async (issued: Issued, site: string) =>
      certificatePdf(await png(issued, site), certificateTitle(issued.result)),
    /** Whether a drawing of this version is kept already (pre-rendering skips it). */
    has: async (issued: Issued, site: string) =>
      (await store.get(issued.result.year, issued.version, site, issued.result.bib).catch(() => null)) !==
      null,
    /**
     * What a code says against the official result: `find` answers the result of a year and bib as the lookups do.
     * A code our key did not sign says so and shows nothing else.
     */
    async verify(
      typed: string,
      find: (year: number, bib: string) => Promise<ScoreAnswer | null>,
    ): Promise<CertificateVerification> {
      const code = readCertificateCode(key, typed);
      if (!code) return { verdict: 'forged', issued: null, result: null };
      const issued = { year: code.year, bib: code.bib, chipTimeMs: code.chipTimeMs };
      if (!code.signed) return { verdict: 'forged', issued, result: null };
      const result = await find(code.year, code.bib);
      if (!result) return { verdict: 'unknown', issued, result: null };
      const same = !isNonFinisher(result) && Math.round(result.chipTimeMs / 1000) * 1000 === code.chipTimeMs;
      return { verdict: same ? 'genuine' : 'changed', issued, result };
    },
  };
}
export type Certificates = ReturnType<typeof certificates>;

/** Every finisher of a year, as the certificate needs them, for pre-rendering after an import. */
export async function finisherBibs(db: Kysely<Database>, year: number): Promise<string[]> {
  const rows = await db
    .selectFrom('race_results')
    .select('bib')
    .where('year', '=', year)
    .where('status', '=', 0)
    .orderBy('overall_rank')
    .execute();
  return rows.map((row) => row.bib);
}
