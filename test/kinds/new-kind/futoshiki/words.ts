import { message, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };

const schema = {
  title: text,
  rules: message<{ size: number }>(),
  instruction: message<{ size: number }>(),
  alt: message<{ size: number; givens: number; signs: number }>(),
  altSolved: message<{ size: number }>(),
  /** Its own technique: a sign's bounds. */
  sign: {
    title: text,
    what: text,
    step: message<{ small: Square; big: Square; struck: { cell: Square; digits: number[] }[] }>(),
  },
  hint: {
    mistake: message<{ wrong: { v: number; cell: Square }[] }>(),
    reveal: message<{ v: number; cell: Square }>(),
  },
  check: {
    size: message<{ size: number }>(),
    given: message<{ row: number; column: number; given: number; v: number }>(),
    range: message<{ row: number; column: number; v: number; size: number }>(),
    repeats: message<{ where: 'row' | 'column'; n: number }>(),
    sign: message<{ small: Square; big: Square }>(),
  },
  measures: { ...LADDER_MEASURES, givens: text, signs: text },
};

export const wordsSet = wordSet('kinds/futoshiki/words', schema, english);
export const words = wordsSet.words;
