import { qrRuns } from '@marathon/shared/qr-runs';

/**
 * The QR code of `text` as one SVG path filling the square at (x, y) of `size`: a rectangle per run of dark modules
 * in a row, so the path stays short.
 */
export function qrPath(text: string): (x: number, y: number, size: number) => string {
  const { count, runs } = qrRuns(text);
  return (x, y, size) => {
    const cell = size / count;
    const f = (n: number) => Number(n.toFixed(3));
    return runs
      .map(
        ({ row, col, length }) =>
          `M${f(x + col * cell)} ${f(y + row * cell)}h${f(length * cell)}v${f(cell)}h${f(-length * cell)}z`,
      )
      .join('');
  };
}
