import { message, text, wordSet } from '../catalog.ts';
import type { Square } from '../grid-labels.ts';
import english from './words.en.json' with { type: 'json' };
import type { GroupName } from './shape.ts';

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
type Struck = { cell: Square; digits: number[] };

/**
 * The words of the kit's techniques, shared by every kind built on it (Sudoku, and the cage and
 * sum kinds): each technique's name and what it is, and the sentence of each step, told the
 * cells as squares (row and column from 1), groups by kind and number (`box 5`, `row 3`) and
 * digits as numbers, all read from the board at that step.
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
    'hidden-single': message<{ group: GroupName; cell: Square; value: number }>(),
    'naked-single': message<{ cell: Square; value: number }>(),
    'locked-candidates': message<{ value: number; group: GroupName; other: GroupName; places: Square[]; cells: Square[] }>(),
    /** A naked pair (`size` 2), triple or quad. */
    'naked-subset': message<{ size: number; group: GroupName; cells: Square[]; digits: number[]; struck: Struck[] }>(),
    'hidden-subset': message<{ size: number; group: GroupName; digits: number[]; cells: Square[]; struck: Struck[] }>(),
    /** An X-Wing, Swordfish or Jellyfish: `base` are rows (`rows`) or columns, `cover` the other, by number. */
    fish: message<{ value: number; rows: boolean; base: number[]; cover: number[]; cells: Square[] }>(),
    'xy-wing': message<{ pivot: Square; pivotDigits: number[]; wings: Struck[]; value: number; cells: Square[] }>(),
    'xyz-wing': message<{ pivot: Square; pivotDigits: number[]; wings: Struck[]; value: number; cells: Square[] }>(),
    /** Simple colouring: the chain's cells by colour; a wrap (one colour sees itself, `greenFalse` says which) or a trap (`cells` see both). */
    colouring: message<{ value: number; green: Square[]; blue: Square[]; wrap: boolean; greenFalse: boolean; cells: Square[] }>(),
  },
};

/** The kit's words in the language of the work under way. */
export const gridWordsSet = wordSet('engine/grid/words', schema, english);

export const gridWords = gridWordsSet.words;
