import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import type { StandIns } from '../../engine/kind.ts';
import { viewed } from './check.ts';
import { givensOf, SIDES, type SkyscrapersOptions, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';
import { words } from './words.ts';

/** The band round the grid the clues stand in, of a cell; a height in a cell and a clue outside, the same bold digit as published grids set them. */
const MARGIN = 0.8;
const DIGIT = 0.6;
const STEP = { top: [0, -1], bottom: [0, 1], left: [-1, 0], right: [1, 0] } as const;
/** The grid as Skyscrapers books and Tatham's Towers print it: the clue digits outside on all four sides, bold, each before the row or column it looks along, a heavy frame round thin cell lines; printed heights bold on a tinted cell, answers plain. Each clue has a keyed spot (`clue-<side>-<i>`) the player rings when it is not kept. Rows and columns numbered only with `flow.coordinates`, as books print none. */
export function draw(puzzle: SkyscrapersPuzzle, solution?: SkyscrapersSolution, flow?: Flow): Figure {
  const { size } = puzzle;
  const givens = givensOf(puzzle);
  const [boxes, text]: Item[][] = [[], []];
  const digit = (x: number, y: number, v: number, role: 'given' | 'answer') => text.push({ type: 'text', x, y, text: String(v), size: DIGIT, role, anchor: 'middle' });
  givens.forEach((row, r) =>
    row.forEach((given, c) => {
      boxes.push({ type: 'box', x: MARGIN + c, y: MARGIN + r, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      const v = given || solution?.grid[r]?.[c];
      if (v) digit(MARGIN + c + 0.5, MARGIN + r + 0.5, v, given ? 'given' : 'answer');
    }),
  );
  // A clue stands a margin's width out from the cell it looks into first.
  for (const side of SIDES) {
    for (let i = 0; i < size; i++) {
      const [[r, c], [dx, dy]] = [viewed(size, side, i)[0]!, STEP[side]];
      const [x, y] = [MARGIN + c + 0.5 + dx * (0.5 + MARGIN / 2), MARGIN + r + 0.5 + dy * (0.5 + MARGIN / 2)];
      boxes.unshift({ type: 'box', x: x - MARGIN / 2, y: y - MARGIN / 2, w: MARGIN, h: MARGIN, role: 'spot', key: `clue-${side}-${i}` });
      if (puzzle[side][i]) digit(x, y, puzzle[side][i]!, 'given');
    }
  }
  const clues = SIDES.reduce((n, side) => n + puzzle[side].filter((v) => v > 0).length, 0);
  const alt = solution ? words.altSolved({ size }) : words.alt({ size, clues: words.altClues({ count: clues }), givens: words.altGivens({ count: givens.flat().filter((v) => v > 0).length }) });
  const width = size + 2 * MARGIN;
  const figure: Figure = { width, height: width, alt, items: [...boxes, { type: 'box', x: MARGIN, y: MARGIN, w: size, h: size, role: 'frame' }, ...text] };
  const centres = Array.from({ length: size }, (_, i) => MARGIN + i + 0.5);
  return flow?.coordinates ? withGridLabels(figure, { rows: centres, cols: centres, size: 0.4 }) : figure;
}
/** The grid as text, as Tatham's Towers writes it: the top clues, each row between its left and right clues, the bottom clues; `.` an empty cell, a space no clue. */
export function text(puzzle: SkyscrapersPuzzle, solution?: SkyscrapersSolution): string {
  const clue = (v: number) => (v ? String(v) : ' ');
  const edge = (side: 'top' | 'bottom') => `  ${puzzle[side].map(clue).join(' ')}`.trimEnd();
  const rows = givensOf(puzzle).map((row, r) => `${clue(puzzle.left[r]!)} ${row.map((v, c) => String(solution?.grid[r]?.[c] || v || '.')).join(' ')} ${clue(puzzle.right[r]!)}`.trimEnd());
  return [edge('top'), ...rows, edge('bottom')].join('\n');
}
/** Every puzzle of a size draws alike (its clues around, its heights inside): a grid of the options' size with every clue shown. */
export function standIns({ size }: SkyscrapersOptions): StandIns<SkyscrapersPuzzle> {
  const clues = () => new Array<number>(size).fill(size);
  const puzzle = { size, top: clues(), bottom: clues(), left: clues(), right: clues(), givens: Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => (r + c === 0 ? 1 : 0))) };
  return { largest: puzzle, typical: puzzle };
}
