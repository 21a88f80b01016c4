import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import type { StandIns } from '../../engine/kind.ts';
import { viewed } from './check.ts';
import { givensOf, SIDES, type SkyscrapersOptions, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';
import { words } from './words.ts';

/** The band round the grid the clues stand in, of a cell. */
const MARGIN = 0.8;
/** A height in a cell, and a clue outside: the same bold digit, as the published grids set them. */
const DIGIT = 0.6;

/**
 * The grid as Skyscrapers books and Tatham's Towers print it: the clue digits outside the grid
 * on all four sides, bold, each before the row or column it looks along, with a heavy frame and
 * thin cell lines inside; printed heights bold on a tinted cell, answers in plain type. Each
 * clue has a keyed spot (`clue-<side>-<i>`) the player rings when it is not kept. Rows and
 * columns are numbered only with `flow.coordinates`, as books print none.
 */
export function draw(puzzle: SkyscrapersPuzzle, solution?: SkyscrapersSolution, flow?: Flow): Figure {
  const { size } = puzzle;
  const givens = givensOf(puzzle);
  const cells: Item[] = [];
  const text: Item[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const given = givens[r]![c]!;
      cells.push({ type: 'box', x: MARGIN + c, y: MARGIN + r, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      const v = given || solution?.grid[r]?.[c];
      if (v) text.push({ type: 'text', x: MARGIN + c + 0.5, y: MARGIN + r + 0.5, text: String(v), size: DIGIT, role: given ? 'given' : 'answer', anchor: 'middle' });
    }
  }
  // A clue stands a margin's width out from the cell it looks into first.
  const spots: Item[] = [];
  for (const side of SIDES) {
    for (let i = 0; i < size; i++) {
      const [r, c] = viewed(size, side, i)[0]!;
      const [dx, dy] = side === 'left' ? [-1, 0] : side === 'right' ? [1, 0] : side === 'top' ? [0, -1] : [0, 1];
      const x = MARGIN + c + 0.5 + dx * (0.5 + MARGIN / 2);
      const y = MARGIN + r + 0.5 + dy * (0.5 + MARGIN / 2);
      spots.push({ type: 'box', x: x - MARGIN / 2, y: y - MARGIN / 2, w: MARGIN, h: MARGIN, role: 'spot', key: `clue-${side}-${i}` });
      const clue = puzzle[side][i]!;
      if (clue) text.push({ type: 'text', x, y, text: String(clue), size: DIGIT, role: 'given', anchor: 'middle' });
    }
  }
  const width = size + 2 * MARGIN;
  const clues = SIDES.reduce((n, side) => n + puzzle[side].filter((v) => v > 0).length, 0);
  const count = givens.flat().filter((v) => v > 0).length;
  const alt = solution ? words.altSolved({ size }) : words.alt({ size, clues: words.altClues({ count: clues }), givens: words.altGivens({ count }) });
  const frame: Item = { type: 'box', x: MARGIN, y: MARGIN, w: size, h: size, role: 'frame' };
  const figure: Figure = { width, height: width, alt, items: [...spots, ...cells, frame, ...text] };
  if (!flow?.coordinates) return figure;
  const centres = Array.from({ length: size }, (_, i) => MARGIN + i + 0.5);
  return withGridLabels(figure, { rows: centres, cols: centres, size: 0.4 });
}

/** The grid as text, as Tatham's Towers writes it: the top clues, each row between its left and right clues, the bottom clues; `.` an empty cell, a space no clue. */
export function text(puzzle: SkyscrapersPuzzle, solution?: SkyscrapersSolution): string {
  const givens = givensOf(puzzle);
  const clue = (v: number) => (v ? String(v) : ' ');
  const edge = (side: 'top' | 'bottom') => `  ${puzzle[side].map(clue).join(' ')}`.trimEnd();
  const rows = givens.map((row, r) => `${clue(puzzle.left[r]!)} ${row.map((v, c) => String(solution?.grid[r]?.[c] || v || '.')).join(' ')} ${clue(puzzle.right[r]!)}`.trimEnd());
  return [edge('top'), ...rows, edge('bottom')].join('\n');
}

/** Every puzzle of a size draws alike (its clues around, its heights inside): a grid of the options' size with every clue shown. */
export function standIns(o: SkyscrapersOptions): StandIns<SkyscrapersPuzzle> {
  const clues = () => new Array<number>(o.size).fill(o.size);
  const puzzle: SkyscrapersPuzzle = { size: o.size, top: clues(), bottom: clues(), left: clues(), right: clues(), givens: Array.from({ length: o.size }, (_, r) => Array.from({ length: o.size }, (_, c) => (r === 0 && c === 0 ? 1 : 0))) };
  return { largest: puzzle, typical: puzzle };
}
