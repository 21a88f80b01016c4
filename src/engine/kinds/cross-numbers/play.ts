import { evaluate, lineSupport } from './lines.ts';
import type { CrossNumbersPuzzle, Op } from './schema.ts';

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

export interface Hint {
  r: number;
  c: number;
  value: number;
  /** True when the lines alone force the digit; false when only trying values would find it. */
  forced: boolean;
}

/**
 * The next cell a solver can deduce: from the givens and the player's right digits, each line
 * narrows its cells' digits (the engine's line support) until nothing changes; an empty cell
 * left with one digit is the hint. Where none is forced, the empty cell with fewest digits left
 * is filled from the answer. Wrong digits are ignored, so a hint never builds on a mistake.
 */
export function hint(puzzle: CrossNumbersPuzzle, entries: Entries, answer: number[][]): Hint | null {
  const [lo, hi] = puzzle.digits;
  const all = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const domains = puzzle.cells.map((row, r) =>
    row.map((given, c) => {
      if (given !== null) return [given];
      const entry = entries[r]![c];
      return entry !== null && entry !== undefined && entry === answer[r]![c] ? [entry] : all;
    }),
  );
  const lines = linesOf(puzzle);
  for (let changed = true; changed; ) {
    changed = false;
    for (const { cells, ops, total } of lines) {
      const support = lineSupport(cells.map(([r, c]) => domains[r]![c]!), ops, total, puzzle.order);
      if (!support) return null;
      cells.forEach(([r, c], i) => {
        if (support[i]!.length < domains[r]![c]!.length) {
          domains[r]![c] = support[i]!;
          changed = true;
        }
      });
    }
  }
  const empty: Hint[] = [];
  puzzle.cells.forEach((row, r) =>
    row.forEach((given, c) => {
      const entry = entries[r]![c];
      if (given === null && (entry === null || entry === undefined)) {
        empty.push({ r, c, value: answer[r]![c]!, forced: domains[r]![c]!.length === 1 });
      }
    }),
  );
  const size = (h: Hint) => domains[h.r]![h.c]!.length;
  return empty.find((h) => h.forced) ?? empty.sort((a, b) => size(a) - size(b))[0] ?? null;
}

export function crossNumbersSolved(puzzle: CrossNumbersPuzzle, entries: Entries, answer: number[][]): boolean {
  return board(puzzle, entries).every((row, r) => row.every((v, c) => v === answer[r]![c]));
}
