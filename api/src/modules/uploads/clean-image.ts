import sharp, { type Sharp } from 'sharp';
import { ApiFailure, failures } from '../../platform/http/api-failure';
import { decodeBmp } from './bmp';
import type { Container } from './magic';

/**
 * An uploaded image is believed only once it has been decoded whole: its first bytes prove nothing (random bytes
 * behind a PNG signature passed once, issue 41 item 6). Each is decoded and re-encoded here, so what is stored is
 * pixels we drew ourselves: the orientation its EXIF asks for is applied first, then every piece of metadata
 * (EXIF with a camera's GPS position, XMP, IPTC, comments) is left behind.
 */

/** 40 megapixels: a phone's largest photo, far below a decompression bomb's billions (checked before decoding). */
export const MAX_IMAGE_PIXELS = 40_000_000;

// Uploads are decoded once: sharp's cache would only keep runners' photos in memory.
sharp.cache(false);

/** The containers sharp decodes, each named as sharp names its format. */
const DECODED = ['jpeg', 'png', 'gif', 'webp'] as const;
const isDecoded = (container: Container): container is CleanImage['container'] =>
  (DECODED as readonly string[]).includes(container);

export interface CleanImage {
  bytes: Buffer;
  /** What it is stored as: the upload's own container, except BMP, stored as PNG (no browser needs BMP). */
  container: 'jpeg' | 'png' | 'gif' | 'webp';
}

const unreadable = () =>
  failures.badRequest(
    '图片无法读取：文件内容不是完整有效的图片，请重新导出后上传',
    'The image cannot be read: its content is not a whole, valid image. Export it again and upload that',
  );
const mismatched = (declared: string, real: string) =>
  failures.badRequest(
    `图片内容与文件类型不符：文件名为 .${declared}，内容却是 ${real.toUpperCase()}`,
    `The image does not match its type: the name says .${declared}, the content is ${real.toUpperCase()}`,
  );
const tooManyPixels = () =>
  failures.badRequest(
    `图片像素过多（最多 ${MAX_IMAGE_PIXELS / 1_000_000} 百万像素），请缩小后上传`,
    `The image has too many pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels): shrink it and upload again`,
  );

/** Whether sharp refused the image for its pixel count rather than for its bytes. */
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

async function reencode(input: Sharp, container: CleanImage['container']): Promise<Buffer> {
  // Orientation first (rotate() without arguments follows EXIF), then a fresh encoding without metadata
  // (sharp keeps none unless asked to).
  const oriented = input.rotate();
  switch (container) {
    case 'jpeg':
      return oriented.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'png':
      return oriented.png({ compressionLevel: 9 }).toBuffer();
    case 'gif':
      return oriented.gif().toBuffer();
    case 'webp':
      return oriented.webp({ quality: 90 }).toBuffer();
  }
}

/**
 * Decodes `bytes`, which the upload's name says are a `container` image (`extension` as named), and answers the
 * re-encoded image; refuses, in both languages, bytes that are no whole image, another format than the name says,
 * or more than MAX_IMAGE_PIXELS pixels.
 */
export async function cleanImage(
  bytes: Buffer,
  container: Container,
  extension: string,
): Promise<CleanImage> {
  if (container === 'bmp') {
    const bitmap = decodeBmp(bytes, MAX_IMAGE_PIXELS);
    if (bitmap === 'too-large') throw tooManyPixels();
    if (!bitmap) throw unreadable();
    const { width, height, channels, pixels } = bitmap;
    const png = await sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
    return { bytes: png, container: 'png' };
  }
  if (!isDecoded(container)) throw unreadable();
  const animated = container === 'gif' || container === 'webp';
  // failOn 'error': a truncated or corrupt image is refused, not stored half grey. limitInputPixels counts
  // every frame of an animation (their total height).
  const options = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, animated } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== container) throw mismatched(extension, metadata.format);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) throw tooManyPixels();
    return { bytes: await reencode(sharp(bytes, options), container), container };
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    if (isPixelLimit(error)) throw tooManyPixels();
    throw unreadable();
  }
}
