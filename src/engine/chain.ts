import type { Item } from './figure.ts';
import type { ChainNode, Link } from './steps.ts';

/**
 * A step's chain drawn on its grid (`Step.links`): each candidate at its pencil-mark place in its
 * cell, a small circle round it (round a grouped node's places, a box), and each link a line
 * between two of them, solid where strong, dashed where weak (`link-strong`, `link-weak`,
 * `link-node` in style.ts): black on white, so it reads on a home printer. The worked keys print
 * it (worked.ts) and a hint draws it over the board (src/play/hint.ts), from this one function.
 */

/** A cell's box in figure units. */
export interface Cell {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * How candidates sit in a cell as drawn. Paper (the default) has no pencil marks under the chain:
 * a circle a little over a third of its place (`node`, a share of the place's width), in a pad
 * inset from the cell's lines (`inset`, a share of the cell), so a corner place's circle reads
 * as in its cell. A screen circles the player's own marks: `ON_MARKS`.
 */
export interface Pad {
  node: number;
  inset: number;
}
const ON_PAPER: Pad = { node: 0.38, inset: 0.06 };
/** Over a player's pencil marks (the player's pad of thirds, 12 px digits at the least): each circle about its mark, as wide as its place. */
export const ON_MARKS: Pad = { node: 0.49, inset: 0.02 };
/** Where two nodes' outlines leave less than this between them (a share of a cell), the line joins their centres, so it still shows. */
const LEAST_GAP = 0.08;

/**
 * Where digit `value` is pencilled in `cell`: its place in a square pad of ceil(√n) a side,
 * `digits` (the kind's, in the order a person pencils them) filling it row by row, as the
 * player's pad sets them (a Sudoku's 1 top left, 5 in the middle, 9 bottom right); and the
 * radius of the circle drawn round it.
 */
export function markAt(cell: Cell, value: number, digits: readonly number[], { node, inset }: Pad = ON_PAPER): { x: number; y: number; r: number } {
  const side = Math.max(1, Math.ceil(Math.sqrt(digits.length)));
  const i = Math.max(0, digits.indexOf(value));
  const pad = 1 - 2 * inset;
  const at = (start: number, length: number, k: number) => start + length * (inset + (pad * (k + 0.5)) / side);
  return { x: at(cell.x, cell.w, i % side), y: at(cell.y, cell.h, Math.floor(i / side)), r: (node * pad * Math.min(cell.w, cell.h)) / side };
}

/** A node as drawn: its outline's centre and half-sizes (equal, for a circle), or null when a cell has no box. */
interface Drawn {
  x: number;
  y: number;
  /** Half its width and height: a circle's radius both. */
  hw: number;
  hh: number;
  round: boolean;
}

function drawnNode(node: ChainNode, boxOf: (cell: number) => Cell | undefined, digits: readonly number[], pad: Pad): Drawn | null {
  const marks = node.cells.map((c) => boxOf(c)).map((box) => (box ? markAt(box, node.value, digits, pad) : null));
  if (marks.length === 0 || marks.some((m) => m === null)) return null;
  const ms = marks as { x: number; y: number; r: number }[];
  if (ms.length === 1) return { x: ms[0]!.x, y: ms[0]!.y, hw: ms[0]!.r, hh: ms[0]!.r, round: true };
  // A grouped node: one box round all its places.
  const r = Math.min(...ms.map((m) => m.r));
  const [x0, x1] = [Math.min(...ms.map((m) => m.x)) - r, Math.max(...ms.map((m) => m.x)) + r];
  const [y0, y1] = [Math.min(...ms.map((m) => m.y)) - r, Math.max(...ms.map((m) => m.y)) + r];
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, hw: (x1 - x0) / 2, hh: (y1 - y0) / 2, round: false };
}

/** How far from a node's centre its outline is, towards the unit direction (dx, dy). */
function reach(n: Drawn, dx: number, dy: number): number {
  if (n.round) return n.hw;
  const across = Math.abs(dx) > 1e-9 ? n.hw / Math.abs(dx) : Infinity;
  const down = Math.abs(dy) > 1e-9 ? n.hh / Math.abs(dy) : Infinity;
  return Math.min(across, down);
}

const keyOf = (node: ChainNode) => `${node.value}:${[...node.cells].sort((a, b) => a - b).join(',')}`;

/**
 * The items that draw `links`: each node's outline once, then each link from outline to
 * outline. `boxOf` gives a cell's box (the figure's keyed box); a link with a cell that has
 * none is left out. `digits` and `pad` as `markAt` takes them.
 */
export function chainItems(links: readonly Link[], boxOf: (cell: number) => Cell | undefined, digits: readonly number[], pad: Pad = ON_PAPER): Item[] {
  const nodes = new Map<string, Drawn | null>();
  const nodeOf = (node: ChainNode) => {
    const key = keyOf(node);
    if (!nodes.has(key)) nodes.set(key, drawnNode(node, boxOf, digits, pad));
    return nodes.get(key)!;
  };
  const lines: Item[] = [];
  for (const link of links) {
    const [a, b] = [nodeOf(link.a), nodeOf(link.b)];
    if (!a || !b) continue;
    // Math.sqrt is exact in every engine (IEEE 754 asks it correctly rounded); Math.hypot is not, and a book must be the same on every machine.
    const [ex, ey] = [b.x - a.x, b.y - a.y];
    const length = Math.sqrt(ex * ex + ey * ey);
    if (length < 1e-9) continue;
    const [dx, dy] = [(b.x - a.x) / length, (b.y - a.y) / length];
    let [from, to] = [reach(a, dx, dy), reach(b, -dx, -dy)];
    // Two places side by side in one cell (a bivalue cell's 1 and 2): centre to centre, or the line would not show.
    const cell = Math.min(...[link.a, link.b].flatMap((n) => n.cells.map((c) => boxOf(c)?.w ?? 1)));
    if (length - from - to < LEAST_GAP * cell) [from, to] = [0, 0];
    const role = link.strong ? 'link-strong' : 'link-weak';
    lines.push({ type: 'line', x1: a.x + dx * from, y1: a.y + dy * from, x2: b.x - dx * to, y2: b.y - dy * to, role });
  }
  const outlines: Item[] = [];
  for (const n of nodes.values()) {
    if (!n) continue;
    if (n.round) outlines.push({ type: 'circle', cx: n.x, cy: n.y, r: n.hw, role: 'link-node' });
    else {
      const [x0, x1, y0, y1] = [n.x - n.hw, n.x + n.hw, n.y - n.hh, n.y + n.hh];
      for (const [xa, ya, xb, yb] of [[x0, y0, x1, y0], [x1, y0, x1, y1], [x1, y1, x0, y1], [x0, y1, x0, y0]] as const) {
        outlines.push({ type: 'line', x1: xa, y1: ya, x2: xb, y2: yb, role: 'link-node' });
      }
    }
  }
  return [...outlines, ...lines];
}

/** The cells a chain passes through, each once. */
export const chainCells = (links: readonly Link[]): number[] => [...new Set(links.flatMap((l) => [...l.a.cells, ...l.b.cells]))];
