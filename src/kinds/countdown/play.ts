import type { Hint } from '../../engine/hint.ts';
import { sayMistake } from '../../engine/mistake.ts';
import { listOf } from '../../engine/words.ts';
import { stepOf } from './check.ts';
import { PRINTED_SIGN } from '../../engine/signs.ts';
import { playWords } from './play-words.ts';
import type { CountdownPuzzle } from './schema.ts';
import { methodsOf, simplestAt, type WorkingLine, workingOf } from './steps.ts';
import { words } from './words.ts';
import { countOnce } from '../../play/saved.ts';
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
  /**
   * Workings that used every number and missed the target, each counted once (a wrong final
   * step: a wrong answer committed). A step that would make a fraction, zero or a negative
   * number is refused, not counted, since it breaks no line the player has written.
   */
  mistakes: number;
  /** The wrong workings already counted (`workingKey`), so making one again is not a second mistake. */
  counted?: string[];
}

/** A working as one string (`50*7=350;350+9=359`), how a wrong final step is remembered as counted. */
export const workingKey = (state: CountdownState): string => state.steps.map((s) => `${s.a}${s.op}${s.b}=${s.result}`).join(';');

export function startCountdown(puzzle: CountdownPuzzle): CountdownState {
  return { tiles: puzzle.numbers.map((value) => ({ value, used: false })), steps: [], mistakes: 0 };
}

/** a op b, or why that step is not allowed: the answer check's rule (every number along the way a whole number above zero), in its words. */
export function stepValue(a: number, op: CountdownOp, b: number): number | string {
  const step = stepOf(a, op, b);
  return typeof step === 'number' ? step : sayMistake(words.check, step);
}

/** Tiles i and j combined by op into a new tile at the end, or the reason it cannot be done. */
export function combine(state: CountdownState, i: number, op: CountdownOp, j: number): CountdownState | string {
  const a = state.tiles[i];
  const b = state.tiles[j];
  if (!a || !b || i === j || a.used || b.used) return playWords.twoDifferent;
  const result = stepValue(a.value, op, b.value);
  if (typeof result === 'string') return result;
  const tiles = state.tiles.map((t, k) => (k === i || k === j ? { ...t, used: true } : t));
  tiles.push({ value: result, used: false });
  return { ...state, tiles, steps: [...state.steps, { a: a.value, op, b: b.value, result, tiles: [i, j] }] };
}

/**
 * A step the player makes, tile `first`, sign `op` and tile `second`: the move and what it says
 * (the number made, the line, and how near the nearest number left is), or why the rules refuse
 * it, said and not counted (it breaks no line the player wrote). The last step, every number
 * used, that misses the target is a wrong answer committed: one mistake, once per working.
 */
export function countdownStep(puzzle: CountdownPuzzle, state: CountdownState, first: number, op: CountdownOp, second: number): { refused: string } | { state: CountdownState; say: string } {
  const next = combine(state, first, op, second);
  if (typeof next === 'string') return { refused: playWords.notAllowed({ why: next }) };
  const step = next.steps.at(-1)!;
  const near = closest(puzzle, next);
  const wrong = next.steps.length === puzzle.numbers.length - 1 && !countdownSolved(puzzle, next);
  return { state: wrong ? countOnce(next, [workingKey(next)]) : next, say: playWords.stepMade({ result: step.result, line: lineText(step), closest: near.value, off: near.off }) };
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

/** The next line of the simplest way from the player's unused numbers, with the tiles it uses; null when the target is out of reach. */
function nextLine(puzzle: CountdownPuzzle, state: CountdownState): { line: WorkingLine; tiles: [number, number]; technique: string } | null {
  const pool = state.tiles.flatMap((t, i) => (t.used ? [] : [{ value: t.value, i }]));
  const left = { ...puzzle, numbers: pool.map((p) => p.value) };
  // The easiest method first, as the step solver climbs the levels.
  const methods = methodsOf(left);
  const found = [1, 2, 3, 4].map((level) => simplestAt(methods, level)).find(Boolean);
  if (!found) return null;
  const line = workingOf(left, found)[0]!;
  const [x, y] = line.step.from.map((k) => pool[k]!.i);
  if (x === undefined || y === undefined) return null;
  return { line, tiles: [x, y], technique: found.method };
}

const lineText = (s: Step) => `${s.a} ${PRINTED_SIGN[s.op]} ${s.b} = ${s.result}`;

/**
 * The hint for the player's working: the next line of the simplest way on from the numbers
 * they have (their own route, not the key's), its two numbers ringed. When the target can no
 * longer be reached, the hint names the latest lines to take back so that it can again.
 */
export function countdownHint(puzzle: CountdownPuzzle, state: CountdownState): Hint {
  if (countdownSolved(puzzle, state)) return { type: 'done' };
  const next = nextLine(puzzle, state);
  if (next) return { type: 'step', technique: next.technique, cells: next.tiles, place: [], say: next.line.step.say, before: [] };
  let back = state;
  for (let k = 1; k <= state.steps.length; k++) {
    back = undo(back);
    if (countdownSolved(puzzle, back) || nextLine(puzzle, back)) {
      const taken = state.steps.slice(-k);
      // The tiles those lines made: a made tile sits after the cards, in the order of the lines.
      const cells = taken.map((_, j) => puzzle.numbers.length + state.steps.length - k + j);
      return { type: 'mistake', cells, say: words.hint.mistake({ target: puzzle.target, lines: listOf(taken.map(lineText), 'and'), count: k }) };
    }
  }
  return { type: 'mistake', cells: [], say: words.hint.stuck({ target: puzzle.target }) };
}

/** The state after the hint's line is made (the line found again: the same state gives the same line). */
export function takeHint(puzzle: CountdownPuzzle, state: CountdownState): CountdownState {
  const next = nextLine(puzzle, state);
  if (!next) return state;
  const made = combine(state, next.tiles[0], next.line.sign, next.tiles[1]);
  return typeof made === 'string' ? state : made;
}
