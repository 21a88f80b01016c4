import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { HintMessages } from '../../engine/hint.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import { listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };

/**
 * What Sudoku's rules and a worksheet's line are told of a puzzle: its size and its box, as
 * columns by rows, and what it is filled with: digits, or numbers where they run past 9 (a
 * 12×12's, a 16×16's).
 */
export interface Told {
  context: Figures;
  size: number;
  width: number;
  height: number;
}

/** What a grid of this size is filled with, as its words say it. */
export type Figures = 'digit' | 'number';
export const figuresOf = (size: number): Figures => (size > 9 ? 'number' : 'digit');

/**
 * Everything a reader reads about Sudoku beside the grid: the English, the source of every
 * translation. Its techniques and their steps are the grid kit's words (engine/grid/words).
 */
const schema = {
  title: text,
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  rules: select<Told>(['digit', 'number']),
  instruction: select<Told>(['digit', 'number']),
  /** `count`: the digits given. */
  alt: plural<{ size: number; count: number }>(),
  altSolved: message<{ size: number }>(),
  /** What the Hint button says when it is not a step. */
  hint: {
    /** The wrong entries (`count` of them), each worded by `wrong` and joined (`hintWords`). */
    mistake: plural<{ count: number; wrong: string }>(),
    /** A wrong entry: the `first` of the list, or one after it (`next`). */
    wrong: select<{ context: 'first' | 'next'; v: number; cell: Square }>(['first', 'next']),
    reveal: message<{ v: number; cell: Square }>(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a filled grid. */
  check: {
    size: message<{ size: number }>(),
    given: message<{ row: number; column: number; given: number; v: number }>(),
    range: select<{ context: Figures; row: number; column: number; v: number; size: number }>(['digit', 'number']),
    repeats: select<{ context: 'row' | 'column' | 'box'; n: number; v: number }>(['row', 'column', 'box']),
  },
  measures: { ...LADDER_MEASURES, givens: text },
};

/** Sudoku's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/sudoku/words', schema, english);

export const words = wordsSet.words;

/** The hint messages the grid player asks for (engine/hint.ts): the wrong entries worded one by one, joined as the language joins a list. */
export const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) => words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => words.hint.wrong({ context: i === 0 ? 'first' : 'next', ...w })), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
