import { message, plural, select, text, wordSet } from '../../catalog.ts';
import type { Square } from '../../grid-labels.ts';
import type { GroupName } from '../shape.ts';
import english from './words.en.json' with { type: 'json' };

const technique = { title: text, what: text };

/** The houses a type 3 or 4 unique rectangle is said in. */
export const HOUSES = ['row', 'column', 'box'] as const;
/** A grid of rows, columns and boxes, or a Latin square of rows and columns alone (gate.ts). */
export const LAYOUTS = ['boxes', 'lines'] as const;
/** The lists of squares the steps name, each a form of `parts.square`, by where it stands in its sentence. */
export const SQUARE_LISTS = ['corners', 'floor', 'pair', 'seen', 'subset'] as const;

type House = (typeof HOUSES)[number];
type Layout = (typeof LAYOUTS)[number];

/**
 * The uniqueness techniques' words (unique rectangles, BUG+1): each one's name and what it is,
 * and the sentence of each step. Every sentence says why the step holds: a printed puzzle has
 * one answer. The four corners of a rectangle come as `rectangle` (`parts.rectangle`), the
 * sentence that a puzzle has one answer as `unique` (`parts.unique`), lists of squares each
 * worded by `parts.square` and joined by the grid kit's list words, digits as numbers or lists
 * of them ("4 or 6"), a single cell as a square (`cell.row`, `cell.col`).
 */
const schema = {
  techniques: {
    'unique-rectangle': technique,
    'bug-plus-one': technique,
  },
  steps: {
    /** Type 1: three corners (`floor`) hold only x and y; the fourth, `cell`, is one of its other digits (`extra`, an "or" list). */
    type1: message<{ rectangle: string; unique: string; x: number; y: number; floor: string; cell: Square; extra: string }>(),
    /** Type 2: the roof corners (`pair`) hold one more digit, `value`, crossed off `count` cells (`cells`) that see both. */
    type2: plural<{ count: number; rectangle: string; unique: string; x: number; y: number; floor: string; pair: string; value: number; cells: string }>('x', 'y'),
    /**
     * Type 3: the roof corners hold `extra` besides x and y; in `group` (its kind the `context`)
     * one of them and the cells `subset` (`count` of them) hold only `digits` between them,
     * crossed off the group's other cells (`struck`).
     */
    type3: select<{ context: House; count: number; rectangle: string; unique: string; x: number; y: number; floor: string; pair: string; extra: string; group: GroupName; subset: string; digits: string; struck: string }>(HOUSES, { count: 'cardinal', also: ['x', 'y'] }),
    /** Type 4: in `group`, `value` (x) can go only in the roof corners (`pair`): `other` (y) is crossed off both. */
    type4: select<{ context: House; rectangle: string; unique: string; x: number; y: number; floor: string; pair: string; group: GroupName; value: number; other: number }>(HOUSES, { also: ['x', 'y'] }),
    /** BUG+1: `cell` can hold `digits`; `value` has three places in each of its houses, and goes there. */
    bug: select<{ context: Layout; cell: Square; digits: string; value: number }>(LAYOUTS),
  },
  parts: {
    /** The four `corners` of a rectangle, all still holding `x` and `y`: a sentence. */
    rectangle: select<{ context: Layout; corners: string; x: number; y: number }>(LAYOUTS),
    /** Why the four cannot be left holding only `x` and `y`: a puzzle has one answer. A sentence. */
    unique: message<{ x: number; y: number }>(),
    /** A square in a list of squares, by the list it is in (SQUARE_LISTS). */
    square: select<{ context: (typeof SQUARE_LISTS)[number]; row: number; col: number }>(SQUARE_LISTS),
    /** Digits crossed off one cell, in a list of such. */
    struck: message<{ digits: string; cell: Square }>(),
  },
};

/** The uniqueness techniques' words in the language of the work under way. */
export const uniquenessWordsSet = wordSet('engine/grid/uniqueness/words', schema, english);

export const uniquenessWords = uniquenessWordsSet.words;
