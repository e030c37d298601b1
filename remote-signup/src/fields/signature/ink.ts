/**
 * What the signature pad holds, kept apart from any bitmap: strokes in fractions of the pad's box, or a typed
 * name. The pad on screen and the PNG that is saved are both painted from it, each at its own pixel size, so a
 * pad that is resized, shown at another device pixel ratio or saved keeps every stroke where the runner put it.
 */

/** A point of a stroke: x across and y down as fractions of the pad, and the line's width as a fraction of its width. */
export interface InkPoint {
  x: number;
  y: number;
  width: number;
}

export type PadContent =
  { kind: 'drawn'; strokes: readonly (readonly InkPoint[])[] } | { kind: 'typed'; name: string };

/** A size in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/** The pad's shape (3:1) and the size it is drawn at where its box cannot be measured. */
export const PAD = { width: 600, height: 200 } as const;
/** The saved signature's width in pixels (its height follows the pad's shape): the same file from every screen. */
export const SAVED_WIDTH = 600;
const INK = '#111827';
/** A line 3 px wide on a 600 px pad, thinner or wider with the pad. */
const LINE = 3 / PAD.width;
/**
 * Handwriting-like faces most systems have (Windows, macOS, then Chinese script faces), with the generic
 * 'cursive' last: the typed name should read as a signature, in Latin and Chinese letters alike.
 */
export const HANDWRITING_FONT =
  '"Segoe Script", "Bradley Hand", "Snell Roundhand", "Brush Script MT", "STXingkai", "Xingkai SC", "KaiTi", "STKaiti", cursive';

/** A line's width for a pointer: a pen's pressure widens it, as ink would. */
export function lineWidthFor(pointerType: string, pressure: number): number {
  return pointerType === 'pen' && pressure > 0 ? ((1.5 + pressure * 3) / 3) * LINE : LINE;
}

function prepare(ctx: CanvasRenderingContext2D): void {
  ctx.fillStyle = INK;
  ctx.strokeStyle = INK;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
}

/** One step of a stroke, from `from` to `to`, on a bitmap of `size` (a stroke's first point is a dot). */
export function paintSegment(
  ctx: CanvasRenderingContext2D,
  size: PixelSize,
  from: InkPoint | null,
  to: InkPoint,
): void {
  prepare(ctx);
  ctx.beginPath();
  if (!from) {
    ctx.arc(to.x * size.width, to.y * size.height, (to.width * size.width) / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.lineWidth = to.width * size.width;
  ctx.moveTo(from.x * size.width, from.y * size.height);
  ctx.lineTo(to.x * size.width, to.y * size.height);
  ctx.stroke();
}

/** The typed name, centred and as large as fits the pad's width, in the handwriting face. */
function paintName(ctx: CanvasRenderingContext2D, size: PixelSize, name: string): void {
  const text = name.trim();
  if (!text) return;
  const room = size.width * (1 - 2 / 30);
  let px = Math.round(size.height * 0.48);
  const smallest = Math.max(8, Math.round(size.height * 0.12));
  const step = Math.max(1, Math.round(size.height / 50));
  ctx.font = `${px}px ${HANDWRITING_FONT}`;
  while (px > smallest && ctx.measureText(text).width > room) {
    px -= step;
    ctx.font = `${px}px ${HANDWRITING_FONT}`;
  }
  prepare(ctx);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, size.width / 2, size.height / 2);
}

/** The whole pad, painted afresh on a bitmap of `size`. */
export function paintPad(ctx: CanvasRenderingContext2D, size: PixelSize, content: PadContent): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, size.width, size.height);
  if (content.kind === 'typed') {
    paintName(ctx, size, content.name);
    return;
  }
  for (const stroke of content.strokes) {
    stroke.forEach((point, index) =>
      paintSegment(ctx, size, index === 0 ? null : (stroke[index - 1] ?? null), point),
    );
  }
}

/**
 * Where a pointer is on the pad, as fractions of its box (inside the border: what the runner sees as the pad).
 * A box that cannot be measured (not laid out) counts as the pad's own size.
 */
export function pointOnPad(
  canvas: HTMLCanvasElement,
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  const rect = canvas.getBoundingClientRect();
  const width = canvas.clientWidth || PAD.width;
  const height = canvas.clientHeight || PAD.height;
  return {
    x: (clientX - rect.left - canvas.clientLeft) / width,
    y: (clientY - rect.top - canvas.clientTop) / height,
  };
}

/** The saved picture's size for a pad box of `box` CSS pixels: SAVED_WIDTH wide, the box's shape. */
export function savedSize(box: PixelSize): PixelSize {
  const shape = box.width > 0 && box.height > 0 ? box.height / box.width : PAD.height / PAD.width;
  return { width: SAVED_WIDTH, height: Math.round(SAVED_WIDTH * shape) };
}
