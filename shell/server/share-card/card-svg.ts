import { escapeHtml as e } from '../html-escape';
import { CARD_FONT } from './draw-card';

/** The size chat apps and social sites take for a large preview (1.91:1, Open Graph's and X's own advice). */
export const CARD = { width: 1200, height: 630 } as const;

/** Picture types a card can hold (resvg draws them; an SVG is drawn to a PNG first). */
export const CARD_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type CardPicture = { type: (typeof CARD_PICTURE_TYPES)[number]; body: Buffer };

const MARGIN = 64;
const TITLE_SIZE = 60;
const TITLE_LINES = 2;
const SITE_SIZE = 30;

/** Wide characters (CJK, full-width forms) take a whole em; Latin letters about half. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function emWidth(char: string): number {
  if (WIDE.test(char)) return 1;
  if (char === ' ') return 0.26;
  if (/[A-Z0-9]/.test(char)) return 0.62;
  if (/[a-z]/.test(char)) return 0.54;
  return 0.4;
}

/** Words to break between: a run of Latin letters or digits stays whole, each wide character stands alone. */
function words(text: string): string[] {
  return text.match(/[\u1100-\uffe6]|[^\s\u1100-\uffe6]+|\s+/gu) ?? [];
}

/**
 * The text in at most `lines` lines of `maxWidth` pixels at `size`, by an estimate of each character's width
 * (resvg lays text out but does not wrap it); the last line ends in an ellipsis where the text goes on.
 */
export function wrapText(text: string, size: number, maxWidth: number, lines: number): string[] {
  const width = (part: string) => [...part].reduce((sum, char) => sum + emWidth(char), 0) * size;
  const out: string[] = [];
  let line = '';
  const parts = words(text.replace(/\s+/g, ' ').trim());
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    if (width(line + part) <= maxWidth) {
      line += part;
      continue;
    }
    if (line.trim()) out.push(line.trim());
    line = part.trimStart();
    if (out.length === lines) {
      line = '';
      break;
    }
    // A word longer than the line is cut where it overflows.
    while (width(line) > maxWidth) {
      const chars = [...line];
      let cut = chars.length;
      while (cut > 1 && width(chars.slice(0, cut).join('')) > maxWidth) cut -= 1;
      out.push(chars.slice(0, cut).join(''));
      line = chars.slice(cut).join('');
      if (out.length === lines) break;
    }
    if (out.length === lines) {
      line = '';
      break;
    }
  }
  if (line.trim() && out.length < lines) out.push(line.trim());
  const shown = out.join('').replace(/\s/g, '').length;
  if (shown < text.replace(/\s/g, '').length && out.length > 0) {
    const last = [...(out.at(-1) ?? '')];
    while (last.length > 0 && width(`${last.join('')}…`) > maxWidth) last.pop();
    out[out.length - 1] = `${last.join('').trimEnd()}…`;
  }
  return out;
}

/**
 * A preview card: the page's picture filling it (or the site's green where it has none), darkened at the foot
 * where the page's title stands in white, and the site's name in a band at the top. All text is escaped.
 */
export function cardSvg(
  { siteName, title, language }: { siteName: string; title: string; language: 'zh' | 'en' },
  picture: CardPicture | null,
): string {
  const { width, height } = CARD;
  const titleLines = wrapText(title, TITLE_SIZE, width - 2 * MARGIN, TITLE_LINES);
  const lineHeight = Math.round(TITLE_SIZE * 1.3);
  const firstBaseline = height - MARGIN - (titleLines.length - 1) * lineHeight;
  const image = picture
    ? `<image href="data:${picture.type};base64,${picture.body.toString('base64')}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`
    : '';
  const titles = titleLines
    .map(
      (line, index) =>
        `<text x="${MARGIN}" y="${firstBaseline + index * lineHeight}" font-size="${TITLE_SIZE}" font-weight="700" fill="#ffffff">${e(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xml:lang="${language === 'en' ? 'en' : 'zh-CN'}" font-family="${CARD_FONT}">
<defs><linearGradient id="marathon-card-foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.85"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="#33722a"/>
${image}
<rect y="${height - 360}" width="${width}" height="360" fill="url(#marathon-card-foot)"/>
<rect width="${width}" height="${SITE_SIZE + 48}" fill="#1f4d19" fill-opacity="0.82"/>
<text x="${MARGIN}" y="${SITE_SIZE + 14}" font-size="${SITE_SIZE}" font-weight="700" fill="#ffffff">${e(wrapText(siteName, SITE_SIZE, width - 2 * MARGIN, 1)[0] ?? '')}</text>
${titles}
</svg>`;
}
