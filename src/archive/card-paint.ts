import type { Font, Weight } from '../pdf/faces.ts';
import { glyphsOf, outline, OUTLINE_SCALE, type Setting } from './card-type.ts';

/**
 * What changes from one social card to the next (a puzzle's drawing, its label and difficulty
 * line) as a list of simple operations, and those operations painted straight into pixels.
 *
 * resvg drew those parts at first, and text was most of their time: each glyph's outline filled
 * with anti-aliasing, again on every card, about 30 µs a glyph, though a grid's digits are the
 * same few shapes card after card. Here each glyph is drawn by resvg once, at each quarter-pixel
 * offset it is met at, into a coverage mask (a thread keeps them), and a card's text is those
 * masks laid down in its colour; boxes are whole pixels (card-figure.ts snaps them) and are
 * filled as such. The operations' SVG (`opsSvg`) is the same picture drawn by resvg whole: what
 * the tests hold the painting to, and what draws an operation painting cannot (`svg`: circles,
 * slanted lines, which no kind's drawing has yet).
 */
export type Op =
  /** A rectangle of whole pixels, `right` and `bottom` excluded. */
  | { type: 'rect'; left: number; top: number; right: number; bottom: number; colour: string }
  /** A line of text, as `outline` sets it. */
  | { type: 'text'; text: string; font: Font; weight: Weight; size: number; x: number; y: number; setting: Setting; colour: string }
  /** Anything else, as SVG in the card's pixels: drawn by resvg. */
  | { type: 'svg'; svg: string };

/**
 * The operations as SVG elements: rectangles without anti-aliasing (they are whole pixels), a
 * line of text as its glyphs' outlines.
 */
export function opsSvg(ops: readonly Op[]): string {
  return ops
    .map((op) => {
      switch (op.type) {
        case 'rect':
          return `<rect x="${op.left}" y="${op.top}" width="${op.right - op.left}" height="${op.bottom - op.top}" fill="${op.colour}" shape-rendering="crispEdges"/>`;
        case 'text':
          return `<path transform="${OUTLINE_SCALE}" d="${outline(op.text, op.font, op.weight, op.size, op.x, op.y, op.setting)}" fill="${op.colour}"/>`;
        case 'svg':
          return op.svg;
      }
    })
    .join('\n');
}

/** The operations as one string, for a card's key: everything that decides its pixels. */
export const opsKey = (ops: readonly Op[]) =>
  ops.map((op) => (op.type === 'text' ? JSON.stringify({ ...op, font: op.font.names.regular }) : JSON.stringify(op))).join('\n');

/** Whether painting can draw every operation (else resvg draws the part). */
export const paintable = (ops: readonly Op[]) => ops.every((op) => op.type !== 'svg');

/** Red, green and blue of a `#rrggbb` colour. */
function rgbOf(colour: string): [number, number, number] {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** An opaque colour as the word its four bytes make in this machine's order. */
function wordOf(colour: string): number {
  const bytes = new Uint8Array([...rgbOf(colour), 255]);
  return new Uint32Array(bytes.buffer)[0]!;
}

/** A glyph's coverage (0–255), `width` × `height`, whose top-left pixel lies (`dx`, `dy`) from the pixel its pen is in. */
interface Mask {
  coverage: Uint8Array;
  width: number;
  height: number;
  dx: number;
  dy: number;
}

/** Quarter pixels: where within a pixel a glyph's pen may fall, as a mask is drawn for it. */
const PHASES = 4;

/** Masks drawn, by font, weight, glyph, size and phase: a few thousand are a book's cards' text. */
const masks = new Map<string, Mask>();

/** Draws an SVG document to RGBA pixels (card.ts's `rasterize`, passed in: this module loads no renderer of its own). */
export type Rasterizer = (svg: string) => Promise<{ pixels: Uint8Array; width: number; height: number }>;

async function maskOf(rasterize: Rasterizer, font: Font, weight: Weight, id: number, d: (x: number, y: number) => string, box: { minX: number; minY: number; maxX: number; maxY: number }, size: number, px: number, py: number): Promise<Mask> {
  const key = `${font.names.regular}\u0000${weight}\u0000${id}\u0000${size}\u0000${px}\u0000${py}`;
  let mask = masks.get(key);
  if (!mask) {
    // The glyph's box in pixels at this phase, a pixel of room around it for anti-aliasing.
    const [ox, oy] = [px / PHASES, py / PHASES];
    const [left, top] = [Math.floor(ox + box.minX) - 1, Math.floor(oy + box.minY) - 1];
    const [right, bottom] = [Math.ceil(ox + box.maxX) + 1, Math.ceil(oy + box.maxY) + 1];
    const [width, height] = [Math.max(1, right - left), Math.max(1, bottom - top)];
    const drawn = await rasterize(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path transform="${OUTLINE_SCALE}" d="${d(ox - left, oy - top)}" fill="#000000"/></svg>`);
    const coverage = new Uint8Array(width * height);
    for (let i = 0; i < coverage.length; i++) coverage[i] = drawn.pixels[i * 4 + 3]!;
    mask = { coverage, width, height, dx: left, dy: top };
    if (masks.size >= 20_000) masks.clear();
    masks.set(key, mask);
  }
  return mask;
}

/**
 * The operations painted over white, as the RGBA pixels (opaque, row by row) of the area at
 * (`x`, `y`) of `width` × `height` in the card's pixels; what falls outside it is cut off.
 * Every operation must be paintable (`paintable`).
 */
export async function paint(ops: readonly Op[], { x, y, width, height }: { x: number; y: number; width: number; height: number }, rasterize: Rasterizer): Promise<Uint8Array> {
  // A pixel at a time as a word, white to begin with: a rectangle's row is one fill.
  const words = new Uint32Array(width * height).fill(0xffffffff);
  const pixels = new Uint8Array(words.buffer);
  for (const op of ops) {
    if (op.type === 'rect') {
      const word = wordOf(op.colour);
      const [left, right] = [Math.max(op.left - x, 0), Math.min(op.right - x, width)];
      if (right <= left) continue;
      for (let row = Math.max(op.top - y, 0); row < Math.min(op.bottom - y, height); row++) words.fill(word, row * width + left, row * width + right);
    } else if (op.type === 'text') {
      const [r, g, b] = rgbOf(op.colour);
      for (const glyph of glyphsOf(op.text, op.font, op.weight, op.size, op.x, op.y, op.setting)) {
        // The pen's pixel, and its phase within it.
        const [penX, penY] = [Math.round(glyph.x * PHASES), Math.round(glyph.y * PHASES)];
        const [px, py] = [((penX % PHASES) + PHASES) % PHASES, ((penY % PHASES) + PHASES) % PHASES];
        const mask = await maskOf(rasterize, op.font, op.weight, glyph.id, glyph.d, glyph.box, op.size, px, py);
        const [atX, atY] = [(penX - px) / PHASES + mask.dx - x, (penY - py) / PHASES + mask.dy - y];
        for (let my = Math.max(0, -atY); my < Math.min(mask.height, height - atY); my++) {
          for (let mx = Math.max(0, -atX); mx < Math.min(mask.width, width - atX); mx++) {
            const a = mask.coverage[my * mask.width + mx]!;
            if (a === 0) continue;
            const at = ((atY + my) * width + atX + mx) * 4;
            pixels[at] = (pixels[at]! * (255 - a) + r * a + 127) / 255;
            pixels[at + 1] = (pixels[at + 1]! * (255 - a) + g * a + 127) / 255;
            pixels[at + 2] = (pixels[at + 2]! * (255 - a) + b * a + 127) / 255;
          }
        }
      }
    } else throw new Error('an svg operation cannot be painted: draw the part with resvg');
  }
  return pixels;
}
