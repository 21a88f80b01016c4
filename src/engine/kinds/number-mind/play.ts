import { cellHints, type Hint } from '../../hint.ts';
import type { Placement } from '../../steps.ts';
import { sayMistake } from '../../mistake.ts';
import { mistakeOf } from './check.ts';
import type { NumberMindPuzzle } from './schema.ts';
import { score } from './score.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';

export interface NumberMindState {
  candidate: string;
  /** Pencil marks in the code's boxes, by place; absent in progress stored before notes. */
  notes?: number[][];
  /** Always 0: a code is a try the page invites, never a mistake (kept for the shared player). */
  mistakes: number;
}

export function startNumberMind(): NumberMindState {
  return { candidate: '', mistakes: 0 };
}

export interface GuessCheck {
  /** Places where the candidate and the guess agree. */
  matches: number;
  /** The score printed beside the guess. */
  needed: number;
}

/** For each guess, how many places the candidate (once full length) shares with it. */
export function guessChecks(puzzle: NumberMindPuzzle, candidate: string): GuessCheck[] | null {
  if (!/^[0-9]*$/.test(candidate) || candidate.length !== puzzle.length) return null;
  return puzzle.guesses.map((g) => ({ matches: score(g.guess, candidate), needed: g.correct }));
}

/**
 * The answer check (check.ts) of a full code: null when it fits every guess (it is the secret),
 * else the guesses it misses, said, with their scores to ring; undefined while the code is short.
 */
export function missing(puzzle: NumberMindPuzzle, candidate: string): { at: string[]; say: string } | null | undefined {
  if (!/^[0-9]*$/.test(candidate) || candidate.length !== puzzle.length) return undefined;
  const mistake = mistakeOf(puzzle, { secret: candidate });
  return mistake && { at: mistake.at, say: sayMistake(words.check, mistake) };
}

/** The digits written so far, by place (a space or nothing where a box is empty). */
const entriesOf = (candidate: string): Placement[] => [...candidate].flatMap((ch, cell) => (/^[0-9]$/.test(ch) ? [{ cell, value: Number(ch) }] : []));

/** Hints, a place of the code named by its number from the left. */
const hints = cellHints(stepper, words.hint, (_: NumberMindPuzzle, cell) => ({ place: cell + 1 }));

/** The hint for the player's code: the next step of the step solver, or the digits that are wrong. */
export function numberMindHint(puzzle: NumberMindPuzzle, candidate: string, secret: string): Hint {
  return hints(puzzle, entriesOf(secret), entriesOf(candidate));
}

/** The code with a hint's digits written in their places. */
export function takeHint(puzzle: NumberMindPuzzle, candidate: string, hint: Hint): string {
  const chars = Array.from({ length: puzzle.length }, (_, i) => candidate[i] ?? ' ');
  if (hint.type === 'step' || hint.type === 'reveal') for (const { cell, value } of hint.place) chars[cell] = String(value);
  return chars.join('').trimEnd();
}
