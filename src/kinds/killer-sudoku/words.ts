import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { chain, chained } from '../../engine/grid/say.ts';
import type { GroupName } from '../../engine/grid/shape.ts';
import type { HintMessages } from '../../engine/hint.ts';
import { listOf } from '../../engine/words.ts';
import { LADDER_MEASURES } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };
import playEnglish from './play-words.en.json' with { type: 'json' };

/** What Killer Sudoku's rules and a worksheet's line are told of a puzzle: its size and its box, as columns by rows. */
export type Told = { size: number; width: number; height: number };
/** A cage as a step names it: its sum and the square it is printed in (its top left cell). */
type Clue = { target: number; at: Square };
const technique = { title: text, what: text };
/** A cage's combinations listed (`combos`, joined) and the digits crossed off its cells (`struck`). */
const listing = message<Clue & { combos: string; struck: string }>();
/** A row's or column's total (or two neighbouring ones', `line` to `last`), told its parts worded (./say.ts); `count`: the cages inside. */
type LineTotal = { context: 'row' | 'column'; count: number; line: { n: number }; last: { n: number }; whole: number; cages: string; written: string; known: number; end: string; struck: string };
/** Everything a reader reads about Killer Sudoku beside the grid, English the source of every translation: its cage techniques' words (the rest are the kit's), lists worded item by item (`parts`) and joined by code (./say.ts). */
const schema = {
  title: text,
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  rules: message<Told>(),
  instruction: message<Told>(),
  /** `count`: the cages. */
  alt: plural<{ size: number; count: number }>(),
  altSolved: message<{ size: number }>(),
  techniques: { 'one-combination': technique, 'cage-combinations': technique, 'long-combinations': technique, 'cage-line': technique, 'line-total': technique, 'lines-total': technique },
  steps: {
    'one-combination': listing,
    'cage-combinations': listing,
    'long-combinations': listing,
    /** Every way of making the cage puts `value` in its cells in one row, column or box (`context`); `count` cells crossed off. */
    'cage-line': select<Clue & { context: 'row' | 'column' | 'box'; count: number; combos: string; value: number; line: { n: number }; cells: string }>(['row', 'column', 'box'], { count: 'cardinal' }),
    'line-total': select<LineTotal>(['row', 'column'], { count: 'cardinal' }),
    'lines-total': select<LineTotal>(['row', 'column'], { count: 'cardinal' }),
  },
  /** What the Hint button says when it is not a step: the wrong entries (`count` of them), each worded by `wrong` (the `first` or a `next`) and joined; or a digit revealed. */
  hint: {
    mistake: plural<{ count: number; wrong: string }>(),
    wrong: select<{ context: 'first' | 'next'; v: number; cell: Square }>(['first', 'next']),
    reveal: message<{ v: number; cell: Square }>(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a filled grid. */
  check: {
    size: message<{ size: number }>(),
    given: message<{ row: number; column: number; given: number; v: number }>(),
    range: message<{ row: number; column: number; v: number; size: number }>(),
    repeats: select<{ context: 'row' | 'column' | 'box' | 'cage'; n: number; v: number; row: number; column: number }>(['row', 'column', 'box', 'cage']),
    sum: message<{ row: number; column: number; sum: number; made: number }>(),
  },
  measures: { ...LADDER_MEASURES, cages: text },
  /** Parts code composes sentences of: a combination ("1 + 2 + 6") and a list, an item before the rest; a cell's struck digits; a cell; a line total's `count` written digits (said where some are) and what is left for its `count` cells. */
  parts: {
    combo: message<{ first: string; rest: string }>(),
    more: message<{ first: string; rest: string }>(),
    struck: message<{ digits: string; cell: Square }>(),
    cell: message<{ row: number; col: number }>(),
    lineWritten: select<{ context: 'line' | 'lines'; count: number }>(['line', 'lines'], { count: 'cardinal' }),
    lineEnd: plural<{ count: number; rest: number; cells: string }>(),
  },
};
/** Killer Sudoku's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/killer-sudoku/words', schema, english);
export const words = wordsSet.words;
/** What its player says beside the grid player's words (src/play/words.ts): its help line. */
export const playWordsSet = wordSet('kinds/killer-sudoku/play-words', { help: text }, playEnglish);
export const playWords = playWordsSet.words;
/** The sentences of its cage techniques (engine/grid/totals.ts finds them): each message told raw values and lists worded item by item. */
type Struck = { cell: Square; digits: number[] };
type Combos = Clue & { combos: number[][]; struck: Struck[] };
type Totalled = { line: GroupName; last: GroupName; whole: number; cages: Clue[]; written: number; known: number; rest: number; cells: Square[]; struck: Struck[] };
const and = (ns: readonly number[]) => listOf(ns.map(String), 'and');
/** Cells in a list, joined by the kit's list words ("a; b and c"): a cell's name holds a comma. */
const cellsOf = (cells: readonly Square[]) => chained(cells.map((c) => words.parts.cell({ row: c.row, col: c.col })), 'and');
const struckOf = (struck: readonly Struck[]) => chain(struck.map((s) => words.parts.struck({ digits: and(s.digits), cell: s.cell })), words.parts.more);
/** Each way of making a cage, written out ("1 + 2 + 6"), joined as "… or …". */
const combosOf = (d: Combos) => listOf(d.combos.map((combo) => chain(combo.map(String), words.parts.combo)), 'or');
const ofCage = (key: 'one-combination' | 'cage-combinations' | 'long-combinations') => (data: object) => {
  const d = data as Combos;
  return words.steps[key]({ target: d.target, at: d.at, combos: combosOf(d), struck: struckOf(d.struck) });
};
const lineTotal = (key: 'line-total' | 'lines-total') => (data: object) => {
  const d = data as Totalled;
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
