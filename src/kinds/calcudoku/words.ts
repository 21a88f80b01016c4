import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };

/** What Calcudoku's rules and a worksheet's line are told of a puzzle: its size and the operations its cages show, each worded by `parts.op` and joined (`told`, index.ts). */
export interface Told {
  size: number;
  ops: string;
}

/** A cage's clue, as a step names it: its target and sign ("12+") and the square it is printed in. */
type Clue = { target: number; sign: string; at: Square };
const technique = { title: text, what: text };
/** The kind of a line (or two neighbouring lines: `rows`) and whether its total is a sum or a product, and whether digits are written in it: the forms of a line total. */
export const LINE_TOTALS = [
  'row-sum',
  'row-sumWritten',
  'row-product',
  'row-productWritten',
  'column-sum',
  'column-sumWritten',
  'column-product',
  'column-productWritten',
] as const;
export const LINE_ENDS = ['row-sum', 'row-product', 'column-sum', 'column-product', 'rows-sum', 'rows-product', 'columns-sum', 'columns-product'] as const;
export const LINE_KINDS = ['row', 'column', 'rows', 'columns'] as const;
/** A line's total (or two neighbouring lines', `line` to `last`), told its parts worded (./say.ts). */
type LineTotal = { context: (typeof LINE_TOTALS)[number]; count: number; line: { n: number }; last: { n: number }; whole: number; cages: string; written: string; known: number; end: string; struck: string };

/**
 * Everything a reader reads about Calcudoku beside the grid: the English, the source of every
 * translation. Its cage techniques are its own words; singles, subsets and wings are the grid
 * kit's (engine/grid/words). Lists come worded item by item (`parts`) and joined by code (./say.ts).
 */
const schema = {
  title: text,
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  rules: message<Told>(),
  instruction: message<Told>(),
  /** `count`: the cages. */
  alt: plural<{ size: number; count: number }>(),
  altSolved: message<{ size: number }>(),
  /** The kit's singles, said of rows, columns and cages (the kit's words name boxes). */
  singles: { 'hidden-single': text, 'naked-single': text },
  techniques: {
    'one-combination': technique,
    'cage-combinations': technique,
    'long-combinations': technique,
    'cage-line': technique,
    'cage-bounds': technique,
    'line-total': technique,
    'lines-total': technique,
  },
  steps: {
    'one-combination': message<Clue & { combos: string; struck: string }>(),
    'cage-combinations': message<Clue & { combos: string; struck: string }>(),
    'long-combinations': message<Clue & { combos: string; struck: string }>(),
    /** The cage's every way puts `value` in the line (`context` its kind); `count` cells crossed off. */
    'cage-line': select<Clue & { context: 'row' | 'column'; count: number; combos: string; value: number; line: { n: number }; cells: string }>(['row', 'column'], { count: 'cardinal' }),
    /**
     * A cage's bounds (engine/grid/bounds.ts): a `sum`'s cells each narrowed by what the others
     * make (`cells`, each worded by `parts.boundsCell`; `count` of them), or the `count` digits
     * that do not divide a `product`'s target (`digits`, joined), crossed off its cells.
     */
    'cage-bounds': select<Clue & { context: 'sum' | 'product'; count: number; cells: string; digits: string; struck: string }>(['sum', 'product'], { count: 'cardinal' }),
    /** `count`: the cages inside. */
    'line-total': select<LineTotal>(LINE_TOTALS, { count: 'cardinal' }),
    'lines-total': select<LineTotal>(LINE_TOTALS, { count: 'cardinal' }),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    /** The wrong entries (`count` of them), each worded by `wrong` and joined (./say.ts). */
    mistake: plural<{ count: number; wrong: string }>(),
    /** A wrong entry: the `first` of the list, or one after it (`next`). */
    wrong: select<{ context: 'first' | 'next'; v: number; cell: Square }>(['first', 'next']),
    reveal: message<{ v: number; cell: Square }>(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a filled grid. */
  check: {
    size: message<{ size: number }>(),
    range: message<{ row: number; column: number; v: number; size: number }>(),
    repeats: select<{ context: 'row' | 'column'; n: number; v: number }>(['row', 'column']),
    cage: message<{ row: number; column: number; target: number; sign: string }>(),
  },
  measures: { ...LADDER_MEASURES, cages: text },
  /** The parts code composes sentences of. */
  parts: {
    /** An operation, in the rules' list of them. */
    op: select<{ context: 'add' | 'multiply' | 'subtract' | 'divide' }>(['add', 'multiply', 'subtract', 'divide']),
    /** A combination's digits, one before the rest: "1 + 2 + 6", "2 × 3". */
    combo: message<{ first: string; sign: string; rest: string }>(),
    /** An item of a list before the rest of it: the digits crossed off each cell. */
    more: message<{ first: string; rest: string }>(),
    /** The digits crossed off a cell of a cage. */
    cageStruck: message<{ digits: string; cell: Square }>(),
    /** A cell crossed off in a line (`context` its kind). */
    cageLineCell: select<{ context: 'row' | 'column'; row: number; col: number }>(['row', 'column']),
    /** A cage inside a line total: a `cage` with its target and sign, or a `given` digit (a cage of one cell). */
    lineCage: select<{ context: 'cage' | 'given'; target: number; sign: string }>(['cage', 'given']),
    /** The `count` digits written in the line (or the `lines`), said where there are some. */
    lineWritten: select<{ context: 'line' | 'lines'; count: number }>(['line', 'lines'], { count: 'cardinal' }),
    /** What is left for the `count` cells of a line total. */
    lineEnd: select<{ context: (typeof LINE_ENDS)[number]; count: number; rest: number; cells: string }>(LINE_ENDS, { count: 'cardinal' }),
    /** A cell of what is left of a line (`row`, `column`) or of two lines (`rows`, `columns`). */
    lineCell: select<{ context: (typeof LINE_KINDS)[number]; row: number; col: number }>(LINE_KINDS),
    /** The `count` digits crossed off a cell of a line total. */
    lineStruck: select<{ context: (typeof LINE_KINDS)[number]; count: number; digits: string; cell: Square }>(LINE_KINDS, { count: 'cardinal' }),
    /**
     * A cell of a sum's bounds: it holds at least `low` (the cage's other cells make at most
     * `most`), at most `high` (they make at least `least`), or `both`; `mostAdded` and
     * `leastAdded` are those figures with the digits that make them ("9 + 8 = 17", `parts.added`).
     */
    boundsCell: select<{ context: 'low' | 'high' | 'both'; cell: Square; target: number; low: number; high: number; most: number; least: number; mostAdded: string; leastAdded: string; digits: string }>(['low', 'high', 'both']),
    /** Digits added, and what they make: "9 + 8 = 17". */
    added: message<{ added: string; value: number }>(),
    /** A digit crossed off in a line total (of one line or two). */
    lineDigit: select<{ context: 'line' | 'lines'; digit: number }>(['line', 'lines']),
  },
};

/** Calcudoku's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/calcudoku/words', schema, english);

export const words = wordsSet.words;
