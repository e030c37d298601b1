import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The dark modules of `text`'s QR code as one SVG path, a row's run of modules per segment. */
function qrPath(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count;) {
      if (!qr.isDark(row, col)) {
        col += 1;
        continue;
      }
      let end = col;
      while (end < count && qr.isDark(row, end)) end += 1;
      runs.push(`M${col + 4} ${row + 4}h${end - col}v1h-${end - col}z`);
      col = end;
    }
  }
  // Four modules of quiet zone on every side, as scanners expect.
  return { size: count + 8, path: runs.join('') };
}

/**
 * A QR code drawn as SVG, sharp at any zoom and nothing fetched, named for screen readers by `label`: the same
 * drawing as remote-signup's e-ticket (remotes share only what shared/ exports).
 */
export function QrCode({ text, label, size = 220 }: { text: string; label: string; size?: number }) {
  const drawn = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
