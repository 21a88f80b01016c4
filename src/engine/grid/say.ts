import type { Square } from '../grid-labels.ts';
import { listOf } from '../words.ts';
import type { GroupName } from './shape.ts';
import { gridWords, type SquareList } from './words.ts';

/**
 * The sentences of the kit's steps, composed of the kit's words (./words.ts): code hands each
 * message raw values (a group's kind, a count) and lists already worded item by item, never
 * words of its own. What a step's finding tells (technique.ts `data`) is as the finding has it.
 */

type Struck = { cell: Square; digits: number[] };
type Join = 'and' | 'or' | 'nor';

/** Numbers joined as the language joins a list: "1, 4 and 7". */
const numbers = (ns: readonly number[], type: 'and' | 'or') => listOf(ns.map(String), type);

/**
 * Items joined by a catalog's own list words, as CLDR's list patterns do: `more` puts an item
 * before the rest ("a; b"), `last` joins the last two ("b and c"), where given. A square's name
 * holds a comma, so Intl's lists ("a, b and c") would blur where one ends.
 */
export function chain(items: readonly string[], more: (data: { first: string; rest: string }) => string, last?: (data: { first: string; last: string }) => string): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2 && last) return last({ first: items[0]!, last: items[1]! });
  return more({ first: items[0]!, rest: chain(items.slice(1), more, last) });
}

/** Items joined by the kit's list words ("a; b and c"), the last two by `join` (none: "a; b; c"). */
export const chained = (items: readonly string[], join: Join | null): string =>
  chain(items, gridWords.parts.more, join ? (data) => gridWords.parts.join({ context: join, ...data }) : undefined);

/** Squares in a list (`list` says which, for their words), joined by the kit's list words. */
export const squares = (cells: readonly Square[], list: SquareList, join: Join) =>
  chained(
    cells.map((c) => gridWords.parts.square({ context: list, row: c.row, col: c.col })),
    join,
  );

/** Cells of a group: a line's by the one number that changes ("columns 2 and 5"), any other group's as squares. */
const cellsOf = (kind: GroupName['kind'], cells: readonly Square[], list: SquareList, join: 'and' | 'or') =>
  kind === 'row' ? numbers(cells.map((c) => c.col), join) : kind === 'column' ? numbers(cells.map((c) => c.row), join) : squares(cells, list, join);

/** The digits crossed off each cell, in a group of kind `kind`. */
const struckOf = (kind: GroupName['kind'], struck: readonly Struck[]) =>
  chained(
    struck.map((s) => gridWords.parts.struck({ context: kind, digits: numbers(s.digits, 'and'), cell: s.cell })),
    null,
  );

interface Subset {
  size: number;
  group: GroupName;
  cells: Square[];
  digits: number[];
  struck: Struck[];
}
interface WingData {
  pivot: Square;
  pivotDigits: number[];
  wings: Struck[];
  value: number;
  cells: Square[];
}

const subset = (key: 'naked-subset' | 'hidden-subset', use: 'naked' | 'hidden') => (d: Subset) =>
  gridWords.steps[key]({
    context: d.group.kind,
    count: d.cells.length,
    size: d.size,
    group: d.group,
    cells: cellsOf(d.group.kind, d.cells, use, 'and'),
    digits: listOf(
      d.digits.map((digit) => gridWords.parts.subsetDigit({ context: use, digit })),
      'and',
    ),
    struck: struckOf(d.group.kind, d.struck),
  });

const wing = (key: 'xy-wing' | 'xyz-wing') => (d: WingData) => {
  const [a, b] = d.wings.map((w) => ({ row: w.cell.row, col: w.cell.col, digits: numbers(w.digits, 'or') }));
  return gridWords.steps[key]({ count: d.cells.length, pivot: d.pivot, pivotDigits: numbers(d.pivotDigits, 'or'), a: a!, b: b!, value: d.value, cells: squares(d.cells, 'wing', 'and') });
};

/** Each of the kit's step messages (a technique's `says`), told its finding's data. */
export const gridSay: Record<string, (data: object) => string> = {
  'hidden-single': (d) => {
    const { group, cell, value } = d as { group: GroupName; cell: Square; value: number };
    return gridWords.steps['hidden-single']({ context: group.kind, group, cell, value });
  },
  'naked-single': (d) => gridWords.steps['naked-single'](d as { cell: Square; value: number }),
  'locked-candidates': (d) => {
    const { value, group, other, places, cells } = d as { value: number; group: GroupName; other: GroupName; places: Square[]; cells: Square[] };
    const rest = gridWords.parts.lockedOther({ context: other.kind, count: cells.length, value, other, cells: cellsOf(other.kind, cells, 'locked', 'and') });
    return gridWords.steps['locked-candidates']({ context: group.kind, count: places.length, value, group, places: cellsOf(group.kind, places, 'locked', 'or'), rest });
  },
  'naked-subset': subset('naked-subset', 'naked') as (d: object) => string,
  'hidden-subset': subset('hidden-subset', 'hidden') as (d: object) => string,
  fish: (d) => {
    const { value, rows, base, cover, cells } = d as { value: number; rows: boolean; base: number[]; cover: number[]; cells: Square[] };
    return gridWords.steps.fish({ context: rows ? 'rows' : 'columns', count: cells.length, value, base: numbers(base, 'and'), cover: numbers(cover, 'and'), cells: squares(cells, 'fish', 'and') });
  },
  'xy-wing': wing('xy-wing') as (d: object) => string,
  'xyz-wing': wing('xyz-wing') as (d: object) => string,
  colouring: (d) => {
    const { value, green, blue, wrap, greenFalse, cells } = d as { value: number; green: Square[]; blue: Square[]; wrap: boolean; greenFalse: boolean; cells: Square[] };
    return gridWords.steps.colouring({
      context: !wrap ? 'trap' : greenFalse ? 'green' : 'blue',
      count: cells.length,
      value,
      green: squares(green, 'chain', 'and'),
      blue: squares(blue, 'chain', 'and'),
      cells: squares(cells, 'trap', 'nor'),
    });
  },
};
