import qrcode from 'qrcode-generator';

/**
 * The QR code of `text` (error correction M: readable with a crease or a smudge) as one SVG path filling the square
 * at (x, y) of `size`: a rectangle per run of dark modules in a row, so the path stays short.
 */
export function qrPath(text: string): (x: number, y: number, size: number) => string {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  return (x, y, size) => {
    const cell = size / count;
    const f = (n: number) => Number(n.toFixed(3));
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count;) {
        if (!qr.isDark(row, col)) {
          col += 1;
          continue;
        }
        let end = col;
        while (end < count && qr.isDark(row, end)) end += 1;
        d += `M${f(x + col * cell)} ${f(y + row * cell)}h${f((end - col) * cell)}v${f(cell)}h${f(-(end - col) * cell)}z`;
        col = end;
      }
    }
    return d;
  };
}
