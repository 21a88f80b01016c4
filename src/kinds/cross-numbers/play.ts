import { cellHints, type Hint, type HintMessages } from '../../engine/hint.ts';
import { listOf } from '../../engine/words.ts';
import type { Placement } from '../../engine/steps.ts';
import { evaluate } from './lines.ts';
import type { CrossNumbersPuzzle, Op } from './schema.ts';
import { stepper } from './steps.ts';
import { totalSaid, words } from './words.ts';
import { type Square, squareOf } from '../../engine/grid-labels.ts';
import type { Outcome } from '../../play/moves.ts';
import { countOnce } from '../../play/saved.ts';
import { playWords } from './play-words.ts';

/** The player's digits in the blanks (null where empty), over the printed givens. */
export type Entries = (number | null)[][];

/** A game of Cross Numbers: the digits written, pencil marks and the mistakes counted. */
export interface CrossNumbersState {
  entries: Entries;
  /** Pencil marks by cell (`r-c`); absent in progress stored before notes. */
  notes?: Record<string, number[]>;
  mistakes: number;
  /** Wrong entries already counted (`r-c:digit`), so one wrong digit is one mistake however often it is checked. */
  counted?: string[];
}

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

/** Each row and column: complete or not, and if complete, whether it makes its total without a digit the distinct rule forbids. */
export function lineStates(puzzle: CrossNumbersPuzzle, entries: Entries): LineState[] {
  const grid = board(puzzle, entries);
  const clashing = new Set(clashes(puzzle, entries).flat().map(([r, c]) => `${r}-${c}`));
  return linesOf(puzzle).map(({ line, cells, ops, total }) => {
    const values = cells.map(([r, c]) => grid[r]![c]!);
    const complete = values.every((v) => v !== null);
    const repeats = cells.some(([r, c]) => clashing.has(`${r}-${c}`) && sharesLine(puzzle, line, cells, grid, r, c));
    return { line, complete, holds: complete ? !repeats && evaluate(values as number[], ops, puzzle.order) === total : null };
  });
}

/** Whether cell (r, c) of `line` repeats a digit of that very line (a clash may be in its other line). */
function sharesLine(puzzle: CrossNumbersPuzzle, line: string, cells: [number, number][], grid: (number | null)[][], r: number, c: number): boolean {
  if (puzzle.distinct === 'none' || (puzzle.distinct === 'rows' && line.startsWith('col'))) return false;
  return cells.some(([r2, c2]) => (r2 !== r || c2 !== c) && grid[r2]![c2] === grid[r]![c]);
}

/** The groups of cells in which the distinct rule forbids a repeat: rows, rows and columns, or the whole grid. */
function groupsOf(puzzle: CrossNumbersPuzzle): [number, number][][] {
  const rows = Array.from({ length: puzzle.rows }, (_, r) => Array.from({ length: puzzle.cols }, (_, c): [number, number] => [r, c]));
  const cols = Array.from({ length: puzzle.cols }, (_, c) => Array.from({ length: puzzle.rows }, (_, r): [number, number] => [r, c]));
  switch (puzzle.distinct) {
    case 'none':
      return [];
    case 'rows':
      return rows;
    case 'lines':
      return [...rows, ...cols];
    case 'grid':
      return [rows.flat()];
  }
}

/** Pairs of cells holding one digit where the distinct rule forbids it (givens count too). */
export function clashes(puzzle: CrossNumbersPuzzle, entries: Entries): [number, number][][] {
  const grid = board(puzzle, entries);
  const pairs: [number, number][][] = [];
  for (const group of groupsOf(puzzle)) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!];
        const v = grid[a[0]]![a[1]];
        if (v !== null && v !== undefined && v === grid[b[0]]![b[1]]) pairs.push([a, b]);
      }
    }
  }
  return pairs;
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

/** Hints, a box named by its row and column. */
/**
 * What a hint that is not a step says: the wrong entries each worded by a message of its own
 * (the first as a sentence starts), joined as the language lists them.
 */
const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) =>
    words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => (i === 0 ? words.hint.wrongFirst(w) : words.hint.wrongNext(w))), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
const hints = cellHints(stepper, hintWords, (puzzle: CrossNumbersPuzzle, cell) => ({ cell: squareOf(cell, puzzle.cols) }));

/** The hint for the player's grid: the next step of the step solver, or the digits that are wrong. */
export function crossNumbersHint(puzzle: CrossNumbersPuzzle, entries: Entries, answer: number[][]): Hint {
  const wanted = puzzle.cells.flatMap((row, r) => row.flatMap((given, c) => (given === null ? [{ cell: r * puzzle.cols + c, value: answer[r]![c]! }] : [])));
  return hints(puzzle, wanted, entriesOf(puzzle, entries));
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

/** The blank cells, row by row. */
export const blanksOf = (puzzle: CrossNumbersPuzzle) =>
  puzzle.cells.flatMap((row, r) => row.flatMap((given, c): [number, number][] => (given === null ? [[r, c]] : [])));

/** `row-2` or `col-0` (the line keys) as the words name it. */
export const lineNamed = (line: string) => {
  const [kind, n] = line.split('-');
  return { row: kind === 'row', n: Number(n) + 1 };
};

/** The cells of a line by its key (`row-2`, `col-0`), row and column from 0. */
const cellsOf = (puzzle: CrossNumbersPuzzle, line: string): [number, number][] => {
  const { row, n } = lineNamed(line);
  return row ? Array.from({ length: puzzle.cols }, (_, c): [number, number] => [n - 1, c]) : Array.from({ length: puzzle.rows }, (_, r): [number, number] => [r, n - 1]);
};

/**
 * Digit `value` written in (r, c), or the box emptied (null): a move; where it repeats a digit
 * the distinct rule forbids, or completes a line that misses its total, that is said, ringed and
 * counted. Null where the box already holds it.
 */
export function crossNumbersEntry(puzzle: CrossNumbersPuzzle, answer: number[][], state: CrossNumbersState, r: number, c: number, value: number | null): Outcome<CrossNumbersState> | null {
  if (state.entries[r]![c] === value) return null;
  const entries = state.entries.map((line) => [...line]);
  entries[r]![c] = value;
  const next: CrossNumbersState = { ...state, entries };
  if (value === null) return { move: next };
  // Only what the rules forbid is a mistake here: a repeated digit, a full line off its total.
  const clash = clashes(puzzle, entries).filter((pair) => pair.some(([a, b]) => a === r && b === c));
  // Lines through this box that are full and miss their total: this digit made them so.
  const off = lineStates(puzzle, entries).filter((l) => l.holds === false && (l.line === `row-${r}` || l.line === `col-${c}`));
  if (clash.length === 0 && off.length === 0) return { move: next };
  // The mistake is the digit the rules forbid: this one where it repeats a digit, else the
  // wrong digits of the lines it completed (a right digit that completes a line another
  // digit spoiled is none), each counted once.
  const wrong = clash.length
    ? [`${r}-${c}:${value}`]
    : off.flatMap(({ line }) => cellsOf(puzzle, line)).flatMap(([a, b]) => {
        const v = entries[a]![b];
        return puzzle.cells[a]![b] === null && v !== null && v !== undefined && v !== answer[a]![b] ? [`${a}-${b}:${v}`] : [];
      });
  const said = clash.length
    ? playWords.already({ context: puzzle.distinct === 'grid' ? 'grid' : clash.some((pair) => pair.every(([a]) => a === r)) ? 'row' : 'column', v: value })
    : words.check.total(totalSaid(off.map((l) => lineNamed(l.line))));
  return { move: countOnce(next, wrong), say: said, tone: 'bad', flag: [...clash.flat().map(([a, b]) => `cell-${a}-${b}`), ...off.map((l) => `total-${l.line}`)] };
}

/** Check this box on (r, c): empty, right, or wrong (counted once and ringed). */
export function crossNumbersCheckCell(answer: number[][], state: CrossNumbersState, r: number, c: number): Outcome<CrossNumbersState> {
  const v = state.entries[r]![c];
  if (v === null || v === undefined) return { say: playWords.boxEmpty({ row: r + 1, column: c + 1 }) };
  if (v === answer[r]![c]) return { say: playWords.boxRight({ v, row: r + 1, column: c + 1 }), tone: 'good' };
  return { update: countOnce(state, [`${r}-${c}:${v}`]), say: playWords.boxWrong({ v, row: r + 1, column: c + 1 }), tone: 'bad', flag: [`cell-${r}-${c}`] };
}

/** Check on a grid not solved: every digit so far right (and how many boxes are empty), or each wrong one named, counted once and ringed. */
export function crossNumbersCheck(puzzle: CrossNumbersPuzzle, answer: number[][], state: CrossNumbersState): Outcome<CrossNumbersState> {
  const blanks = blanksOf(puzzle);
  const wrong = blanks.filter(([r, c]) => state.entries[r]![c] !== null && state.entries[r]![c] !== answer[r]![c]);
  const empty = blanks.filter(([r, c]) => state.entries[r]![c] === null).length;
  if (wrong.length === 0) return { say: playWords.allRightSoFar({ count: empty }) };
  return {
    update: countOnce(state, wrong.map(([r, c]) => `${r}-${c}:${state.entries[r]![c]}`)),
    say: playWords.wrongDigits({
      count: wrong.length,
      wrong: wrong.map(([r, c]) => playWords.wrongBox({ row: r + 1, column: c + 1 })).reduce((before, item) => playWords.wrongThen({ before, item })),
    }),
    tone: 'bad',
    flag: wrong.map(([r, c]) => `cell-${r}-${c}`),
  };
}
