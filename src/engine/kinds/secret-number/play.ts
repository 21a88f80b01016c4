import { keeps } from './rules.ts';
import type { SecretNumberPuzzle } from './schema.ts';

export interface SecretNumberState {
  /** What the player has typed so far (digits only). */
  guess: string;
  /** Rules the player has crossed out, by index. */
  crossed: number[];
  /** Guesses of full length that broke a rule. */
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
