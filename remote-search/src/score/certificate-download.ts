import { call, saveFile } from '@marathon/shared';
import { endpoints, type ScoreResult } from '@marathon/shared/api';

/**
 * The certificate as a file, through the API client, so its export rules hold: an empty file says 'no data found',
 * a JSON error shows its message, an answer without a file says 'no data'. (A plain link would also lose its file
 * name: the API is on another origin.)
 */
export async function downloadCertificate(result: ScoreResult, format: 'png' | 'pdf'): Promise<void> {
  const blob = await call(endpoints.certificate, {
    query: { year: result.year, bib: result.bib, download: '1', format },
  });
  saveFile(blob, `certificate-${result.year}-${result.bib}.${format}`);
}
