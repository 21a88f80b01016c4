import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { HintMessages } from '../../engine/hint.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import { listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };

const schema = {
  title: text,
  rules: message<{ size: number }>(),
  instruction: message<{ size: number }>(),
  /** `givens` and `signs`: each count worded with its noun by `altGivens` and `altSigns`. */
  alt: message<{ size: number; givens: string; signs: string }>(),
  /** The digits given (`count`), for `alt`. */
  altGivens: plural<{ count: number }>(),
  /** The signs given (`count`), for `alt`. */
  altSigns: plural<{ count: number }>(),
  altSolved: message<{ size: number }>(),
  /** Its own technique: a sign's bounds. */
  sign: {
    title: text,
    what: text,
    /** `struck`: each cell's digits worded by `struck` and joined (`signStep`). */
    step: message<{ small: Square; big: Square; struck: string }>(),
    /** A cell and the digits struck off it (a list already joined): the `first` of the step's, or the one after it (`next`). */
    struck: select<{ context: 'first' | 'next'; digits: string; cell: Square }>(['first', 'next']),
  },
  hint: {
    /** The wrong entries (`count` of them), each worded by `wrong` and joined (`hintWords`). */
    mistake: plural<{ count: number; wrong: string }>(),
    /** A wrong entry: the `first` of the list, or one after it (`next`). */
    wrong: select<{ context: 'first' | 'next'; v: number; cell: Square }>(['first', 'next']),
    reveal: message<{ v: number; cell: Square }>(),
  },
  check: {
    size: message<{ size: number }>(),
    given: message<{ row: number; column: number; given: number; v: number }>(),
    range: message<{ row: number; column: number; v: number; size: number }>(),
    repeats: select<{ context: 'row' | 'column'; n: number }>(['row', 'column']),
    sign: message<{ small: Square; big: Square }>(),
  },
  measures: { ...LADDER_MEASURES, givens: text, signs: text },
};

export const wordsSet = wordSet('kinds/futoshiki/words', schema, english);
export const words = wordsSet.words;

/** A sign's step (steps.ts): each struck cell worded with its digits, the lists joined as the language joins them. */
export function signStep({ small, big, struck }: { small: Square; big: Square; struck: readonly { cell: Square; digits: readonly number[] }[] }): string {
  const items = struck.map(({ cell, digits }, i) => words.sign.struck({ context: i === 0 ? 'first' : 'next', cell, digits: listOf(digits.map(String), 'and') }));
  return words.sign.step({ small, big, struck: listOf(items, 'and') });
}

/** The hint messages the grid player asks for (engine/hint.ts): the wrong entries worded one by one, joined as the language joins a list. */
export const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) => words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => words.hint.wrong({ context: i === 0 ? 'first' : 'next', ...w })), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
