import { message, plural, select, text, wordSet } from '../../catalog.ts';
import type { Square } from '../../grid-labels.ts';
import type { GroupName } from '../shape.ts';
import { GROUP_KINDS } from '../words.ts';
import english from './words.en.json' with { type: 'json' };

/** The ALS techniques, by the key ladders, grades and steps store. */
export type AlsTechnique = 'als-xz' | 'als-xy-wing';

const technique = { title: text, what: text };

/** Where a set lies: the kind of group its cells share, or `cell` for a set of one cell. */
export const SET_PLACES = [...GROUP_KINDS, 'cell'] as const;
/** The lists of squares the steps name: a set's cells, a common digit's places in a set, the cells a digit is crossed off. */
export const ALS_SQUARES = ['set', 'place', 'target'] as const;

/** A step's sets and links, each worded already (./say.ts): `a`, `b` (`c`) the sets, `x` and `y` the restricted common digits with their places in each set (`ax`, `bx` …). */
type Sets = { a: string; b: string; x: number; ax: string };
/** The digits crossed off (`z`, joined by "and"; `zOr`, by "or"; `count` of them), the cells (`cells`) and the digits off each (`struck`). */
type Struck = { count: number; z: string; zOr: string; cells: string; struck: string };

/**
 * The words of the Almost Locked Set techniques (ALS-XZ, ALS-XY-Wing), shared by every kind the
 * grid kit serves: each technique's name and what it is, and the sentence of each step. A step
 * names each set (its cells and digits), each restricted common digit with its places in the
 * two sets it joins, and the cells crossed off, so a reader can check every link on the grid.
 * Lists come worded item by item (`parts`) and joined by code (./say.ts).
 */
const schema = {
  techniques: {
    'als-xz': technique,
    'als-xy-wing': technique,
  } satisfies Record<AlsTechnique, typeof technique>,
  steps: {
    /** Two sets joined by one restricted common digit x (`single`), or by two, x and y (`double`). */
    'als-xz': select<Sets & Struck & { context: 'single' | 'double'; bx: string; y: number; ay: string; by: string }>(['single', 'double'], { count: 'cardinal' }),
    /** Three sets: x is restricted common to A and C, y to C and B. */
    'als-xy-wing': plural<Sets & Struck & { c: string; cx: string; y: number; cy: string; by: string }>(),
  },
  parts: {
    /** A set, where it lies (`context`): its cells (`cells`), the group they share (`group`) and its digits (`digits`, joined by "or" for one cell, by "and" for more). */
    set: select<{ context: (typeof SET_PLACES)[number]; cells: string; group: GroupName; digits: string }>(SET_PLACES),
    /** A square in a list, by the list it is in (ALS_SQUARES). */
    square: select<{ context: (typeof ALS_SQUARES)[number]; row: number; col: number }>(ALS_SQUARES),
    /** Digits crossed off a cell. */
    struck: message<{ digits: string; cell: Square }>(),
  },
};

/** The ALS techniques' words in the language of the work under way. */
export const alsWordsSet = wordSet('engine/grid/als/words', schema, english);

export const alsWords = alsWordsSet.words;
