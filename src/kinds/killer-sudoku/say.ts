import type { Square } from '../../engine/grid-labels.ts';
import { chain } from '../../engine/grid/say.ts';
import type { GroupName } from '../../engine/grid/shape.ts';
import type { HintMessages } from '../../engine/hint.ts';
import { listOf } from '../../engine/words.ts';
import { words } from './words.ts';

/**
 * Killer Sudoku's sentences of its cage techniques (engine/grid/totals.ts finds them), composed
 * of its words: code hands each message raw values and lists worded item by item.
 */

type Struck = { cell: Square; digits: number[] };
type Clue = { target: number; at: Square };
type Combos = Clue & { combos: number[][]; struck: Struck[] };
type LineTotal = { line: GroupName; last: GroupName; whole: number; cages: Clue[]; written: number; known: number; rest: number; cells: Square[]; struck: Struck[] };

const and = (ns: readonly number[]) => listOf(ns.map(String), 'and');
const cellsOf = (cells: readonly Square[]) => listOf(cells.map((c) => words.parts.cell({ row: c.row, col: c.col })), 'and');
const struckOf = (struck: readonly Struck[]) => chain(struck.map((s) => words.parts.struck({ digits: and(s.digits), cell: s.cell })), words.parts.more);
/** Each way of making a cage, written out ("1 + 2 + 6"), joined as "… or …". */
const combosOf = (d: Combos) => listOf(d.combos.map((combo) => chain(combo.map(String), words.parts.combo)), 'or');

const ofCage = (key: 'one-combination' | 'cage-combinations' | 'long-combinations') => (data: object) => {
  const d = data as Combos;
  return words.steps[key]({ target: d.target, at: d.at, combos: combosOf(d), struck: struckOf(d.struck) });
};

const lineTotal = (key: 'line-total' | 'lines-total') => (data: object) => {
  const d = data as LineTotal;
  return words.steps[key]({
    context: d.line.kind === 'row' ? 'row' : 'column',
    count: d.cages.length,
    line: { n: d.line.n },
    last: { n: d.last.n },
    whole: d.whole,
    cages: and(d.cages.map((c) => c.target)),
    // Said only where digits are written in the line.
    written: d.written > 0 ? words.parts.lineWritten({ context: key === 'lines-total' ? 'lines' : 'line', count: d.written }) : '',
    known: d.known,
    end: words.parts.lineEnd({ count: d.cells.length, rest: d.rest, cells: cellsOf(d.cells) }),
    struck: struckOf(d.struck),
  });
};

/** Each of Killer Sudoku's own step messages, told its finding's data. */
export const killerSay: Record<keyof typeof words.steps, (data: object) => string> = {
  'one-combination': ofCage('one-combination'),
  'cage-combinations': ofCage('cage-combinations'),
  'long-combinations': ofCage('long-combinations'),
  'cage-line': (data) => {
    const d = data as Combos & { value: number; line: GroupName; cells: Square[] };
    const context = d.line.kind === 'row' || d.line.kind === 'column' ? d.line.kind : 'box';
    return words.steps['cage-line']({ target: d.target, at: d.at, context, count: d.cells.length, combos: combosOf(d), value: d.value, line: { n: d.line.n }, cells: cellsOf(d.cells) });
  },
  'line-total': lineTotal('line-total'),
  'lines-total': lineTotal('lines-total'),
};

/** The hint messages the grid player asks for (engine/hint.ts): the wrong entries worded one by one, joined as the language joins a list. */
export const hintWords: HintMessages<{ cell: Square }> = {
  mistake: ({ wrong }) => words.hint.mistake({ count: wrong.length, wrong: listOf(wrong.map((w, i) => words.hint.wrong({ context: i === 0 ? 'first' : 'next', ...w })), 'and') }),
  reveal: (data) => words.hint.reveal(data),
};
