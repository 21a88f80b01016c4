import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import { evaluateLine, oracle } from '../../../src/kinds/cross-numbers/oracle.ts';
import { type CrossNumbersPuzzle, DISTINCT, type Distinct, digitsNeeded, OPS, type Op, ORDERS, type Order } from '../../../src/kinds/cross-numbers/schema.ts';
import { CrossSteps } from '../../../src/kinds/cross-numbers/steps.ts';
import { type CrossTechnique, words } from '../../../src/kinds/cross-numbers/words.ts';
import type { Step } from '../../../src/engine/steps.ts';
import { Rng } from '../../../src/engine/random.ts';

// ——— Building puzzles by hand ———

interface Hand {
  /** The answer, row by row. */
  answer: number[][];
  /** Which boxes are blank, row by row: `_` blank, anything else given. */
  blank: string[];
  /** Each row's operators, then each column's, as strings of + - * /. */
  rowOps: string[];
  colOps: string[];
  digits?: [number, number];
  distinct?: Distinct;
  order?: Order;
}

/**
 * A puzzle cut from an answer: its totals are what the answer makes, worked out by the
 * oracle's evaluator (not the step solver's); each test also states them, so the hand
 * working below rests on numbers written down.
 */
function puzzleOf(h: Hand): CrossNumbersPuzzle {
  const order = h.order ?? 'precedence';
  const rows = h.answer.length;
  const cols = h.answer[0]!.length;
  const rowOps = h.rowOps.map((s) => [...s] as Op[]);
  const colOps = h.colOps.map((s) => [...s] as Op[]);
  const column = (c: number) => h.answer.map((row) => row[c]!);
  return {
    rows,
    cols,
    cells: h.answer.map((row, r) => row.map((v, c) => (h.blank[r]![c] === '_' ? null : v))),
    rowOps,
    colOps,
    rowTotals: h.answer.map((row, r) => evaluateLine(row, rowOps[r]!, order)!),
    colTotals: Array.from({ length: cols }, (_, c) => evaluateLine(column(c), colOps[c]!, order)!),
    digits: h.digits ?? [1, 9],
    distinct: h.distinct ?? 'none',
    order,
    base: 10,
  };
}

/** Runs the step solver at a level, logging sentences; with the candidates it leaves. */
function run(p: CrossNumbersPuzzle, level: number, cells: readonly (number | null)[] = p.cells.flat(), log = true) {
  const solver = new CrossSteps(p);
  const out = solver.solve(cells, level, log);
  return { ...out, candidates: solver.candidates() };
}

const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
const maskOf = (digits: readonly number[]) => digits.reduce((m, d) => m | (1 << d), 0);
const digitsOf = (m: number) => range(0, 15).filter((d) => m & (1 << d));
const has = (m: number, d: number) => (m & (1 << d)) !== 0;

// ——— Each technique, where it fires and where it must not ———

describe('one blank', () => {
  // 2 4 3 = 9, 1 5 6 = 12, 7 8 9 = 24 (all +); only row 1, column 2 blank.
  const ONE = puzzleOf({
    answer: [
      [2, 4, 3],
      [1, 5, 6],
      [7, 8, 9],
    ],
    blank: ['._.', '...', '...'],
    rowOps: ['++', '++', '++'],
    colOps: ['++', '++', '++'],
  });

  it('the last empty box of a line: the total less the rest', () => {
    expect(ONE.rowTotals).toEqual([9, 12, 24]);
    // 2 + x + 3 = 9: only 4. Row 1 is looked at before column 2, which would say the same.
    const log = run(ONE, 1);
    expect(log.steps).toEqual([
      {
        technique: 'one-blank',
        from: [0, 1, 2],
        place: [{ cell: 1, value: 4 }],
        strike: [],
        say: 'The only empty box in row 1 is in column 2: only 4 makes 9, so it goes in.',
      },
    ]);
    expect(log.solved).toBe(true);
  });

  it('no digit makes the total: every digit crossed off, not solved', () => {
    // 2 + x + 3 = 30 has no digit; nor has x + 5 + 8 = 30, so column 2 does not write one in first.
    const p = { ...ONE, rowTotals: [30, 12, 24], colTotals: [ONE.colTotals[0]!, 30, ONE.colTotals[2]!] };
    const log = run(p, 4);
    expect(log.steps[0]).toEqual({
      technique: 'one-blank',
      from: [0, 1, 2],
      place: [],
      strike: [{ cell: 1, values: range(1, 9) }],
      say: 'The only empty box in row 1 is in column 2: no digit there makes 30.',
    });
    expect(log.steps).toHaveLength(1);
    expect(log.solved).toBe(false);
    expect(log.candidates[1]).toBe(0);
  });

  it('does not fire on lines of two blanks', () => {
    // Rows 1 and 2 and columns 1 and 2 each have two blanks; row 3 and column 3 none.
    const p = puzzleOf({
      answer: [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
      blank: ['__.', '__.', '...'],
      rowOps: ['++', '++', '++'],
      colOps: ['++', '++', '++'],
    });
    const log = run(p, 1);
    expect(log.steps).toEqual([]);
    expect(log.solved).toBe(false);
  });

  it('does not fire where every digit makes the total: 0 × x + 3 = 3', () => {
    // Column 2 blank; row 1 is 0 × x + 3 = 3 (any x); row 2 is 1 + x + 3 = 6 (x = 2).
    const p = puzzleOf({
      answer: [
        [0, 5, 3],
        [1, 2, 3],
        [4, 5, 6],
      ],
      blank: ['._.', '._.', '._.'],
      rowOps: ['*+', '++', '++'],
      colOps: ['++', '++', '++'],
      digits: [0, 9],
    });
    expect(p.rowTotals).toEqual([3, 6, 15]);
    const log = run(p, 1);
    // Row 1 is looked at first but keeps all ten digits: the first step is row 2's.
    expect(log.steps[0]).toMatchObject({ technique: 'one-blank', from: [3, 4, 5], place: [{ cell: 4, value: 2 }] });
    expect(log.steps.some((s) => s.technique === 'one-blank' && s.from.join() === '0,1,2')).toBe(false);
  });
});

describe('no repeats', () => {
  // 1 2 3 / 4 5 6 / 7 8 9, all +, only the 1 given.
  const lone = (distinct: Distinct) =>
    puzzleOf({
      answer: [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
      blank: ['.__', '___', '___'],
      rowOps: ['++', '++', '++'],
      colOps: ['++', '++', '++'],
      distinct,
    });

  it('crosses the digit off its row, its row and column, or the grid, as the rule says', () => {
    const rows = run(lone('rows'), 1).steps;
    expect(rows).toEqual([
      {
        technique: 'no-repeats',
        from: [0],
        place: [],
        strike: [1, 2].map((cell) => ({ cell, values: [1] })),
        say: 'The 1 in row 1, column 1 cannot appear again in row 1: cross it off in row 1, column 2 and row 1, column 3.',
      },
    ]);
    const lines = run(lone('lines'), 1).steps;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.strike).toEqual([1, 2, 3, 6].map((cell) => ({ cell, values: [1] })));
    expect(lines[0]!.say).toBe(
      'The 1 in row 1, column 1 cannot appear again in row 1 or column 1: cross it off in row 1, column 2, row 1, column 3, row 2, column 1 and row 3, column 1.',
    );
    const grid = run(lone('grid'), 1).steps;
    expect(grid).toHaveLength(1);
    expect(grid[0]!.strike).toEqual(range(1, 8).map((cell) => ({ cell, values: [1] })));
    expect(grid[0]!.say).toMatch(/^The 1 in row 1, column 1 cannot appear again in the grid: cross it off in row 1, column 2, .* and row 3, column 3\.$/);
  });

  it('does not fire when digits may repeat', () => {
    expect(run(lone('none'), 4).steps.some((s) => s.technique === 'no-repeats')).toBe(false);
    expect(run(lone('none'), 1).steps).toEqual([]);
  });

  it('writes in a box it leaves one digit', () => {
    // Digits 0–2, no digit twice in a row. Row 1 is 0 × x × 2 = 0: any x, so one blank
    // keeps all three; the 0 and then the 2 leave x = 1.
    const p = puzzleOf({
      answer: [
        [0, 1, 2],
        [1, 2, 0],
        [2, 0, 1],
      ],
      blank: ['._.', '___', '___'],
      rowOps: ['**', '++', '++'],
      colOps: ['++', '++', '++'],
      digits: [0, 2],
      distinct: 'rows',
    });
    const log = run(p, 1);
    expect(log.steps).toEqual([
      {
        technique: 'no-repeats',
        from: [0],
        place: [],
        strike: [{ cell: 1, values: [0] }],
        say: 'The 0 in row 1, column 1 cannot appear again in row 1: cross it off in row 1, column 2.',
      },
      {
        technique: 'no-repeats',
        from: [2],
        place: [{ cell: 1, value: 1 }],
        strike: [],
        say: 'The 2 in row 1, column 3 cannot appear again in row 1: cross it off in row 1, column 2. That leaves only 1 in row 1, column 2.',
      },
    ]);
    // Under 'rows' the columns may repeat: nothing crossed off below the givens.
    expect(log.candidates.slice(3)).toEqual(Array(6).fill(maskOf([0, 1, 2])));
  });
});

/*
 * 1 + 2 = 3
 * 9 + 1 = 10
 * columns 1 × 9 = 9, 2 + 1 = 3; all blank. By hand, at level 2:
 *  row 1, x + y = 3: (1, 2), (2, 1), so both 1 or 2;
 *  row 2, x + y = 10: every digit pairs, nothing;
 *  column 1, x × z = 9 with x 1 or 2: only (1, 9), so x = 1 and z = 9, both written in by
 *  that step (column 1 alone would allow 1, 3 or 9 at x, but the pairs are listed from what
 *  row 1 left: once a step that wrote x in on its own, a crossing, only repeated them);
 *  then rows 1 and 2 have one blank each.
 */
const CROSS = puzzleOf({
  answer: [
    [1, 2],
    [9, 1],
  ],
  blank: ['__', '__'],
  rowOps: ['+', '+'],
  colOps: ['*', '+'],
});

describe('two blanks', () => {
  it('pairs narrow a line; the one pair left writes both its boxes in, though one rests on what row 1 left', () => {
    expect([CROSS.rowTotals, CROSS.colTotals]).toEqual([
      [3, 10],
      [9, 3],
    ]);
    const log = run(CROSS, 2);
    expect(log.steps.map((s) => s.technique)).toEqual(['two-blanks', 'two-blanks', 'one-blank', 'one-blank']);
    // The last two in the order a person takes them: the one that crosses off more first.
    const [pairs, column, row2, row1] = log.steps;
    expect(pairs).toEqual({
      technique: 'two-blanks',
      from: [0, 1],
      place: [],
      strike: [0, 1].map((cell) => ({ cell, values: range(3, 9) })),
      say: 'In row 1 two boxes are empty, in columns 1 and 2. The pairs of digits still possible there that make 3, in that order, are (1, 2) and (2, 1): so the box in column 1 can only be 1 or 2; the box in column 2 can only be 1 or 2.',
      // The two pairs written out.
      paper: 2,
    });
    expect(column).toMatchObject({
      technique: 'two-blanks',
      from: [0, 2],
      place: [
        { cell: 0, value: 1 },
        { cell: 2, value: 9 },
      ],
      strike: [],
    });
    // The pairs of column 1 that make 9 and are ruled out, each with its reason, then the one left.
    expect(column!.say).toContain(
      'Of the pairs that make 9, (3, 3) needs 3 in row 1, no longer possible there; (9, 1) needs 9 in row 1, no longer possible there. That leaves only (1, 9)',
    );
    expect(column!.say).toMatch(/: so 1 goes in row 1; 9 goes in row 2\.$/);
    expect(row1).toMatchObject({ from: [0, 1], place: [{ cell: 1, value: 2 }] });
    expect(row2).toMatchObject({ from: [2, 3], place: [{ cell: 3, value: 1 }] });
    expect(row2!.say).toBe('The only empty box in row 2 is in column 2: only 1 makes 10, so it goes in.');
    expect(log.solved).toBe(true);
  });

  it('level gating: this needs level 2; level 1 has nothing to do', () => {
    expect(run(CROSS, 1)).toMatchObject({ steps: [], solved: false });
    expect(oracle(CROSS)).toEqual([{ cells: [[1, 2], [9, 1]] }]);
  });

  it('one pair: both boxes written in by the line alone, no crossing', () => {
    // 1 + 1 + 5 = 7: x + y = 2 is (1, 1) alone, whatever the columns say.
    const p = puzzleOf({
      answer: [
        [1, 1, 5],
        [2, 3, 4],
        [6, 7, 8],
      ],
      blank: ['__.', '___', '___'],
      rowOps: ['++', '++', '++'],
      colOps: ['++', '++', '++'],
    });
    const log = run(p, 2);
    expect(log.steps[0]).toEqual({
      technique: 'two-blanks',
      from: [0, 1, 2],
      place: [
        { cell: 0, value: 1 },
        { cell: 1, value: 1 },
      ],
      strike: [],
      say: 'In row 1 two boxes are empty, in columns 1 and 2. The only pair of digits still possible there that makes 7 is (1, 1): so 1 goes in column 1; 1 goes in column 2.',
      paper: 1,
    });
    expect(log.steps[1]?.technique).not.toBe('crossing');
  });

  it('lists every pair it writes out, and counts them as paper', () => {
    // x + y + 5 = 13: x + y = 8 in 7 ways, (1, 7) … (7, 1); 8 and 9 go.
    const p = puzzleOf({
      answer: [
        [1, 7, 5],
        [2, 3, 4],
        [6, 7, 8],
      ],
      blank: ['__.', '___', '___'],
      rowOps: ['++', '++', '++'],
      colOps: ['++', '++', '++'],
    });
    expect(run(p, 2).steps[0]).toEqual({
      technique: 'two-blanks',
      from: [0, 1, 2],
      place: [],
      strike: [0, 1].map((cell) => ({ cell, values: [8, 9] })),
      say:
        'In row 1 two boxes are empty, in columns 1 and 2. The pairs of digits still possible there that make 13, in that order, are ' +
        '(1, 7), (2, 6), (3, 5), (4, 4), (5, 3), (6, 2) and (7, 1): so the box in column 1 can only be 1, 2, 3, 4, 5, 6 or 7; the box in column 2 can only be 1, 2, 3, 4, 5, 6 or 7.',
      paper: 7,
    });
  });

  it('more than twelve pairs are not written out: two blanks waits for the line to narrow', () => {
    // Digits 0–9; row 1 is x × y + 0 = t, and the columns (x × 0 × 7 = 0, y × 0 × 8 = 0)
    // allow every digit. With t = 12 there are 4 pairs to write; with t = 0, 19 (a 0 in
    // either box): more than a person writes out, so the step is not taken.
    const grid = (first: number[]) =>
      puzzleOf({
        answer: [first, [0, 0, 6], [7, 8, 9]],
        blank: ['__.', '...', '...'],
        rowOps: ['*+', '++', '++'],
        colOps: ['**', '**', '++'],
        digits: [0, 9],
      });
    const twelve = grid([3, 4, 0]);
    expect([twelve.rowTotals, twelve.colTotals]).toEqual([
      [12, 6, 24],
      [0, 0, 15],
    ]);
    expect(run(twelve, 2).steps).toEqual([
      expect.objectContaining({ technique: 'two-blanks', from: [0, 1, 2], paper: 4, say: expect.stringContaining('are (2, 6), (3, 4), (4, 3) and (6, 2)') }),
    ]);
    const zero = grid([0, 4, 0]);
    expect(zero.rowTotals[0]).toBe(0);
    const log = run(zero, 4);
    expect(log.steps).toEqual([]);
    expect(log.candidates.slice(0, 2)).toEqual([maskOf(range(0, 9)), maskOf(range(0, 9))]);
  });

  it('does not fire on lines of three blanks, even where 1 + 1 + 1 = 3 is plain', () => {
    const p = puzzleOf({
      answer: [
        [1, 1, 1],
        [2, 3, 4],
        [5, 6, 7],
      ],
      blank: ['___', '___', '___'],
      rowOps: ['++', '++', '++'],
      colOps: ['++', '++', '++'],
    });
    expect(run(p, 2).steps).toEqual([]);
    // Bounds, at level 3, sees it.
    expect(run(p, 3).steps[0]).toMatchObject({ technique: 'bounds', place: [0, 1, 2].map((cell) => ({ cell, value: 1 })) });
  });

  /*
   * 1 + 2 = 3, 9 × 1 = 9; columns 1 + 9 = 10, 2 + 1 = 3; all blank. Row 1 leaves 1 or 2 at
   * row 1, column 1; row 2 (x × y = 9) leaves 1, 3 or 9 at row 2, column 1. Column 1,
   * x + z = 10, then has the one pair (1, 9) (alone it would allow 1, 7 or 9 at x and 8 or
   * 9 at z): the step writes both in, where each once had a crossing step of its own.
   */
  const DOUBLE = puzzleOf({
    answer: [
      [1, 2],
      [9, 1],
    ],
    blank: ['__', '__'],
    rowOps: ['+', '*'],
    colOps: ['+', '+'],
  });

  it('a line whose two boxes both rest on what their rows left: the one pair writes both in', () => {
    const log = run(DOUBLE, 2);
    expect(log.steps.map((s) => s.technique)).toEqual(['two-blanks', 'two-blanks', 'two-blanks', 'one-blank', 'one-blank']);
    expect(log.steps[2]).toMatchObject({
      from: [0, 2],
      place: [
        { cell: 0, value: 1 },
        { cell: 2, value: 9 },
      ],
      strike: [],
    });
    expect(log.steps[2]!.say).toMatch(/^In column 1 two boxes are empty, in rows 1 and 2\. Of the pairs that make 10, the 7 with 3, 4, 5, 6, 7, 8 or 9 in row 1 and one with 8 in row 2 are out: those digits are no longer possible there\. That leaves only \(1, 9\): so /);
    expect(log.solved).toBe(true);
  });

  // Issue 65: the step once said "the box in row 1 can only be 1; the box in row 2 can only
  // be 9", and two crossing steps then wrote each in again, naming digits already struck.
  it('a two-blanks step that settles its boxes says it writes them in, and nothing repeats it', () => {
    const log = run(DOUBLE, 2).steps;
    expect(log[2]!.say).toMatch(/That leaves only \(1, 9\): so 1 goes in row 1; 9 goes in row 2\.$/);
    expect(log[2]!.say).not.toContain('can only be');
    const written = log.flatMap((s) => s.place.map((x) => x.cell));
    expect(written.sort()).toEqual([0, 1, 2, 3]);
  });

  // With no pair at all (a puzzle with no answer) it says so, as one blank does.
  it('a two-blanks step that finds no pair says so', () => {
    const none = { ...CROSS, rowTotals: [30, 10] };
    const step = run(none, 2).steps[0]!;
    expect(step).toMatchObject({ technique: 'two-blanks', strike: [0, 1].map((cell) => ({ cell, values: range(1, 9) })) });
    expect(step.say).not.toMatch(/are :|can only be [;.]/);
    expect(step.say).toMatch(/No pair of digits still possible there makes 30\.$/);
  });
});

describe('bounds', () => {
  // All blank, every line +: row 1 is the line under test, the rest only fill the grid.
  const rowOne = (top: number[]) =>
    puzzleOf({
      answer: [top, [3, 4, 5], [6, 7, 8]],
      blank: ['___', '___', '___'],
      rowOps: ['++', '++', '++'],
      colOps: ['++', '++', '++'],
    });

  it('a digit that takes the line past its total, with the others as small as they can be', () => {
    // x + y + z = 4, each at least 1: x = 3 already makes 5.
    const p = rowOne([1, 1, 2]);
    expect(p.rowTotals[0]).toBe(4);
    expect(run(p, 3).steps[0]).toEqual({
      technique: 'bounds',
      from: [0, 1, 2],
      place: [],
      strike: [0, 1, 2].map((cell) => ({ cell, values: range(3, 9) })),
      say:
        'The total of row 1 is 4. Even with its other empty boxes as small or as large as they can be, the line goes past it ' +
        'with 3, 4, 5, 6, 7, 8 or 9 in column 1, or with 3, 4, 5, 6, 7, 8 or 9 in column 2, or with 3, 4, 5, 6, 7, 8 or 9 in column 3. Cross those off.',
    });
  });

  it('a digit with which the line falls short, with the others as large as they can be', () => {
    // x + y + z = 26, each at most 9: x = 7 makes at most 25.
    const p = rowOne([9, 9, 8]);
    expect(p.rowTotals[0]).toBe(26);
    const step = run(p, 3).steps[0]!;
    expect(step.strike).toEqual([0, 1, 2].map((cell) => ({ cell, values: range(1, 7) })));
    expect(step.say).toBe(
      'The total of row 1 is 26. Even with its other empty boxes as small or as large as they can be, the line falls short of it ' +
        'with 1, 2, 3, 4, 5, 6 or 7 in column 1, or with 1, 2, 3, 4, 5, 6 or 7 in column 2, or with 1, 2, 3, 4, 5, 6 or 7 in column 3. Cross those off.',
    );
  });

  it('does not fire where every digit can still reach the total: a magic square, all blank', () => {
    // 2 7 6 / 9 5 1 / 4 3 8: every line makes 15, and x + 15 − x is in reach for each digit x.
    const p = puzzleOf({
      answer: [
        [2, 7, 6],
        [9, 5, 1],
        [4, 3, 8],
      ],
      blank: ['___', '___', '___'],
      rowOps: ['++', '++', '++'],
      colOps: ['++', '++', '++'],
    });
    expect([...p.rowTotals, ...p.colTotals]).toEqual(Array(6).fill(15));
    // Nor parity, last digit or listing: every digit is in some filling of every line.
    for (const level of [3, 4]) expect(run(p, level).steps).toEqual([]);
  });
});

/*
 * 1 1 1 = 3 (+ +), 9 9 9 = 27 (+ +); columns 1 + 9 = 10, 1 + 9 = 10, 1 × 9 = 9; all blank.
 * Level 2: column 3, x × y = 9, leaves 1, 3 or 9 in both its boxes; columns 1 and 2 pair
 * every digit; the rows have three blanks: stuck. Level 3: row 1, each box at least 1 and
 * the total 3, is 1 1 1 by bounds (written in by the line alone), then one blank fills the rest.
 */
const BOUNDS3 = puzzleOf({
  answer: [
    [1, 1, 1],
    [9, 9, 9],
  ],
  blank: ['___', '___'],
  rowOps: ['++', '++'],
  colOps: ['+', '+', '*'],
});

/*
 * 5 × 8 × 5 = 200, 8 − 3 + 3 = 8; columns 5 × 8 = 40, 8 − 3 = 5, 5 + 3 = 8; all blank.
 * By hand: two blanks on the columns leave row 1 at {5, 8} {6–9} {1–7}. Bounds on row 1
 * (x y z = 200): z = 1 or 2 falls short (at most 9 × 8 × 2 = 144), z = 7 goes past (at
 * least 5 × 6 × 7 = 210). Column 3 then leaves row 2, column 3 at 2–5, and nothing at
 * level 3 goes further (row 2, 5 or 8 less 1–4 plus 2–5, reaches 8 every way). Listing row 1:
 * x = 5 needs y z = 40, only 8 × 5; x = 8 needs y z = 25, none: one filling, (5, 8, 5).
 * The listing writes in all three (row 1 alone would allow 5 or 8 at y, but the filling is
 * listed from what column 2 left there, 6–9). Then one blank fills row 2.
 */
const LISTED = puzzleOf({
  answer: [
    [5, 8, 5],
    [8, 3, 3],
  ],
  blank: ['___', '___'],
  rowOps: ['**', '-+'],
  colOps: ['*', '-', '+'],
});

describe('bounds, continued: writing in, and both ways at once', () => {
  it('a box bounds leaves one digit is written in', () => {
    expect([BOUNDS3.rowTotals, BOUNDS3.colTotals]).toEqual([
      [3, 27],
      [10, 10, 9],
    ]);
    const log = run(BOUNDS3, 3);
    expect(log.steps.map((s) => s.technique)).toEqual(['two-blanks', 'bounds', 'one-blank', 'one-blank', 'one-blank']);
    expect(log.steps[1]).toEqual({
      technique: 'bounds',
      from: [0, 1, 2],
      place: [0, 1, 2].map((cell) => ({ cell, value: 1 })),
      strike: [],
      say:
        'The total of row 1 is 3. Even with its other empty boxes as small or as large as they can be, the line goes past it ' +
        'with 2, 3, 4, 5, 6, 7, 8 or 9 in column 1, or with 2, 3, 4, 5, 6, 7, 8 or 9 in column 2, or with 3 or 9 in column 3. ' +
        'Cross those off. That leaves 1 in column 1. That leaves 1 in column 2. That leaves 1 in column 3.',
    });
    expect(log.solved).toBe(true);
  });

  it('falls short with some digits and goes past with others', () => {
    expect([LISTED.rowTotals, LISTED.colTotals]).toEqual([
      [200, 8],
      [40, 5, 8],
    ]);
    const log = run(LISTED, 3);
    expect(log.steps.map((s) => s.technique)).toEqual(['two-blanks', 'two-blanks', 'two-blanks', 'bounds', 'two-blanks']);
    expect(log.steps[3]).toEqual({
      technique: 'bounds',
      from: [0, 1, 2],
      place: [],
      strike: [{ cell: 2, values: [1, 2, 7] }],
      say:
        'The total of row 1 is 200. Even with its other empty boxes as small or as large as they can be, ' +
        'the line falls short of it with 1 or 2 in column 3; and it goes past it with 7 in column 3. Cross those off.',
    });
    expect(log.steps[4]).toMatchObject({ from: [2, 5], strike: [{ cell: 5, values: [1, 6, 7] }] });
    expect(log.solved).toBe(false);
    expect(log.candidates.map(digitsOf)).toEqual([[5, 8], range(6, 9), range(3, 6), [5, 8], range(1, 4), range(2, 5)]);
  });
});

// Rows 2 and 3 and the columns are + lines whose totals every digit can reach: at level 3
// nothing happens on them, so the first step is row 1's.
const UNDER = { blank: ['___', '___', '___'], colOps: ['++', '++', '++'] };

describe('parity', () => {
  // 1 × 3 × 5 = 15, 2 + 4 + 9 = 15, 8 + 7 + 1 = 16; columns 11, 14, 15.
  const PARITY = puzzleOf({
    ...UNDER,
    answer: [
      [1, 3, 5],
      [2, 4, 9],
      [8, 7, 1],
    ],
    rowOps: ['**', '++', '++'],
  });

  it('a product is odd only when every factor is', () => {
    expect([PARITY.rowTotals, PARITY.colTotals]).toEqual([
      [15, 15, 16],
      [11, 14, 15],
    ]);
    // Bounds keeps everything (1 × 1 × 9 ≤ 15 ≤ 9 × 9 × 1 … for each digit).
    const log = run(PARITY, 3);
    expect(log.steps).toEqual([
      {
        technique: 'parity',
        from: [0, 1, 2],
        place: [],
        strike: [0, 1, 2].map((cell) => ({ cell, values: [2, 4, 6, 8] })),
        say:
          'The total of row 1 is 15, which is odd; but with 2, 4, 6 or 8 in column 1, or with 2, 4, 6 or 8 in column 2, ' +
          'or with 2, 4, 6 or 8 in column 3 the line comes out even whatever goes in its other boxes. Cross those off.',
      },
    ]);
  });

  it('does not fire on a line with ÷, where it would be wrong: 2 × 5 ÷ 2 = 5', () => {
    // 5 × 3 ÷ 3 = 5; read as a product, an odd total would ban even digits, yet 2 × 5 ÷ 2 = 5.
    const p = puzzleOf({
      ...UNDER,
      answer: [
        [5, 3, 3],
        [4, 9, 2],
        [6, 2, 9],
      ],
      rowOps: ['*/', '++', '++'],
    });
    expect([p.rowTotals, p.colTotals]).toEqual([
      [5, 15, 17],
      [15, 14, 14],
    ]);
    expect(evaluateLine([2, 5, 2], ['*', '/'], 'precedence')).toBe(5);
    // Bounds keeps all (x y ÷ z = 5 is in [1, 9x] and [1, 81 ÷ z]); divisibility too (z = 1
    // or z = x always divides): nothing at all happens, at level 3 or 4.
    for (const level of [3, 4]) {
      const log = run(p, level);
      expect(log.steps).toEqual([]);
      expect(log.candidates).toEqual(Array(9).fill(maskOf(range(1, 9))));
    }
  });
});

// 1 × 2 × 8 = 16, 7 + 9 + 3 = 19, 5 + 4 + 2 = 11; columns 13, 15, 13.
const LAST = puzzleOf({
  ...UNDER,
  answer: [
    [1, 2, 8],
    [7, 9, 3],
    [5, 4, 2],
  ],
  rowOps: ['**', '++', '++'],
});

describe('last digit', () => {
  it('a product with a 5 ends in 0 or 5, never in 6', () => {
    expect([LAST.rowTotals, LAST.colTotals]).toEqual([
      [16, 19, 11],
      [13, 15, 13],
    ]);
    // Bounds keeps all (16 ≤ 81 x, x ≤ 16); parity keeps all (16 is even, and a product
    // with any digit can be even); every other digit has partners ending in 6 (1·2·3,
    // 3·2·1, 4·4·1, 7·8·1, 9·4·1 …).
    const log = run(LAST, 3);
    expect(log.steps).toEqual([
      {
        technique: 'last-digit',
        from: [0, 1, 2],
        place: [],
        strike: [0, 1, 2].map((cell) => ({ cell, values: [5] })),
        say:
          'The total of row 1 is 16, which ends in 6; but with 5 in column 1, or with 5 in column 2, ' +
          'or with 5 in column 3 the line can never end in 6, whatever goes in its other boxes. Cross those off.',
      },
    ]);
  });

  it('does not fire on a negative total, though the same 5 is impossible there', () => {
    // 2 − x × y × z = −14: x y z = 16 again, but the total has no last digit to speak of.
    const p = puzzleOf({
      answer: [
        [2, 1, 2, 8],
        [5, 6, 7, 3],
        [9, 4, 1, 6],
        [3, 7, 8, 5],
      ],
      blank: ['.___', '____', '____', '____'],
      rowOps: ['-**', '+++', '+++', '+++'],
      colOps: ['+++', '+++', '+++', '+++'],
    });
    expect([p.rowTotals, p.colTotals]).toEqual([
      [-14, 21, 20, 23],
      [19, 18, 18, 22],
    ]);
    const three = run(p, 3);
    expect(three.steps).toEqual([]);
    for (const cell of [1, 2, 3]) expect(has(three.candidates[cell]!, 5)).toBe(true);
    // Listing (level 4) shows the 5 could go: the fillings use only 1, 2, 4 and 8.
    const four = run(p, 4);
    expect(four.steps[0]).toMatchObject({ technique: 'listing', strike: [1, 2, 3].map((cell) => ({ cell, values: [3, 5, 6, 7, 9] })) });
  });
});

describe('divisibility', () => {
  /*
   * Digits 2–9, left to right: 8 ÷ 4 ÷ 2 = 1, 4 + 5 + 6 = 15 twice; columns 16, 14, 14.
   * Bounds first: x = 2 or 3 leaves x ÷ y ÷ z below 1 whatever y, z; y or z of 5 or more
   * with x at most 9 likewise. Then x is 4–9 and y, z 2–4, and intervals see nothing more;
   * but 5 and 7 are divisible by none of 2, 3, 4: divisibility crosses them off x.
   */
  const DIV = puzzleOf({
    answer: [
      [8, 4, 2],
      [4, 5, 6],
      [4, 5, 6],
    ],
    blank: ['___', '___', '___'],
    rowOps: ['//', '++', '++'],
    colOps: ['++', '++', '++'],
    digits: [2, 9],
    order: 'left-to-right',
  });

  it('a dividend no divisor left divides', () => {
    expect([DIV.rowTotals, DIV.colTotals]).toEqual([
      [1, 15, 15],
      [16, 14, 14],
    ]);
    const log = run(DIV, 3);
    expect(log.steps.slice(0, 2)).toEqual([
      {
        technique: 'bounds',
        from: [0, 1, 2],
        place: [],
        strike: [
          { cell: 0, values: [2, 3] },
          { cell: 1, values: range(5, 9) },
          { cell: 2, values: range(5, 9) },
        ],
        say:
          'The total of row 1 is 1. Even with its other empty boxes as small or as large as they can be, the line goes past it ' +
          'with 2 or 3 in column 1, or with 5, 6, 7, 8 or 9 in column 2, or with 5, 6, 7, 8 or 9 in column 3. Cross those off.',
      },
      {
        technique: 'divisibility',
        from: [0, 1, 2],
        place: [],
        strike: [{ cell: 0, values: [5, 7] }],
        say: 'Each ÷ in row 1 must come out exact, but it cannot with 5 or 7 in column 1, whatever goes in the boxes around it. Cross those off.',
      },
    ]);
    expect(log.candidates.slice(0, 3).map(digitsOf)).toEqual([[4, 6, 8, 9], [2, 3, 4], [2, 3, 4]]);
  });

  it('fills every way the three open boxes of x × y ÷ z, where intervals see a whole number', () => {
    /*
     * Digits 1–6: 6 × 5 ÷ 6 = 5, 5 × 1 × 6 = 30; columns 6 × 5 = 30, 5 × 1 = 5, 6 − 6 = 0.
     * The columns (two blanks) leave x 5 or 6 and y 1 or 5; column 3 (z = c) keeps all.
     * x y is then 5, 6, 25 or 30: no multiple of 4, so z = 4 cannot divide it exactly; but
     * x y ÷ 4 as an interval, 5/4 to 30/4, holds whole numbers, so bounds keeps the 4.
     */
    const p = puzzleOf({
      answer: [
        [6, 5, 6],
        [5, 1, 6],
      ],
      blank: ['___', '___'],
      rowOps: ['*/', '**'],
      colOps: ['*', '*', '-'],
      digits: [1, 6],
    });
    expect([p.rowTotals, p.colTotals]).toEqual([
      [5, 30],
      [30, 5, 0],
    ]);
    const log = run(p, 3);
    expect(log.steps.map((s) => s.technique).slice(0, 3)).toEqual(['two-blanks', 'two-blanks', 'divisibility']);
    expect(log.steps[2]).toEqual({
      technique: 'divisibility',
      from: [0, 1, 2],
      place: [],
      strike: [{ cell: 2, values: [4] }],
      say: 'Each ÷ in row 1 must come out exact, but it cannot with 4 in column 3, whatever goes in the boxes around it. Cross it off.',
    });
  });

  it('does not fire where every ÷ can come out exact (a divisor of 1 is always there)', () => {
    // Digits 1–9: x ÷ y ÷ z with y = z = 1 is exact for every x, and x ÷ x ÷ 1 for every y
    // and z. Bounds keeps all as well (x = y z makes 1 for every digit of each box), so
    // nothing at all happens at level 3.
    const p = { ...DIV, digits: [1, 9] as [number, number] };
    expect(run(p, 3).steps).toEqual([]);
  });
});

describe('listing', () => {
  it('lists few fillings one by one (no digit twice in a row)', () => {
    // 1 + 2 + 4 = 7 with no repeats: {1, 2, 4} only. Bounds leaves 1–5; listing drops 3 and 5.
    const p = puzzleOf({
      ...UNDER,
      answer: [
        [1, 2, 4],
        [5, 3, 9],
        [7, 8, 2],
      ],
      rowOps: ['++', '++', '++'],
      distinct: 'rows',
    });
    expect([p.rowTotals, p.colTotals]).toEqual([
      [7, 17, 17],
      [13, 13, 15],
    ]);
    const three = run(p, 3);
    expect(three.steps.map((s) => s.technique)).toEqual(['bounds']);
    expect(three.candidates.slice(0, 3)).toEqual(Array(3).fill(maskOf(range(1, 5))));
    // At expert a person lists the line at once, six fillings written out, rather than
    // narrowing it first: the list keeps exactly what bounds and then listing keep.
    const log = run(p, 4);
    expect(log.steps[0]).toEqual({
      technique: 'listing',
      from: [0, 1, 2],
      place: [],
      strike: [0, 1, 2].map((cell) => ({ cell, values: [3, 5, 6, 7, 8, 9] })),
      say:
        'In row 1 three boxes are empty, in columns 1, 2 and 3. The fillings of them from the digits still possible that make 7, ' +
        'in that order, are (1, 2, 4), (1, 4, 2), (2, 1, 4), (2, 4, 1), (4, 1, 2) and (4, 2, 1): so the box in column 1 can only be 1, 2 or 4; ' +
        'the box in column 2 can only be 1, 2 or 4; the box in column 3 can only be 1, 2 or 4.',
      paper: 6,
    });
    // Taken in the generator's order (easiest technique first, first line first), bounds
    // narrows the row and listing follows, to the same candidates.
    const quick = run(p, 4, undefined, false);
    expect(quick.steps.slice(0, 2).map((s) => [s.technique, s.from])).toEqual([
      ['bounds', [0, 1, 2]],
      ['listing', [0, 1, 2]],
    ]);
    expect(quick.candidates).toEqual(log.candidates);
  });

  it('lists up to twelve fillings: x × y × z = 16 has twelve', () => {
    // 1·2·8 (six orders), 1·4·4 and 2·2·4 (three each): 12, all written out.
    const log = run(LAST, 4);
    expect(log.steps[0]).toEqual({
      technique: 'listing',
      from: [0, 1, 2],
      place: [],
      strike: [0, 1, 2].map((cell) => ({ cell, values: [3, 5, 6, 7, 9] })),
      say:
        'In row 1 three boxes are empty, in columns 1, 2 and 3. The fillings of them from the digits still possible that make 16, in that order, are ' +
        '(1, 2, 8), (1, 4, 4), (1, 8, 2), (2, 1, 8), (2, 2, 4), (2, 4, 2), (2, 8, 1), (4, 1, 4), (4, 2, 2), (4, 4, 1), (8, 1, 2) and (8, 2, 1): ' +
        'so the box in column 1 can only be 1, 2, 4 or 8; the box in column 2 can only be 1, 2, 4 or 8; the box in column 3 can only be 1, 2, 4 or 8.',
      paper: 12,
    });
  });

  it('more than twelve fillings are not listed: x × y × z = 24 has twenty-one', () => {
    // 1·3·8, 1·4·6 and 2·3·4 (six orders each), 2·2·6 (three): 21. Last digit drops the
    // 5s (column 3, x + y + z = 9, drops 8 and 9 below); 7 and 9, in no filling, stay.
    const p = puzzleOf({
      ...UNDER,
      answer: [
        [2, 3, 4],
        [7, 9, 3],
        [5, 4, 2],
      ],
      rowOps: ['**', '++', '++'],
    });
    expect(p.rowTotals[0]).toBe(24);
    const log = run(p, 4);
    expect(log.steps.filter((s) => s.from.join() === '0,1,2').map((s) => s.technique)).toEqual(['last-digit']);
    expect([0, 1, 2].map((cell) => digitsOf(log.candidates[cell]!))).toEqual([
      [1, 2, 3, 4, 6, 7, 8, 9],
      [1, 2, 3, 4, 6, 7, 8, 9],
      [1, 2, 3, 4, 6, 7],
    ]);
  });

  it('one filling: the line writes in every box it settles', () => {
    const log = run(LISTED, 4);
    expect(log.steps.map((s) => s.technique)).toEqual([
      'two-blanks',
      'two-blanks',
      'two-blanks',
      'bounds',
      'two-blanks',
      'listing',
      'one-blank',
      'one-blank',
      'one-blank',
    ]);
    expect(log.steps[5]).toEqual({
      technique: 'listing',
      from: [0, 1, 2],
      place: [
        { cell: 0, value: 5 },
        { cell: 1, value: 8 },
        { cell: 2, value: 5 },
      ],
      strike: [],
      say:
        'In row 1 three boxes are empty, in columns 1, 2 and 3. ' +
        'Of the fillings that make 200, (5, 5, 8) needs 5 in column 2, no longer possible there; (8, 5, 5) needs 5 in column 2, no longer possible there. ' +
        'That leaves only (5, 8, 5): ' +
        'so 5 goes in column 1; 8 goes in column 2; 5 goes in column 3.',
      // One filling, from 32 left to try: a forced move, which the generator never counts as what makes a puzzle expert.
      paper: 1,
    });
    expect(log.solved).toBe(true);
  });

  it('does not fire on a line of four blanks, though it would cross off digits there', () => {
    // No digit twice in a row; x + y + z + w = 10 is 1 2 3 4 in some order, so 5, 6 and 7
    // cannot go in row 1; bounds (which knows nothing of repeats) keeps them, and listing
    // looks only at lines of three blanks. The columns (+, 11 to 17) keep every digit.
    const p = puzzleOf({
      answer: [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
        [9, 3, 7, 5],
      ],
      blank: ['____', '____', '____'],
      rowOps: ['+++', '+++', '+++'],
      colOps: ['++', '++', '++', '++'],
      distinct: 'rows',
    });
    expect([p.rowTotals, p.colTotals]).toEqual([
      [10, 26, 24],
      [15, 11, 17, 17],
    ]);
    const log = run(p, 4);
    expect(log.steps).toEqual([expect.objectContaining({ technique: 'bounds', from: [0, 1, 2, 3], strike: [0, 1, 2, 3].map((cell) => ({ cell, values: [8, 9] })) })]);
    expect(log.candidates.slice(0, 4)).toEqual(Array(4).fill(maskOf(range(1, 7))));
  });
});

describe('level gating: solved at its level, not at the one below', () => {
  it('hand cases at levels 2, 3 and 4, each with one answer', () => {
    for (const [p, level] of [
      [CROSS, 2],
      [BOUNDS3, 3],
      [LISTED, 4],
    ] as const) {
      const answers = oracle(p);
      expect(answers).toHaveLength(1);
      const at = run(p, level);
      expect(at.solved).toBe(true);
      expect(at.candidates.map((m) => Math.log2(m))).toEqual(answers[0]!.cells.flat());
      expect(run(p, level - 1).solved).toBe(false);
      // And a technique of the level itself was needed.
      expect(at.steps.some((s) => words.ladder[s.technique as CrossTechnique].level === level)).toBe(true);
    }
    expect(run(BOUNDS3, 2).steps.map((s) => s.technique)).toEqual(['two-blanks']);
  });
});

// ——— Against brute force, and replaying the logs ———

interface Line {
  cells: number[];
  ops: Op[];
  total: number;
}

/** Rows, then columns, as the puzzle prints them. */
function linesOf(p: CrossNumbersPuzzle): Line[] {
  const { rows, cols } = p;
  return [
    ...range(0, rows - 1).map((r) => ({ cells: range(0, cols - 1).map((c) => r * cols + c), ops: p.rowOps[r]!, total: p.rowTotals[r]! })),
    ...range(0, cols - 1).map((c) => ({ cells: range(0, rows - 1).map((r) => r * cols + c), ops: p.colOps[c]!, total: p.colTotals[c]! })),
  ];
}

/** The cells the distinct rule keeps from repeating cell i's digit. */
function peersOf(p: CrossNumbersPuzzle, i: number): number[] {
  const { cols, distinct } = p;
  const row = (x: number) => Math.floor(x / cols);
  return range(0, p.rows * cols - 1).filter(
    (j) => j !== i && (distinct === 'grid' || (distinct !== 'none' && row(j) === row(i)) || (distinct === 'lines' && j % cols === i % cols)),
  );
}

const LINE_RULE: Partial<Record<CrossTechnique, (blanks: number) => boolean>> = {
  'one-blank': (b) => b === 1,
  'two-blanks': (b) => b === 2,
  bounds: (b) => b >= 3,
  parity: (b) => b >= 3,
  'last-digit': (b) => b >= 3,
  divisibility: (b) => b >= 3,
  listing: (b) => b === 3,
};

const isSingle = (m: number) => m !== 0 && (m & (m - 1)) === 0;

/**
 * Replays a log on a candidate grid of its own, from the givens: each step must keep to its
 * technique's rules (level, line, blanks, ÷, sign of the total), cross off only digits still
 * there and in no solution, write in only digits every solution has, and a box it leaves one
 * digit must be written in by it. The grid replayed must be the candidates the solver reports.
 */
function replay(p: CrossNumbersPuzzle, level: number, log: { steps: Step[]; solved: boolean; candidates: number[] }, solutions: readonly number[][], uses?: Record<string, number>): void {
  const lines = linesOf(p);
  const full = maskOf(range(p.digits[0], p.digits[1]));
  const cand = p.cells.flat().map((v) => (v === null ? full : 1 << v));
  const placed = p.cells.flat().map((v) => v !== null);
  log.steps.forEach((step, k) => {
    const where = `step ${k} ${JSON.stringify(step)} at level ${level} of ${JSON.stringify(p)}`;
    const technique = step.technique as CrossTechnique;
    if (uses) uses[technique] = (uses[technique] ?? 0) + 1;
    expect(words.ladder[technique].level, where).toBeLessThanOrEqual(level);
    expect(step.place.length + step.strike.length, where).toBeGreaterThan(0);
    {
      const touched = [...step.strike.map((s) => s.cell), ...step.place.map((s) => s.cell)];
      if (technique === 'no-repeats') {
        expect(step.from, where).toHaveLength(1);
        const c = step.from[0]!;
        expect(placed[c], where).toBe(true);
        const peers = peersOf(p, c);
        for (const cell of touched) expect(peers, where).toContain(cell);
        for (const s of step.strike) expect(s.values, where).toEqual([Math.log2(cand[c]!)]);
      } else {
        const line = lines.find((l) => l.cells.join() === step.from.join());
        expect(line, where).toBeDefined();
        const blanks = line!.cells.filter((c) => !placed[c]).length;
        expect(LINE_RULE[technique]!(blanks), `${blanks} blanks: ${where}`).toBe(true);
        const divides = line!.ops.includes('/');
        if (technique === 'parity' || technique === 'last-digit') expect(divides, where).toBe(false);
        if (technique === 'last-digit') expect(line!.total, where).toBeGreaterThanOrEqual(0);
        if (technique === 'divisibility') expect(divides, where).toBe(true);
        for (const cell of touched) expect(line!.cells, where).toContain(cell);
      }
    }
    for (const { cell, values } of step.strike) {
      expect(placed[cell], where).toBe(false);
      expect(values.length, where).toBeGreaterThan(0);
      for (const v of values) {
        expect(has(cand[cell]!, v), `${v} was not there to cross off: ${where}`).toBe(true);
        for (const sol of solutions) expect(sol[cell], `crosses off the answer's ${v} in cell ${cell}: ${where}`).not.toBe(v);
      }
      cand[cell]! &= ~maskOf(values);
    }
    for (const { cell, value } of step.place) {
      expect(placed[cell], where).toBe(false);
      expect(has(cand[cell]!, value), where).toBe(true);
      for (const sol of solutions) expect(sol[cell], `writes in ${value}, not the answer's, in cell ${cell}: ${where}`).toBe(value);
      cand[cell] = 1 << value;
      placed[cell] = true;
    }
    // A box it leaves one digit is written in by it (issue 65: never by a step of its own after).
    expect(step.strike.map((s) => s.cell).filter((c) => isSingle(cand[c]!)), where).toEqual([]);
    // Nothing follows a step that leaves a box no digit.
    if (cand.some((m) => m === 0)) expect(k, where).toBe(log.steps.length - 1);
  });
  expect(cand, `replayed candidates: ${JSON.stringify(p)} at level ${level}`).toEqual(log.candidates);
  if (log.solved) expect(placed.every(Boolean)).toBe(true);
}

/** A filling of the grid keeping the distinct rule, cell by cell with backtracking. */
function fillingOf(rng: Rng, rows: number, cols: number, digits: [number, number], distinct: Distinct): number[] {
  const n = rows * cols;
  const choices = range(digits[0], digits[1]);
  const grid = new Array<number>(n).fill(-1);
  const probe: CrossNumbersPuzzle = { rows, cols, distinct } as CrossNumbersPuzzle;
  const peers = range(0, n - 1).map((i) => peersOf(probe, i));
  const place = (i: number): boolean => {
    if (i === n) return true;
    for (const v of rng.shuffle([...choices])) {
      if (peers[i]!.some((j) => grid[j] === v)) continue;
      grid[i] = v;
      if (place(i + 1)) return true;
    }
    grid[i] = -1;
    return false;
  };
  if (!place(0)) throw new Error('no filling');
  return grid;
}

interface Spec {
  rows: number;
  cols: number;
  digits: [number, number];
  distinct: Distinct;
  order: Order;
  ops: readonly Op[];
  /** Operators for the rows, where they differ from the columns'. */
  rowOpsFrom?: readonly Op[];
  blanks: number;
  /** Blank whole rows, all but one given row (ignoring `blanks`). */
  wholeRows?: boolean;
}

/**
 * A random filling, random operators (totals made by the oracle's evaluator, any sign),
 * `blanks` boxes blanked (often a whole line first, so lines of three or four blanks
 * come up), and sometimes a total moved off its value (no answer, usually).
 */
function randomPuzzle(rng: Rng, s: Spec): CrossNumbersPuzzle {
  const { rows, cols, order } = s;
  for (;;) {
    const values = fillingOf(rng, rows, cols, s.digits, s.distinct);
    const rowOf = (r: number) => values.slice(r * cols, r * cols + cols);
    const colOf = (c: number) => range(0, rows - 1).map((r) => values[r * cols + c]!);
    const opsFor = (line: number[], from: readonly Op[]): Op[] | null => {
      for (let t = 0; t < 60; t++) {
        const ops = line.slice(1).map(() => rng.pick(from));
        if (evaluateLine(line, ops, order) !== null) return ops;
      }
      return null;
    };
    const rowOps = range(0, rows - 1).map((r) => opsFor(rowOf(r), s.rowOpsFrom ?? s.ops));
    const colOps = range(0, cols - 1).map((c) => opsFor(colOf(c), s.ops));
    if (rowOps.some((o) => !o) || colOps.some((o) => !o)) continue;
    const p: CrossNumbersPuzzle = {
      rows,
      cols,
      cells: [],
      rowOps: rowOps as Op[][],
      colOps: colOps as Op[][],
      rowTotals: rowOps.map((o, r) => evaluateLine(rowOf(r), o!, order)!),
      colTotals: colOps.map((o, c) => evaluateLine(colOf(c), o!, order)!),
      digits: s.digits,
      distinct: s.distinct,
      order,
      base: 10,
    };
    // Mostly whole lines (as far as the count goes), so that lines of three or four blanks
    // survive the lower levels; the rest anywhere.
    const blank = new Set<number>();
    const given = rng.int(rows);
    if (s.wholeRows) for (const c of range(0, rows * cols - 1)) if (Math.floor(c / cols) !== given) blank.add(c);
    for (const line of rng.shuffle(linesOf(p)).slice(0, rng.int(3))) for (const c of line.cells) if (blank.size < s.blanks) blank.add(c);
    for (const c of rng.shuffle(range(0, rows * cols - 1))) if (blank.size < s.blanks) blank.add(c);
    const cells: (number | null)[] = values.map((v, i) => (blank.has(i) ? null : v));
    p.cells = range(0, rows - 1).map((r) => cells.slice(r * cols, r * cols + cols));
    if (rng.chance(0.15)) {
      const delta = rng.pick([-2, -1, 1, 2, 5]);
      if (rng.chance(0.5)) p.rowTotals[rng.int(rows)]! += delta;
      else p.colTotals[rng.int(cols)]! += delta;
    }
    return p;
  }
}

/** The same puzzle read down instead of across: its rows are the columns. */
function transpose(p: CrossNumbersPuzzle): CrossNumbersPuzzle {
  return {
    ...p,
    rows: p.cols,
    cols: p.rows,
    cells: range(0, p.cols - 1).map((c) => p.cells.map((row) => row[c]!)),
    rowOps: p.colOps,
    colOps: p.rowOps,
    rowTotals: p.colTotals,
    colTotals: p.rowTotals,
  };
}
const transposeFlat = (flat: readonly number[], rows: number, cols: number) =>
  range(0, rows * cols - 1).map((i) => flat[(i % rows) * cols + Math.floor(i / rows)]!);

/**
 * Whether a run found the puzzle has no answer: a box left no digit, or every box written
 * in and a line that does not make its total (a run stops when the grid is full, so the
 * last lines are checked then, not by a step).
 */
const dead = (solved: boolean, candidates: readonly number[]) => candidates.some((m) => m === 0) || (!solved && candidates.every(isSingle));
const within = (inner: readonly number[], outer: readonly number[]) => inner.every((m, i) => (m & ~outer[i]!) === 0);

const SHAPES: [number, number][] = [
  [3, 3],
  [3, 4],
  [4, 3],
];
const RANGES: [number, number][] = [
  [1, 3],
  [0, 2],
  [2, 4],
  [1, 4],
  [0, 3],
  [2, 5],
  [1, 9],
];

/** Operators to draw from: all four, none dividing, and two mixes heavy in × (parity and last digit) and in ÷ (divisibility). */
const OP_SETS: (readonly Op[])[] = [OPS, ['+', '-', '*'], ['*', '*', '+', '-'], ['*', '/', '/', '+']];

/** Most blanks the oracle tries quickly: (digits)^(blanks) fillings up to 3^10, 4^8 or 9^5. */
const MOST_BLANKS: Record<number, number> = { 3: 10, 4: 8, 9: 5 };

interface Tally {
  uses: Record<string, number>;
  unique: number;
  none: number;
  many: number;
  /** Puzzles first solved at each level (index 1–4). */
  solvedAt: number[];
}

/**
 * Every check against the oracle's answers, on one puzzle at every level: no answer's digit
 * crossed off, solved exactly when there is one answer (and then that one), the log
 * replays, a higher level, one more given and the puzzle read down never do worse.
 */
function checkAgainstBruteForce(rng: Rng, p: CrossNumbersPuzzle, tally: Tally): void {
  const solutions = oracle(p).map((s) => s.cells.flat());
  tally[solutions.length === 0 ? 'none' : solutions.length === 1 ? 'unique' : 'many']++;
  const { rows, cols } = p;
  const cells = p.cells.flat();
  const solver = new CrossSteps(p);
  let before: { solved: boolean; candidates: number[] } | null = null;
  let lowest = 0;
  for (let level = 1; level <= 4; level++) {
    // Levels 3 and 4 as a person takes them (the line that gives most first, listing a short
    // line at once), logged; 1 and 2 in the generator's order. Both orders reach the same grid
    // (where there is no answer, they may stop at different boxes that lose their last digit).
    const log = solver.solve(cells, level, level >= 3);
    const candidates = solver.candidates();
    if (level >= 3) {
      const quick = new CrossSteps(p);
      const quickLog = quick.solve(cells, level, false);
      const at = `in the generator's order, level ${level}: ${JSON.stringify(p)}`;
      expect(dead(quickLog.solved, quick.candidates()), at).toBe(dead(log.solved, candidates));
      if (!dead(log.solved, candidates)) expect([quickLog.solved, quick.candidates()], at).toEqual([log.solved, candidates]);
      replay(p, level, { ...quickLog, candidates: quick.candidates() }, solutions, tally.uses);
    }
    const where = `level ${level}: ${JSON.stringify(p)}`;
    // No answer's digit is ever crossed off.
    for (const sol of solutions) sol.forEach((v, i) => expect(has(candidates[i]!, v), `cell ${i} lost ${v}, ${where}`).toBe(true));
    // Solved exactly when there is one answer, and then it is that answer.
    if (log.solved) {
      expect(solutions, where).toEqual([candidates.map(Math.log2)]);
      lowest ||= level;
    } else if (dead(false, candidates)) expect(solutions, where).toEqual([]);
    if (solutions.length !== 1) expect(log.solved, where).toBe(false);
    replay(p, level, { ...log, candidates }, solutions, level >= 3 ? tally.uses : undefined);
    if (level >= 3) for (const s of log.steps) expect(s.say, where).toMatch(/^\S.*\.$/);
    // A higher level never does less.
    if (before) {
      if (before.solved) expect(log.solved, where).toBe(true);
      if (dead(before.solved, before.candidates)) expect(dead(log.solved, candidates), where).toBe(true);
      else if (!dead(log.solved, candidates)) expect(within(candidates, before.candidates), where).toBe(true);
    }
    before = { solved: log.solved, candidates };

    // One more given, from an answer: never unsolved where it was solved, never more candidates.
    if (solutions.length > 0) {
      const sol = rng.pick(solutions);
      const at = rng.pick(range(0, cells.length - 1).filter((i) => cells[i] === null));
      const more = cells.map((v, i) => (i === at ? sol[at]! : v));
      const again = new CrossSteps(p);
      const moreLog = again.solve(more, level, false);
      const moreCandidates = again.candidates();
      const given = `given ${sol[at]} at ${at}, ${where}`;
      if (log.solved) expect(moreLog.solved, given).toBe(true);
      if (dead(log.solved, candidates)) expect(dead(moreLog.solved, moreCandidates), given).toBe(true);
      else if (!dead(moreLog.solved, moreCandidates)) expect(within(moreCandidates, candidates), given).toBe(true);
    }

    // Read down instead of across (rows and columns swapped, so the lines are taken in
    // another order): the same outcome and the same candidates. (No-repeats-in-rows would
    // become no repeats in columns, which the rules do not have.)
    if (p.distinct !== 'rows') {
      const q = transpose(p);
      const down = new CrossSteps(q);
      const downLog = down.solve(q.cells.flat(), level, false);
      const downCandidates = down.candidates();
      expect(downLog.solved, `transposed, ${where}`).toBe(log.solved);
      expect(dead(downLog.solved, downCandidates), `transposed, ${where}`).toBe(dead(log.solved, candidates));
      if (!dead(log.solved, candidates)) expect(downCandidates, `transposed, ${where}`).toEqual(transposeFlat(candidates, rows, cols));
    }
  }
  if (lowest) tally.solvedAt[lowest]!++;
}

describe('the step solver against brute force', () => {
  const tally: Tally = { uses: {}, unique: 0, none: 0, many: 0, solvedAt: [0, 0, 0, 0, 0] };

  for (const order of ORDERS) {
    for (const distinct of DISTINCT) {
      it(`${distinct}, ${order}: random small puzzles of every shape, digits and operators`, () => {
        const rng = new Rng(`cross-steps/${distinct}/${order}`);
        for (let t = 0; t < 40; t++) {
          const [rows, cols] = distinct === 'grid' ? [3, 3] : rng.pick(SHAPES);
          // The distinct rule needs digits enough: nine for a grid of nine, four for rows of four.
          const digits = rng.pick(RANGES.filter(([lo, hi]) => hi - lo + 1 >= digitsNeeded(distinct, rows, cols)));
          const most = Math.min(rows * cols, MOST_BLANKS[digits[1] - digits[0] + 1]!);
          const blanks = rng.range(most - 3, most);
          checkAgainstBruteForce(rng, randomPuzzle(rng, { rows, cols, digits, distinct, order, ops: rng.pick(OP_SETS), blanks }), tally);
        }
      });
    }

    it(`${order}: random 3×3 puzzles with every box or all but one blank, where levels 3 and 4 have work`, () => {
      // With lines of three blanks everywhere, one blank and two blanks have nothing to
      // start from; digits of three or four keep the oracle quick (3^9, 4^8).
      const rng = new Rng(`cross-steps/open/${order}`);
      for (let t = 0; t < 100; t++) {
        const digits = rng.pick(RANGES.filter(([lo, hi]) => hi - lo < 4));
        const blanks = digits[1] - digits[0] === 2 ? 9 : 8;
        const distinct = rng.pick(['none', 'none', 'rows'] as const);
        checkAgainstBruteForce(rng, randomPuzzle(rng, { rows: 3, cols: 3, digits, distinct, order, ops: rng.pick(OP_SETS), blanks }), tally);
      }
    });

    it(`${order}: random 3×3 puzzles with two rows blank, the rows heavy in ÷, where divisibility has work`, () => {
      // The columns, two blanks each, leave gaps in the rows' candidates, which intervals do
      // not see and whole divisions do. Digits 1–5 and 1–6 keep the oracle quick (6^6).
      const rng = new Rng(`cross-steps/divide/${order}`);
      for (let t = 0; t < 100; t++) {
        const digits = rng.pick<[number, number]>([
          [1, 5],
          [1, 6],
        ]);
        const rowOpsFrom = rng.pick<readonly Op[]>([['*', '/', '/'], ['/', '/', '+', '-'], ['/', '*']]);
        checkAgainstBruteForce(rng, randomPuzzle(rng, { rows: 3, cols: 3, digits, distinct: 'none', order, ops: OPS, rowOpsFrom, blanks: 6, wholeRows: true }), tally);
      }
    });
  }

  it('the random puzzles above use every technique, and come out every way', () => {
    // Runs after the cases above: vitest runs a file's tests in order. (At this writing, in
    // the logs of levels 3 and 4 taken both ways: bounds about 1,700 times, listing 380,
    // last digit 130, parity 50, divisibility 17.)
    for (const t of Object.keys(words.ladder)) expect(tally.uses[t] ?? 0, t).toBeGreaterThanOrEqual(5);
    expect(tally.unique).toBeGreaterThan(100);
    expect(tally.none).toBeGreaterThan(20);
    expect(tally.many).toBeGreaterThan(20);
    for (const level of [1, 2, 3, 4]) expect(tally.solvedAt[level], `solved first at level ${level}`).toBeGreaterThan(0);
  });
});

// ——— Generated puzzles ———

describe('generated puzzles and their logs', () => {
  /** Three puzzles of each band, 3×3 and 5×5 (made on first use, so a generator that fails fails a test). */
  let cache: { puzzle: CrossNumbersPuzzle; solution: { cells: number[][] }; level: number; difficulty: string; size: number }[] | undefined;
  const generated = () =>
    (cache ??= DIFFICULTIES.flatMap((difficulty, i) =>
      [3, 5].flatMap((size) =>
        range(0, 2).map((s) => {
          const m = crossNumbers.generate(new Rng(`cross-steps/log/${size}/${difficulty}/${s}`), crossNumbers.options.parse({ size }), difficulty);
          if (!m) throw new Error(`no ${difficulty} ${size}×${size} puzzle from seed ${s}`);
          return { ...m, level: i + 1, size };
        }),
      ),
    ));

  it('each band: solved at its level and not the one below; the writing in fills exactly the answer; every sentence reads', () => {
    const made = generated();
    for (const { puzzle, solution, level, difficulty, size } of made) {
      const where = `${difficulty} ${size}×${size}: ${JSON.stringify(puzzle)}`;
      const answer = solution.cells.flat();
      // The proof solver (checked against the oracle in solver.test.ts) finds this one answer.
      expect(crossNumbers.solve(puzzle, 2).solutions.map((s) => s.cells.flat()), where).toEqual([answer]);
      const log = run(puzzle, level);
      expect(log.solved, where).toBe(true);
      if (level > 1) expect(run(puzzle, level - 1).solved, where).toBe(false);
      expect(log.steps.some((s) => words.ladder[s.technique as CrossTechnique].level === level), where).toBe(true);
      replay(puzzle, level, log, [answer]);
      const grid = puzzle.cells.flat();
      log.steps.forEach((step) => {
        for (const { cell, value } of step.place) {
          expect(grid[cell], where).toBeNull();
          grid[cell] = value;
        }
        expect(step.say.length, where).toBeGreaterThan(20);
        expect(step.say, where).toMatch(/^[A-Z].*\.$/);
        expect(step.say, where).not.toMatch(/undefined|\[object|NaN|\s{2}|\s[,.;:]/);
      });
      expect(grid, where).toEqual(answer);
    }
    // Both sizes reach every band, and the logs use every technique of levels 2–4 somewhere.
    const used = new Set(made.flatMap(({ puzzle, level }) => run(puzzle, level).steps.map((s) => s.technique)));
    for (const t of ['one-blank', 'two-blanks', 'bounds', 'listing']) expect(used).toContain(t);
  });

  it('one more given never makes a solved puzzle unsolved at its level (any box, the answer digit)', () => {
    let tried = 0;
    for (const { puzzle, solution, level, difficulty, size } of generated()) {
      const answer = solution.cells.flat();
      const cells = puzzle.cells.flat();
      const solver = new CrossSteps(puzzle);
      const { solved } = solver.solve(cells, level, false);
      expect(solved).toBe(true);
      cells.forEach((v, at) => {
        if (v !== null) return;
        const more = cells.map((x, i) => (i === at ? answer[at]! : x));
        expect(solver.solve(more, level, false).solved, `${difficulty} ${size}×${size}, ${answer[at]} given at ${at}: ${JSON.stringify(puzzle)}`).toBe(true);
        tried++;
      });
    }
    expect(tried).toBeGreaterThan(100);
  });

  it('reading a generated puzzle down instead of across does not change whether it is solved', () => {
    for (const { puzzle, level } of generated()) {
      const down = transpose(puzzle);
      for (const at of [level - 1, level]) {
        if (at < 1) continue;
        expect(run(down, at, undefined, false).solved, JSON.stringify(puzzle)).toBe(run(puzzle, at, undefined, false).solved);
      }
    }
  });
});
