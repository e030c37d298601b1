import type { ScoreResult } from '@marathon/shared/api';
import { certificatePng } from '../certificate-image';
import { composedPng } from './composed-png';
import { certificateLayout, type Shape } from './layout';
import { qrPath } from './qr';
import { outlineSvg } from './svg-outline';

/** What a certificate's PNG is drawn from: plain data, so it crosses to a worker thread as it is. */
export interface DrawJob {
  result: ScoreResult;
  /** The signed verification code printed on it. */
  code: string;
  /** The verification page its QR code opens. */
  verifyUrl: string;
}

export interface Drawn {
  png: Uint8Array;
  /** Why its bands could not be drawn alone (the page was drawn whole); null for most certificates. */
  drawnWhole: string | null;
}

/** The certificate's shapes: the layout with its code and the QR code of its verification page. */
export const jobShapes = ({ result, code, verifyUrl }: DrawJob): Shape[] =>
  certificateLayout(result, { code, qrPath: qrPath(verifyUrl) });

/**
 * A certificate as a PNG: only the runner's details drawn onto the edition's shared page for most certificates,
 * the whole page for the rest (a mark taller than the font) and when drawing the bands fails.
 */
export async function drawCertificate(job: DrawJob): Promise<Drawn> {
  const shapes = jobShapes(job);
  let drawnWhole: string | null = null;
  const composed = await composedPng(shapes).catch((error: unknown) => {
    drawnWhole = String(error).slice(0, 200);
    return null;
  });
  return { png: composed ?? (await certificatePng(outlineSvg(shapes))), drawnWhole };
}
