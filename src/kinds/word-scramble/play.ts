import { type Cursor, type SlotRules, type SlotState, slotGame, type Typed } from '../../play/slots.ts';
import { tellAnswer } from './answers.ts';
import { mistakeOf } from './check.ts';
import { playWords } from './play-words.ts';
import type { WordScramblePuzzle, WordScrambleSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { answerWords, cellOf, viewOf } from './view.ts';
import { words } from './words.ts';

/**
 * Word Scramble's game apart from the page (no DOM; player.dom.ts is its page): the play kit's
 * slot game (play/slots.ts) on its words read as a row of boxes each (view.ts), the printed first
 * letters kept, so the tests compute what the page does.
 */

export type WordScrambleState = SlotState;
export type { Cursor, Typed };

const givens = new WeakMap<WordScramblePuzzle, Map<number, string>>();

export const rules: SlotRules<WordScramblePuzzle, WordScrambleSolution> = {
  view: viewOf,
  given: (puzzle) => {
    let given = givens.get(puzzle);
    if (!given) givens.set(puzzle, (given = new Map(puzzle.items.flatMap((it, i) => (it.first ? [[cellOf(puzzle, i, 0), it.first] as const] : [])))));
    return given;
  },
  answer: (puzzle, solution) => {
    // A page holds no dictionary: its hints and answer check read the record's answer (answers.ts).
    tellAnswer(puzzle, solution);
    return { words: answerWords(puzzle, solution) };
  },
  mistake: (puzzle, written) => mistakeOf(puzzle, { words: written.slice(0, puzzle.items.length), ...(puzzle.final ? { final: written[puzzle.items.length] ?? '' } : {}) }),
  checkWords: words.check,
  stepper,
  reveal: (data) => words.hint.reveal({ number: data.number, word: data.word }),
  words: playWords,
};

export const game = slotGame(rules);

/** The word being written as the bar under the board says it: its number and letters mixed up, or the final. */
export function slotSaid(puzzle: WordScramblePuzzle, slot: number): string {
  const item = puzzle.items[slot];
  if (!item) return playWords.currentFinal({ length: puzzle.final?.lengths[0] ?? 0 });
  return playWords.current({ number: slot + 1, scrambled: item.scrambled, length: [...item.scrambled].length });
}
