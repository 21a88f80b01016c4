import { message, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };

/** What Sudoku's rules and a worksheet's line are told of a puzzle: its size and its box, as columns by rows. */
export interface Told {
  size: number;
  width: number;
  height: number;
}

/**
 * Everything a reader reads about Sudoku beside the grid: the English, the source of every
 * translation. Its techniques and their steps are the grid kit's words (engine/grid/words).
 */
const schema = {
  title: text,
  rules: message<Told>(),
  instruction: message<Told>(),
  alt: message<{ size: number; givens: number }>(),
  altSolved: message<{ size: number }>(),
  /** What the Hint button says when it is not a step. */
  hint: {
    mistake: message<{ wrong: { v: number; cell: Square }[] }>(),
    reveal: message<{ v: number; cell: Square }>(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a filled grid. */
  check: {
    size: message<{ size: number }>(),
    given: message<{ row: number; column: number; given: number; v: number }>(),
    range: message<{ row: number; column: number; v: number; size: number }>(),
    repeats: message<{ where: 'row' | 'column' | 'box'; n: number; v: number }>(),
  },
  measures: { ...LADDER_MEASURES, givens: text },
};

/** Sudoku's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/sudoku/words', schema, english);

export const words = wordsSet.words;
