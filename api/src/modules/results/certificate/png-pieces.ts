import { isMainThread } from 'node:worker_threads';
import { constants, createDeflate, deflateRawSync } from 'node:zlib';
import { pngFile } from './png';

/**
 * A run of a PNG's rows, compressed on its own: deflate blocks ending on a byte boundary (a sync flush) that refer
 * to nothing before them, so pieces compressed at different times join into one valid stream.
 */
export interface Piece {
  blocks: Buffer;
  /** Adler-32 of the rows it holds, and their length in bytes: the stream's checksum is combined from these. */
  adler: number;
  length: number;
}

/** Adler-32's modulus. */
const BASE = 65521;
/** zlib's empty final block (fixed Huffman codes, end of block only): what closes a joined stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** A sync flush ends with an empty stored block. */
const SYNC_MARK = 0x0000ffff;
/** zlib's header for a 32 KiB window and the fastest level. */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);

/**
 * Compresses `rows` as a piece (level 1: the drawing is mostly flat colour): on libuv's pool from the API's own
 * thread; in place in a certificate worker, whose thread yields the cores to the API's thread (libuv's do not).
 */
export function compressPiece(rows: Buffer): Promise<Piece> {
  if (!isMainThread) {
    const blocks = deflateRawSync(rows, { level: 1, finishFlush: constants.Z_SYNC_FLUSH });
    return Promise.resolve({ blocks, adler: adler32(rows), length: rows.length });
  }
  return compressPieceOnPool(rows);
}

/** Bytes that may be summed before Adler-32's sums must be reduced (zlib's NMAX). */
const NMAX = 5552;

/** Adler-32 of `bytes`, as zlib computes it. */
function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  for (let at = 0; at < bytes.length;) {
    const end = Math.min(bytes.length, at + NMAX);
    for (; at < end; at += 1) {
      a += bytes[at] as number;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return (b * 65536 + a) >>> 0;
}

/**
 * zlib writes its Adler-32 only at the end of a stream, so the stream is flushed (the piece), then finished: an
 * empty final block and the checksum, which are cut off and read.
 */
function compressPieceOnPool(rows: Buffer): Promise<Piece> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: 1, chunkSize: 256 * 1024 });
    const out: Buffer[] = [];
    deflate.on('data', (data: Buffer) => out.push(data));
    deflate.on('error', reject);
    deflate.on('end', () => {
      const stream = Buffer.concat(out);
      const n = stream.length;
      if (
        n < 12 ||
        stream.readUInt32BE(n - 10) !== SYNC_MARK ||
        !stream.subarray(n - 6, n - 4).equals(FINAL_BLOCK)
      ) {
        reject(new Error('zlib ended the stream in an unexpected way'));
        return;
      }
      resolve({ blocks: stream.subarray(2, n - 6), adler: stream.readUInt32BE(n - 4), length: rows.length });
    });
    deflate.write(rows);
    // Ended in the same tick, the flush would be taken for the finish: end once it is done.
    deflate.flush(constants.Z_SYNC_FLUSH, () => deflate.end());
  });
}

/** Adler-32 of two runs of bytes one after the other, from theirs (zlib's adler32_combine). */
function combineAdler(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (second & 0xffff) + BASE - 1;
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return (sum1 + sum2 * 65536) >>> 0;
}

/** A PNG from its rows' pieces, top to bottom (indexes into `palette` when one is given). */
export function pngFromPieces(
  width: number,
  height: number,
  pieces: readonly Piece[],
  palette?: Buffer,
): Buffer {
  let adler = 1;
  for (const piece of pieces) adler = combineAdler(adler, piece.adler, piece.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler, 0);
  return pngFile(
    width,
    height,
    Buffer.concat([ZLIB_HEADER, ...pieces.map((piece) => piece.blocks), FINAL_BLOCK, checksum]),
    palette,
  );
}
