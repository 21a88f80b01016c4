import { type Hint, nextHint } from '../../hint.ts';
import type { Placement } from '../../steps.ts';
import { evaluate } from './lines.ts';
import type { CrossNumbersPuzzle, Op } from './schema.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';

/** The player's digits in the blanks (null where empty), over the printed givens. */
export type Entries = (number | null)[][];

export interface LineState {
  /** `row-2` or `col-0`, matching the drawing's `total-row-2` / `total-col-0` boxes. */
  line: string;
  /** Every cell of the line has a digit. */
  complete: boolean;
  /** Whether the line works out to its total; null until complete. */
  holds: boolean | null;
}

export function startCrossNumbers(puzzle: CrossNumbersPuzzle): Entries {
  return puzzle.cells.map((row) => row.map(() => null));
}

/** The grid as the player has it: givens, then entries. */
function board(puzzle: CrossNumbersPuzzle, entries: Entries): (number | null)[][] {
  return puzzle.cells.map((row, r) => row.map((given, c) => given ?? entries[r]![c] ?? null));
}

interface LineShape {
  line: string;
  cells: [number, number][];
  ops: Op[];
  total: number;
}

function linesOf(p: CrossNumbersPuzzle): LineShape[] {
  const rows = p.rowTotals.map((total, r) => ({
    line: `row-${r}`,
    cells: Array.from({ length: p.cols }, (_, c): [number, number] => [r, c]),
    ops: p.rowOps[r]!,
    total,
  }));
  const cols = p.colTotals.map((total, c) => ({
    line: `col-${c}`,
    cells: Array.from({ length: p.rows }, (_, r): [number, number] => [r, c]),
    ops: p.colOps[c]!,
    total,
  }));
  return [...rows, ...cols];
}

/** Each row and column: complete or not, and if complete, whether its total holds. */
export function lineStates(puzzle: CrossNumbersPuzzle, entries: Entries): LineState[] {
  const grid = board(puzzle, entries);
  return linesOf(puzzle).map(({ line, cells, ops, total }) => {
    const values = cells.map(([r, c]) => grid[r]![c]!);
    const complete = values.every((v) => v !== null);
    return { line, complete, holds: complete ? evaluate(values as number[], ops, puzzle.order) === total : null };
  });
}

/** The player's digits as placements (row-major cells), printed givens left out. */
function entriesOf(puzzle: CrossNumbersPuzzle, entries: Entries): Placement[] {
  return puzzle.cells.flatMap((row, r) =>
    row.flatMap((given, c) => {
      const value = entries[r]?.[c];
      return given === null && value !== null && value !== undefined ? [{ cell: r * puzzle.cols + c, value }] : [];
    }),
  );
}

/** The hint for the player's grid: the next step of the step solver, or the digits that are wrong. */
export function crossNumbersHint(puzzle: CrossNumbersPuzzle, entries: Entries, answer: number[][]): Hint {
  const wanted = puzzle.cells.flatMap((row, r) => row.flatMap((given, c) => (given === null ? [{ cell: r * puzzle.cols + c, value: answer[r]![c]! }] : [])));
  const cell = (i: number) => words.cell({ row: Math.floor(i / puzzle.cols) + 1, col: (i % puzzle.cols) + 1 });
  return nextHint(stepper, puzzle, wanted, entriesOf(puzzle, entries), {
    mistake: (wrong) => words.hint.mistake({ wrong: wrong.map((w) => ({ v: w.value, cell: cell(w.cell) })) }),
    reveal: (p) => words.hint.reveal({ v: p.value, cell: cell(p.cell) }),
  });
}

/** The entries with a hint's digits written in. */
export function takeHint(puzzle: CrossNumbersPuzzle, entries: Entries, hint: Hint): Entries {
  const next = entries.map((row) => [...row]);
  if (hint.type === 'step' || hint.type === 'reveal') for (const { cell, value } of hint.place) next[Math.floor(cell / puzzle.cols)]![cell % puzzle.cols] = value;
  return next;
}

export function crossNumbersSolved(puzzle: CrossNumbersPuzzle, entries: Entries, answer: number[][]): boolean {
  return board(puzzle, entries).every((row, r) => row.every((v, c) => v === answer[r]![c]));
}
