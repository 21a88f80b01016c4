import { describe, expect, it } from 'vitest';
import { measure } from '../../../src/kinds/cross-numbers/grade.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import {
  type CrossNumbersPuzzle,
  type CrossNumbersSolution,
  DISTINCT,
  type Distinct,
  OPS,
  type Op,
  ORDERS,
  type Order,
} from '../../../src/kinds/cross-numbers/schema.ts';
import { CrossSolver, shapeOf } from '../../../src/kinds/cross-numbers/solver.ts';
import { CrossSteps } from '../../../src/kinds/cross-numbers/steps.ts';
import { evaluateLine, keepsDistinct, oracle } from '../../../src/kinds/cross-numbers/oracle.ts';
import { Rng } from '../../../src/engine/random.ts';

const rowOf = (grid: readonly number[], cols: number, r: number) => grid.slice(r * cols, r * cols + cols);
const colOf = (grid: readonly number[], rows: number, cols: number, c: number) => Array.from({ length: rows }, (_, r) => grid[r * cols + c]!);

const keyOf = (s: CrossNumbersSolution) => s.cells.flat().join('');

/** The oracle's solutions, each as its digits row by row, sorted. */
const bruteForce = (p: CrossNumbersPuzzle): string[] => oracle(p).map(keyOf).sort();


interface Shape {
  rows: number;
  cols: number;
  digits: [number, number];
  distinct: Distinct;
  order: Order;
}

/** A random filled grid keeping the distinct rule (when a few tries find one) and its operators and totals. */
function randomPuzzle(rng: Rng, s: Shape, blanks: number, ops: readonly Op[] = OPS): { puzzle: CrossNumbersPuzzle; filling: number[] } {
  const { rows, cols, digits, distinct, order } = s;
  const n = rows * cols;
  for (;;) {
    let filling: number[] = [];
    for (let t = 0; t < 50; t++) {
      filling = Array.from({ length: n }, () => rng.range(digits[0], digits[1]));
      if (keepsDistinct(distinct, Array.from({ length: rows }, (_, r) => rowOf(filling, cols, r)))) break;
    }
    const rowOps = Array.from({ length: rows }, () => Array.from({ length: cols - 1 }, () => rng.pick(ops)));
    const colOps = Array.from({ length: cols }, () => Array.from({ length: rows - 1 }, () => rng.pick(ops)));
    const rowTotals = rowOps.map((ops, r) => evaluateLine(rowOf(filling, cols, r), ops, order));
    const colTotals = colOps.map((ops, c) => evaluateLine(colOf(filling, rows, cols, c), ops, order));
    if ([...rowTotals, ...colTotals].some((t) => t === null)) continue;
    const cells: (number | null)[] = [...filling];
    for (const i of rng.shuffle([...Array(n).keys()]).slice(0, blanks)) cells[i] = null;
    const puzzle: CrossNumbersPuzzle = {
      rows,
      cols,
      cells: Array.from({ length: rows }, (_, r) => cells.slice(r * cols, r * cols + cols)),
      rowOps,
      colOps,
      rowTotals: rowTotals as number[],
      colTotals: colTotals as number[],
      digits,
      distinct,
      order,
      base: 10,
    };
    return { puzzle, filling };
  }
}

/** Puzzles the step solver filled, by the lowest level that did: the checks must not be vacuous. */
const stepSolved = [0, 0, 0, 0];

/** The kind's solver with a limit above the reference count: the very same solutions, each passing `check`. */
function expectSameAsBruteForce(p: CrossNumbersPuzzle): number {
  const expected = bruteForce(p);
  const solved = crossNumbers.solve(p, expected.length + 1);
  expect(solved.complete).toBe(true);
  expect(solved.solutions.map(keyOf).sort(), JSON.stringify(p)).toEqual(expected);
  for (const s of solved.solutions) expect(crossNumbers.check(p, s)).toBeNull();
  // The step solver, at every level, never crosses off a digit some solution uses, so it
  // fills the grid only where there is one solution, and that one.
  const steps = new CrossSteps(p);
  let lowest = 0;
  for (let level = 1; level <= 4; level++) {
    const log = steps.solve(p.cells.flat(), level, false);
    const left = steps.candidates();
    for (const key of expected) [...key].forEach((d, i) => expect(left[i]! & (1 << Number(d)), `level ${level}, cell ${i}: ${JSON.stringify(p)}`).not.toBe(0));
    if (log.solved) {
      expect(expected).toEqual([left.map((m) => Math.log2(m)).join('')]);
      lowest ||= level;
    }
  }
  if (lowest) stepSolved[lowest - 1]!++;
  if (measure(p)) expect(expected.length).toBe(1);
  return expected.length;
}

const SHAPES: [number, number][] = [
  [2, 2],
  [2, 3],
  [3, 2],
  [3, 3],
];
const RANGES: [number, number][] = [
  [1, 4],
  [0, 3],
];

describe('cross numbers solver against a brute force', () => {
  for (const order of ORDERS) {
    for (const distinct of DISTINCT) {
      it(`${distinct}, ${order}: random small puzzles, the same solutions`, () => {
        const rng = new Rng(`solver/${distinct}/${order}`);
        const counts = { none: 0, one: 0, many: 0 };
        const before = [...stepSolved];
        for (let t = 0; t < 250; t++) {
          const [rows, cols] = rng.pick(SHAPES);
          // Grid-distinct needs as many digits as cells: 1..9 then, with fewer blanks.
          const wide = distinct === 'grid' && rows * cols > 4;
          const digits: [number, number] = wide ? [1, 9] : rng.pick(RANGES);
          const blanks = rng.range(1, Math.min(rows * cols, wide ? 4 : 6));
          // Some with + and − only, which leave more solutions open.
          const ops = rng.chance(0.5) ? (['+', '-'] as const) : OPS;
          const { puzzle } = randomPuzzle(rng, { rows, cols, digits, distinct, order }, blanks, ops);
          const n = expectSameAsBruteForce(puzzle);
          counts[n === 0 ? 'none' : n === 1 ? 'one' : 'many']++;

          // A total moved off its value: usually nothing fits, and the solver must agree.
          const moved = structuredClone(puzzle);
          const line = rng.int(puzzle.rows + puzzle.cols);
          const delta = rng.pick([-3, -2, -1, 1, 2, 3, 7]);
          if (line < puzzle.rows) moved.rowTotals[line]! += delta;
          else moved.colTotals[line - puzzle.rows]! += delta;
          const m = expectSameAsBruteForce(moved);
          counts[m === 0 ? 'none' : m === 1 ? 'one' : 'many']++;
        }
        // The random puzzles cover all three answers (more than one is rare where every digit
        // differs: the 2×2 test below covers it).
        expect(counts.none).toBeGreaterThan(100);
        expect(counts.one).toBeGreaterThan(100);
        expect(counts.many).toBeGreaterThan(distinct === 'grid' ? 0 : 10);
        // The step solver filled some at level 1, and some only with more.
        const filled = stepSolved.map((x, i) => x - before[i]!);
        expect(filled[0]).toBeGreaterThan(10);
        expect(filled[1]! + filled[2]! + filled[3]!).toBeGreaterThan(5);
      });

      it(`${distinct}, ${order}: 2×2 all blank, every choice of the four operators`, () => {
        const rng = new Rng(`solver/2x2/${distinct}/${order}`);
        const counts = { none: 0, one: 0, many: 0 };
        for (let k = 0; k < 256; k++) {
          const op = (i: number) => OPS[(k >> (2 * i)) & 3]!;
          const digits = rng.pick(RANGES);
          // A filling keeping the rule: a shuffle of the four digits does for every mode.
          const range = [0, 1, 2, 3].map((v) => v + digits[0]);
          const filling = distinct === 'none' ? range.map(() => rng.pick(range)) : rng.shuffle(range);
          const rowOps = [[op(0)], [op(1)]];
          const colOps = [[op(2)], [op(3)]];
          const totals = [
            evaluateLine([filling[0]!, filling[1]!], rowOps[0]!, order),
            evaluateLine([filling[2]!, filling[3]!], rowOps[1]!, order),
            evaluateLine([filling[0]!, filling[2]!], colOps[0]!, order),
            evaluateLine([filling[1]!, filling[3]!], colOps[1]!, order),
          ];
          // A division that is not exact leaves that line's total at an arbitrary 2: often no solution.
          const [r1, r2, c1, c2] = totals.map((t) => t ?? 2);
          const puzzle: CrossNumbersPuzzle = {
            rows: 2,
            cols: 2,
            cells: [
              [null, null],
              [null, null],
            ],
            rowOps,
            colOps,
            rowTotals: [r1!, r2!],
            colTotals: [c1!, c2!],
            digits,
            distinct,
            order,
            base: 10,
          };
          const n = expectSameAsBruteForce(puzzle);
          counts[n === 0 ? 'none' : n === 1 ? 'one' : 'many']++;
        }
        expect(counts.none).toBeGreaterThan(0);
        expect(counts.one).toBeGreaterThan(10);
        expect(counts.many).toBeGreaterThan(3);
      });
    }
  }

  it('givens that already break the distinct rule: no solution', () => {
    const rng = new Rng('solver/clash');
    const { puzzle } = randomPuzzle(rng, { rows: 2, cols: 2, digits: [1, 4], distinct: 'none', order: 'precedence' }, 0);
    const p: CrossNumbersPuzzle = { ...puzzle, cells: [[2, 2], [null, 1]], distinct: 'rows' };
    expect(crossNumbers.solve(p, 5)).toMatchObject({ solutions: [], complete: true });
    expect(bruteForce(p)).toEqual([]);
  });

  it('a tiny budget on a wide-open grid is not complete; a big one finds solutions up to the limit', () => {
    // 7×7 all blank, only + and −, every line making 5: lines narrow very little, so the
    // search has to branch a lot.
    const plusMinus = (k: number): Op[] => Array.from({ length: k }, (_, i) => (i % 2 ? '-' : '+'));
    const open: CrossNumbersPuzzle = {
      rows: 7,
      cols: 7,
      cells: Array.from({ length: 7 }, () => Array<number | null>(7).fill(null)),
      rowOps: Array.from({ length: 7 }, () => plusMinus(6)),
      colOps: Array.from({ length: 7 }, () => plusMinus(6)),
      rowTotals: Array<number>(7).fill(5),
      colTotals: Array<number>(7).fill(5),
      digits: [1, 9],
      distinct: 'none',
      order: 'precedence',
      base: 10,
    };
    const solver = new CrossSolver(shapeOf(open));
    // Budgets are in cost units: the first propagation alone costs about a million here.
    const tiny = solver.count(open.cells.flat(), 2, 1_000_000);
    expect(tiny.complete).toBe(false);
    expect(tiny.work.guesses).toBeGreaterThan(0);
    // A budget spent inside a propagation stops it there, unknown, before any guess.
    const none = new CrossSolver(shapeOf(open)).count(open.cells.flat(), 2, 3);
    expect(none).toMatchObject({ complete: false, solutions: [], work: { guesses: 0, nodes: 1 } });
    expect(none.work.cost).toBeLessThan(100_000);
    const found = crossNumbers.solve(open, 3);
    expect(found.complete).toBe(true);
    expect(found.solutions.length).toBe(3);
    for (const s of found.solutions) expect(crossNumbers.check(open, s)).toBeNull();
  });
});

describe('check', () => {
  const base: CrossNumbersPuzzle = {
    rows: 2,
    cols: 3,
    // 2 + 3 × 4 = 14, 5 − 1 ÷ 1 = 4; columns 2 × 5 = 10, 3 − 1 = 2, 4 + 1 = 5.
    cells: [
      [2, null, 4],
      [null, 1, null],
    ],
    rowOps: [
      ['+', '*'],
      ['-', '/'],
    ],
    colOps: [['*'], ['-'], ['+']],
    rowTotals: [14, 4],
    colTotals: [10, 2, 5],
    digits: [1, 9],
    distinct: 'none',
    order: 'precedence',
    base: 10,
  };
  const good: CrossNumbersSolution = {
    cells: [
      [2, 3, 4],
      [5, 1, 1],
    ],
  };

  it('accepts the solution, and it is the only one', () => {
    expect(crossNumbers.check(base, good)).toBeNull();
    expect(crossNumbers.solve(base, 5)).toMatchObject({ solutions: [good], complete: true });
  });

  it('names the given that was changed', () => {
    const s = { cells: [[3, 3, 4], [5, 1, 1]] };
    expect(crossNumbers.check(base, s)).toBe('Row 1, column 1 should hold the printed 2, not 3.');
    expect(crossNumbers.mistake(base, s)?.at).toEqual(['cell-0-0']);
  });

  it('names the row or column whose total is broken', () => {
    // Every line off its total is named: row 1 (2 + 4 × 4) and column 2 (4 − 1).
    expect(crossNumbers.check(base, { cells: [[2, 4, 4], [5, 1, 1]] })).toBe('Row 1 and column 2 do not make their totals.');
    // Row 2 still makes 4 (5 − 1 ÷ 1 and 6 − 2 ÷ 1 alike); column 1 does not make 10, nor column 2 its 2.
    const p = { ...base, cells: [[2, null, 4], [null, null, null]] as (number | null)[][] };
    expect(crossNumbers.check(p, { cells: [[2, 3, 4], [6, 2, 1]] })).toBe('Column 1 and column 2 do not make their totals.');
    expect(crossNumbers.mistake(p, { cells: [[2, 3, 4], [6, 2, 1]] })?.at).toEqual(['total-col-0', 'total-col-1']);
    // Every line off its total at once: row 2, and column 3 (4 + 2 is not 5).
    expect(crossNumbers.check(p, { cells: [[2, 3, 4], [5, 1, 2]] })).toBe('Row 2 and column 3 do not make their totals.');
  });

  it('names the row, column or grid that repeats a digit', () => {
    // Totals made with repeats allowed, then the rule switched on.
    const p: CrossNumbersPuzzle = { ...base, cells: [[null, null, null], [null, null, null]] };
    const s = { cells: [[2, 3, 4], [5, 1, 1]] };
    expect(crossNumbers.check({ ...p, distinct: 'none' }, s)).toBeNull();
    expect(crossNumbers.check({ ...p, distinct: 'rows' }, s)).toBe('Row 2 repeats a digit.');
    expect(crossNumbers.mistake({ ...p, distinct: 'rows' }, s)?.at).toEqual(['cell-1-1', 'cell-1-2']);
    expect(crossNumbers.check({ ...p, distinct: 'lines' }, s)).toBe('Row 2 repeats a digit.');
    expect(crossNumbers.check({ ...p, distinct: 'grid' }, s)).toBe('A digit appears twice in the grid.');
    // A column repeat only: 3 × 3 = 9 in column 1.
    const q: CrossNumbersPuzzle = { ...p, colOps: [['*'], ['-'], ['+']], rowOps: [['+', '+'], ['+', '+']], rowTotals: [6, 6], colTotals: [9, 1, 3], distinct: 'lines' };
    const t = { cells: [[3, 2, 1], [3, 1, 2]] };
    expect(crossNumbers.check({ ...q, distinct: 'rows' }, t)).toBeNull();
    expect(crossNumbers.check(q, t)).toBe('Column 1 repeats a digit.');
  });

  it('refuses digits outside the range and answers of the wrong shape', () => {
    const p = { ...base, digits: [1, 4] as [number, number] };
    expect(crossNumbers.check(p, { cells: [[2, 3, 4], [5, 1, 1]] })).toBe('5 in row 2, column 1 is not one of the digits 1 to 4.');
    expect(crossNumbers.check(base, { cells: [[2, 3, 4]] })).toBe('The answer is not a grid of 2 × 3 boxes.');
  });

  it('every wrong filling of a small puzzle is refused, each right one accepted', () => {
    const rng = new Rng('check/all');
    for (let t = 0; t < 40; t++) {
      const distinct = rng.pick(DISTINCT);
      const { puzzle } = randomPuzzle(rng, { rows: 2, cols: 2, digits: [1, 4], distinct, order: rng.pick(ORDERS) }, 4);
      const right = new Set(bruteForce(puzzle));
      for (let k = 0; k < 256; k++) {
        const flat = [0, 1, 2, 3].map((i) => 1 + ((k >> (2 * i)) & 3));
        const verdict = crossNumbers.check(puzzle, { cells: [flat.slice(0, 2), flat.slice(2)] });
        if (right.has(flat.join(''))) expect(verdict).toBeNull();
        else expect(verdict).toMatch(/^(Row|Column|A digit)/);
      }
    }
  });
});
