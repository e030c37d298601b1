import { inflateRawSync } from 'node:zlib';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

export type UnpackedSize = { ok: true; bytes: number } | { ok: false; reason: 'too-large' | 'unreadable' };

/** Where each entry's data starts and how it is packed, as a reader that follows the central directory finds it. */
function entriesOf(
  bytes: Uint8Array,
  maxEntries: number,
): { method: number; start: number; size: number }[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - EOCD_SEARCH); i -= 1) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff || count > maxEntries) return null;
  const entries = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) return null;
    const packed = view.getUint32(offset + 20, true);
    const local = view.getUint32(offset + 42, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) return null;
    // The local header decides, as it does for SheetJS: its method, its name and extra field lengths.
    const method = view.getUint16(local + 8, true);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start > bytes.length || (method !== STORED && method !== DEFLATED)) return null;
    const localPacked = view.getUint32(local + 18, true);
    entries.push({ method, start, size: Math.max(packed, localPacked) });
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return entries;
}

/**
 * Inflates one entry's raw deflate stream on this thread (the results worker, whose priority is lowered), giving
 * up as soon as the output passes `cap`: zlib stops there rather than finish the stream.
 */
function inflatedSize(data: Uint8Array, cap: number): number | 'too-large' | 'unreadable' {
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, cap + 1) }).length;
  } catch (error) {
    return error instanceof RangeError ? 'too-large' : 'unreadable';
  }
}

/**
 * What a zip archive really unpacks to, found by unpacking it (its declared sizes prove nothing: a bomb declares
 * 0): every entry of the central directory is inflated from where its local header says its data starts, one
 * at a time (the output is counted, then dropped), and the whole stops as soon as the total passes `cap`. Refuses what a workbook
 * never is: more than `maxEntries` entries, ZIP64, methods other than stored and deflate, a broken stream.
 */
export function unpackedSize(bytes: Uint8Array, cap: number, maxEntries = 1000): UnpackedSize {
  const entries = entriesOf(bytes, maxEntries);
  if (!entries) return { ok: false, reason: 'unreadable' };
  let total = 0;
  for (const entry of entries) {
    if (entry.method === STORED) {
      total += entry.size;
    } else {
      // A deflate stream ends by itself: what follows its data is never read, however large `size` says it is.
      const size = inflatedSize(bytes.subarray(entry.start), cap - total);
      if (typeof size !== 'number') return { ok: false, reason: size };
      total += size;
    }
    if (total > cap) return { ok: false, reason: 'too-large' };
  }
  return { ok: true, bytes: total };
}
