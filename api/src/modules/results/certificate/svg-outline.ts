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

/** A shape drawn with its text as glyph outlines, and where its ink lies on the page. */
export interface OutlinedShape {
  shape: Shape;
  svg: string;
  /** The glyph outlines it uses, by id, for the drawing's <defs>. */
  defs: Map<string, string>;
  /** The box its ink lies in on the page (anti-aliasing aside). */
  box: Box;
}

/** A rectangle of the page, edges in the drawing's units. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function outlinedText(shape: Extract<Shape, { kind: 'text' }>): OutlinedShape {
  const { regular, bold } = loadFaces();
  const face = shape.bold ? bold : regular;
  const scale = shape.size / face.font.unitsPerEm;
  const run = laidOut(face, shape.parts.map((part) => part.text).join(''));
  const spacing = shape.spacing ?? 0;
  const width = run.advanceWidth * scale + spacing * run.glyphs.length;
  const start =
    shape.anchor === 'middle' ? shape.x - width / 2 : shape.anchor === 'end' ? shape.x - width : shape.x;
  let x = start;
  const defs = new Map<string, string>();
  const uses: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const id = `${shape.bold ? 'b' : 'r'}${glyph.id}`;
    let outline = face.outlines.get(glyph.id);
    if (outline === undefined) {
      outline = glyph.path.toSVG();
      face.outlines.set(glyph.id, outline);
    }
    const gx = x + (position?.xOffset ?? 0) * scale;
    const gy = shape.y - (position?.yOffset ?? 0) * scale;
    if (outline) {
      defs.set(id, `<path id="${id}" d="${outline}"/>`);
      uses.push(
        `<use href="#${id}" transform="matrix(${scale.toFixed(5)} 0 0 ${(-scale).toFixed(5)} ${round(gx)} ${round(gy)})"/>`,
      );
    }
    x += (position?.xAdvance ?? glyph.advanceWidth) * scale + spacing;
  });
  // A run of spaces has no ink: an empty box at the baseline. Letter spacing moves glyphs right of the run's box.
  const { minX, minY, maxX, maxY } = run.bbox;
  const inked = [minX, minY, maxX, maxY].every(Number.isFinite) && maxY >= minY;
  return {
    shape,
    svg: `<g fill="${shape.fill}">${uses.join('')}</g>`,
    defs,
    box: inked
      ? {
          left: start + minX * scale,
          right: start + maxX * scale + spacing * run.glyphs.length,
          top: shape.y - maxY * scale,
          bottom: shape.y - minY * scale,
        }
      : { left: start, right: start, top: shape.y, bottom: shape.y },
  };
}

/** Where a shape without text lies on the page: a stroke reaches half its width beyond the outline. */
function extent(shape: Exclude<Shape, { kind: 'text' }>): Box {
  switch (shape.kind) {
    case 'rect': {
      const half = shape.stroke ? (shape.strokeWidth ?? 1) / 2 : 0;
      return {
        left: shape.x - half,
        right: shape.x + shape.width + half,
        top: shape.y - half,
        bottom: shape.y + shape.height + half,
      };
    }
    case 'line':
      return { left: shape.x1, right: shape.x2, top: shape.y - 0.5, bottom: shape.y + 0.5 };
    case 'path':
      return { left: shape.x, right: shape.x + shape.width, top: shape.y, bottom: shape.y + shape.height };
  }
}

export function outlineShape(shape: Shape): OutlinedShape {
  if (shape.kind === 'text') return outlinedText(shape);
  return { shape, svg: shapeSvg(shape), defs: new Map(), box: extent(shape) };
}

/**
 * The band any text of this shape's face and size fits in, whatever it says: the font's ascent and descent around
 * the baseline. A per-runner text is drawn inside it (see composed-png.ts).
 */
export function textBand(shape: Extract<Shape, { kind: 'text' }>): { top: number; bottom: number } {
  const { font } = shape.bold ? loadFaces().bold : loadFaces().regular;
  const scale = shape.size / font.unitsPerEm;
  return { top: shape.y - font.ascent * scale, bottom: shape.y - font.descent * scale };
}

/**
 * Shapes as one SVG with every text as glyph outlines (the font's shapes, placed by the font's own layout), so the
 * rasteriser needs no font at all: the PNG and the PDF are drawn from it. `view` crops it to a box of the page.
 */
export function outlineDocument(
  shapes: readonly OutlinedShape[],
  view: Box = { left: 0, top: 0, right: PAGE.width, bottom: PAGE.height },
): string {
  const defs = new Map<string, string>();
  for (const { defs: own } of shapes) for (const [id, path] of own) defs.set(id, path);
  const width = view.right - view.left;
  const height = view.bottom - view.top;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="${view.left} ${view.top} ${width} ${height}"><defs>${[...defs.values()].join('')}</defs>${shapes.map((shape) => shape.svg).join('')}</svg>`;
}

/** The whole certificate, text as glyph outlines. */
export const outlineSvg = (shapes: readonly Shape[]): string => outlineDocument(shapes.map(outlineShape));
