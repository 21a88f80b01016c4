import { type Cursor, type SlotRules, type SlotState, slotGame, type Typed } from '../../play/slots.ts';
import { mistakeOf } from './check.ts';
import { playWords } from './play-words.ts';
import type { FillInPuzzle, FillInSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { givenLetters, gridFrom, viewOf, wordsOf } from './view.ts';
import { words } from './words.ts';

/**
 * Fill-In's game apart from the page (no DOM; player.dom.ts is its page): the play kit's slot
 * game (play/slots.ts) on its grid read as slots and its list, the printed letters kept, so the
 * tests compute what the page does.
 */

export type FillInState = SlotState;
export type { Cursor, Typed };

const givens = new WeakMap<FillInPuzzle, Map<number, string>>();

export const rules: SlotRules<FillInPuzzle, FillInSolution> = {
  view: viewOf,
  given: (puzzle) => {
    let given = givens.get(puzzle);
    if (!given) givens.set(puzzle, (given = givenLetters(puzzle)));
    return given;
  },
  answer: (puzzle, solution) => ({ words: wordsOf(puzzle, solution) }),
  mistake: (puzzle, written) => mistakeOf(puzzle, gridFrom(puzzle, written)),
  checkWords: words.check,
  stepper,
  reveal: (data) => words.hint.reveal(data),
  // The player's words hold the four the game says (and the page's own beside them).
  words: playWords,
};

export const game = slotGame(rules);

/** The slot being written as the bar under the board says it: its number and way, and its squares. */
export function slotSaid(puzzle: FillInPuzzle, slot: number): string {
  const s = viewOf(puzzle).slots[slot]!;
  return playWords.current({ context: s.dir, number: s.number, length: s.length });
}
