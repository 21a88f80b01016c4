import { message, plural, select, text, wordSet, type Words } from '../../engine/catalog.ts';
import { heard, listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import type { GridLine, Square } from '../../engine/grid-labels.ts';
import type { Distinct, Order } from './schema.ts';

/** The techniques of Cross Numbers' ladder, by the key grades and steps store. */
export type CrossTechnique = 'one-blank' | 'no-repeats' | 'two-blanks' | 'bounds' | 'parity' | 'last-digit' | 'divisibility' | 'listing';

/** The ladder (see steps.ts): levels are bands, 1 easy … 4 expert. */
export const ladder: LadderSchema<CrossTechnique> = {
  'one-blank': {
    level: 1,
    title: text,
    what: text,
  },
  'no-repeats': {
    level: 1,
    title: text,
    what: text,
  },
  'two-blanks': {
    level: 2,
    title: text,
    what: text,
  },
  bounds: {
    level: 3,
    title: text,
    what: text,
  },
  parity: {
    level: 3,
    title: text,
    what: text,
  },
  'last-digit': {
    level: 3,
    title: text,
    what: text,
  },
  divisibility: {
    level: 3,
    title: text,
    what: text,
  },
  listing: {
    level: 4,
    title: text,
    what: text,
  },
};

interface Struck {
  filling: string[];
  digit: string;
  cell: Square;
  /** The line that already has the digit, where it may not repeat (null when the reason is not that)… */
  where: GridLine | null;
  /** …or whether it is the grid (the distinct rule over the whole grid, the box sharing no line with it). */
  grid: boolean;
}

/** What a two-blanks or listing step finds, raw (totals and digits as printed): listedSaid words it. */
interface Listed {
  line: GridLine;
  total: string;
  cells: Square[];
  count: number;
  few: boolean;
  fillings: string[][];
  narrowed: { cell: Square; digits: string[] }[];
  placed: { cell: Square; value: string }[];
  /** Whether any filling that makes the total is struck (`struck` or `others`). */
  cut: boolean;
  struck: Struck[];
  others: { count: number; digits: string[]; cell: Square }[];
}
interface Case {
  cell: Square;
  digits: string[];
}
interface Cases {
  line: GridLine;
  total: string;
  cases: Case[];
  placed: { cell: Square; value: string }[];
  /** Whether the step crosses off one digit in all. */
  one: boolean;
}

/** Everything a reader reads about Cross Numbers, beside the grid itself: the English, the source of every translation. */
/** The lines (`lines`, raw) that do not make their totals: `count` of them, and `list`, each worded by totalFirst or totalNext and joined (totalSaid). */
export interface TotalSaid {
  lines: GridLine[];
  count: number;
  list: string;
}

/** What the order line says, by what the grid's lines hold. */
const ORDER_SAID = ['none', 'divides', 'mixes', 'mixesDivides'] as const;
export type OrderSaid = (typeof ORDER_SAID)[number];

/** The sentences of a two-blanks or listing step (the rest of it is parts'), each step's own: the two name their fillings apart ("pairs", "fillings"), and genders follow. */
const listedWords = () => ({
  /** The line (`n`) and its empty boxes (`cells`, each worded by parts.boxAcross, joined with "and"). */
  open: select<{ context: 'row' | 'column'; n: number; cells: string }>(['row', 'column']),
  /** The fillings struck one by one (`struck`, each worded by parts.struck, joined by parts.then). */
  struck: message<{ total: string; struck: string }>(),
  /** The fillings struck by the box that rules them out (`others`, each worded by `other`, joined with "and"): `count` of them in all. */
  others: plural<{ count: number; total: string; others: string }>(),
  /** `count` fillings struck, those with `digits` (listed with "or") in the box at `cell` of a row or column. */
  other: select<{ context: 'row' | 'column'; count: number; digits: string; cell: Square }>(['row', 'column'], { count: 'cardinal' }),
  /** No filling makes the total: the whole conclusion. */
  none: message<{ total: string }>(),
  /** What is left, `count` fillings: after some are struck (`cut`), all of them written out (`few`: `fillings`, each worded by parts.filling, joined with "and"), or too `many` to write. */
  left: select<{ context: 'cut' | 'few' | 'many'; count: number; total: string; fillings: string }>(['cut', 'few', 'many'], { count: 'cardinal' }),
});

const schema = {
  title: text,
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  rules: message(),
  instruction: message(),
  /**
   * Under the grid: the order of operations, where a line mixes × or ÷ with + or − (so the
   * order changes the total), and that divisions are exact, where there is a ÷…
   */
  order: {
    /** By what the lines hold: `mixes` (× or ÷ with + or −), `divides` (a ÷), both, or `none` (then nothing is said). */
    precedence: select<{ context: OrderSaid }>(ORDER_SAID),
    'left-to-right': select<{ context: OrderSaid }>(ORDER_SAID),
  } satisfies Record<Order, unknown>,
  /** …and the distinct rule, the digits and the base: each a sentence of its own. */
  grid: {
    /** Where no digit may repeat (none is said where digits may repeat anywhere). */
    distinct: select<{ context: Exclude<Distinct, 'none'> }>(['rows', 'lines', 'grid']),
    digits: message<{ low: number; high: number }>(),
    /** Said where the numbers are in a base other than 10. */
    base: message<{ base: number }>(),
  },
  /** `count` digits to fill. */
  alt: plural<{ count: number; rows: number; cols: number; rules: string }>(),
  altSolved: message<{ rows: number; cols: number }>(),
  ladder,
  /** Parts the level-3 steps' sentences are made of. */
  parts: {
    /** Digits (`digits`, listed with "or") in the box at `cell` of a line, named across the line (a row's box by its column). */
    case: select<{ context: 'row' | 'column'; digits: string; cell: Square }>(['row', 'column']),
    /** The cases so far (`before`) and one more (`item`), but the last… */
    casesThen: message<{ before: string; item: string }>(),
    /** …and the last: "a, b or c" as the language lists alternatives. */
    casesLast: message<{ before: string; item: string }>(),
    /** Crossing off the one digit, or the digits. */
    cross: select<{ context: 'one' | 'more' }>(['one', 'more']),
    /** A digit a one-blank step names. */
    digit: message<{ digit: string }>(),
    /** A box a no-repeats step crosses the digit off in: by its `column` only, where the rule is rows alone, or as a `square`. */
    square: select<{ context: 'square' | 'column'; row: number; col: number }>(['square', 'column']),
    /** The one digit (`value`) a no-repeats step leaves in a box. */
    leavesOnly: message<{ value: string; cell: Square }>(),
    /** The one digit (`value`) left in a box of the line, named across it. */
    leaves: select<{ context: 'row' | 'column'; value: string; cell: Square }>(['row', 'column']),
    // The parts two-blanks and listing share (listedSaid); the rest are each step's own (listedWords).
    /** A box of the line as the step's opening names it, across the line: a row's box by its column. */
    boxAcross: select<{ context: 'row' | 'column'; cell: Square }>(['row', 'column']),
    /** A filling of the line's empty boxes: its digits as printed, in order (`digits`, joined "3, 4"). */
    filling: message<{ digits: string }>(),
    /** A filling struck (`filling`, worded by parts.filling) for its `digit` in the box at `cell` of a row or column, and why (`reason`, parts.reason). */
    struck: select<{ context: 'row' | 'column'; filling: string; digit: string; cell: Square; reason: string }>(['row', 'column']),
    /**
     * Why a struck filling's digit cannot go in its box: the `grid` has it, or a line `n` has it
     * where digits may not repeat: the step's own line (`alongRow`, `alongColumn`) or the box's
     * other line (`acrossRow`, `acrossColumn`); or the box no longer allows it (`gone`).
     */
    reason: select<{ context: 'grid' | 'alongRow' | 'alongColumn' | 'acrossRow' | 'acrossColumn' | 'gone'; n: number }>([
      'grid',
      'alongRow',
      'alongColumn',
      'acrossRow',
      'acrossColumn',
      'gone',
    ]),
    /** The items so far (`before`) and one more (`item`): struck fillings, and what the step leaves in each box. */
    then: message<{ before: string; item: string }>(),
    /** What a box of a row or column can only be (`digits`, listed with "or"): the first thing the step's conclusion says (German starts it with a capital)… */
    narrowedFirst: select<{ context: 'row' | 'column'; cell: Square; digits: string }>(['row', 'column']),
    /** …or one after it. */
    narrowedNext: select<{ context: 'row' | 'column'; cell: Square; digits: string }>(['row', 'column']),
    /** The digit (`value`) that goes in a box, first in the conclusion… */
    placedFirst: select<{ context: 'row' | 'column'; cell: Square; value: string }>(['row', 'column']),
    /** …or after another. */
    placedNext: select<{ context: 'row' | 'column'; cell: Square; value: string }>(['row', 'column']),
    /** The conclusion: what is left of the fillings (`left`, the step's `left`) and so what each box can be (`items`, joined by parts.then). */
    so: message<{ left: string; items: string }>(),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    /** The wrong digits (`wrong`, each worded by wrongFirst or wrongNext, joined), `count` of them. */
    mistake: plural<{ count: number; wrong: string }>(),
    /** A wrong digit, the first of the list (English starts the sentence with it). */
    wrongFirst: message<{ v: number; cell: Square }>(),
    /** Each wrong digit after the first. */
    wrongNext: message<{ v: number; cell: Square }>(),
    reveal: message<{ v: number; cell: Square }>(),
  },
  /** Between two findings of one step on the same line: the second rests on what the first crossed off or wrote in. */
  /** Before the next step on a line: what the last one did (crossed off, written in, or both; one digit or more), and the line (`line`, worded by lineName). */
  again: select<{ context: 'both' | 'struckOne' | 'struckMore' | 'placedOne' | 'placedMore'; line: string }>(['both', 'struckOne', 'struckMore', 'placedOne', 'placedMore']),
  /** A row or column as a step names it: "row 3". */
  lineName: select<{ context: 'row' | 'column'; n: number }>(['row', 'column']),
  /** Each technique's step, as a hint or a worked solution says it (totals and digits as printed, in the puzzle's base). */
  steps: {
    /** By the line's kind and how many digits make its total there (none, one, more: `count`); `digits` listed with "or", each worded by parts.digit; composed by oneBlankSaid. */
    'one-blank': select<{ context: `${'row' | 'column'}${'None' | 'One' | 'More'}`; line: GridLine; cell: Square; total: string; digits: string; count: number }>(
      ['rowNone', 'rowOne', 'rowMore', 'columnNone', 'columnOne', 'columnMore'],
    ),
    /** Where the digit may not repeat: the grid, its row (one box crossed off or more), or its row and column; `cells`: the boxes, each worded by parts.square; composed by noRepeatsSaid. */
    'no-repeats': select<{ context: 'grid' | 'rowsOne' | 'rowsMore' | 'lines'; value: string; cell: Square; row: GridLine; col: GridLine; cells: string }>([
      'grid',
      'rowsOne',
      'rowsMore',
      'lines',
    ]),
    /** Two blanks: its sentences, composed by twoBlanksSaid. */
    'two-blanks': listedWords(),
    /** Whether the line falls `short` of its total, goes `past` it, or `both`, and with which digits where (each listed, worded by parts.case); then parts.cross and parts.leaves, composed by boundsSaid. */
    bounds: select<{ context: 'short' | 'past' | 'both'; line: string; total: string; short: string; past: string }>(['short', 'past', 'both']),
    /** The line's total `odd` or `even`, and the digits that give it the other parity (`cases`, worded by parts.case); composed by paritySaid. */
    parity: select<{ context: 'odd' | 'even'; line: string; total: string; cases: string }>(['odd', 'even']),
    /** The last digit the total ends in (`based`: where the numbers are in another base), and the digits that cannot give it; composed by lastDigitSaid. */
    'last-digit': select<{ context: 'plain' | 'based'; line: string; total: string; digit: string; base: number; cases: string }>(['plain', 'based']),
    /** The digits a ÷ cannot divide exactly with; composed by divisibilitySaid. */
    divisibility: message<{ line: string; cases: string }>(),
    /** Listing: the same as two blanks' for three boxes, its fillings not pairs; composed by listingSaid. */
    listing: listedWords(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a filling; digits as printed, in the puzzle's base. */
  check: {
    size: message<{ rows: number; cols: number }>(),
    given: message<{ row: number; column: number; given: string; v: string }>(),
    range: message<{ row: number; column: number; v: string; low: string; high: string }>(),
    /** The lines (a row, else a column, by its number from 1) that do not work out to their totals; the player says it of the lines a digit completes. */
    total: plural<TotalSaid>(),
    /** A line that misses its total, the first of the list (English starts the sentence with it). */
    totalFirst: select<{ context: 'row' | 'column'; n: number }>(['row', 'column']),
    /** Each line after the first. */
    totalNext: select<{ context: 'row' | 'column'; n: number }>(['row', 'column']),
    /** A digit twice where the puzzle allows it once: in the grid (`n` 0), or in row or column `n`. */
    repeats: select<{ context: 'grid' | 'row' | 'column'; n: number }>(['grid', 'row', 'column']),
  },
  measures: {
    ...LADDER_MEASURES,
    blanks: text,
    blankShare: text,
    hardOps: text,
  },
};

/** Cross Numbers' words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/cross-numbers/words', schema, english);

export const words = wordsSet.words;

/** What check.total is told of `lines`: they, and their list worded in the language of the moment (a mistake's message is called with its data alone). */
export const totalSaid = (lines: GridLine[]): TotalSaid => ({
  lines,
  count: lines.length,
  list: listOf(
    lines.map((l, i) => (i === 0 ? words.check.totalFirst : words.check.totalNext)({ context: l.row ? 'row' : 'column', n: l.n })),
    'and',
  ),
});

/** A row or column as a step names it, in the language of the moment. */
export const lineSaid = (l: GridLine): string => words.lineName({ context: l.row ? 'row' : 'column', n: l.n });

// ——— The level-3 steps, composed of parts: each part worded by its own message ———

/** The cases (digits in a box) as a sentence lists them, "with 3 in column 2, or with 5 in column 4". */
function casesSaid(line: GridLine, cases: Case[]): string {
  const { parts } = words;
  const items = cases.map((c) => parts.case({ context: line.row ? 'row' : 'column', digits: listOf(c.digits, 'or'), cell: c.cell }));
  return items.reduce((before, item, i) => (i === items.length - 1 ? parts.casesLast : parts.casesThen)({ before, item }));
}

/** What follows a level-3 step's finding: cross the digit(s) off, and each box left one digit. */
function crossSaid(d: { line: GridLine; one: boolean; placed: { cell: Square; value: string }[] }): string {
  const context = d.line.row ? 'row' : 'column';
  return [words.parts.cross({ context: d.one ? 'one' : 'more' }), ...d.placed.map((p) => words.parts.leaves({ context, value: p.value, cell: p.cell }))].join(' ');
}

/** A level-3 step composed: told (heard) with its raw data, so what watches templates sees the step. */
function composed<D extends object>(name: string, say: (d: D) => string): (d: D) => string {
  const render = (d: D) => {
    heard(render as (data?: object) => string, d, `kinds/cross-numbers/words:steps.${name}`);
    return say(d);
  };
  return render;
}

type Placed = { placed: { cell: Square; value: string }[]; one: boolean };
export const boundsSaid = composed('bounds', (d: { line: GridLine; total: string; short: Case[]; past: Case[] } & Placed) =>
  [
    words.steps.bounds({
      context: d.short.length && d.past.length ? 'both' : d.short.length ? 'short' : 'past',
      line: lineSaid(d.line),
      total: d.total,
      short: d.short.length ? casesSaid(d.line, d.short) : '',
      past: d.past.length ? casesSaid(d.line, d.past) : '',
    }),
    crossSaid(d),
  ].join(' '),
);
export const paritySaid = composed('parity', (d: Cases & { odd: boolean }) =>
  [words.steps.parity({ context: d.odd ? 'odd' : 'even', line: lineSaid(d.line), total: d.total, cases: casesSaid(d.line, d.cases) }), crossSaid(d)].join(' '),
);
export const lastDigitSaid = composed('last-digit', (d: Cases & { digit: string; based: boolean; base: number }) =>
  [
    words.steps['last-digit']({ context: d.based ? 'based' : 'plain', line: lineSaid(d.line), total: d.total, digit: d.digit, base: d.base, cases: casesSaid(d.line, d.cases) }),
    crossSaid(d),
  ].join(' '),
);
export const divisibilitySaid = composed('divisibility', (d: Omit<Cases, 'total'>) =>
  [words.steps.divisibility({ line: lineSaid(d.line), cases: casesSaid(d.line, d.cases) }), crossSaid(d)].join(' '),
);

export const oneBlankSaid = composed('one-blank', (d: { line: GridLine; cell: Square; total: string; digits: string[]; count: number }) =>
  words.steps['one-blank']({
    context: `${d.line.row ? 'row' : 'column'}${d.count === 0 ? 'None' : d.count === 1 ? 'One' : 'More'}`,
    line: d.line,
    cell: d.cell,
    total: d.total,
    digits: listOf(d.digits.map((digit) => words.parts.digit({ digit })), 'or'),
    count: d.count,
  }),
);
export const noRepeatsSaid = composed(
  'no-repeats',
  (d: { value: string; cell: Square; distinct: Distinct; row: GridLine; col: GridLine; cells: Square[]; placed: { cell: Square; value: string }[] }) =>
    [
      words.steps['no-repeats']({
        context: d.distinct === 'grid' ? 'grid' : d.distinct === 'lines' ? 'lines' : d.cells.length === 1 ? 'rowsOne' : 'rowsMore',
        value: d.value,
        cell: d.cell,
        row: d.row,
        col: d.col,
        cells: listOf(d.cells.map((c) => words.parts.square({ context: d.distinct === 'rows' ? 'column' : 'square', row: c.row, col: c.col })), 'and'),
      }),
      ...d.placed.map((p) => words.parts.leavesOnly(p)),
    ].join(' '),
);

/** A two-blanks or listing step composed of its sentences (listedWords) and the parts they share. */
function listedSaid(d: Listed, own: Words<ReturnType<typeof listedWords>>): string {
  const { parts } = words;
  const context = d.line.row ? 'row' : 'column';
  const total = d.total;
  const joined = (items: string[]) => items.reduce((before, item) => parts.then({ before, item }));
  // A filling's digits are the grid's figures in a tuple, "(3, 4)" in every language: notation, not words.
  const filling = (digits: string[]) => parts.filling({ digits: digits.join(', ') });
  const said = [own.open({ context, n: d.line.n, cells: listOf(d.cells.map((cell) => parts.boxAcross({ context, cell })), 'and') })];
  if (d.struck.length) {
    const struck = d.struck.map((s) => {
      const along = s.where && s.where.row === d.line.row ? 'along' : 'across';
      const reason = parts.reason({ context: s.grid ? 'grid' : s.where ? `${along}${s.where.row ? 'Row' : 'Column'}` : 'gone', n: s.where?.n ?? 0 });
      return parts.struck({ context, filling: filling(s.filling), digit: s.digit, cell: s.cell, reason });
    });
    said.push(own.struck({ total, struck: joined(struck) }));
  }
  if (d.others.length) {
    const others = listOf(
      d.others.map((o) => own.other({ context, count: o.count, digits: listOf(o.digits, 'or'), cell: o.cell })),
      'and',
    );
    // Counted as the fillings struck in all, so a language agrees its verb with them (Portuguese "fica", "ficam").
    said.push(own.others({ count: d.others.reduce((n, o) => n + o.count, 0), total, others }));
  }
  if (d.count === 0) said.push(own.none({ total }));
  else {
    const left = own.left({ context: d.cut ? 'cut' : d.few ? 'few' : 'many', count: d.count, total, fillings: listOf(d.fillings.map(filling), 'and') });
    // The first item opens what follows "so" (German capitalises it): its own form.
    const items = [
      ...d.narrowed.map((n, i) => (i === 0 ? parts.narrowedFirst : parts.narrowedNext)({ context, cell: n.cell, digits: listOf(n.digits, 'or') })),
      ...d.placed.map((p, i) => (i === 0 && d.narrowed.length === 0 ? parts.placedFirst : parts.placedNext)({ context, cell: p.cell, value: p.value })),
    ];
    said.push(parts.so({ left, items: items.length ? joined(items) : '' }));
  }
  return said.join(' ');
}

export const twoBlanksSaid = composed('two-blanks', (d: Listed) => listedSaid(d, words.steps['two-blanks']));
export const listingSaid = composed('listing', (d: Listed) => listedSaid(d, words.steps.listing));
