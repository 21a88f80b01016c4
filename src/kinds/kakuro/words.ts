import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };

/** A run as a sentence names it: its sum and its first white square (its direction is the message's `context`). */
type RunSaid = { total: number; row: number; col: number };
type Dir = 'across' | 'down';
const DIRS: readonly Dir[] = ['across', 'down'];
/** A message said of a run, in a form for each direction (`across`, `down`). */
const ofRun = <D extends object>() => select<{ context: Dir; run: RunSaid } & D>(DIRS as ({ context: Dir; run: RunSaid } & D)['context'][]);

/**
 * Everything a reader reads about Kakuro beside the grid: the English, the source of every
 * translation. Its own techniques' words are here (a run's combinations, and the kit's subsets
 * said of a run by its sum and first square); the naked single is the kit's. Lists come worded
 * item by item and joined by code (./say.ts).
 */
const schema = {
  title: text,
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  rules: message(),
  instruction: message(),
  /** `count`: the white squares; `runs` is `altRuns`. */
  alt: plural<{ rows: number; cols: number; count: number; runs: string }>(),
  altRuns: plural<{ count: number }>(),
  altSolved: message<{ rows: number; cols: number }>(),
  /** What the kit's naked single is, said of runs (the kit's words name boxes). */
  single: text,
  techniques: {
    /** `combo`: its one combination, written out (`parts.plus`). */
    oneCombination: { title: text, what: text, step: ofRun<{ combo: string; struck: string }>() },
    twoCombinations: { title: text, what: text },
    combinations: { title: text, what: text },
    manyCombinations: { title: text, what: text },
    /** An area's sum (engine/grid/areas.ts), in four sentences: `area`, `others`, `written` (where digits are written) and `end`. */
    areaTotal: {
      title: text,
      what: text,
      step: message<{ area: string; others: string; written: string; end: string }>(),
      /** The `count` runs filling the area (in the direction `context`), its `rows` and `cols`; `added`: each run's sum, naming it (`parts.run`), added up (`parts.plus`). */
      area: select<{ context: Dir; count: number; rows: string; cols: string; sum: number; added: string }>(DIRS, { count: 'cardinal' }),
      /** An area's rows (or columns), from one to another, or a `single` one. */
      rows: select<{ context: 'single' | 'range'; from: number; to: number }>(['single', 'range']),
      cols: select<{ context: 'single' | 'range'; from: number; to: number }>(['single', 'range']),
      /** The `count` other runs, down or across, lying within the area or crossing it; `added`: each one's sum, naming it, added up. */
      others: select<{ context: 'downWithin' | 'acrossWithin' | 'downCrossing' | 'acrossCrossing'; count: number; sum: number; otherSum: number; difference: number; added: string }>(
        ['downWithin', 'acrossWithin', 'downCrossing', 'acrossCrossing'],
        { count: 'cardinal' },
      ),
      /** The `count` digits already written in the area's squares (`written`, joined). */
      written: plural<{ count: number; written: string; total: number }>(),
      /** What is left for the `count` squares (`cell` where it is one). */
      end: plural<{ count: number; total: number; cell: Square; cells: string; struck: string }>(),
    },
    /** A step of two or more combinations listed. */
    listed: ofRun<{ combos: string; struck: string }>(),
    /** A naked pair, triple or quad within a run. */
    subset: ofRun<{ cells: string; digits: string; struck: string }>(),
  },
  hint: {
    /** The wrong entries (`count` of them), each worded by `wrong` and joined (./say.ts). */
    mistake: plural<{ count: number; wrong: string }>(),
    /** A wrong entry: the `first` of the list, or one after it (`next`). */
    wrong: select<{ context: 'first' | 'next'; v: number; cell: Square }>(['first', 'next']),
    reveal: message<{ v: number; cell: Square }>(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a filled grid. */
  check: {
    size: message<{ rows: number; cols: number }>(),
    black: message<{ row: number; column: number }>(),
    /** A white square of a stored or given answer left without a digit (null). */
    empty: message<{ row: number; column: number }>(),
    range: message<{ row: number; column: number; v: number }>(),
    repeats: ofRun<{ v: number }>(),
    sum: ofRun<{ sum: number }>(),
  },
  measures: { ...LADDER_MEASURES, squares: text, runs: text },
  /** The parts code composes lists of. */
  parts: {
    /** An item of a list before the rest of it: the digits crossed off each square. */
    more: message<{ first: string; rest: string }>(),
    /** A combination's digits, one before the rest: "1 + 2 + 6". */
    plus: message<{ first: string; rest: string }>(),
    /** A square in a list of squares: of a subset, or of what is left of an area. */
    square: select<{ context: 'subset' | 'area'; row: number; col: number }>(['subset', 'area']),
    /** The digits crossed off a square. */
    struck: message<{ digits: string; cell: Square }>(),
    /** A run's sum in an area's addition, naming the run by its first square: "12 (the run from row 2, column 3)". */
    run: message<{ total: number; row: number; col: number }>(),
  },
};

/** Kakuro's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/kakuro/words', schema, english);

export const words = wordsSet.words;
