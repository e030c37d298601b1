import { describe, expect, it } from 'vitest';
import { certificatePdf, certificatePng } from './certificate-image';

const page = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1131" viewBox="0 0 800 1131">` +
  `<rect width="800" height="1131" fill="#fff"/><rect x="100" y="400" width="600" height="100" fill="${fill}"/></svg>`;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the certificate drawn on the server', () => {
  it('is a PNG twice the drawing width, in the drawing proportions', async () => {
    const png = await certificatePng(page('#123'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1600, height: 2262 });
  });

  it('is a one-page A4 PDF holding the drawing', async () => {
    const pdf = await certificatePdf(await certificatePng(page('#123')), '2024 完赛证书 10001');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toContain('/Subtype /Image');
  });
});
