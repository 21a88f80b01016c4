import { alphabetHere } from '../../engine/wordkit/slot-puzzle.ts';
import { type Cursor, type SlotRules, type SlotState, slotGame, type Typed } from '../../play/slots.ts';
import { mistakeOf } from './check.ts';
import { playWords } from './play-words.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';

/**
 * Criss-Cross's game apart from the page (no DOM; player.dom.ts is its page): the slot game of
 * the play kit (play/slots.ts) on its slots and its answers, so the tests compute what the page
 * does. Its record is the slots and the bank already; its clue bar says the slot's clue.
 */

export type CrissCrossState = SlotState;
export type { Cursor, Typed };

export const rules: SlotRules<CrissCrossPuzzle, CrissCrossSolution> = {
  view: (puzzle) => puzzle,
  answer: (_, solution) => solution,
  mistake: (puzzle, written) => mistakeOf(puzzle, { words: written }),
  checkWords: words.check,
  stepper,
  reveal: (data) => words.hint.reveal(data),
  // The player's words hold the four the game says (and the page's own beside them).
  words: playWords,
};

export const game = slotGame(rules);

export const {
  openCells,
  startState,
  restoreState,
  letterAt,
  slotThrough,
  currentSlot,
  cursorAt,
  firstCursor,
  turned,
  chosen,
  slotCursor,
  arrowed,
  full,
  squareSaid,
  written,
  typeLetter,
  rubOut,
  boardWords,
  slotsLeft,
  solvedBy,
  wrongCells,
  answerPlaced,
  knownOf,
  takeHint,
  slotCells,
  slotWritten,
} = game;
export const crissCrossVerdict = game.verdict;
export const crissCrossCheck = game.check;
export const crissCrossHint = game.hint;
export const bankStruck = game.listStruck;

/** A key typed as a grid letter (`a` → `A`, `é` → `E`, `ñ` → `Ñ` in Spanish), or null where it is none (a digit, a sign, `ß`'s two letters). */
export function readLetter(key: string): string | null {
  if ([...key].length !== 1) return null;
  const folded = alphabetHere().fold(key);
  return folded?.length === 1 ? folded[0]! : null;
}

/** The slot's clue as the bar under the board shows it: its number and way, its clue, its letters. */
export function clueSaid(puzzle: CrissCrossPuzzle, slot: number): string {
  const s = puzzle.slots[slot]!;
  return playWords.current({ context: s.dir, number: s.number, clue: s.clue, length: s.length });
}
