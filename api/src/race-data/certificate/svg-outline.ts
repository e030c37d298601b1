import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { PAGE, type Shape } from './layout';
import { shapeSvg } from './svg-text';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC, regular and bold, from npm (OFL): the certificate is drawn with the same CJK font on every server,
 * so the PNG and the PDF look the same in WeChat, a phone's gallery and print, whatever fonts the host has.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

interface Face {
  font: fontkit.Font;
  /** Glyph outlines already written into a drawing's <defs>, by glyph id: each is laid out once per process. */
  outlines: Map<number, string>;
}

let faces: Record<keyof typeof FONT_FILES, Face> | null = null;

/**
 * The two faces, opened once per process (about 50 ms each). Reading a 10 MB CJK font for every drawing was most of
 * a drawing's time when resvg laid the text out itself.
 */
function loadFaces(): Record<keyof typeof FONT_FILES, Face> {
  faces ??= {
    regular: {
      font: fontkit.openSync(require.resolve(FONT_FILES.regular)) as fontkit.Font,
      outlines: new Map(),
    },
    bold: { font: fontkit.openSync(require.resolve(FONT_FILES.bold)) as fontkit.Font, outlines: new Map() },
  };
  return faces;
}

const round = (n: number) => Number(n.toFixed(2));

/** Texts laid out recently, per face: the titles and labels every certificate repeats are shaped once. */
const LAYOUT_CACHE_SIZE = 500;
const layouts = new WeakMap<Face, Map<string, fontkit.GlyphRun>>();

function laidOut(face: Face, text: string): fontkit.GlyphRun {
  let cache = layouts.get(face);
  if (!cache) layouts.set(face, (cache = new Map()));
  let run = cache.get(text);
  if (!run) {
    run = face.font.layout(text);
    // A name or a time is seldom drawn twice: keep the cache to the repeated texts' size.
    if (cache.size >= LAYOUT_CACHE_SIZE) cache.clear();
    cache.set(text, run);
  }
  return run;
}

/**
 * The certificate with every text as glyph outlines (the font's shapes, placed by the font's own layout), so the
 * rasteriser needs no font at all: the PNG and the PDF are drawn from it.
 */
export function outlineSvg(shapes: readonly Shape[]): string {
  const { regular, bold } = loadFaces();
  const defs = new Map<string, string>();
  const body: string[] = [];
  for (const shape of shapes) {
    if (shape.kind !== 'text') {
      body.push(shapeSvg(shape));
      continue;
    }
    const face = shape.bold ? bold : regular;
    const scale = shape.size / face.font.unitsPerEm;
    const run = laidOut(face, shape.parts.map((part) => part.text).join(''));
    const spacing = shape.spacing ?? 0;
    const width = run.advanceWidth * scale + spacing * run.glyphs.length;
    let x =
      shape.anchor === 'middle' ? shape.x - width / 2 : shape.anchor === 'end' ? shape.x - width : shape.x;
    const uses: string[] = [];
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index];
      const id = `${shape.bold ? 'b' : 'r'}${glyph.id}`;
      if (!defs.has(id)) {
        let outline = face.outlines.get(glyph.id);
        if (outline === undefined) {
          outline = glyph.path.toSVG();
          face.outlines.set(glyph.id, outline);
        }
        if (outline) defs.set(id, `<path id="${id}" d="${outline}"/>`);
      }
      const gx = x + (position?.xOffset ?? 0) * scale;
      const gy = shape.y - (position?.yOffset ?? 0) * scale;
      if (defs.has(id)) {
        uses.push(
          `<use href="#${id}" transform="matrix(${scale.toFixed(5)} 0 0 ${(-scale).toFixed(5)} ${round(gx)} ${round(gy)})"/>`,
        );
      }
      x += (position?.xAdvance ?? glyph.advanceWidth) * scale + spacing;
    });
    body.push(`<g fill="${shape.fill}">${uses.join('')}</g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${PAGE.width}" height="${PAGE.height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}"><defs>${[...defs.values()].join('')}</defs>${body.join('')}</svg>`;
}
