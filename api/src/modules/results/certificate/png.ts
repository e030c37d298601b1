import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * RGBA pixels (premultiplied or not: an opaque drawing has alpha 255 everywhere) as a PNG. The rows are copied
 * with a 'none' filter byte each (native copies) and compressed on zlib's thread pool, so a drawing costs the
 * event loop a few milliseconds: the lookups beside it keep their latency. PNG writers on npm filter and pack on
 * the main thread, which held it for 30 ms and more per certificate.
 */
export async function encodePng(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  // Level 1: a third of level 6's time for a file about twice as large (260 KB): the certificate is mostly flat
  // colour either way.
  return pngFile(width, height, await deflateAsync(pngRows(pixels, width), { level: 1 }));
}

/** RGBA rows as a PNG's image data before compression: each row after its filter byte ('none', 0). */
export function pngRows(pixels: Buffer, width: number): Buffer {
  const stride = width * 4;
  const height = pixels.length / stride;
  const filtered = Buffer.allocUnsafe((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const at = row * (stride + 1);
    filtered[at] = 0;
    pixels.copy(filtered, at + 1, row * stride, (row + 1) * stride);
  }
  return filtered;
}

/**
 * A PNG of `width` by `height` from its compressed image data (a zlib stream): 8-bit RGBA, or 8-bit indexes into
 * `palette` (RGB triples) when one is given.
 */
export function pngFile(width: number, height: number, compressed: Buffer, palette?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel, or per index
  header[9] = palette ? 3 : 6; // indexed or RGBA; compression, filter method and interlace stay 0
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(palette ? [chunk('PLTE', palette)] : []),
    chunk('IDAT', compressed),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
