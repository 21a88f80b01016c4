import type { Square } from '../../engine/grid-labels.ts';
import { chain } from '../../engine/grid/say.ts';
import type { HintMessages } from '../../engine/hint.ts';
import { listOf } from '../../engine/words.ts';
import { words } from './words.ts';

/**
 * Kakuro's sentences composed of its words (./words.ts): code hands each message raw values (a
 * run's direction, a count) and its lists worded item by item, never words of its own.
 */

type Struck = { cell: Square; digits: number[] };
/** A run as a finding tells it (steps.ts `runSaid`). */
export type RunTold = { across: boolean; total: number; row: number; col: number };

const dir = (run: RunTold) => (run.across ? 'across' : 'down');
const runOf = ({ total, row, col }: RunTold) => ({ total, row, col });
const and = (ns: readonly number[]) => listOf(ns.map(String), 'and');

/** The digits crossed off each square: "7 and 8 off row 2, column 3; 4 off …". */
const struckOf = (struck: readonly Struck[]) =>
  chain(
    struck.map((s) => words.parts.struck({ digits: and(s.digits), cell: s.cell })),
    words.parts.more,
  );

/** A combination written out: "1 + 2 + 6". */
const comboOf = (combo: readonly number[]) => chain(combo.map(String), words.parts.plus);

/** A run's one combination. */
export const sayOneCombination = (d: { run: RunTold; combos: number[][]; struck: Struck[] }) =>
  words.techniques.oneCombination.step({ context: dir(d.run), run: runOf(d.run), combo: comboOf(d.combos[0]!), struck: struckOf(d.struck) });

/** A run's combinations, listed. */
export const sayListed = (d: { run: RunTold; combos: number[][]; struck: Struck[] }) =>
  words.techniques.listed({ context: dir(d.run), run: runOf(d.run), combos: listOf(d.combos.map(comboOf), 'or'), struck: struckOf(d.struck) });

/** A naked subset within a run. */
export const saySubset = (d: { run: RunTold; cells: Square[]; digits: number[]; struck: Struck[] }) =>
  words.techniques.subset({
    context: dir(d.run),
    run: runOf(d.run),
    cells: listOf(
      d.cells.map((c) => words.parts.square({ context: 'subset', row: c.row, col: c.col })),
      'and',
    ),
    digits: and(d.digits),
    struck: struckOf(d.struck),
  });

/** An area's sum (engine/grid/areas.ts), as its finding tells it. */
export interface AreaTold {
  across: boolean;
  inner: boolean;
  rows: { from: number; to: number };
  cols: { from: number; to: number };
  runs: number;
  /** The runs filling the area, and the others, as `runSaid` names them (steps.ts). */
  blockRuns: RunTold[];
  sum: number;
  others: number;
  otherRuns: RunTold[];
  otherSum: number;
  difference: number;
  written: number[];
  total: number;
  cells: Square[];
  struck: Struck[];
}

/** Runs' sums added up, each naming its run: "12 (the run from row 2, column 3) + 23 (…)". */
const addedOf = (runs: readonly RunTold[]) =>
  chain(
    runs.map((r) => words.parts.run({ total: r.total, row: r.row, col: r.col })),
    words.parts.plus,
  );

/** An area's sum in its four sentences: the runs filling it, the others (each run named), the digits written in it, and what is left. */
export function sayArea(d: AreaTold): string {
  const w = words.techniques.areaTotal;
  const span = (s: { from: number; to: number }) => ({ context: s.from === s.to ? ('single' as const) : ('range' as const), ...s });
  // The other runs go the other way: down where the area's runs go across.
  const others = `${d.across ? 'down' : 'across'}${d.inner ? 'Within' : 'Crossing'}` as const;
  return w.step({
    area: w.area({ context: d.across ? 'across' : 'down', count: d.runs, rows: w.rows(span(d.rows)), cols: w.cols(span(d.cols)), sum: d.sum, added: addedOf(d.blockRuns) }),
    others: w.others({ context: others, count: d.others, sum: d.sum, otherSum: d.otherSum, difference: d.difference, added: addedOf(d.otherRuns) }),
    // Said only where digits are written in the area's squares.
    written: d.written.length > 0 ? w.written({ count: d.written.length, written: and(d.written), total: d.total }) : '',
    end: w.end({
      count: d.cells.length,
      total: d.total,
      cell: d.cells[0]!,
      cells: listOf(
        d.cells.map((c) => words.parts.square({ context: 'area', row: c.row, col: c.col })),
        'and',
      ),
      struck: struckOf(d.struck),
    }),
  });
}

/** The hint messages the grid player asks for (engine/hint.ts): the wrong entries worded one by one, joined as the language joins a list. */
export const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) => words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => words.hint.wrong({ context: i === 0 ? 'first' : 'next', ...w })), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
