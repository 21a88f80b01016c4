import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import { cornerOf, type KillerPuzzle, type KillerSolution } from './schema.ts';
import { words } from './words.ts';

/** A digit of the grid, a little below the middle of its cell and smaller than a Sudoku's, clear of the sum in its corner. */
const DIGIT = 0.5;
const DIGIT_Y = 0.6;
/** A cage's sum, inside the dotted line's corner of its top left cell, as Killer books print it. */
const SUM = 0.26;
/** On a screen a sum is a little larger, still clear of the digit. */
const SCREEN_SUM = 0.29;
/** How far inside its cells' borders a cage's dotted line runs: clear of the solid cell and box lines, as published. */
const INSET = 0.09;
/** An answer's digits, of a cell. */
const ANSWER_DIGIT = 0.7;
/** Row and column numbers, where asked for. */
const COORDINATE = 0.4;

/** Each cell's cage, row by row. */
function cageOf(p: Pick<KillerPuzzle, 'size' | 'cages'>): number[][] {
  const owner = Array.from({ length: p.size }, () => new Array<number>(p.size).fill(-1));
  p.cages.forEach((cage, i) => cage.cells.forEach(([r, c]) => (owner[r]![c] = i)));
  return owner;
}

/**
 * The grid in 1-unit cells as Killer books print it: thin cell lines, the boxes in heavy rules,
 * each cage outlined by a dotted line just inside its border with its sum small in its top left
 * cell; printed digits (where a record has them) bold on a tinted cell, answers in plain type.
 * With `flow.coordinates` rows and columns are numbered, which steps and hints name cells by.
 */
export function draw(puzzle: KillerPuzzle, solution?: KillerSolution, flow?: Flow): Figure {
  const figure = grid(puzzle, solution, DIGIT, flow?.readable ? SCREEN_SUM : SUM);
  if (!flow?.coordinates) return figure;
  const centres = Array.from({ length: puzzle.size }, (_, i) => i + 0.5);
  return withGridLabels(figure, { rows: centres, cols: centres, size: COORDINATE });
}

/** The key's answer: the filled grid and its boxes alone, its digits larger, so answers pack as published keys do (dotted cages in a key's small grid only blur its digits). */
export const drawAnswer = (puzzle: KillerPuzzle, solution: KillerSolution): Figure => grid(puzzle, solution, ANSWER_DIGIT, 0);

function grid(puzzle: KillerPuzzle, solution: KillerSolution | undefined, digit: number, sum: number): Figure {
  const { size, cages } = puzzle;
  const [w, h] = puzzle.box;
  const owner = cageOf(puzzle);
  const cells: Item[] = [];
  const text: Item[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const given = puzzle.givens?.[r]?.[c] ?? 0;
      cells.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      const value = given || solution?.grid[r]?.[c];
      if (value) text.push({ type: 'text', x: c + 0.5, y: r + (sum ? DIGIT_Y : 0.5), text: String(value), size: digit, role: given ? 'given' : 'answer', anchor: 'middle' });
    }
  }
  if (sum) {
    for (const cage of cages) {
      const [r, c] = cornerOf(cage.cells);
      text.push({ type: 'text', x: c + INSET + 0.05, y: r + INSET + 0.06 + sum / 2, text: String(cage.sum), size: sum, role: 'label', anchor: 'start' });
    }
  }
  const rules: Item[] = [];
  for (let x = w; x < size; x += w) rules.push({ type: 'line', x1: x, y1: 0, x2: x, y2: size, role: 'thick' });
  for (let y = h; y < size; y += h) rules.push({ type: 'line', x1: 0, y1: y, x2: size, y2: y, role: 'thick' });
  // Cells first, so no fill covers a line or a digit.
  const items = [...cells, ...rules, ...(sum ? outlines(owner) : []), { type: 'box', x: 0, y: 0, w: size, h: size, role: 'frame' } as Item, ...text];
  const alt = solution ? words.altSolved({ size }) : words.alt({ size, count: cages.length });
  return { width: size, height: size, alt, items };
}

/**
 * Each cage's dotted outline, `INSET` inside its border: along each side of a cell that borders
 * another cage (or the grid's edge), a run that stops short at a corner the cage turns out of
 * and reaches on past the cell's edge at a corner it turns into, so the runs of one cage meet.
 */
function outlines(owner: readonly number[][]): Item[] {
  const size = owner.length;
  const at = (r: number, c: number) => (r >= 0 && c >= 0 && r < size && c < size ? owner[r]![c]! : -1);
  const out: Item[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const me = owner[r]![c]!;
      const mine = (dr: number, dc: number) => at(r + dr, c + dc) === me;
      // A side's end: inset where the side's neighbour is another cage, past the edge where the cage turns into the diagonal cell, else at the edge.
      const end = (edge: number, sign: number, along: boolean, diagonal: boolean) => (!along ? edge - sign * INSET : diagonal ? edge + sign * INSET : edge);
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
        if (mine(dr, dc)) continue;
        if (dr !== 0) {
          const y = dr < 0 ? r + INSET : r + 1 - INSET;
          out.push({ type: 'line', x1: end(c, -1, mine(0, -1), mine(dr, -1)), y1: y, x2: end(c + 1, 1, mine(0, 1), mine(dr, 1)), y2: y, role: 'dotted' });
        } else {
          const x = dc < 0 ? c + INSET : c + 1 - INSET;
          out.push({ type: 'line', x1: x, y1: end(r, -1, mine(-1, 0), mine(-1, dc)), x2: x, y2: end(r + 1, 1, mine(1, 0), mine(1, dc)), role: 'dotted' });
        }
      }
    }
  }
  return out;
}

/** The grid as text: each cell its cage's letter and, in the key, its digit; then the cages by letter with their sums. Letters run a–z, then A–Z, then numbers. */
export function text(puzzle: KillerPuzzle, solution?: KillerSolution): string {
  const owner = cageOf(puzzle);
  const letter = (i: number) => (i < 26 ? String.fromCharCode(97 + i) : i < 52 ? String.fromCharCode(39 + i) : String(i));
  const given = (r: number, c: number) => solution?.grid[r]?.[c] || puzzle.givens?.[r]?.[c] || '';
  const rows = owner.map((row, r) => row.map((i, c) => `${letter(i)}${given(r, c)}`.padEnd(solution || puzzle.givens ? 3 : 2)).join('').trimEnd());
  return [...rows, '', puzzle.cages.map((cage, i) => `${letter(i)} ${cage.sum}`).join('  ')].join('\n');
}
