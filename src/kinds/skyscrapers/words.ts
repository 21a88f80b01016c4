import { fromZero, message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { HintMessages } from '../../engine/hint.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import { listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };
import playEnglish from './play-words.en.json' with { type: 'json' };
import type { Side } from './schema.ts';

type Struck = readonly { cell: Square; digits: readonly number[] }[];
/** A technique of the clues: its name, what it is, its step's sentence. */
const own = <D extends object>() => ({ title: text, what: text, step: message<D>() });
/** A listing of a line's fillings: `count` of them. */
const listing = { title: text, what: text, step: plural<{ count: number; line: string; struck: string }>() };
const schema = {
  title: text, howToPlay: text, rules: message<{ size: number }>(), instruction: message<{ size: number }>(),
  /** `clues` and `givens`: each count worded with its noun by `altClues` and `altGivens`. */
  alt: message<{ size: number; clues: string; givens: string }>(),
  altClues: plural<{ count: number }>(), altGivens: fromZero(plural<{ count: number }>()), altSolved: message<{ size: number }>(),
  /** Where a clue looks from (its `context` the side it stands at), for a step's `view`: "from the left of row 3". */
  view: select<{ context: Side; n: number }>(['top', 'bottom', 'left', 'right']),
  /** A line, for a step's `line`. */
  line: select<{ context: 'row' | 'column'; n: number }>(['row', 'column']),
  /** A cell and the heights struck off it (a list already joined): the `first` of a step's, or one after it (`next`). */
  struck: select<{ context: 'first' | 'next'; digits: string; cell: Square }>(['first', 'next']),
  /** The kit's singles, said of heights and clues (the kit's words name boxes, which a Skyscrapers grid has not). */
  singles: { 'hidden-single': text, 'naked-single': text },
  techniques: {
    'clue-one': own<{ view: string; n: number; cell: Square }>(),
    'clue-all': own<{ view: string; n: number; line: string }>(),
    'height-bound': own<{ view: string; c: number; most: number; struck: string }>(),
    'clue-pair': own<{ line: string; front: number; back: number; n: number; struck: string }>(),
    'few-fillings': listing,
    'line-fillings': listing,
  },
  /** The wrong entries (`count` of them), each worded by `wrong` and joined (`hintWords`). */
  hint: { mistake: plural<{ count: number; wrong: string }>(), wrong: select<{ context: 'first' | 'next'; v: number; cell: Square }>(['first', 'next']), reveal: message<{ v: number; cell: Square }>() },
  check: {
    size: message<{ size: number }>(), given: message<{ row: number; column: number; given: number; v: number }>(), range: message<{ row: number; column: number; v: number; size: number }>(),
    /** `seen`: a clue not kept, `count` buildings seen `view` where the clue says `clue`. */
    repeats: select<{ context: 'row' | 'column'; n: number }>(['row', 'column']), seen: plural<{ count: number; view: string; clue: number }>(),
  },
  measures: { ...LADDER_MEASURES, clues: text, givens: text },
};
export const wordsSet = wordSet('kinds/skyscrapers/words', schema, english);
export const words = wordsSet.words;
export const playWordsSet = wordSet('kinds/skyscrapers/play-words', { help: text }, playEnglish);
export const viewOf = (side: Side, n: number): string => words.view({ context: side, n });
export const lineOf = (kind: 'row' | 'column', n: number): string => words.line({ context: kind, n });
/** Struck cells worded one by one with their heights and joined, as the language joins a list. */
export const struckOf = (struck: Struck): string => listOf(struck.map(({ cell, digits }, i) => words.struck({ context: i === 0 ? 'first' : 'next', cell, digits: listOf(digits.map(String), 'and') })), 'and');
/** The hint messages the grid player asks for (engine/hint.ts): the wrong entries worded one by one, joined as the language joins a list. */
export const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) => words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => words.hint.wrong({ context: i === 0 ? 'first' : 'next', ...w })), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
