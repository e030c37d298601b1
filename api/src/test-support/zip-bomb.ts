import { createDeflateRaw } from 'node:zlib';

/*
 * Hostile workbooks for tests and benches: a zip whose entries unpack to far more than they weigh, and whose
 * headers say each unpacks to 0 bytes (a guard that trusts the declared sizes lets it through).
 */

interface Entry {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
}

/** Deflates `size` zero bytes without ever holding them: about 1 KB of output per MB. */
async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024);
  for (let left = size; left > 0; left -= block.length) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

async function deflated(text: string): Promise<Buffer> {
  const { deflateRawSync } = await import('node:zlib');
  return deflateRawSync(Buffer.from(text));
}

/** A zip of deflated entries whose local and central headers all declare 0 bytes, packed and unpacked alike. */
function zipDeclaringNothing(entries: readonly Entry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, entry.data);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/**
 * An ".xlsx" of about `unpackedBytes / 1000` bytes whose worksheet unpacks to `unpackedBytes` (zeros), every
 * header declaring 0: a decompression bomb.
 */
export async function xlsxBomb(unpackedBytes: number): Promise<Buffer> {
  return zipDeclaringNothing([
    {
      name: '[Content_Types].xml',
      data: await deflated(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: await deflatedZeros(unpackedBytes) },
  ]);
}
