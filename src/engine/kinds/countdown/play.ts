import type { CountdownPuzzle } from './schema.ts';
import type { Step } from './expr.ts';

export type CountdownOp = Step['op'];

export interface Tile {
  value: number;
  /** Spent in a step; a spent tile stays on screen, greyed. */
  used: boolean;
}

/** A step of the player's working, with the two tiles it used (by index), so undo gives back those very tiles. */
export interface PlayStep extends Step {
  tiles: [number, number];
}

export interface CountdownState {
  tiles: Tile[];
  /** The player's working, one line per step, in order. */
  steps: PlayStep[];
  /** Steps refused (a fraction, zero or a negative number). */
  mistakes: number;
}

export function startCountdown(puzzle: CountdownPuzzle): CountdownState {
  return { tiles: puzzle.numbers.map((value) => ({ value, used: false })), steps: [], mistakes: 0 };
}

/** a op b, or why that step is not allowed: every number along the way is a whole number above zero. */
export function stepValue(a: number, op: CountdownOp, b: number): number | string {
  if (op === '+') return a + b;
  if (op === '*') return a * b;
  if (op === '-') return a > b ? a - b : `${a} − ${b} is not above zero`;
  return a % b === 0 ? a / b : `${a} ÷ ${b} is not a whole number`;
}

/** Tiles i and j combined by op into a new tile at the end, or the reason it cannot be done. */
export function combine(state: CountdownState, i: number, op: CountdownOp, j: number): CountdownState | string {
  const a = state.tiles[i];
  const b = state.tiles[j];
  if (!a || !b || i === j || a.used || b.used) return 'Choose two different numbers that are not used yet';
  const result = stepValue(a.value, op, b.value);
  if (typeof result === 'string') return result;
  const tiles = state.tiles.map((t, k) => (k === i || k === j ? { ...t, used: true } : t));
  tiles.push({ value: result, used: false });
  return { ...state, tiles, steps: [...state.steps, { a: a.value, op, b: b.value, result, tiles: [i, j] }] };
}

/** Takes back the last step: its tile goes, and the two tiles it used come back. */
export function undo(state: CountdownState): CountdownState {
  const last = state.steps.at(-1);
  if (!last) return state;
  const tiles = state.tiles.slice(0, -1).map((t, k) => (last.tiles.includes(k) ? { ...t, used: false } : t));
  return { ...state, tiles, steps: state.steps.slice(0, -1) };
}

/** The unused number nearest the target and how far off it is. */
export function closest(puzzle: CountdownPuzzle, state: CountdownState): { value: number; off: number } {
  let best = { value: 0, off: Infinity };
  for (const t of state.tiles) {
    const off = Math.abs(t.value - puzzle.target);
    if (!t.used && off < best.off) best = { value: t.value, off };
  }
  return best;
}

export const countdownSolved = (puzzle: CountdownPuzzle, state: CountdownState) => state.tiles.some((t) => !t.used && t.value === puzzle.target);
