/**
 * Property 2 (Cross Numbers), solver count equals a brute-force count, with LIMIT 30:
 * - weakened generated puzzles, 100 cases (1,500 in test:long): 2×2 to 3×4, any digits/distinct/order/base and
 *   band; the grid is refilled from the solution with a random set of blanks (at most
 *   60 000 fillings), and sometimes one operator is changed (its line's total recomputed from
 *   the solution) or one total is nudged;
 * - random puzzles, 100 cases (1,500): 2×2 to 3×3, random operators, digit range (0 allowed),
 *   distinct rule, order and filling, totals from the filling (or random where a division is
 *   not exact), random blanks.
 * - degenerate puzzles, 70 cases (1,000): 2×3 or 3×3, digits 0 to 1–3, many zeros and ×, no
 *   distinct rule, totals from the filling: counts well past the limit.
 * Each compares `solve(puzzle, 30)` with every filling of the blanks checked by the oracle's
 * own evaluator; the solution sets must match.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../src/book/make.ts';
import type { CrossNumbersPuzzle } from '../../src/kinds/cross-numbers/schema.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { evaluateLine, fillings, keepsRules, oracle } from '../../src/kinds/cross-numbers/oracle.ts';
import { BANDS, optionsArb, seedArb } from './arbitraries.ts';
import { cases } from '../cases.ts';

/** Cases each property tries (test/cases.ts). */
const WEAKENED = cases(100, 1500);
const RANDOM = cases(100, 1500);
const DEGENERATE = cases(70, 1000);

const LIMIT = 30;
const MAX_FILLINGS = 60_000;
const kind = getKind('cross-numbers');
type Op = CrossNumbersPuzzle['rowOps'][number][number];
const OPS: Op[] = ['+', '-', '*', '/'];
/** Operators, division less often (a random inexact one leaves a line no filling makes). */
const opArb = fc.constantFrom<Op>('+', '+', '-', '-', '*', '*', '/');
/** Blank three cells in four: the cap on fillings gives some back. */
const mostlyTrue = fc.integer({ min: 0, max: 3 }).map((n) => n > 0);

/** Blanks where `blank[i]`, then given back (from the end) until brute force stays small. */
function blanked(solution: number[][], blank: boolean[], digits: [number, number]): (number | null)[][] {
  const cols = solution[0]!.length;
  const cells: (number | null)[][] = solution.map((row, r) => row.map((v, c) => (blank[(r * cols + c) % blank.length] ? null : v)));
  const flat = cells.flatMap((row, r) => row.map((_, c) => [r, c] as const));
  for (let i = flat.length - 1; i >= 0 && fillings({ cells, digits }) > MAX_FILLINGS; i--) {
    const [r, c] = flat[i]!;
    cells[r]![c] = solution[r]![c]!;
  }
  return cells;
}

/** Checks one puzzle against the brute force; returns the true count (capped above LIMIT). */
function compare(raw: unknown): number {
  const puzzle = kind.puzzle.parse(raw);
  expect(fillings(puzzle)).toBeLessThanOrEqual(MAX_FILLINGS);
  const brute = oracle(puzzle, LIMIT + 1);
  const solved = kind.solve(puzzle, LIMIT);
  expect(solved.complete).toBe(true);
  expect(solved.solutions.length).toBe(Math.min(brute.length, LIMIT));
  const found = solved.solutions.map((s) => JSON.stringify(s.cells));
  expect(new Set(found).size).toBe(found.length);
  for (const s of solved.solutions) {
    expect(kind.check(puzzle, s)).toBeNull();
    // And by the oracle's own rules: the givens kept, every line and the distinct rule.
    expect(s.cells.every((row, r) => row.every((v, c) => puzzle.cells[r]![c] === null || puzzle.cells[r]![c] === v))).toBe(true);
    expect(s.cells.flat().every((v) => v >= puzzle.digits[0] && v <= puzzle.digits[1])).toBe(true);
    expect(keepsRules(puzzle, s.cells)).toBe(true);
  }
  if (brute.length <= LIMIT) expect(found.sort()).toEqual(brute.map((s) => JSON.stringify(s.cells)).sort());
  return brute.length;
}

/** Every count seen by the properties below, for the last test to check their spread. */
const counts: number[] = [];

describe('property: cross-numbers solver count equals a brute-force count', () => {
  it(`weakened generated puzzles (${WEAKENED} cases)`, () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: seedArb,
          options: optionsArb('cross-numbers'),
          difficulty: fc.constantFrom(...BANDS),
          blank: fc.array(mostlyTrue, { minLength: 12, maxLength: 12 }),
          anyDigits: fc.boolean(),
          change: fc.oneof(
            fc.constant(null),
            fc.record({ what: fc.constant('op' as const), line: fc.nat(), at: fc.nat(), op: fc.constantFrom(...OPS) }),
            fc.record({ what: fc.constant('total' as const), line: fc.nat(), delta: fc.integer({ min: -3, max: 3 }) }),
          ),
        }),
        ({ seed, options, difficulty, blank, anyDigits, change }) => {
          const record = makeRecord('cross-numbers', 'count', seed, kind.options.parse(options), difficulty);
          if (!record) return;
          const original = record.puzzle;
          const solution = record.solution.cells;
          if (fillings(original) <= MAX_FILLINGS) expect(compare(original)).toBe(1);
          const p = structuredClone(original);
          // Dropping the distinct rule only ever adds solutions.
          if (anyDigits) p.distinct = 'none';
          p.cells = blanked(solution, blank, p.digits);
          const lines = p.rows + p.cols;
          if (change?.what === 'total') {
            const l = change.line % lines;
            if (l < p.rows) p.rowTotals[l]! += change.delta;
            else p.colTotals[l - p.rows]! += change.delta;
          } else if (change?.what === 'op') {
            const l = change.line % lines;
            const isRow = l < p.rows;
            const ops = isRow ? p.rowOps[l]! : p.colOps[l - p.rows]!;
            ops[change.at % ops.length] = change.op;
            const values = isRow ? solution[l]! : solution.map((row) => row[l - p.rows]!);
            const total = evaluateLine(values, ops, p.order);
            if (total !== null) {
              if (isRow) p.rowTotals[l] = total;
              else p.colTotals[l - p.rows] = total;
            }
          }
          counts.push(compare(p));
        },
      ),
      { numRuns: WEAKENED, seed: 0x5eed05 },
    );
  });

  it(`random puzzles (${RANDOM} cases)`, () => {
    const puzzleArb = fc
      .record({
        rows: fc.integer({ min: 2, max: 3 }),
        cols: fc.integer({ min: 2, max: 3 }),
        lo: fc.integer({ min: 0, max: 8 }),
        width: fc.constantFrom(2, 2, 3, 3, 4, 5, 10),
        distinct: fc.constantFrom('none', 'rows', 'lines', 'grid'),
        order: fc.constantFrom('precedence', 'left-to-right'),
      })
      .chain(({ rows, cols, lo, width, distinct, order }) => {
        const hi = Math.min(9, lo + width - 1);
        return fc.record({
          rows: fc.constant(rows),
          cols: fc.constant(cols),
          digits: fc.constant([lo, hi] as [number, number]),
          distinct: fc.constant(distinct),
          order: fc.constant(order),
          filling: fc.array(fc.array(fc.integer({ min: lo, max: hi }), { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows }),
          rowOps: fc.array(fc.array(opArb, { minLength: cols - 1, maxLength: cols - 1 }), { minLength: rows, maxLength: rows }),
          colOps: fc.array(fc.array(opArb, { minLength: rows - 1, maxLength: rows - 1 }), { minLength: cols, maxLength: cols }),
          fallback: fc.array(fc.integer({ min: -20, max: 100 }), { minLength: 6, maxLength: 6 }),
          blank: fc.array(mostlyTrue, { minLength: 9, maxLength: 9 }),
          keepRule: fc.boolean(),
        });
      });
    fc.assert(
      fc.property(puzzleArb, ({ rows, cols, digits, distinct, order, filling, rowOps, colOps, fallback, blank, keepRule }) => {
        const need = distinct === 'grid' ? rows * cols : distinct === 'lines' ? Math.max(rows, cols) : distinct === 'rows' ? cols : 1;
        const clash = (xs: number[]) => new Set(xs).size !== xs.length;
        const broken =
          (distinct === 'grid' && clash(filling.flat())) ||
          ((distinct === 'rows' || distinct === 'lines') && filling.some(clash)) ||
          (distinct === 'lines' && filling[0]!.some((_, c) => clash(filling.map((row) => row[c]!))));
        // A filling that breaks the distinct rule is no solution: keep the rule only half the time.
        const rule = need > digits[1] - digits[0] + 1 || (broken && !keepRule) ? 'none' : distinct;
        const rowTotals = filling.map((row, r) => evaluateLine(row, rowOps[r]!, order) ?? fallback[r]!);
        const colTotals = colOps.map((ops, c) => evaluateLine(filling.map((row) => row[c]!), ops, order) ?? fallback[3 + c]!);
        const cells = blanked(filling, blank, digits);
        counts.push(compare({ rows, cols, cells, rowOps, colOps, rowTotals, colTotals, digits, distinct: rule, order }));
      }),
      { numRuns: RANDOM, seed: 0x5eed06 },
    );
  });
  it(`degenerate puzzles: digits from 0, zeros, mostly × (${DEGENERATE} cases)`, () => {
    const puzzleArb = fc
      .record({ rows: fc.integer({ min: 2, max: 3 }), cols: fc.constant(3), hi: fc.integer({ min: 1, max: 3 }) })
      .chain(({ rows, cols, hi }) =>
        fc.record({
          rows: fc.constant(rows),
          cols: fc.constant(cols),
          digits: fc.constant([0, hi] as [number, number]),
          order: fc.constantFrom('precedence', 'left-to-right'),
          filling: fc.array(fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: hi })), { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows }),
          rowOps: fc.array(fc.array(fc.constantFrom<Op>('*', '*', '*', '*', '+', '-', '/'), { minLength: cols - 1, maxLength: cols - 1 }), { minLength: rows, maxLength: rows }),
          colOps: fc.array(fc.array(fc.constantFrom<Op>('*', '*', '*', '*', '+', '-', '/'), { minLength: rows - 1, maxLength: rows - 1 }), { minLength: cols, maxLength: cols }),
          blank: fc.array(mostlyTrue, { minLength: 9, maxLength: 9 }),
        }),
      );
    fc.assert(
      fc.property(puzzleArb, ({ rows, cols, digits, order, filling, rowOps, colOps, blank }) => {
        const rowTotals = filling.map((row, r) => evaluateLine(row, rowOps[r]!, order) ?? 0);
        const colTotals = colOps.map((ops, c) => evaluateLine(filling.map((row) => row[c]!), ops, order) ?? 0);
        const cells = blanked(filling, blank, digits);
        counts.push(compare({ rows, cols, cells, rowOps, colOps, rowTotals, colTotals, digits, distinct: 'none', order }));
      }),
      { numRuns: DEGENERATE, seed: 0x5eed07 },
    );
  });

  it('the cases above cover no solution, one, several, and more than the limit', () => {
    expect(counts.some((n) => n === 0)).toBe(true);
    expect(counts.some((n) => n === 1)).toBe(true);
    expect(counts.some((n) => n > 1 && n <= LIMIT)).toBe(true);
    expect(counts.some((n) => n > LIMIT)).toBe(true);
  });
});
