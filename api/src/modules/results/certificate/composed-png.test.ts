import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { ScoreResult } from '@marathon/shared/api';
import { certificatePdf, certificatePng } from '../certificate-image';
import { composedPng } from './composed-png';
import { certificateLayout } from './layout';
import { qrPath } from './qr';
import { outlineSvg } from './svg-outline';

const result = (name: string, bib: string, provisional: boolean): ScoreResult => ({
  year: 2024,
  bib,
  name,
  gender: 1,
  raceItem: 'half',
  ageGroup: 'M30-39',
  gunTimeMs: 5_012_000,
  chipTimeMs: 4_990_000,
  paceSecondsPerKm: 300,
  splits: [],
  overallRank: 1234,
  genderRank: 900,
  ageGroupRank: 210,
  finishers: 25_000,
  provisional,
  certificatePath: '',
});

const shapes = (runner: ScoreResult) => {
  const code = `2024-${runner.bib}-4TC-ABCDEFGHJK`;
  return certificateLayout(runner, {
    code,
    qrPath: qrPath(`https://www.example.com/#/verify-certificate?code=${code}`),
  });
};

/**
 * A PNG's pixels as RGB, from its IDAT chunks inflated (zlib checks the stream's Adler-32 as it goes): RGBA or
 * palette indexes, every row filtered 'none' as both writers do.
 */
function rgbPixels(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  let palette: Buffer | null = null;
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'PLTE') palette = png.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  const width = png.readUInt32BE(16);
  const data = inflateSync(Buffer.concat(parts));
  const bytes = palette ? 1 : 4;
  const stride = 1 + width * bytes;
  const rows = data.length / stride;
  const rgb = Buffer.alloc(width * rows * 3);
  for (let row = 0; row < rows; row += 1) {
    expect(data[row * stride]).toBe(0);
    for (let x = 0; x < width; x += 1) {
      const from = row * stride + 1 + x * bytes;
      const index = (data[from] as number) * 3;
      (palette ? palette.subarray(index, index + 3) : data.subarray(from, from + 3)).copy(
        rgb,
        (row * width + x) * 3,
      );
    }
  }
  return rgb;
}

describe('a certificate drawn from the shared page and the runner’s details', () => {
  it.each([
    ['a Chinese name, final results', result('欧阳娜娜', 'A10001', false)],
    [
      'a pinyin name with tone marks and descenders, provisional results',
      result('Zhāng Xiǎojūn', 'F0123', true),
    ],
  ])('looks the same as the page drawn whole: %s', async (_, runner) => {
    const composed = await composedPng(shapes(runner));
    expect(composed).not.toBeNull();
    const whole = await certificatePng(outlineSvg(shapes(runner)));
    expect(composed?.subarray(16, 24).equals(whole.subarray(16, 24))).toBe(true); // width and height
    const [mine, theirs] = [rgbPixels(composed as Buffer), rgbPixels(whole)];
    expect(mine.length).toBe(theirs.length);
    // Each ink is blended with the paper in steps (a few levels of 255 apart), and anti-aliasing may round a few
    // edge pixels differently (a glyph placed relative to a box, not the page); nothing more.
    let apart = 0;
    let largest = 0;
    for (let i = 0; i < mine.length; i += 1) {
      const difference = Math.abs((mine[i] as number) - (theirs[i] as number));
      if (difference > 8) apart += 1;
      largest = Math.max(largest, difference);
    }
    expect(apart).toBeLessThan(mine.length / 10_000);
    expect(largest).toBeLessThanOrEqual(24);
  });

  it('draws another runner on the same shared page, and a name taller than the font’s ascent whole', async () => {
    const [first, second] = await Promise.all([
      composedPng(shapes(result('王秀英', 'A10002', false))),
      composedPng(shapes(result('李娜', 'A10003', false))),
    ]);
    expect(first && second && !rgbPixels(first).equals(rgbPixels(second))).toBe(true);
    // The vertical repeat mark (U+3031) reaches above the font's ascent and below its descent.
    expect(await composedPng(shapes(result('王〱', 'A10004', false)))).toBeNull();
  });

  it('prints: the PDF holds the palette PNG', async () => {
    const png = await composedPng(shapes(result('赵敏', 'A10005', false)));
    const pdf = (await certificatePdf(png as Buffer, '2024 完赛证书 A10005')).toString('latin1');
    expect(pdf).toContain('/Subtype /Image');
    expect(pdf).toContain('/Indexed');
  });

  it('carries a QR code a phone reads: the verification page of its code', async () => {
    const png = await composedPng(shapes(result('欧阳娜娜', 'A10006', false)));
    const rgb = rgbPixels(png as Buffer);
    // The QR's square (110, 962, 104 wide, at 2 px a unit) with the paper around it as its quiet zone.
    const [left, top, size] = [190, 1894, 250];
    const rgba = new Uint8ClampedArray(size * size * 4);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const from = ((top + y) * 1600 + left + x) * 3;
        rgba.set(
          [rgb[from] as number, rgb[from + 1] as number, rgb[from + 2] as number, 255],
          (y * size + x) * 4,
        );
      }
    }
    expect(jsQR(rgba, size, size)?.data).toBe(
      'https://www.example.com/#/verify-certificate?code=2024-A10006-4TC-ABCDEFGHJK',
    );
  });
});
