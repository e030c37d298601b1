import { PNG_SCALE, rasterise } from '../certificate-image';
import { PAGE, type Shape } from './layout';
import { inkPalette, type InkPalette } from './palette';
import { compressPiece, pngFromPieces, type Piece } from './png-pieces';
import { outlineDocument, outlineShape, textBand, type Box, type OutlinedShape } from './svg-outline';

const WIDTH = PAGE.width * PNG_SCALE;
const HEIGHT = PAGE.height * PNG_SCALE;
/** A filtered row: its filter byte, then a palette index a pixel. */
const ROW_BYTES = 1 + WIDTH;
/** Anti-aliasing reaches a pixel past an outline: a unit of the drawing (two pixels) is kept around every box. */
const MARGIN = 1;
/** Rows of the shared drawing between two bands that are not worth a piece of their own. */
const MIN_GAP = 8;
/** Drawings kept: an edition has one per race (and one more while its results are provisional). */
const TEMPLATES_KEPT = 8;

/** Rows of the drawing, in whole units from the top. */
interface Rows {
  top: number;
  bottom: number;
}

/**
 * What every runner of an edition's race shares, drawn once: the rows between the bands (compressed), and the
 * bands' rows as they are before a runner's details are drawn into them (filtered, not compressed).
 */
interface Template {
  palette: InkPalette;
  shared: OutlinedShape[];
  bands: Rows[];
  gaps: (Piece | null)[];
  bandRows: Buffer[];
}

const isPerRunner = (shape: Shape) =>
  (shape.kind === 'text' || shape.kind === 'path') && shape.perRunner === true;

/** The rows a per-runner shape is drawn in, whatever it says (its text's length or characters). */
function bandOf(shape: Shape): Rows {
  const { top, bottom } =
    shape.kind === 'text'
      ? textBand(shape)
      : shape.kind === 'path'
        ? { top: shape.y, bottom: shape.y + shape.height }
        : { top: 0, bottom: PAGE.height };
  return {
    top: Math.max(0, Math.floor(top - MARGIN)),
    bottom: Math.min(PAGE.height, Math.ceil(bottom + MARGIN)),
  };
}

function mergeBands(bands: Rows[]): Rows[] {
  const merged: Rows[] = [];
  for (const band of [...bands].sort((a, b) => a.top - b.top)) {
    const last = merged.at(-1);
    if (last && band.top - last.bottom < MIN_GAP) last.bottom = Math.max(last.bottom, band.bottom);
    else merged.push({ ...band });
  }
  return merged;
}

/** The rows between the bands, top to bottom: one more than there are bands, some of them empty. */
function gapsBetween(bands: readonly Rows[]): Rows[] {
  const edges = [0, ...bands.flatMap((band) => [band.top, band.bottom]), PAGE.height];
  return Array.from({ length: bands.length + 1 }, (_, i) => ({
    top: edges[2 * i] as number,
    bottom: edges[2 * i + 1] as number,
  }));
}

const rowsOf = (filtered: Buffer, rows: Rows) =>
  filtered.subarray(rows.top * PNG_SCALE * ROW_BYTES, rows.bottom * PNG_SCALE * ROW_BYTES);

/** RGBA pixel rows as filtered rows of palette indexes. */
function indexRows(palette: InkPalette, pixels: Buffer, out: Buffer, at: number, width: number): void {
  const stride = width * 4;
  for (let row = 0; row * stride < pixels.length; row += 1) {
    palette.index(pixels.subarray(row * stride, (row + 1) * stride), out, at + row * ROW_BYTES);
  }
}

async function drawTemplate(palette: InkPalette, shapes: readonly Shape[], bands: Rows[]): Promise<Template> {
  const shared = shapes.map(outlineShape);
  const { pixels } = await rasterise(outlineDocument(shared));
  // Every row's filter byte is 0 ('none').
  const filtered = Buffer.alloc(ROW_BYTES * HEIGHT);
  indexRows(palette, pixels, filtered, 1, WIDTH);
  const gaps = await Promise.all(
    gapsBetween(bands).map((gap) => (gap.bottom > gap.top ? compressPiece(rowsOf(filtered, gap)) : null)),
  );
  return { palette, shared, bands, gaps, bandRows: bands.map((band) => Buffer.from(rowsOf(filtered, band))) };
}

const templates = new Map<string, Promise<Template>>();

/** The shared drawing of these shapes and bands: drawn by the first certificate that needs it. */
function templateFor(palette: InkPalette, shared: readonly Shape[], bands: Rows[]): Promise<Template> {
  const key = JSON.stringify([palette.key, bands, shared]);
  let template = templates.get(key);
  if (template) templates.delete(key);
  else {
    template = drawTemplate(palette, shared, bands);
    // A failed drawing is not kept: the next certificate tries again.
    template.catch(() => templates.delete(key));
  }
  templates.set(key, template);
  if (templates.size > TEMPLATES_KEPT) templates.delete(templates.keys().next().value as string);
  return template;
}

const overlaps = (a: Box, b: Box) =>
  a.left - MARGIN < b.right &&
  a.right + MARGIN > b.left &&
  a.top - MARGIN < b.bottom &&
  a.bottom + MARGIN > b.top;

/**
 * Draws a runner's shape into its band's rows: the box around its ink, with whatever else of the page lies there
 * (the paper, a label beside it), drawn exactly as the whole page would be and copied over the shared rows.
 */
async function drawInto(rows: Buffer, band: Rows, shape: OutlinedShape, template: Template) {
  const box: Box = {
    left: Math.max(0, Math.floor(shape.box.left - MARGIN)),
    right: Math.min(PAGE.width, Math.ceil(shape.box.right + MARGIN)),
    top: Math.max(band.top, Math.floor(shape.box.top - MARGIN)),
    bottom: Math.min(band.bottom, Math.ceil(shape.box.bottom + MARGIN)),
  };
  if (box.right <= box.left || box.bottom <= box.top) return;
  const inside = [...template.shared, shape].filter((other) => overlaps(other.box, box));
  const { pixels, width } = await rasterise(outlineDocument(inside, box));
  const at = (box.top - band.top) * PNG_SCALE * ROW_BYTES + 1 + box.left * PNG_SCALE;
  indexRows(template.palette, pixels, rows, at, width);
}

/**
 * The certificate as a PNG, drawing only what differs from one runner to the next. What every runner of an
 * edition's race shares (the paper, the frame, the titles, the labels) is drawn once: the rows between the bands a
 * runner's details fall in are compressed once, and for each runner only the boxes around its details are drawn,
 * into a copy of the bands' rows, which are compressed and joined to the shared pieces (deflate blocks ending on a
 * byte boundary can be joined, and their checksums combined). Pixels are indexes into the certificate's inks
 * (palette.ts): a quarter of the bytes to copy and compress, and a file a third the size. The whole 1600 × 2262 page
 * cost about 160 ms of CPU to draw and compress; bench/src/certificates.bench.ts measures this. Null when a runner's
 * text reaches beyond its band (a mark taller than the font's ascent): that certificate is drawn whole.
 */
export async function composedPng(shapes: readonly Shape[]): Promise<Buffer | null> {
  const perRunner = shapes.filter(isPerRunner).map(outlineShape);
  const bands = mergeBands(perRunner.map(({ shape }) => bandOf(shape)));
  const bandFor = (shape: OutlinedShape) =>
    bands.findIndex((band) => shape.box.top - MARGIN >= band.top && shape.box.bottom + MARGIN <= band.bottom);
  if (perRunner.some((shape) => bandFor(shape) < 0)) return null;
  const template = await templateFor(
    inkPalette(shapes),
    shapes.filter((shape) => !isPerRunner(shape)),
    bands,
  );
  const drawn = await Promise.all(
    bands.map(async (band, i) => {
      const rows = Buffer.from(template.bandRows[i] as Buffer);
      const mine = perRunner.filter((shape) => bandFor(shape) === i);
      // Boxes drawn side by side share only the page between them, drawn the same in each.
      await Promise.all(mine.map((shape) => drawInto(rows, band, shape, template)));
      return compressPiece(rows);
    }),
  );
  const pieces = template.gaps.flatMap((gap, i) => [gap, drawn[i]]).filter((piece) => piece != null);
  return pngFromPieces(WIDTH, HEIGHT, pieces, template.palette.table);
}
