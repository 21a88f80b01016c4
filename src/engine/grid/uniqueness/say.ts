import type { Square } from '../../grid-labels.ts';
import { listOf } from '../../words.ts';
import { wordedRungs } from '../ladder.ts';
import { chained } from '../say.ts';
import type { GroupName } from '../shape.ts';
import { HOUSES, SQUARE_LISTS, uniquenessWords } from './words.ts';

/**
 * The uniqueness techniques' sentences, composed of their words (./words.ts): squares worded
 * one by one and joined by the grid kit's list words (a square's name holds a comma), digits
 * joined by Intl's lists, the rectangle and the one-answer sentence handed in whole.
 */

type List = (typeof SQUARE_LISTS)[number];
type House = (typeof HOUSES)[number];

const numbers = (ns: readonly number[], type: 'and' | 'or') => listOf(ns.map(String), type);
const squares = (cells: readonly Square[], list: List) =>
  chained(
    cells.map((c) => uniquenessWords.parts.square({ context: list, row: c.row, col: c.col })),
    'and',
  );

interface Rectangle {
  type: 1 | 2 | 3 | 4;
  context: 'boxes' | 'lines';
  digits: [number, number];
  corners: Square[];
  floor: Square[];
  roof: Square[];
  cell?: Square;
  extra?: number[];
  value?: number;
  other?: number;
  cells?: Square[];
  group?: GroupName;
  subset?: Square[];
  subsetDigits?: number[];
  struck?: { cell: Square; digits: number[] }[];
}

function rectangle(d: Rectangle): string {
  const [x, y] = d.digits;
  const words = uniquenessWords;
  const common = {
    rectangle: words.parts.rectangle({ context: d.context, corners: squares(d.corners, 'corners'), x, y }),
    unique: words.parts.unique({ x, y }),
    x,
    y,
    floor: squares(d.floor, 'floor'),
  };
  const pair = squares(d.roof, 'pair');
  switch (d.type) {
    case 1:
      return words.steps.type1({ ...common, cell: d.cell!, extra: numbers(d.extra!, 'or') });
    case 2:
      return words.steps.type2({ ...common, pair, count: d.cells!.length, value: d.value!, cells: squares(d.cells!, 'seen') });
    case 3:
      return words.steps.type3({
        ...common,
        pair,
        context: d.group!.kind as House,
        count: d.subset!.length,
        extra: numbers(d.extra!, 'or'),
        group: d.group!,
        subset: squares(d.subset!, 'subset'),
        digits: numbers(d.subsetDigits!, 'and'),
        struck: chained(
          d.struck!.map((s) => words.parts.struck({ digits: numbers(s.digits, 'and'), cell: s.cell })),
          null,
        ),
      });
    case 4:
      return words.steps.type4({ ...common, pair, context: d.group!.kind as House, group: d.group!, value: d.value!, other: d.other! });
  }
}

interface Bug {
  context: 'boxes' | 'lines';
  cell: Square;
  digits: number[];
  value: number;
}

/** Each technique's sentence, told its finding's data. */
export const uniquenessSay: Record<'unique-rectangle' | 'bug-plus-one', (data: object) => string> = {
  'unique-rectangle': (d) => rectangle(d as Rectangle),
  'bug-plus-one': (d) => {
    const { context, cell, digits, value } = d as Bug;
    return uniquenessWords.steps.bug({ context, cell, digits: numbers(digits, 'and'), value });
  },
};

/**
 * A uniqueness technique as a rung of a kind's ladder at `level`, its name, what it is and its
 * sentences read from this family's words at each use (so the language of the work under way
 * is the one they are in).
 */
export const uniquenessRung = wordedRungs('uniquenessRung', 'a uniqueness technique', () => uniquenessWords.techniques, uniquenessSay);
