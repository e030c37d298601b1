/**
 * What a file is by its first bytes, whatever its name says. Office formats share containers: docx and xlsx are
 * ZIP archives, doc and xls are OLE compound files, so a name's extension must agree with its container.
 */
export type Container = 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp' | 'pdf' | 'zip' | 'ole' | 'xml' | 'fit';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

export function sniff(bytes: Uint8Array): Container | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26) return 'bmp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  // A Garmin FIT file: a 12- or 14-byte header whose bytes 8–11 say ".FIT".
  if (startsWith(bytes, ascii('.FIT'), 8) && (bytes[0] === 12 || bytes[0] === 14)) return 'fit';
  // GPX and TCX (a watch's track) are XML: an optional byte-order mark and blanks, then the XML declaration.
  const text = new TextDecoder().decode(bytes.subarray(0, 64)).replace(/^\uFEFF?\s*/, '');
  if (text.startsWith('<?xml')) return 'xml';
  return null;
}

/** Extension → the container its bytes must be, and the type it is served with. */
export const ACCEPTED: Record<string, { container: Container; mime: string; image: boolean }> = {
  jpg: { container: 'jpeg', mime: 'image/jpeg', image: true },
  jpeg: { container: 'jpeg', mime: 'image/jpeg', image: true },
  png: { container: 'png', mime: 'image/png', image: true },
  gif: { container: 'gif', mime: 'image/gif', image: true },
  bmp: { container: 'bmp', mime: 'image/bmp', image: true },
  webp: { container: 'webp', mime: 'image/webp', image: true },
  pdf: { container: 'pdf', mime: 'application/pdf', image: false },
  zip: { container: 'zip', mime: 'application/zip', image: false },
  docx: {
    container: 'zip',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
  },
  xlsx: {
    container: 'zip',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    image: false,
  },
  doc: { container: 'ole', mime: 'application/msword', image: false },
  xls: { container: 'ole', mime: 'application/vnd.ms-excel', image: false },
  // A runner's GPS track, evidence for a result correction: served as a download, never as a page.
  gpx: { container: 'xml', mime: 'application/gpx+xml', image: false },
  tcx: { container: 'xml', mime: 'application/vnd.garmin.tcx+xml', image: false },
  fit: { container: 'fit', mime: 'application/vnd.ant.fit', image: false },
};
