import type { Shape } from './layout';

type Rgb = [number, number, number];

/** '#rgb' or '#rrggbb' as its channels. */
function rgb(colour: string): Rgb {
  const hex = colour.replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colours a shape paints with. */
function inksOf(shape: Shape): string[] {
  switch (shape.kind) {
    case 'rect':
      return [shape.fill, shape.stroke].filter((ink): ink is string => ink !== undefined && ink !== 'none');
    case 'line':
      return [shape.stroke];
    case 'path':
    case 'text':
      return [shape.fill];
  }
}

/** Colours of the pixel-to-index table: 6 bits a channel. */
const KEY_BITS = 6;
const DROP = 8 - KEY_BITS;

/** Palettes by their inks: each keeps the pixel-to-index table it has filled. */
const palettes = new Map<string, InkPalette>();

/**
 * The certificate's colours as a PNG palette: the paper, and each ink the drawing uses blended with the paper in
 * as many steps as 256 entries allow (25 for the ten inks of the certificate: a step is at most about 9 of 255 on
 * the darkest ink, half that at worst after rounding). The drawing is flat inks on paper, their edges anti-aliased
 * against the paper, so every pixel lies near one of these blends; a pixel is one byte instead of four, which is
 * what a certificate costs to copy and compress.
 */
export function inkPalette(shapes: readonly Shape[]): InkPalette {
  const page = shapes[0];
  if (page?.kind !== 'rect' || !page.fill) throw new Error('a certificate starts with its paper');
  const inks = [...new Set(shapes.flatMap(inksOf))].filter((ink) => ink !== page.fill);
  const key = [page.fill, ...inks].join(' ');
  let palette = palettes.get(key);
  if (!palette) {
    palette = paletteOf(rgb(page.fill), inks.map(rgb));
    // A handful of ink sets exist (provisional results add one ink): nothing to evict in practice.
    if (palettes.size >= 16) palettes.clear();
    palettes.set(key, palette);
  }
  return palette;
}

function paletteOf(paper: Rgb, inks: Rgb[]) {
  const steps = Math.floor(255 / Math.max(1, inks.length));
  const colours: Rgb[] = [paper];
  for (const ink of inks) {
    for (let step = 1; step <= steps; step += 1) {
      colours.push(
        paper.map((channel, i) =>
          Math.round(channel + (((ink[i] as number) - channel) * step) / steps),
        ) as Rgb,
      );
    }
  }
  const table = Buffer.from(colours.flat());
  // The nearest entry of each 6-bit colour, found the first time a pixel of that colour is met.
  const nearest = new Int16Array(1 << (3 * KEY_BITS)).fill(-1);
  const find = (key: number): number => {
    const centre = [key >> (2 * KEY_BITS), (key >> KEY_BITS) & 63, key & 63].map((c) => (c << DROP) + 2);
    let best = 0;
    let bestDistance = Infinity;
    colours.forEach((colour, index) => {
      const distance = colour.reduce((sum, channel, i) => sum + (channel - (centre[i] as number)) ** 2, 0);
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    });
    nearest[key] = best;
    return best;
  };
  return {
    /** The palette as a PLTE chunk's content. */
    table,
    /** A key naming the palette, for what is kept drawn with it. */
    key: table.toString('base64'),
    /** Writes opaque RGBA pixels as palette indexes into `out` from `at`. */
    index(pixels: Buffer, out: Buffer, at: number): void {
      for (let from = 0, to = at; from < pixels.length; from += 4, to += 1) {
        const key =
          (((pixels[from] as number) >> DROP) << (2 * KEY_BITS)) |
          (((pixels[from + 1] as number) >> DROP) << KEY_BITS) |
          ((pixels[from + 2] as number) >> DROP);
        const index = nearest[key] as number;
        out[to] = index >= 0 ? index : find(key);
      }
    },
  };
}
export type InkPalette = ReturnType<typeof paletteOf>;
