/**
 * A decoder of the BMP files people upload (Windows Paint's default: uncompressed 24- or 32-bit, or 8-bit with a
 * palette), because sharp's decoders have none. Anything else (RLE, bit fields, 1/4/16-bit) answers null and is
 * refused with a reason: save the picture as JPEG or PNG.
 */
export interface Bitmap {
  width: number;
  height: number;
  channels: 3;
  /** RGB, row after row from the top. */
  pixels: Buffer;
}

const FILE_HEADER = 14;
const MAX_SIDE = 30_000;

export function decodeBmp(bytes: Buffer, maxPixels: number): Bitmap | 'too-large' | null {
  if (bytes.length < FILE_HEADER + 40 || bytes.toString('latin1', 0, 2) !== 'BM') return null;
  const dataOffset = bytes.readUInt32LE(10);
  const infoSize = bytes.readUInt32LE(14);
  if (infoSize < 40 || FILE_HEADER + infoSize > bytes.length) return null;
  const width = bytes.readInt32LE(18);
  const signedHeight = bytes.readInt32LE(22);
  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const height = Math.abs(signedHeight);
  if (width <= 0 || height <= 0 || width > MAX_SIDE || height > MAX_SIDE) return null;
  if (width * height > maxPixels) return 'too-large';
  if (compression !== 0 || ![8, 24, 32].includes(bitsPerPixel)) return null;
  const stride = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) return null;
  let palette: Buffer | null = null;
  if (bitsPerPixel === 8) {
    const declared = bytes.readUInt32LE(46);
    const colours = declared === 0 ? 256 : declared;
    const start = FILE_HEADER + infoSize;
    if (colours > 256 || start + colours * 4 > dataOffset) return null;
    palette = bytes.subarray(start, start + colours * 4);
  }
  const pixels = Buffer.alloc(width * height * 3);
  const bytesPerPixel = bitsPerPixel / 8;
  for (let y = 0; y < height; y += 1) {
    // Rows are stored bottom-up unless the height is negative.
    const row = dataOffset + (signedHeight > 0 ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 3;
      let source = row + x * bytesPerPixel;
      let from: Buffer = bytes;
      if (palette) {
        const index = bytes[source] ?? 0;
        if (index * 4 + 3 > palette.length) return null;
        source = index * 4;
        from = palette;
      }
      // Stored as blue, green, red (and an unused or alpha byte).
      pixels[out] = from[source + 2] ?? 0;
      pixels[out + 1] = from[source + 1] ?? 0;
      pixels[out + 2] = from[source] ?? 0;
    }
  }
  return { width, height, channels: 3, pixels };
}
