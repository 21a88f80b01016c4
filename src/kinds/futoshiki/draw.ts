import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import type { StandIns } from '../../engine/kind.ts';
import type { FutoshikiOptions, FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';
import { words } from './words.ts';

/**
 * Room between cells for a sign (half a cell, as Unequal and newspapers print it), and the sign's
 * half-height: a fifth of the gap, so the sign and its stroke span about half of it with air
 * either side (issue 111: at 0.14 a page's chevron, its 2 pt rule besides, filled two thirds of
 * the gap and read as part of a box).
 */
const [GAP, ARM] = [0.5, 0.1];
const STEP = 1 + GAP;

/**
 * The cells with room between them, each sign drawn as a chevron pointing at the smaller cell
 * (`<` across, `∧` down), so no face need have the glyphs. Rows and columns are numbered only
 * with `flow.coordinates` (the archive's screens, a book that asks), as books print none.
 */
export function draw(puzzle: FutoshikiPuzzle, solution?: FutoshikiSolution, flow?: Flow): Figure {
  const { size, givens } = puzzle;
  const items: Item[] = [];
  const digits: Item[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const given = givens[r]![c]!;
      items.push({ type: 'box', x: c * STEP, y: r * STEP, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      const v = given || solution?.grid[r]?.[c];
      if (v) digits.push({ type: 'text', x: c * STEP + 0.5, y: r * STEP + 0.5, text: String(v), size: 0.6, role: given ? 'given' : 'answer', anchor: 'middle' });
    }
  }
  for (const { a: [r1, c1], b: [r2, c2] } of puzzle.less) {
    // The chevron's point is at the smaller cell's side.
    const [x, y] = [((c1 + c2) / 2) * STEP + 0.5, ((r1 + r2) / 2) * STEP + 0.5];
    const [dx, dy] = [Math.sign(c2 - c1), Math.sign(r2 - r1)];
    const tip = { x: x - dx * ARM, y: y - dy * ARM };
    for (const side of [-1, 1]) items.push({ type: 'line', x1: tip.x, y1: tip.y, x2: x + dx * ARM + side * dy * ARM * 1.4, y2: y + dy * ARM + side * dx * ARM * 1.4, role: 'thick' });
  }
  const width = size * STEP - GAP;
  const count = givens.flat().filter((v) => v > 0).length;
  const alt = solution ? words.altSolved({ size }) : words.alt({ size, givens: words.altGivens({ count }), signs: words.altSigns({ count: puzzle.less.length }) });
  const figure: Figure = { width, height: width, alt, items: [...items, ...digits] };
  if (!flow?.coordinates) return figure;
  const centres = Array.from({ length: size }, (_, i) => i * STEP + 0.5);
  return withGridLabels(figure, { rows: centres, cols: centres, size: 0.6 });
}

export function text(puzzle: FutoshikiPuzzle, solution?: FutoshikiSolution): string {
  const { size } = puzzle;
  // The signs by their two cells, one look-up a pair: sought through every sign as strings, a 9×9's were 7% of `generate --count 20`'s CPU.
  const signs = new Set(puzzle.less.map((l) => `${l.a} ${l.b}`));
  const has = (a: [number, number], b: [number, number]) => signs.has(`${a} ${b}`);
  const lines: string[] = [];
  for (let r = 0; r < size; r++) {
    let row = '';
    for (let c = 0; c < size; c++) {
      row += String(solution?.grid[r]?.[c] || puzzle.givens[r]![c] || '.');
      if (c + 1 < size) row += has([r, c], [r, c + 1]) ? ' < ' : has([r, c + 1], [r, c]) ? ' > ' : '   ';
    }
    lines.push(row);
    if (r + 1 < size) lines.push(Array.from({ length: size }, (_, c) => (has([r, c], [r + 1, c]) ? '^' : has([r + 1, c], [r, c]) ? 'v' : ' ')).join('   '));
  }
  return lines.join('\n');
}

/** Every puzzle of a size draws alike (its cells, signs and numbers inside the grid): a grid of the options' size, its first row given. */
export const standIns = ({ size }: FutoshikiOptions): StandIns<FutoshikiPuzzle> =>
  ((p) => ({ largest: p, typical: p }))({ size, givens: Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => (r === 0 ? c + 1 : 0))), less: [] });
