import { cellHints, type Hint } from '../../hint.ts';
import type { Placement } from '../../steps.ts';
import { sayMistake } from '../../mistake.ts';
import { mistakeOf } from './check.ts';
import { keeps } from './rules.ts';
import type { SecretNumberPuzzle } from './schema.ts';
import { placeOf } from './sentence.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';

export interface SecretNumberState {
  /** What the player has typed so far (digits only). */
  guess: string;
  /** Rules the player has crossed out, by index. */
  crossed: number[];
  /** Pencil marks in the answer boxes, by place; absent in progress stored before notes. */
  notes?: number[][];
  /** Always 0: a guess is a try the page invites, never a mistake (kept for the shared player). */
  mistakes: number;
}

export function startSecretNumber(): SecretNumberState {
  return { guess: '', crossed: [], mistakes: 0 };
}

/**
 * For a full-length guess, each rule's verdict (true: kept); null while the guess is short or
 * starts with 0, which no answer does.
 */
export function verdicts(puzzle: SecretNumberPuzzle, guess: string): boolean[] | null {
  if (!/^[1-9][0-9]*$/.test(guess) || guess.length !== puzzle.digits) return null;
  return puzzle.rules.map((rule) => keeps(rule, Number(guess)));
}

/**
 * The answer check (check.ts) of a full guess: null when it keeps every rule (it is the
 * answer), else the rules it breaks, said, with the rules to ring; undefined while the guess
 * is short or starts with 0, which no answer does.
 */
export function breaking(puzzle: SecretNumberPuzzle, guess: string): { at: string[]; say: string } | null | undefined {
  if (!/^[1-9][0-9]*$/.test(guess) || guess.length !== puzzle.digits) return undefined;
  const mistake = mistakeOf(puzzle, { number: Number(guess) });
  return mistake && { at: mistake.at, say: sayMistake(words.check, mistake) };
}

/** The digits written so far, by place (a space or nothing where a box is empty). */
const entriesOf = (guess: string): Placement[] => [...guess].flatMap((ch, cell) => (/^[0-9]$/.test(ch) ? [{ cell, value: Number(ch) }] : []));

/** Hints, a place of the number named as its rules name it ("the tens digit"). */
const hints = cellHints(stepper, words.hint, (puzzle: SecretNumberPuzzle, cell) => ({ place: placeOf(cell, puzzle.digits) }));

/** The hint for the player's boxes: the next step of the step solver, or the digits that are wrong. */
export function secretNumberHint(puzzle: SecretNumberPuzzle, guess: string, answer: number): Hint {
  return hints(puzzle, entriesOf(String(answer)), entriesOf(guess));
}

/** The guess with a hint's digits written in their places. */
export function takeHint(puzzle: SecretNumberPuzzle, guess: string, hint: Hint): string {
  const chars = Array.from({ length: puzzle.digits }, (_, i) => guess[i] ?? ' ');
  if (hint.type === 'step' || hint.type === 'reveal') for (const { cell, value } of hint.place) chars[cell] = String(value);
  return chars.join('').trimEnd();
}
