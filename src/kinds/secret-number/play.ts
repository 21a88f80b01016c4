import { type CodeState, digitsOf } from '../../play/code.ts';
import { cellHints, type Hint, type HintMessages } from '../../engine/hint.ts';
import { listOf } from '../../engine/words.ts';
import { keeps } from './rules.ts';
import type { SecretNumberPuzzle } from './schema.ts';
import { placeOf } from './sentence.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';

/** A game of Secret Number: the guess written so far (the play kit's code player, src/play/code.ts, keeps it) and the rules crossed out. */
export interface SecretNumberState extends CodeState {
  /** What the player has typed so far (digits only). */
  guess: string;
  /** Rules the player has crossed out, by index. */
  crossed: number[];
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
 * The hint messages as `cellHints` calls them: the digits written wrong each worded, joined, and
 * counted; the sentence begins with a capital where its first word is the first digit's ("The 4…").
 */
const hintWords: HintMessages<{ place: string }> = {
  mistake: ({ wrong }) => {
    const said = words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w) => words.hint.wrongDigit(w)), 'and') });
    return said.charAt(0).toUpperCase() + said.slice(1);
  },
  reveal: (data) => words.hint.reveal(data),
};

/** Hints, a place of the number named as its rules name it ("the tens digit"). */
const hints = cellHints(stepper, hintWords, (puzzle: SecretNumberPuzzle, cell) => ({ place: placeOf(cell, puzzle.digits) }));

/** The hint for the player's boxes: the next step of the step solver, or the digits that are wrong. */
export function secretNumberHint(puzzle: SecretNumberPuzzle, guess: string, answer: number): Hint {
  return hints(puzzle, digitsOf(String(answer)), digitsOf(guess));
}
