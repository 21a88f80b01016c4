import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import type { Difficulty, PlannedAnswer, StandIns } from '../../engine/kind.ts';
import { BOXES, cornerOf, type KillerOptions, type KillerPuzzle, type KillerSolution } from './schema.ts';
import { words } from './words.ts';

/** A digit, a little below the middle of its cell and smaller than a Sudoku's, clear of the sum in its corner; an answer's, in a key. */
const [DIGIT, DIGIT_Y, ANSWER_DIGIT] = [0.5, 0.68, 0.7];
/** A cage's sum, inside the dotted line's corner of its top left cell as Killer books print it: a third of the cell, so that large print on a 6×9 page, its 9×9 at about 12.7 mm a cell, prints it at 11 pt. */
const [SUM, SCREEN_SUM] = [0.34, 0.3];
/** How far inside its cells' borders a cage's dotted line runs, clear of the solid lines, as published. */
const INSET = 0.09;
/** Each cell's cage, row by row. */
const cageOf = (p: Pick<KillerPuzzle, 'size' | 'cages'>) => {
  const owner = Array.from({ length: p.size }, () => new Array<number>(p.size).fill(-1));
  p.cages.forEach((cage, i) => cage.cells.forEach(([r, c]) => (owner[r]![c] = i)));
  return owner;
};
/**
 * The grid in 1-unit cells as Killer books print it: thin cell lines, heavy box rules, each cage a
 * dotted line just inside its border with its sum small in its top left cell; printed digits (where
 * a record has them) bold on a tint; rows and columns numbered with `flow.coordinates`.
 */
export function draw(puzzle: KillerPuzzle, solution?: KillerSolution, flow?: Flow): Figure {
  const figure = grid(puzzle, solution, DIGIT, flow?.readable ? SCREEN_SUM : SUM);
  const centres = Array.from({ length: puzzle.size }, (_, i) => i + 0.5);
  return flow?.coordinates ? withGridLabels(figure, { rows: centres, cols: centres, size: 0.4 }) : figure;
}
/** The key's answer: the filled grid and its boxes, its digits larger, as published keys (dotted cages in a key's small grid only blur its digits). */
export const drawAnswer = (puzzle: KillerPuzzle, solution: KillerSolution): Figure => grid(puzzle, solution, ANSWER_DIGIT, 0);
function grid(puzzle: KillerPuzzle, solution: KillerSolution | undefined, digit: number, sum: number): Figure {
  const { size, cages, box: [w, h] } = puzzle;
  const [cells, text, rules]: Item[][] = [[], [], []];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const given = puzzle.givens?.[r]?.[c] ?? 0;
      const value = given || solution?.grid[r]?.[c];
      cells.push({ type: 'box', x: c, y: r, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${r}-${c}` });
      if (value) text.push({ type: 'text', x: c + 0.5, y: r + (sum ? DIGIT_Y : 0.5), text: String(value), size: digit, role: given ? 'given' : 'answer', anchor: 'middle' });
    }
  }
  for (const cage of sum ? cages : []) {
    const [r, c] = cornerOf(cage.cells);
    text.push({ type: 'text', x: c + INSET + 0.05, y: r + INSET + 0.06 + sum / 2, text: String(cage.sum), size: sum, role: 'label', anchor: 'start' });
  }
  for (let x = w; x < size; x += w) rules.push({ type: 'line', x1: x, y1: 0, x2: x, y2: size, role: 'thick' });
  for (let y = h; y < size; y += h) rules.push({ type: 'line', x1: 0, y1: y, x2: size, y2: y, role: 'thick' });
  // Cells first, so no fill covers a line or a digit.
  const items = [...cells, ...rules, ...(sum ? outlines(cageOf(puzzle)) : []), { type: 'box', x: 0, y: 0, w: size, h: size, role: 'frame' } as Item, ...text];
  return { width: size, height: size, alt: solution ? words.altSolved({ size }) : words.alt({ size, count: cages.length }), items };
}
/** Each cage's dotted outline, `INSET` inside its border: a run along each cell side bordering another cage (or the edge), stopping short of a corner the cage turns out of and reaching past one it turns into, so a cage's runs meet end to end. */
function outlines(owner: readonly number[][]): Item[] {
  const size = owner.length;
  const out: Item[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const mine = (dr: number, dc: number) => owner[r + dr]?.[c + dc] === owner[r]![c];
      const end = (edge: number, sign: number, along: boolean, turn: boolean) => (!along ? edge - sign * INSET : turn ? edge + sign * INSET : edge);
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
        if (mine(dr, dc)) continue;
        const [y, x] = [dr < 0 ? r + INSET : r + 1 - INSET, dc < 0 ? c + INSET : c + 1 - INSET];
        if (dr !== 0) out.push({ type: 'line', x1: end(c, -1, mine(0, -1), mine(dr, -1)), y1: y, x2: end(c + 1, 1, mine(0, 1), mine(dr, 1)), y2: y, role: 'dotted' });
        else out.push({ type: 'line', x1: x, y1: end(r, -1, mine(-1, 0), mine(-1, dc)), x2: x, y2: end(r + 1, 1, mine(1, 0), mine(1, dc)), role: 'dotted' });
      }
    }
  }
  return out;
}
/** The grid as text: each cell its cage's letter and, in the key, its digit; then the cages by letter with their sums (a–z, A–Z, then numbers). */
export function text(puzzle: KillerPuzzle, solution?: KillerSolution): string {
  const letter = (i: number) => (i < 26 ? String.fromCharCode(97 + i) : i < 52 ? String.fromCharCode(39 + i) : String(i));
  const digit = (r: number, c: number) => solution?.grid[r]?.[c] || puzzle.givens?.[r]?.[c] || '';
  const rows = cageOf(puzzle).map((row, r) => row.map((i, c) => `${letter(i)}${digit(r, c)}`.padEnd(solution || puzzle.givens ? 3 : 2)).join('').trimEnd());
  return [...rows, '', puzzle.cages.map((cage, i) => `${letter(i)} ${cage.sum}`).join('  ')].join('\n');
}
/** Every puzzle of a size draws as large (cells, boxes, dotted cages, two-digit sums inside the grid): each row a cage of the row's sum. */
export function standIns({ size }: KillerOptions, _difficulty: Difficulty): StandIns<KillerPuzzle> {
  const cages = Array.from({ length: size }, (_, r) => ({ cells: Array.from({ length: size }, (_, c): [number, number] => [r, c]), sum: (size * (size + 1)) / 2 }));
  const puzzle = { size, box: [...BOXES[size]] as [number, number], cages };
  return { largest: puzzle, typical: puzzle };
}
/** How long a band's key step is, in characters of English, to ten: over the bench's 9×9s (a cage listing's sentence is long at every band). */
const KEY_STEP: Record<Difficulty, number> = { easy: 180, medium: 230, hard: 300, expert: 570 };
/** A key's answer planned from the options (`PuzzleKind.plannedAnswer`): a grid of their size, a cage a cell. */
export function plannedAnswer({ size }: KillerOptions, difficulty: Difficulty): PlannedAnswer {
  const cages = Array.from({ length: size * size }, (_, i) => ({ cells: [[Math.floor(i / size), i % size] as [number, number]], sum: size }));
  const grid = Array.from({ length: size }, () => new Array<number>(size).fill(size));
  return { figure: drawAnswer({ size, box: [...BOXES[size]], cages }, { grid }), keyStep: KEY_STEP[difficulty] };
}
