import type { Square } from '../../engine/grid-labels.ts';
import { chain } from '../../engine/grid/say.ts';
import type { GroupName } from '../../engine/grid/shape.ts';
import type { HintMessages } from '../../engine/hint.ts';
import { listOf } from '../../engine/words.ts';
import { LINE_TOTALS, words } from './words.ts';

/**
 * Calcudoku's sentences composed of its words (./words.ts): code hands each message raw values (a
 * line's kind, an operation, a count) and its lists worded item by item, never words of its own.
 */

type Struck = { cell: Square; digits: number[] };
/** A cage's clue as a finding tells it (engine/grid/totals.ts). */
type Clue = { op: string; sign: string; target: number; at: Square };
type Combos = Clue & { combos: number[][]; struck: Struck[] };
type LineTotal = { line: GroupName; last: GroupName; op: string; whole: number; cages: Clue[]; written: number; known: number; rest: number; cells: Square[]; struck: Struck[] };

const and = (ns: readonly number[]) => listOf(ns.map(String), 'and');
const clueOf = ({ target, sign, at }: Clue) => ({ target, sign, at });
/** Each way of making a cage, written out ("1 + 2 + 6"), joined as "… or …". */
const combosOf = (d: Combos) =>
  listOf(
    d.combos.map((combo) => chain(combo.map(String), (data) => words.parts.combo({ ...data, sign: d.sign }))),
    'or',
  );

const ofCage = (key: 'one-combination' | 'cage-combinations' | 'long-combinations') => (data: object) => {
  const d = data as Combos;
  return words.steps[key]({
    ...clueOf(d),
    combos: combosOf(d),
    struck: chain(
      d.struck.map((s) => words.parts.cageStruck({ digits: and(s.digits), cell: s.cell })),
      words.parts.more,
    ),
  });
};

const lineTotal = (key: 'line-total' | 'lines-total') => (data: object) => {
  const d = data as LineTotal;
  const kind = d.line.kind === 'row' ? 'row' : 'column';
  const op = d.op === '+' ? 'sum' : 'product';
  const many = key === 'lines-total';
  const kinds = many ? (`${kind}s` as const) : kind;
  const context = `${kind}-${op}${d.written > 0 ? 'Written' : ''}` as (typeof LINE_TOTALS)[number];
  return words.steps[key]({
    context,
    count: d.cages.length,
    line: { n: d.line.n },
    last: { n: d.last.n },
    whole: d.whole,
    cages: listOf(
      d.cages.map((c) => words.parts.lineCage({ context: c.op === '=' ? 'given' : 'cage', target: c.target, sign: c.sign })),
      'and',
    ),
    // Said only where digits are written in the line.
    written: d.written > 0 ? words.parts.lineWritten({ context: many ? 'lines' : 'line', count: d.written }) : '',
    known: d.known,
    end: words.parts.lineEnd({
      context: `${kinds}-${op}`,
      count: d.cells.length,
      rest: d.rest,
      cells: listOf(
        d.cells.map((c) => words.parts.lineCell({ context: kinds, row: c.row, col: c.col })),
        'and',
      ),
    }),
    struck: chain(
      d.struck.map((s) =>
        words.parts.lineStruck({
          context: kinds,
          count: s.digits.length,
          digits: listOf(
            s.digits.map((digit) => words.parts.lineDigit({ context: many ? 'lines' : 'line', digit })),
            'and',
          ),
          cell: s.cell,
        }),
      ),
      words.parts.more,
    ),
  });
};

/** What some cells make, with the digits that make it, the least smallest first and the most largest first: "1 + 2 = 3", "9 + 8 = 17", or the digit alone. */
type Extreme = { value: number; digits: number[] };
const addedOf = (e: Extreme, order: (a: number, b: number) => number) =>
  e.digits.length > 1 ? words.parts.added({ added: chain([...e.digits].sort(order).map(String), (data) => words.parts.combo({ ...data, sign: '+' })), value: e.value }) : String(e.value);
type Bounds = Clue & {
  form: 'sum' | 'product';
  cells?: { cell: Square; digits: number[]; low?: number; most?: Extreme; high?: number; least?: Extreme }[];
  digits?: number[];
  struck?: Struck[];
};

/** A cage's bounds: each cell a sum's bounds narrow, with the bound and what the other cells make; or the digits not dividing a product. */
const cageBounds = (data: object) => {
  const d = data as Bounds;
  if (d.form === 'product') {
    return words.steps['cage-bounds']({
      ...clueOf(d),
      context: 'product',
      count: d.digits!.length,
      digits: and(d.digits!),
      cells: '',
      struck: chain(
        d.struck!.map((s) => words.parts.cageStruck({ digits: and(s.digits), cell: s.cell })),
        words.parts.more,
      ),
    });
  }
  const cells = d.cells!.map((c) =>
    words.parts.boundsCell({
      context: c.low !== undefined && c.high !== undefined ? 'both' : c.low !== undefined ? 'low' : 'high',
      cell: c.cell,
      target: d.target,
      low: c.low ?? 0,
      high: c.high ?? 0,
      most: c.most?.value ?? 0,
      least: c.least?.value ?? 0,
      mostAdded: c.most ? addedOf(c.most, (a, b) => b - a) : '',
      leastAdded: c.least ? addedOf(c.least, (a, b) => a - b) : '',
      digits: and(c.digits),
    }),
  );
  return words.steps['cage-bounds']({ ...clueOf(d), context: 'sum', count: cells.length, cells: chain(cells, words.parts.more), digits: '', struck: '' });
};

/** Each of Calcudoku's own step messages, told its finding's data. */
export const calcudokuSay: Record<keyof typeof words.steps, (data: object) => string> = {
  'one-combination': ofCage('one-combination'),
  'cage-combinations': ofCage('cage-combinations'),
  'long-combinations': ofCage('long-combinations'),
  'cage-line': (data) => {
    const d = data as Combos & { value: number; line: GroupName; cells: Square[] };
    const kind = d.line.kind === 'row' ? 'row' : 'column';
    return words.steps['cage-line']({
      ...clueOf(d),
      context: kind,
      count: d.cells.length,
      combos: combosOf(d),
      value: d.value,
      line: { n: d.line.n },
      cells: listOf(
        d.cells.map((c) => words.parts.cageLineCell({ context: kind, row: c.row, col: c.col })),
        'and',
      ),
    });
  },
  'cage-bounds': cageBounds,
  'line-total': lineTotal('line-total'),
  'lines-total': lineTotal('lines-total'),
};

/** The operations a puzzle's cages show, in the rules' order, each worded and joined as "… or …". */
export const opsSaid = (ops: readonly string[]) => {
  const names: Record<string, 'add' | 'multiply' | 'subtract' | 'divide'> = { '+': 'add', '*': 'multiply', '-': 'subtract', '/': 'divide' };
  return listOf(
    ops.map((op) => words.parts.op({ context: names[op]! })),
    'or',
  );
};

/** The hint messages the grid player asks for (engine/hint.ts): the wrong entries worded one by one, joined as the language joins a list. */
export const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) => words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => words.hint.wrong({ context: i === 0 ? 'first' : 'next', ...w })), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
