import { cellHints, type Hint, type HintMessages } from '../engine/hint.ts';
import { type Square, squareOf } from '../engine/grid-labels.ts';
import type { Mistake } from '../engine/mistake.ts';
import type { Placement, Stepper } from '../engine/steps.ts';
import type { Outcome } from './moves.ts';
import { arrayOf, countedList, countOnce, MAX_COUNT, marks, record, whole } from './saved.ts';
import { playWords, wrongDigitsLine } from './words.ts';

/**
 * A game of digits in a grid's cells, the rules pure (no DOM), for the kinds on the grid kit
 * (Sudoku; the cage and sum kinds): what a kind tells the play kit, and the state a game keeps.
 * `grid-player.ts` builds the controls on it.
 */
/** A group a digit may not repeat in, as the words name it. */
export type GroupWhere = 'row' | 'column' | 'box' | 'cage' | 'run';

export interface GridRules<P, S> {
  /** Cells a side, row by row: rows and columns. */
  rows(puzzle: P): number;
  cols(puzzle: P): number;
  /** The printed digits (0 where a cell is to fill). */
  givens(puzzle: P): readonly (readonly number[])[];
  /** Whether a cell is in play (a Kakuro's black squares are not); every cell when absent. */
  open?(puzzle: P, row: number, col: number): boolean;
  /** The answer's digits, row by row. */
  answer(solution: S): readonly (readonly number[])[];
  /** The digits a cell may hold, in keypad order. */
  digits(puzzle: P): readonly number[];
  /** Where a digit may not repeat: each group's cells (row, column from 0), named as `already` names it. */
  groups(puzzle: P): readonly { where: GroupWhere; cells: readonly (readonly [number, number])[] }[];
  /** The kind's step solver, for hints. */
  stepper: Stepper<P, S>;
  /** What a hint that is not a step says (the kind's `hint` words). */
  hintWords: HintMessages<{ cell: Square }>;
  /** The answer check of a full grid (the kind's `mistake`), said with its check words. */
  mistake(puzzle: P, grid: number[][]): Mistake | null;
  /** How often each digit is in the answer where that is fixed (a Latin square's size), for the keypad's count of each left; absent where it is not (Kakuro). */
  perDigit?(puzzle: P): number;
  /** Areas lit with the chosen cell's houses that are not among its groups (a Killer's cages, whose repeats the answer check says); none when absent. */
  areas?(puzzle: P): readonly (readonly (readonly [number, number])[])[];
}

/**
 * What a Latin square of `size` (Sudoku, Calcudoku, Killer Sudoku, Futoshiki) gives the grid
 * player alike: its sides, its digits 1 to `size`, each `size` times in the answer (once a
 * row), and its answer's grid. A kind's rules spread it and add their own.
 */
export const latinSquare = {
  rows: (p: { size: number }) => p.size,
  cols: (p: { size: number }) => p.size,
  answer: (s: { grid: readonly (readonly number[])[] }) => s.grid,
  digits: (p: { size: number }) => Array.from({ length: p.size }, (_, i) => i + 1),
  perDigit: (p: { size: number }) => p.size,
};

export interface GridState {
  /** The player's digits in the cells to fill (null where empty); printed cells stay null. */
  entries: (number | null)[][];
  /** Pencil marks by cell (`r-c`). */
  notes: Record<string, number[]>;
  mistakes: number;
  /** Wrong entries already counted (`r-c:digit`), so one wrong digit is one mistake however often it is seen. */
  counted: string[];
}

/** The cells to fill, row by row, as [row, column]. */
export const blanksOf = <P>(rules: GridRules<P, unknown>, puzzle: P): [number, number][] =>
  rules.givens(puzzle).flatMap((row, r) => row.flatMap((v, c): [number, number][] => (v || (rules.open && !rules.open(puzzle, r, c)) ? [] : [[r, c]])));

export function startGrid<P>(rules: GridRules<P, unknown>, puzzle: P): GridState {
  return { entries: rules.givens(puzzle).map((row) => row.map(() => null)), notes: {}, mistakes: 0, counted: [] };
}

/** A stored state read back, or null where it is not one this puzzle's game could have written (never throws). */
export function restoreGrid<P>(rules: GridRules<P, unknown>, puzzle: P, stored: unknown): GridState | null {
  if (!record(stored)) return null;
  const { entries, notes, mistakes, counted } = stored;
  const [rows, cols] = [rules.rows(puzzle), rules.cols(puzzle)];
  const digits = rules.digits(puzzle);
  const [low, high] = [Math.min(...digits), Math.max(...digits)];
  const givens = rules.givens(puzzle);
  // A cell of the grid that is not printed (a name off the grid is none).
  const blank = (r: number, c: number) => r >= 0 && r < rows && c >= 0 && c < cols && !givens[r]![c] && (!rules.open || rules.open(puzzle, r, c));
  const grid = arrayOf(entries, rows) && entries.every((row, r) => arrayOf(row, cols) && row.every((v, c) => v === null || (blank(r, c) && whole(v, low, high))));
  if (!grid || !whole(mistakes, 0, MAX_COUNT) || !countedList(counted, rows, cols)) return null;
  if (!record(notes) || !Object.entries(notes).every(([key, m]) => /^\d+-\d+$/.test(key) && blank(...(key.split('-').map(Number) as [number, number])) && marks(m, low, high))) return null;
  return {
    entries: (entries as (number | null)[][]).map((row) => [...row]),
    notes: Object.fromEntries(Object.entries(notes as Record<string, number[]>).map(([key, m]) => [key, [...m]])),
    mistakes,
    counted: [...(counted as string[])],
  };
}

/** The grid as the player has it: printed digits, then entries (null where empty). */
export function boardOf<P>(rules: GridRules<P, unknown>, puzzle: P, state: GridState): (number | null)[][] {
  return rules.givens(puzzle).map((row, r) => row.map((given, c) => given || state.entries[r]![c] || null));
}

/** The group of `where` in which cell (r, c)'s digit repeats, with the cells that hold it; null where it repeats in none. */
export function clashOf<P>(rules: GridRules<P, unknown>, puzzle: P, state: GridState, r: number, c: number): { where: GroupWhere; cells: [number, number][] } | null {
  const board = boardOf(rules, puzzle, state);
  const v = board[r]![c];
  if (!v) return null;
  for (const group of rules.groups(puzzle)) {
    if (!group.cells.some(([a, b]) => a === r && b === c)) continue;
    const same = group.cells.filter(([a, b]) => board[a]![b] === v).map(([a, b]): [number, number] => [a, b]);
    if (same.length > 1) return { where: group.where, cells: same };
  }
  return null;
}

/** The hint for the player's grid: the next step of the kind's step solver from the right entries, or the wrong ones named. */
export function gridHint<P, S>(rules: GridRules<P, S>, puzzle: P, state: GridState, solution: S): Hint {
  const cols = rules.cols(puzzle);
  const answer = rules.answer(solution);
  const blanks = blanksOf(rules, puzzle);
  const wanted: Placement[] = blanks.map(([r, c]) => ({ cell: r * cols + c, value: answer[r]![c]! }));
  const entries: Placement[] = blanks.flatMap(([r, c]) => {
    const v = state.entries[r]![c];
    return v ? [{ cell: r * cols + c, value: v }] : [];
  });
  return cellHints(rules.stepper, rules.hintWords, (_: P, cell: number) => ({ cell: squareOf(cell, cols) }))(puzzle, wanted, entries);
}

/** The state with a hint's digits written in. */
export function takeGridHint<P>(rules: GridRules<P, unknown>, puzzle: P, state: GridState, hint: Hint): GridState {
  if (hint.type !== 'step' && hint.type !== 'reveal') return state;
  const cols = rules.cols(puzzle);
  const entries = state.entries.map((row) => [...row]);
  for (const { cell, value } of hint.place) entries[Math.floor(cell / cols)]![cell % cols] = value;
  return { ...state, entries };
}

/** Each cell's peers (`r-c` of every other cell sharing a group with it: its row, column, box, cage or run), by its own `r-c`. */
export function peersOf<P>(rules: GridRules<P, unknown>, puzzle: P): Map<string, string[]> {
  const peers = new Map<string, Set<string>>();
  for (const { cells } of rules.groups(puzzle)) {
    const keys = cells.map(([r, c]) => `${r}-${c}`);
    for (const key of keys) {
      const seen = peers.get(key) ?? new Set<string>();
      for (const other of keys) if (other !== key) seen.add(other);
      peers.set(key, seen);
    }
  }
  return new Map([...peers].map(([key, seen]) => [key, [...seen]]));
}

/** The state with digit `value` written in (r, c) and pencil mark `value` taken from every cell that sees it, as a player would rub them out: one move. */
export function placed(state: GridState, r: number, c: number, value: number | null, peers: ReadonlyMap<string, readonly string[]>): GridState {
  const entries = state.entries.map((row) => [...row]);
  entries[r]![c] = value;
  if (value === null) return { ...state, entries };
  let notes = state.notes;
  for (const key of peers.get(`${r}-${c}`) ?? []) {
    if (!notes[key]?.includes(value)) continue;
    if (notes === state.notes) notes = { ...notes };
    notes[key] = notes[key]!.filter((d) => d !== value);
  }
  return { ...state, entries, notes };
}

/** Every empty cell's candidates (`r-c` to digits in keypad order): the digits no peer holds yet, printed or written. */
export function candidatesOf<P>(rules: GridRules<P, unknown>, puzzle: P, state: GridState, peers: ReadonlyMap<string, readonly string[]>): Record<string, number[]> {
  const board = boardOf(rules, puzzle, state);
  const held = (key: string) => {
    const [r, c] = key.split('-').map(Number) as [number, number];
    return board[r]![c];
  };
  const digits = rules.digits(puzzle);
  const out: Record<string, number[]> = {};
  for (const [r, c] of blanksOf(rules, puzzle)) {
    if (board[r]![c] !== null) continue;
    const taken = new Set((peers.get(`${r}-${c}`) ?? []).map(held));
    out[`${r}-${c}`] = digits.filter((d) => !taken.has(d));
  }
  return out;
}

/** How many of each digit are still to place (`perDigit` less those on the board, wrong or right, never below 0), or null for a kind without a fixed count. */
export function digitsLeft<P>(rules: GridRules<P, unknown>, puzzle: P, state: GridState): Map<number, number> | null {
  const each = rules.perDigit?.(puzzle);
  if (each === undefined) return null;
  const left = new Map(rules.digits(puzzle).map((d) => [d, each]));
  for (const row of boardOf(rules, puzzle, state)) for (const v of row) if (v !== null && left.has(v)) left.set(v, Math.max(0, left.get(v)! - 1));
  return left;
}

/**
 * Digit `value` written in (r, c), or the cell emptied (null): a move, its pencil mark rubbed
 * from the cells that see it; where the digit repeats one in a group, that is the mistake,
 * said, counted once and ringed with the digit it repeats. Null where the cell already holds it.
 */
export function gridEntry<P>(rules: GridRules<P, unknown>, puzzle: P, state: GridState, r: number, c: number, value: number | null, peers: ReadonlyMap<string, readonly string[]>): Outcome<GridState> | null {
  if (state.entries[r]![c] === value) return null;
  const next = placed(state, r, c, value, peers);
  const clash = value === null ? null : clashOf(rules, puzzle, next, r, c);
  if (!clash) return { move: next };
  // What the rules forbid is the mistake: this digit, where it repeats one already there.
  return { move: countOnce(next, [`${r}-${c}:${value}`]), say: playWords.grid.already({ context: clash.where, v: value! }), tone: 'bad', flag: clash.cells.map(([a, b]) => `cell-${a}-${b}`) };
}

/** Check this box on (r, c): empty, right, or wrong (counted once and ringed). */
export function gridCheckCell<P, S>(rules: GridRules<P, S>, solution: S, state: GridState, r: number, c: number): Outcome<GridState> {
  const where = { row: r + 1, column: c + 1 };
  const v = state.entries[r]![c];
  if (v === null || v === undefined) return { say: playWords.grid.cellEmpty(where) };
  if (v === rules.answer(solution)[r]![c]) return { say: playWords.grid.cellRight({ ...where, v }), tone: 'good' };
  return { update: countOnce(state, [`${r}-${c}:${v}`]), say: playWords.grid.cellWrong({ ...where, v }), tone: 'bad', flag: [`cell-${r}-${c}`] };
}

/** Check on a grid not solved: every digit so far right (and how many cells are empty), or each wrong one named, counted once and ringed. */
export function gridCheck<P, S>(rules: GridRules<P, S>, puzzle: P, solution: S, state: GridState): Outcome<GridState> {
  const answer = rules.answer(solution);
  const blanks = blanksOf(rules, puzzle);
  const wrong = blanks.filter(([r, c]) => state.entries[r]![c] !== null && state.entries[r]![c] !== answer[r]![c]);
  const empty = blanks.filter(([r, c]) => state.entries[r]![c] === null).length;
  if (wrong.length === 0) return { say: playWords.grid.allRightSoFar({ count: empty }) };
  return {
    update: countOnce(state, wrong.map(([r, c]) => `${r}-${c}:${state.entries[r]![c]}`)),
    say: wrongDigitsLine(wrong.map(([r, c]) => ({ row: r + 1, column: c + 1 }))),
    tone: 'bad',
    flag: wrong.map(([r, c]) => `cell-${r}-${c}`),
  };
}
