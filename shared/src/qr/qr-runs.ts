import qrcode from 'qrcode-generator';

/** A QR code as its size in modules and its dark modules, a run of them along a row each. */
export interface QrRuns {
  count: number;
  runs: { row: number; col: number; length: number }[];
}

/**
 * The QR code of `text` (error correction M: readable with a crease or a smudge) as runs of dark modules: a shape
 * drawn with one rectangle per run stays a short SVG path, on a certificate or on a screen.
 */
export function qrRuns(text: string): QrRuns {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const runs: QrRuns['runs'] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count;) {
      if (!qr.isDark(row, col)) {
        col += 1;
        continue;
      }
      let end = col;
      while (end < count && qr.isDark(row, end)) end += 1;
      runs.push({ row, col, length: end - col });
      col = end;
    }
  }
  return { count, runs };
}
