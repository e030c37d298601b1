import { isMainThread } from 'node:worker_threads';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';
import { encodePng } from './certificate/png';

/** Pixels per unit of the drawing: 1600 px wide, sharp on a phone's screen, in a chat's full-screen view and in print. */
export const PNG_SCALE = 2;
const A4 = { width: 595.28, height: 841.89 };

/**
 * The certificate as a PNG, for a phone's gallery and for sharing in a chat, from its outlined drawing (text as
 * glyph outlines: the rasteriser loads no font). resvg draws on libuv's thread pool and the PNG is compressed
 * there too, so the API keeps answering lookups meanwhile.
 */
export async function certificatePng(outlinedSvg: string): Promise<Buffer> {
  const image = await rasterise(outlinedSvg);
  return encodePng(image.pixels, image.width, image.height);
}

/**
 * An outlined drawing (or a box of one) as RGBA pixels at PNG_SCALE: on libuv's thread pool from the API's own
 * thread; in place in a certificate worker, whose thread is there to draw and yields the cores to the API's thread
 * (libuv's threads do not).
 */
export async function rasterise(
  outlinedSvg: string,
): Promise<{ pixels: Buffer; width: number; height: number }> {
  const options = { fitTo: { mode: 'zoom', value: PNG_SCALE }, font: { loadSystemFonts: false } } as const;
  const image = isMainThread
    ? await renderAsync(outlinedSvg, options)
    : new Resvg(outlinedSvg, options).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** The certificate as a one-page A4 PDF for print: its PNG (about 190 dpi across the page) filling the page. */
export async function certificatePdf(png: Buffer, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { Title: title, Author: '扬州鉴真国际半程马拉松' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(png, 0, 0, { fit: [A4.width, A4.height], align: 'center', valign: 'center' });
    doc.end();
  });
}
