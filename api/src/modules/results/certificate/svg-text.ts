import { escapeXml } from '../svg';
import { PAGE, type Shape, type TextPart } from './layout';

const FONT_FAMILY = "'Noto Sans SC','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";

/** A shape without its text, as SVG: shared by the page's drawing and the outlined one. */
export function shapeSvg(shape: Exclude<Shape, { kind: 'text' }>): string {
  switch (shape.kind) {
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" fill="${shape.fill ?? 'none'}"${shape.stroke ? ` stroke="${shape.stroke}" stroke-width="${shape.strokeWidth ?? 1}"` : ''}/>`;
    case 'line':
      return `<line x1="${shape.x1}" x2="${shape.x2}" y1="${shape.y}" y2="${shape.y}" stroke="${shape.stroke}"/>`;
    case 'path':
      return `<path d="${shape.d}" fill="${shape.fill}"${shape.label ? ` aria-label="${escapeXml(shape.label)}"` : ''}/>`;
  }
}

const part = ({ text, lang }: TextPart) =>
  lang ? `<tspan xml:lang="${lang}" lang="${lang}">${escapeXml(text)}</tspan>` : escapeXml(text);

/**
 * The certificate as an SVG with real text, for the page (sharp at any size, read by screen readers, searchable).
 * The document is Chinese; each English part carries its own language.
 */
export function textSvg(shapes: readonly Shape[], title: string): string {
  const body = shapes
    .map((shape) =>
      shape.kind === 'text'
        ? `<text x="${shape.x}" y="${shape.y}" font-size="${shape.size}"${shape.bold ? ' font-weight="700"' : ''}${shape.anchor && shape.anchor !== 'start' ? ` text-anchor="${shape.anchor}"` : ''}${shape.spacing ? ` letter-spacing="${shape.spacing}"` : ''} fill="${shape.fill}">${shape.parts.map(part).join('')}</text>`
        : shapeSvg(shape),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xml:lang="zh-CN" lang="zh-CN" width="${PAGE.width}" height="${PAGE.height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}" font-family="${FONT_FAMILY}">
<title>${escapeXml(title)}</title>
${body}
</svg>
`;
}
