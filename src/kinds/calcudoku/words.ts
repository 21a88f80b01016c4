import { message, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import type { GroupName } from '../../engine/grid/shape.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };

/** What Calcudoku's rules and a worksheet's line are told of a puzzle: its size and the operations its cages show (`+`, `-`, `*`, `/`). */
export interface Told {
  size: number;
  ops: string[];
}

/** A cage's clue, as a step names it: its target and sign ("12+"), the square it is printed in and its cells. */
interface Clue {
  group: GroupName;
  op: string;
  sign: string;
  target: number;
  at: Square;
  size: number;
}
type Struck = { cell: Square; digits: number[] };
/** A line's total (or two neighbouring lines', `line` to `last`) and what is known of it. */
type LineTotal = { line: GroupName; last: GroupName; op: string; sign: string; whole: number; cages: Clue[]; written: number; known: number; rest: number; cells: Square[]; struck: Struck[] };
const technique = { title: text, what: text };

/**
 * Everything a reader reads about Calcudoku beside the grid: the English, the source of every
 * translation. Its cage techniques are its own words; singles, subsets and wings are the grid
 * kit's (engine/grid/words).
 */
const schema = {
  title: text,
  rules: message<Told>(),
  instruction: message<Told>(),
  alt: message<{ size: number; cages: number }>(),
  altSolved: message<{ size: number }>(),
  /** The kit's singles, said of rows, columns and cages (the kit's words name boxes). */
  singles: { 'hidden-single': text, 'naked-single': text },
  techniques: {
    'one-combination': technique,
    'cage-combinations': technique,
    'long-combinations': technique,
    'cage-line': technique,
    'line-total': technique,
    'lines-total': technique,
  },
  steps: {
    'one-combination': message<Clue & { combos: number[][]; struck: Struck[] }>(),
    'cage-combinations': message<Clue & { combos: number[][]; struck: Struck[] }>(),
    'long-combinations': message<Clue & { combos: number[][]; struck: Struck[] }>(),
    'cage-line': message<Clue & { combos: number[][]; value: number; line: GroupName; cells: Square[] }>(),
    'line-total': message<LineTotal>(),
    'lines-total': message<LineTotal>(),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    mistake: message<{ wrong: { v: number; cell: Square }[] }>(),
    reveal: message<{ v: number; cell: Square }>(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a filled grid. */
  check: {
    size: message<{ size: number }>(),
    range: message<{ row: number; column: number; v: number; size: number }>(),
    repeats: message<{ where: 'row' | 'column'; n: number; v: number }>(),
    cage: message<{ row: number; column: number; target: number; sign: string }>(),
  },
  measures: { ...LADDER_MEASURES, cages: text },
};

/** Calcudoku's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/calcudoku/words', schema, english);

export const words = wordsSet.words;
