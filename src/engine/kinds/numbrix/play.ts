import { type Hint, nextHint } from '../../hint.ts';
import type { Placement } from '../../steps.ts';
import type { NumbrixPuzzle } from './schema.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';

/**
 * Numbrix played by clicking: choose a number on the board, then each click on an empty
 * square writes the next number there (counting up or down). Pure state, so the page and
 * the tests drive the same rules.
 */
export interface NumbrixState {
  /** The board as the player sees it: givens and placed numbers, 0 where empty. */
  values: number[][];
  /** The number the next click continues from, or null before one is chosen. */
  cursor: number | null;
  dir: 1 | -1;
  mistakes: number;
}

export interface Move {
  state: NumbrixState;
  /** What happened, in words for the status line. */
  message: string;
  mistake: boolean;
}

export function startNumbrix(puzzle: NumbrixPuzzle): NumbrixState {
  return { values: puzzle.givens.map((row) => [...row]), cursor: null, dir: 1, mistakes: 0 };
}

type Cell = [number, number];

function find(values: number[][], n: number): Cell | null {
  // 0 marks an empty square, so it is never a number on the board.
  if (n < 1) return null;
  for (let r = 0; r < values.length; r++) {
    const c = values[r]!.indexOf(n);
    if (c >= 0) return [r, c];
  }
  return null;
}

const touch = (a: Cell, b: Cell) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/** From n, follow n+dir, n+2·dir, … while each is on the board and touches the one before. */
function runEnd(values: number[][], n: number, dir: 1 | -1): number {
  let at = find(values, n)!;
  for (;;) {
    const next = find(values, n + dir);
    if (!next || !touch(at, next)) return n;
    n += dir;
    at = next;
  }
}

const copy = (s: NumbrixState): NumbrixState => ({ ...s, values: s.values.map((row) => [...row]) });

/** Count the other way from the same number (the run's end that way). */
export function turn(state: NumbrixState): NumbrixState {
  const dir = state.dir === 1 ? -1 : 1;
  const next: NumbrixState = { ...copy(state), dir };
  if (state.cursor !== null) next.cursor = runEnd(next.values, state.cursor, dir);
  return next;
}

/** A click (or Enter) on the square at row r, column c. */
export function clickCell(puzzle: NumbrixPuzzle, state: NumbrixState, r: number, c: number): Move {
  const last = puzzle.width * puzzle.height;
  const value = state.values[r]![c]!;
  const given = puzzle.givens[r]![c]! > 0;
  const next = copy(state);
  if (value > 0 && given) {
    next.cursor = runEnd(next.values, value, next.dir);
    return { state: next, message: `Continuing from ${next.cursor}`, mistake: false };
  }
  if (value > 0) {
    // A number the player placed: clicking it takes it away, and the count steps back.
    next.values[r]![c] = 0;
    if (state.cursor === value) next.cursor = find(next.values, value - next.dir) ? value - next.dir : null;
    return { state: next, message: `Removed ${value}`, mistake: false };
  }
  if (state.cursor === null) return { state, message: 'First choose a number on the board to count on from', mistake: false };
  const n = state.cursor + state.dir;
  if (n < 1 || n > last) return { state, message: `${state.cursor} is the ${n < 1 ? 'first' : 'last'} number; count the other way`, mistake: false };
  const from = find(state.values, state.cursor)!;
  const here: Cell = [r, c];
  const wrong = (why: string): Move => ({ state: { ...state, mistakes: state.mistakes + 1 }, message: why, mistake: true });
  if (!touch(from, here)) return wrong(`${n} must touch ${state.cursor}, up, down, left or right`);
  const after = find(state.values, n + state.dir);
  if (after && !touch(here, after)) return wrong(`${n} must also touch ${n + state.dir}, already on the board`);
  next.values[r]![c] = n;
  next.cursor = runEnd(next.values, n, next.dir);
  return { state: next, message: next.cursor === n ? `Placed ${n}` : `Placed ${n}; continuing from ${next.cursor}`, mistake: false };
}

/** Every square filled with the stored answer's number. */
export function numbrixSolved(state: NumbrixState, answer: number[][]): boolean {
  return state.values.every((row, r) => row.every((v, c) => v === answer[r]![c]));
}

/** The player's placed numbers as placements (row-major cells), printed ones left out. */
function entriesOf(puzzle: NumbrixPuzzle, state: NumbrixState): Placement[] {
  const givens = puzzle.givens.flat();
  return state.values.flat().flatMap((value, cell) => (value > 0 && givens[cell] === 0 ? [{ cell, value }] : []));
}

/** The hint for the player's board: the next step of the step solver, or the numbers not on the path. */
export function numbrixHint(puzzle: NumbrixPuzzle, state: NumbrixState, answer: number[][]): Hint {
  const givens = puzzle.givens.flat();
  const wanted = answer.flat().flatMap((value, cell) => (givens[cell] === 0 ? [{ cell, value }] : []));
  const cell = (i: number) => words.cell({ row: Math.floor(i / puzzle.width) + 1, col: (i % puzzle.width) + 1 });
  return nextHint(stepper, puzzle, wanted, entriesOf(puzzle, state), {
    mistake: (wrong) => words.hint.mistake({ wrong: wrong.map((w) => ({ v: w.value, cell: cell(w.cell) })) }),
    reveal: (p) => words.hint.reveal({ v: p.value, cell: cell(p.cell) }),
  });
}

/** The board with a hint's numbers written in; the count goes on from the last of them. */
export function takeHint(puzzle: NumbrixPuzzle, state: NumbrixState, hint: Hint): NumbrixState {
  if (hint.type !== 'step' && hint.type !== 'reveal') return state;
  const next = copy(state);
  for (const { cell, value } of hint.place) next.values[Math.floor(cell / puzzle.width)]![cell % puzzle.width] = value;
  const last = hint.place.at(-1);
  if (last) next.cursor = runEnd(next.values, last.value, next.dir);
  return next;
}
