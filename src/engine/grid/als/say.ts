import type { Square } from '../../grid-labels.ts';
import { listOf } from '../../words.ts';
import { chained } from '../say.ts';
import type { CommonSaid, SetSaid, Struck } from './found.ts';
import { ALS_SQUARES, type AlsTechnique, alsWords } from './words.ts';

/**
 * The ALS steps' sentences, composed of the set's words (./words.ts): code hands each message raw
 * values and lists worded item by item, joined by the kit's list words (a square's name holds a
 * comma) or, for digits, by the language's own (Intl).
 */

const numbers = (ns: readonly number[], type: 'and' | 'or') => listOf(ns.map(String), type);

const squares = (cells: readonly Square[], context: (typeof ALS_SQUARES)[number]) =>
  chained(
    cells.map((c) => alsWords.parts.square({ context, row: c.row, col: c.col })),
    'and',
  );

/** A set: its cells, where they lie, its digits ("1 or 3" for one cell, "1, 2 and 3" for more). */
const setOf = (s: SetSaid) => {
  const one = s.cells.length === 1;
  return alsWords.parts.set({ context: one ? 'cell' : s.group.kind, cells: squares(s.cells, 'set'), group: s.group, digits: numbers(s.digits, one ? 'or' : 'and') });
};

/** What is crossed off: the digits (`z`, `zOr`, `count`), the cells, and the digits off each cell. */
const struckOf = (z: number[], cells: Square[], struck: Struck[]) => ({
  count: z.length,
  z: numbers(z, 'and'),
  zOr: numbers(z, 'or'),
  cells: squares(cells, 'target'),
  struck: chained(
    struck.map((s) => alsWords.parts.struck({ digits: numbers(s.digits, 'and'), cell: s.cell })),
    'and',
  ),
});

interface XzData {
  double: boolean;
  a: SetSaid;
  b: SetSaid;
  commons: CommonSaid[];
  z: number[];
  struck: Struck[];
  cells: Square[];
}
interface WingData {
  a: SetSaid;
  b: SetSaid;
  c: SetSaid;
  x: CommonSaid;
  y: CommonSaid;
  z: number[];
  struck: Struck[];
  cells: Square[];
}

/** Each ALS technique's sentence, told its finding's data. */
export const alsSay: Record<AlsTechnique, (data: object) => string> = {
  'als-xz': (data) => {
    const d = data as XzData;
    const [x, y] = d.commons;
    return alsWords.steps['als-xz']({
      context: d.double ? 'double' : 'single',
      a: setOf(d.a),
      b: setOf(d.b),
      x: x!.value,
      ax: squares(x!.a, 'place'),
      bx: squares(x!.b, 'place'),
      // A singly linked pair has no y: its sentence does not read it.
      y: y?.value ?? 0,
      ay: y ? squares(y.a, 'place') : '',
      by: y ? squares(y.b, 'place') : '',
      ...struckOf(d.z, d.cells, d.struck),
    });
  },
  'als-xy-wing': (data) => {
    const d = data as WingData;
    return alsWords.steps['als-xy-wing']({
      a: setOf(d.a),
      b: setOf(d.b),
      c: setOf(d.c),
      x: d.x.value,
      ax: squares(d.x.a, 'place'),
      cx: squares(d.x.b, 'place'),
      y: d.y.value,
      cy: squares(d.y.a, 'place'),
      by: squares(d.y.b, 'place'),
      ...struckOf(d.z, d.cells, d.struck),
    });
  },
};
