import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { HintMessages } from '../../engine/hint.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import { listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };

type Colour = 'white' | 'black';
const COLOURS: readonly Colour[] = ['white', 'black'];

const schema = {
  title: text,
  /** Its how-to heading, the name with the article its language gives it. */
  howToPlay: text,
  rules: message<{ size: number }>(),
  instruction: message<{ size: number }>(),
  /** `givens`, `white` and `black`: each count worded with its noun by `altGivens`, `altWhite` and `altBlack`. */
  alt: message<{ size: number; givens: string; white: string; black: string }>(),
  altGivens: plural<{ count: number }>(),
  altWhite: plural<{ count: number }>(),
  altBlack: plural<{ count: number }>(),
  altSolved: message<{ size: number }>(),
  /** Its own technique: a dot's partners. */
  dot: {
    title: text,
    what: text,
    /** By the dot's colour; `struck`: each cell's digits worded by `struck` and joined (`dotStep`). */
    step: select<{ context: Colour; a: Square; b: Square; struck: string }>(COLOURS),
    /** A cell and the digits struck off it (a list already joined). */
    struck: message<{ digits: string; cell: Square }>(),
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
    /** A dot its two digits break, by its colour. */
    dot: select<{ context: Colour; a: Square; b: Square }>(COLOURS),
  },
  measures: { ...LADDER_MEASURES, givens: text, dots: text },
};

export const wordsSet = wordSet('kinds/kropki/words', schema, english);
export const words = wordsSet.words;

/** A dot's step (steps.ts): each struck cell worded with its digits, the lists joined as the language joins them. */
export function dotStep({ context, a, b, struck }: { context: Colour; a: Square; b: Square; struck: readonly { cell: Square; digits: readonly number[] }[] }): string {
  const items = struck.map(({ cell, digits }) => words.dot.struck({ cell, digits: listOf(digits.map(String), 'and') }));
  return words.dot.step({ context, a, b, struck: listOf(items, 'and') });
}

/** The hint messages the grid player asks for (engine/hint.ts): the wrong entries worded one by one, joined as the language joins a list. */
export const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) => words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => words.hint.wrong({ context: i === 0 ? 'first' : 'next', ...w })), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
