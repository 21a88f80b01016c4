import { type CodeState, digitsOf } from '../../play/code.ts';
import { cellHints, type Hint, type HintMessages } from '../../engine/hint.ts';
import { listOf } from '../../engine/words.ts';
import type { NumberMindPuzzle } from './schema.ts';
import { score } from './score.ts';
import { stepper } from './steps.ts';
import { type HintAt, inPlaceSaid, words } from './words.ts';

/** A game of Number Mind: the code written so far (the play kit's code player, src/play/code.ts, keeps it). */
export interface NumberMindState extends CodeState {
  candidate: string;
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
 * What a hint that is not a step says: the wrong digits each worded by a message of its own
 * (the first as a sentence starts), joined as the language lists them.
 */
const hintWords: HintMessages<HintAt> = {
  mistake: ({ wrong }) =>
    words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => (i === 0 ? words.hint.wrongFirst(w) : words.hint.wrongNext(w))), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};

/** Hints, a place of the code named by its number from the left. */
const hints = cellHints(stepper, hintWords, (_: NumberMindPuzzle, cell) => ({ place: cell + 1, inPlace: inPlaceSaid(cell + 1) }));

/** The hint for the player's code: the next step of the step solver, or the digits that are wrong. */
export function numberMindHint(puzzle: NumberMindPuzzle, candidate: string, secret: string): Hint {
  return hints(puzzle, digitsOf(secret), digitsOf(candidate));
}
