/**
 * Outlines a maze can take on the square grid: a mask of the cells inside (1) and outside (0),
 * row by row, for a grid of `rows` by `cols`. The cells outside are no part of the maze: no
 * passage reaches them, the carvers, the walker and the proof never step into them (`Maze.next`
 * is -1 toward one, as past the grid's edge), and a record keeps them 0. Each mask is worked out
 * from rows and cols by + − × ÷ alone, which every engine rounds alike, never by Math.cos or
 * Math.pow, so a record's mask is the same wherever it is read.
 */

import { Maze } from './maze.ts';
import { RoundMaze, roundMask } from './round.ts';

/** The outlines a kind can name; `rect` has no mask (every cell is inside). */
export const OUTLINES = ['heart', 'star'] as const;
export type Outline = (typeof OUTLINES)[number];

/**
 * The fewest squares a side each outline is drawn in: under it the outline reads as none (a
 * heart's lobes a square or two; a star's five points under a square each below 10).
 */
export const OUTLINE_LEAST: Readonly<Record<Outline, number>> = { heart: 8, star: 10 };

/*
 * The heart, as a child draws one: two round lobes, circles of radius 0.5 about (±0.5, 0.45), the
 * gap between them below their meeting filled, and below them a V to its point at (0, −1), its
 * sides the lines from the point that touch the circles (|x| = W (y + 1), touching at y = T).
 * W and T are the tangent's, worked out once (W the root of (1.45 W − 0.5)² = 0.25 (1 + W²))
 * and kept as numbers, so no engine's square root or trigonometry enters a mask.
 */
const LOBE_X = 0.5;
const LOBE_Y = 0.45;
const LOBE_R = 0.5;
const W = 0.7827260458839405;
const T = 0.1418172157279491;

/** Whether a point (y upward) is inside the heart. */
function inHeart(x: number, y: number): boolean {
  const ax = x < 0 ? -x : x;
  if ((ax - LOBE_X) * (ax - LOBE_X) + (y - LOBE_Y) * (y - LOBE_Y) <= LOBE_R * LOBE_R) return true;
  if (ax <= LOBE_X && y >= T && y <= LOBE_Y) return true;
  return y <= T && ax <= (y + 1) * W;
}

/**
 * A five-pointed star, a point up: its outer points on the unit circle, its inner corners at 0.55
 * of it (a chunkier star than the geometric 0.38, so its points are corridors wide), clockwise
 * from the top as on the page; the sines and cosines worked out once and kept as numbers, the
 * right half the left's mirror so the mask is the same either side.
 */
const STAR_LEFT: readonly (readonly [number, number])[] = [
  [-0.323281888761, 0.444959346906],
  [-0.951056516295, 0.309016994375],
  [-0.523081083962, -0.169959346906],
  [-0.587785252292, -0.809016994375],
];
const STAR: readonly (readonly [number, number])[] = [[0, 1], ...STAR_LEFT, [0, -0.55], ...STAR_LEFT.map(([x, y]) => [-x, y] as const).reverse()];

/** Whether a point (y upward) is inside the star: a ray to its left crosses its sides an odd number of times. */
function inStar(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = STAR.length - 1; i < STAR.length; j = i++) {
    const [x1, y1] = STAR[i]!;
    const [x2, y2] = STAR[j]!;
    if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) inside = !inside;
  }
  return inside;
}

/**
 * Each outline's test and the box of it the grid covers: x from −`side` to `side` across the
 * columns, y from `top` down to `bottom`, each a little inside the outline's own extremes where
 * they are a point (a heart's foot; a star's tips), so the first and last rows hold a cell or two.
 */
const OUTLINE: Readonly<Record<Outline, { inside: (x: number, y: number) => boolean; side: number; top: number; bottom: number }>> = {
  heart: { inside: inHeart, side: 1, top: LOBE_Y + LOBE_R, bottom: -0.9 },
  star: { inside: inStar, side: 0.92, top: 0.92, bottom: -0.78 },
};

/** Points looked at in each cell, a side, and how many of them inside put the cell inside: half. */
const SAMPLES = 4;
const HALF = (SAMPLES * SAMPLES) / 2;

/** The largest part of a mask joined side to side (a cell touching the rest by a corner alone would be cut off from the maze): the rest cleared. */
function largestPart(mask: Uint8Array, rows: number, cols: number): Uint8Array {
  const part = new Int32Array(rows * cols).fill(-1);
  let best = -1;
  let bestSize = 0;
  for (let first = 0; first < mask.length; first++) {
    if (!mask[first] || part[first]! >= 0) continue;
    const queue = [first];
    part[first] = first;
    for (let i = 0; i < queue.length; i++) {
      const cell = queue[i]!;
      const [r, c] = [Math.floor(cell / cols), cell % cols];
      for (const [nr, nc] of [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ] as const) {
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
        const next = nr * cols + nc;
        if (!mask[next] || part[next]! >= 0) continue;
        part[next] = first;
        queue.push(next);
      }
    }
    if (queue.length > bestSize) [best, bestSize] = [first, queue.length];
  }
  return Uint8Array.from(mask, (_, cell) => (part[cell] === best ? 1 : 0));
}

/** A heart filling a grid of `rows` by `cols`: each cell inside where half its area or more is (as sampled). */
export const heartMask = (rows: number, cols: number): Uint8Array => outlineMask('heart', rows, cols);

/** An outline filling a grid of `rows` by `cols`: each cell inside where half its area or more is (as sampled), its largest part joined side to side. */
export function outlineMask(shape: Outline, rows: number, cols: number): Uint8Array {
  const { inside, side, top, bottom } = OUTLINE[shape];
  const mask = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let n = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const y = top - ((top - bottom) * (r + (i + 0.5) / SAMPLES)) / rows;
        for (let j = 0; j < SAMPLES; j++) if (inside(-side + (2 * side * (c + (j + 0.5) / SAMPLES)) / cols, y)) n++;
      }
      if (n >= HALF) mask[r * cols + c] = 1;
    }
  }
  return largestPart(mask, rows, cols);
}

const made = new Map<string, Uint8Array>();

/** The mask of an outline at a size (made once, then shared: read it, never write it), a round maze's its rings' cells; null for a rectangle (or a shape not an outline). */
export function maskOf(shape: string, rows: number, cols: number): Uint8Array | null {
  if (shape !== 'round' && !(OUTLINES as readonly string[]).includes(shape)) return null;
  const key = `${shape} ${rows} ${cols}`;
  let mask = made.get(key);
  if (!mask) {
    mask = shape === 'round' ? roundMask(rows) : outlineMask(shape as Outline, rows, cols);
    made.set(key, mask);
  }
  return mask;
}

/** The cells of a mask inside, counted. */
export const insideCount = (mask: Uint8Array | null, rows: number, cols: number): number => (mask ? mask.reduce((n, m) => n + m, 0) : rows * cols);

/** A maze of a shape's grid with passages `open` (none where not given): a round maze's rings (round.ts, `rows` of them), else the square grid in the shape's outline. */
export function mazeOf(shape: string, rows: number, cols: number, open?: ArrayLike<number>): Maze {
  return shape === 'round' ? new RoundMaze(rows, open) : new Maze(rows, cols, open, maskOf(shape, rows, cols));
}
