import { fromZero, message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { HintMessages } from '../../engine/hint.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import { listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };

const technique = { title: text, what: text };
/** A cell and its digits, as a step is told them (`struckSaid`). */
type Struck = readonly { cell: Square; digits: readonly number[] }[];
/** Whether a step's cells are above the cell it narrows or below it, and in which kind of line. */
export const GROUP_CONTEXTS = ['below-row', 'below-column', 'above-row', 'above-column'] as const;

const schema = {
  title: text,
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  rules: message<{ size: number }>(),
  instruction: message<{ size: number }>(),
  /** `givens` and `signs`: each count worded with its noun by `altGivens` and `altSigns`. */
  alt: message<{ size: number; givens: string; signs: string }>(),
  /** Many a Futoshiki gives no digits, or (rarely) no signs: each is given 0. */
  altGivens: fromZero(plural<{ count: number }>()),
  altSigns: fromZero(plural<{ count: number }>()),
  altSolved: message<{ size: number }>(),
  /** The kit's singles, said of rows and columns (the kit's words name boxes). */
  singles: { 'hidden-single': text, 'naked-single': text },
  /** Its own techniques: a sign's bounds, a chain of signs, the cells of one line a cell's signs pass. */
  techniques: { sign: technique, 'sign-chain': technique, 'sign-line': technique },
  steps: {
    /** `struck`: each cell's digits worded by `struck` and joined. */
    sign: message<{ small: Square; big: Square; struck: string }>(),
    /** A cell with `count` cells larger (`above`) or smaller (`below`) along a chain of signs (`chain`, worded by `cell` and joined): `digits` crossed off it. */
    'sign-chain': select<{ context: 'above' | 'below'; count: number; cell: Square; chain: string; digits: string }>(['above', 'below'], { count: 'cardinal' }),
    /** A cell larger than `count` cells of one line (`below-…`) or smaller (`above-…`), `cells` worded and joined, which hold `count` different digits: past `bound`, `digits` crossed off it. */
    'sign-line': select<{ context: (typeof GROUP_CONTEXTS)[number]; count: number; cell: Square; line: number; cells: string; bound: number; digits: string }>(GROUP_CONTEXTS, { count: 'cardinal' }),
  },
  /** A cell in a list of a step's cells. */
  cell: message<{ cell: Square }>(),
  /** A cell and the digits struck off it (a list already joined): the `first` of the step's, or the one after it (`next`). */
  struck: select<{ context: 'first' | 'next'; digits: string; cell: Square }>(['first', 'next']),
  /** `mistake`: the wrong entries (`count`), each worded by `wrong` (the `first` of the list, or one after it) and joined (`hintWords`). */
  hint: { mistake: plural<{ count: number; wrong: string }>(), wrong: select<{ context: 'first' | 'next'; v: number; cell: Square }>(['first', 'next']), reveal: message<{ v: number; cell: Square }>() },
  check: { size: message<{ size: number }>(), given: message<{ row: number; column: number; given: number; v: number }>(), range: message<{ row: number; column: number; v: number; size: number }>(), repeats: select<{ context: 'row' | 'column'; n: number }>(['row', 'column']), sign: message<{ small: Square; big: Square }>() },
  measures: { ...LADDER_MEASURES, givens: text, signs: text },
};

export const wordsSet = wordSet('kinds/futoshiki/words', schema, english);
export const words = wordsSet.words;

const digitsSaid = (digits: readonly number[], type: 'and' | 'or') => listOf(digits.map(String), type);
const cellsSaid = (cells: readonly Square[]) => listOf(cells.map((cell) => words.cell({ cell })), 'and');

/** Each technique's sentence, from the data its finding holds (steps.ts), lists joined as the language joins them. */
export const futoshikiSay = {
  sign: ({ small, big, struck }: { small: Square; big: Square; struck: Struck }) =>
    words.steps.sign({ small, big, struck: listOf(struck.map(({ cell, digits }, i) => words.struck({ context: i === 0 ? 'first' : 'next', cell, digits: digitsSaid(digits, 'and') })), 'and') }),
  'sign-chain': ({ way, cell, chain, digits }: { way: 'above' | 'below'; cell: Square; chain: Square[]; digits: number[] }) =>
    words.steps['sign-chain']({ context: way, count: chain.length, cell, chain: cellsSaid(chain), digits: digitsSaid(digits, 'or') }),
  'sign-line': ({ context, cell, line, cells, bound, digits }: { context: (typeof GROUP_CONTEXTS)[number]; cell: Square; line: number; cells: Square[]; bound: number; digits: number[] }) =>
    words.steps['sign-line']({ context, count: cells.length, cell, line, cells: cellsSaid(cells), bound, digits: digitsSaid(digits, 'or') }),
} as unknown as Readonly<Record<'sign' | 'sign-chain' | 'sign-line', (data: object) => string>>;

/** The hint messages the grid player asks for (engine/hint.ts): the wrong entries worded one by one, joined as the language joins a list. */
export const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) => words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => words.hint.wrong({ context: i === 0 ? 'first' : 'next', ...w })), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
