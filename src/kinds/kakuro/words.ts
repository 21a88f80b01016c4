import { message, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };

/** A run as a sentence names it: across or down, its sum, and its first white square. */
type RunSaid = { across: boolean; total: number; row: number; col: number };
type Struck = { cell: Square; digits: number[] };
/** An area's sum (engine/grid/areas.ts): its runs' rectangle (rows and columns from 1), the sums added and taken away, the digits written, and what is left for `cells`. */
type Area = { across: boolean; inner: boolean; rows: { from: number; to: number }; cols: { from: number; to: number }; runs: number; sum: number; others: number; otherSum: number; difference: number; written: number[]; total: number; cells: Square[]; struck: Struck[] };

/**
 * Everything a reader reads about Kakuro beside the grid: the English, the source of every
 * translation. Its own techniques' words are here (a run's combinations, and the kit's subsets
 * said of a run by its sum and first square); the naked single is the kit's.
 */
const schema = {
  title: text,
  rules: message(),
  instruction: message(),
  alt: message<{ rows: number; cols: number; squares: number; runs: number }>(),
  altSolved: message<{ rows: number; cols: number }>(),
  /** What the kit's naked single is, said of runs (the kit's words name boxes). */
  single: text,
  techniques: {
    oneCombination: { title: text, what: text, step: message<{ run: RunSaid; size: number; combos: number[][]; struck: Struck[] }>() },
    twoCombinations: { title: text, what: text },
    combinations: { title: text, what: text },
    manyCombinations: { title: text, what: text },
    areaTotal: { title: text, what: text, step: message<Area>() },
    /** A step of two or more combinations listed. */
    listed: message<{ run: RunSaid; size: number; combos: number[][]; struck: Struck[] }>(),
    /** A naked pair (`size` 2), triple or quad within a run. */
    subset: message<{ run: RunSaid; size: number; cells: Square[]; digits: number[]; struck: Struck[] }>(),
  },
  hint: {
    mistake: message<{ wrong: { v: number; cell: Square }[] }>(),
    reveal: message<{ v: number; cell: Square }>(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a filled grid. */
  check: {
    size: message<{ rows: number; cols: number }>(),
    black: message<{ row: number; column: number }>(),
    range: message<{ row: number; column: number; v: number }>(),
    repeats: message<{ run: RunSaid; v: number }>(),
    sum: message<{ run: RunSaid; sum: number }>(),
  },
  measures: { ...LADDER_MEASURES, squares: text, runs: text },
};

/** Kakuro's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/kakuro/words', schema, english);

export const words = wordsSet.words;
