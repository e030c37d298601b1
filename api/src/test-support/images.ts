import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * A real PNG of `width`×`height` (the upload routes decode every image, so a bare signature no longer passes),
 * encoded as the routes re-encode a PNG: what they store is byte for byte what was sent.
 */
export const pngImage = (width = 4, height = 3): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A JPEG as a phone takes it: taken sideways (EXIF orientation 6), with its camera and GPS position in EXIF. */
export const phoneJpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'GpsTestCamera', Model: 'Pocket 41' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 23/1 45/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '119/1 25/1 12/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims `width`×`height` pixels: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An uncompressed 24-bit BMP (Windows Paint's default) of one colour. */
export function bmpImage(width: number, height: number): Buffer {
  const stride = Math.ceil((width * 24) / 32) * 4;
  const size = 54 + stride * height;
  const bytes = Buffer.alloc(size);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(size, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  bytes.writeUInt32LE(stride * height, 34);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) bytes.set([255, 0, 0], 54 + y * stride + x * 3);
  }
  return bytes;
}
