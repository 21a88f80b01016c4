import { message, plural, select, text, wordSet } from '../catalog.ts';
import type { Square } from '../grid-labels.ts';
import english from './words.en.json' with { type: 'json' };
import type { GroupKind, GroupName } from './shape.ts';

/** The techniques the kit knows, by the key ladders, grades and steps store. */
export type KitTechnique =
  | 'hidden-single'
  | 'naked-single'
  | 'locked-candidates'
  | 'naked-pair'
  | 'hidden-pair'
  | 'naked-triple'
  | 'hidden-triple'
  | 'x-wing'
  | 'xy-wing'
  | 'xyz-wing'
  | 'swordfish'
  | 'simple-colouring'
  | 'naked-quad'
  | 'hidden-quad'
  | 'jellyfish';

const technique = { title: text, what: text };

/** The kinds of group a step is said of, each a form of the messages that name one. */
export const GROUP_KINDS: readonly GroupKind[] = ['row', 'column', 'box', 'cage', 'run'];
/** The lists of squares a step names, each a form of `parts.square`: a language may word a square by where it stands in its sentence ("in Zeile 2, Spalte 3"). */
export const SQUARE_LISTS = ['locked', 'naked', 'hidden', 'fish', 'wing', 'chain', 'trap'] as const;
export type SquareList = (typeof SQUARE_LISTS)[number];
/** A wing's cell and its digits (joined: "3 or 5"). */
type Wing = { row: number; col: number; digits: string };

/**
 * The words of the kit's techniques, shared by every kind built on it (Sudoku, and the cage and
 * sum kinds): each technique's name and what it is, and the sentence of each step, told the
 * cells as squares (row and column from 1), groups by kind and number (`box 5`, `row 3`) and
 * digits as numbers, all read from the board at that step. A step's sentence is in forms by
 * the kind of group it is said of (`context`) and the count of the cells it names (`count`);
 * its lists are worded item by item (`parts`) and joined by code (./say.ts).
 */
const schema = {
  techniques: {
    'hidden-single': technique,
    'naked-single': technique,
    'locked-candidates': technique,
    'naked-pair': technique,
    'hidden-pair': technique,
    'naked-triple': technique,
    'hidden-triple': technique,
    'x-wing': technique,
    'xy-wing': technique,
    'xyz-wing': technique,
    swordfish: technique,
    'simple-colouring': technique,
    'naked-quad': technique,
    'hidden-quad': technique,
    jellyfish: technique,
  } satisfies Record<KitTechnique, typeof technique>,
  steps: {
    'hidden-single': select<{ context: GroupKind; group: GroupName; cell: Square; value: number }>(GROUP_KINDS),
    'naked-single': message<{ cell: Square; value: number }>(),
    /** In the group (`context`), the digit's places (`count` of them); `rest` is `parts.lockedOther`. */
    'locked-candidates': select<{ context: GroupKind; count: number; value: number; group: GroupName; places: string; rest: string }>(GROUP_KINDS, { count: 'cardinal' }),
    /** A naked pair (`size` 2), triple or quad in a group (`context`) of `count` cells. */
    'naked-subset': select<{ context: GroupKind; count: number; size: number; group: GroupName; cells: string; digits: string; struck: string }>(GROUP_KINDS, { count: 'cardinal' }),
    'hidden-subset': select<{ context: GroupKind; count: number; size: number; group: GroupName; digits: string; cells: string; struck: string }>(GROUP_KINDS, { count: 'cardinal' }),
    /** An X-Wing, Swordfish or Jellyfish: `base` are rows (`rows`) or columns (`columns`), `cover` the other, by number; `count` the cells crossed off. */
    fish: select<{ context: 'rows' | 'columns'; count: number; value: number; base: string; cover: string; cells: string }>(['rows', 'columns'], { count: 'cardinal' }),
    /** `a` and `b` are the wings; `count` the cells crossed off. */
    'xy-wing': plural<{ count: number; pivot: Square; pivotDigits: string; a: Wing; b: Wing; value: number; cells: string }>(),
    'xyz-wing': plural<{ count: number; pivot: Square; pivotDigits: string; a: Wing; b: Wing; value: number; cells: string }>(),
    /** Simple colouring: the chain's cells by colour; a wrap (one colour sees itself: `green` or `blue` is false) or a `trap` (`count` cells see both). */
    colouring: select<{ context: 'green' | 'blue' | 'trap'; count: number; value: number; green: string; blue: string; cells: string }>(['green', 'blue', 'trap'], { count: 'cardinal' }),
  },
  /** The parts code composes a step's sentence of. */
  parts: {
    /** The rest of a locked candidates step: where all the places lie (`other`, `context` its kind) and the `count` cells crossed off there. */
    lockedOther: select<{ context: GroupKind; count: number; value: number; other: GroupName; cells: string }>(GROUP_KINDS, { count: 'cardinal' }),
    /** Digits crossed off a cell of a group of kind `context` (a line's cell named by the one number that changes). */
    struck: select<{ context: GroupKind; digits: string; cell: Square }>(GROUP_KINDS),
    /** A digit of a naked or hidden subset, in the list of its digits. */
    subsetDigit: select<{ context: 'naked' | 'hidden'; digit: number }>(['naked', 'hidden']),
    /** A square in a list of squares, by the list it is in (SQUARE_LISTS). */
    square: select<{ context: SquareList; row: number; col: number }>(SQUARE_LISTS),
    /** The last two items of a list of squares; `nor` after a negation ("cannot go in a and b", French "ni"). */
    join: select<{ context: 'and' | 'or' | 'nor'; first: string; last: string }>(['and', 'or', 'nor']),
    /** An item of a list of squares before the rest of it. */
    more: message<{ first: string; rest: string }>(),
  },
};

/** The kit's words in the language of the work under way. */
export const gridWordsSet = wordSet('engine/grid/words', schema, english);

export const gridWords = gridWordsSet.words;
