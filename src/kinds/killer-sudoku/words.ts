import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };

/** What Killer Sudoku's rules and a worksheet's line are told of a puzzle: its size and its box, as columns by rows. */
export interface Told {
  size: number;
  width: number;
  height: number;
}

/** A cage as a step names it: its sum and the square it is printed in (its top left cell). */
type Clue = { target: number; at: Square };
const technique = { title: text, what: text };
/** A line total's line: a row or a column. */
type Line = 'row' | 'column';
/** A line's (or two neighbouring lines', `line` to `last`) total, told its parts worded (./say.ts); `count`: the cages inside. */
type LineTotal = { context: Line; count: number; line: { n: number }; last: { n: number }; whole: number; cages: string; written: string; known: number; end: string; struck: string };

/**
 * Everything a reader reads about Killer Sudoku beside the grid: the English, the source of every
 * translation. Its cage techniques are its own words; singles, locked candidates, subsets, fish,
 * wings and chains are the grid kit's (engine/grid/words). Lists come worded item by item
 * (`parts`) and joined by code (./say.ts).
 */
const schema = {
  title: text,
  rules: message<Told>(),
  instruction: message<Told>(),
  /** `count`: the cages. */
  alt: plural<{ size: number; count: number }>(),
  altSolved: message<{ size: number }>(),
  techniques: {
    'one-combination': technique,
    'cage-combinations': technique,
    'long-combinations': technique,
    'cage-line': technique,
    'line-total': technique,
    'lines-total': technique,
  },
  steps: {
    'one-combination': message<Clue & { combos: string; struck: string }>(),
    'cage-combinations': message<Clue & { combos: string; struck: string }>(),
    'long-combinations': message<Clue & { combos: string; struck: string }>(),
    /** Every way of making the cage puts `value` in its cells in one row, column or box (`context`); `count` cells crossed off. */
    'cage-line': select<Clue & { context: 'row' | 'column' | 'box'; count: number; combos: string; value: number; line: { n: number }; cells: string }>(['row', 'column', 'box'], { count: 'cardinal' }),
    'line-total': select<LineTotal>(['row', 'column'], { count: 'cardinal' }),
    'lines-total': select<LineTotal>(['row', 'column'], { count: 'cardinal' }),
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
    given: message<{ row: number; column: number; given: number; v: number }>(),
    range: message<{ row: number; column: number; v: number; size: number }>(),
    repeats: select<{ context: 'row' | 'column' | 'box' | 'cage'; n: number; v: number; row: number; column: number }>(['row', 'column', 'box', 'cage']),
    sum: message<{ row: number; column: number; sum: number; made: number }>(),
  },
  measures: { ...LADDER_MEASURES, cages: text },
  /** The parts code composes sentences of. */
  parts: {
    /** A combination's digits, one before the rest: "1 + 2 + 6". */
    combo: message<{ first: string; rest: string }>(),
    /** An item of a list before the rest of it. */
    more: message<{ first: string; rest: string }>(),
    /** The digits crossed off a cell. */
    struck: message<{ digits: string; cell: Square }>(),
    /** A cell, in a list of cells. */
    cell: message<{ row: number; col: number }>(),
    /** The `count` digits written in the line (or the two `lines`), said where there are some. */
    lineWritten: select<{ context: 'line' | 'lines'; count: number }>(['line', 'lines'], { count: 'cardinal' }),
    /** What is left for the `count` cells of a line total. */
    lineEnd: plural<{ count: number; rest: number; cells: string }>(),
  },
};

/** Killer Sudoku's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/killer-sudoku/words', schema, english);

export const words = wordsSet.words;
