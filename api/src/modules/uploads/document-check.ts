/**
 * A document is believed by its structure, not its first bytes (issue 41 item 6): a ZIP must have the central
 * directory a reader follows, a .docx the entries of a Word document, a .xlsx those of a workbook, a .doc or
 * .xls the stream Word or Excel writes, a PDF its end-of-file marker, a track its root element, a FIT file the
 * length its header declares. Anything that merely starts right is refused.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** The end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
const MAX_ZIP_ENTRIES = 20_000;

/** The names of a ZIP archive's entries, read from its central directory; null when it has none a reader finds. */
function zipEntryNames(bytes: Buffer): string[] | null {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - EOCD_SEARCH); i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (count > MAX_ZIP_ENTRIES) return null;
  const names: string[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return names;
}

/** Whether an OLE compound file names a stream `name` in its directory (UTF-16LE, as the format stores names). */
const oleHasStream = (bytes: Buffer, names: string[]): boolean =>
  names.some((name) => bytes.includes(Buffer.from(`${name}\0`, 'utf16le')));

/** The XML's root element, past its declaration, comments and processing instructions. */
function xmlRoot(bytes: Buffer): string | null {
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 8192)).replace(/^\uFEFF/, '');
  const match = /^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*<(?:[\w.-]+:)?([\w.-]+)[\s>/]/.exec(head);
  return match?.[1] ?? null;
}

/** Whether a FIT file is as long as its header says: header, records, a two-byte CRC. */
function fitLengthHolds(bytes: Buffer): boolean {
  const headerSize = bytes[0] ?? 0;
  if (bytes.length < headerSize + 2 || (headerSize !== 12 && headerSize !== 14)) return false;
  return bytes.length === headerSize + bytes.readUInt32LE(4) + 2;
}

/** Whether `bytes`, whose first bytes already matched the container of `.extension`, are really such a file. */
export function isRealDocument(extension: string, bytes: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF');
    case 'zip':
      return zipEntryNames(bytes) !== null;
    case 'docx':
    case 'xlsx': {
      const names = zipEntryNames(bytes);
      const part = extension === 'docx' ? 'word/document.xml' : 'xl/workbook.xml';
      return names !== null && names.includes('[Content_Types].xml') && names.includes(part);
    }
    case 'doc':
      return oleHasStream(bytes, ['WordDocument']);
    case 'xls':
      return oleHasStream(bytes, ['Workbook', 'Book']);
    case 'gpx':
      return xmlRoot(bytes) === 'gpx';
    case 'tcx':
      return xmlRoot(bytes) === 'TrainingCenterDatabase';
    case 'fit':
      return fitLengthHolds(bytes);
    default:
      return false;
  }
}
