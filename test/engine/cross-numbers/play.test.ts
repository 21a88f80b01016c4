import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { kind as crossNumbers } from '../../../src/kinds/cross-numbers/index.ts';
import type { CrossNumbersPuzzle, Op, Order } from '../../../src/kinds/cross-numbers/schema.ts';
import { evaluateLine } from '../../../src/kinds/cross-numbers/oracle.ts';
import { Rng } from '../../../src/engine/random.ts';
import { clashes, crossNumbersSolved, type Entries, lineStates, startCrossNumbers } from '../../../src/kinds/cross-numbers/play.ts';
import type { Distinct } from '../../../src/kinds/cross-numbers/schema.ts';

interface Game {
  puzzle: CrossNumbersPuzzle;
  answer: number[][];
}

function games(options: object, difficulty: Difficulty, want: number, label: string): Game[] {
  const out: Game[] = [];
  for (let i = 0; out.length < want && i < want * 6; i++) {
    const made = crossNumbers.generate(new Rng(`${label}/${i}`), crossNumbers.options.parse(options), difficulty);
    if (!made) continue;
    expect(crossNumbers.check(made.puzzle, made.solution)).toBeNull();
    out.push({ puzzle: made.puzzle, answer: made.solution.cells });
  }
  expect(out).toHaveLength(want);
  return out;
}

/** Small grids, where every filling can be tried. */
const SMALL: Game[] = [
  ...games({ size: 2 }, 'easy', 3, 'play/cross/2'),
  ...games({ size: 2, order: 'left-to-right' }, 'easy', 2, 'play/cross/2ltr'),
  ...games({ size: 3 }, 'easy', 3, 'play/cross/3e'),
  ...games({ size: 3 }, 'hard', 3, 'play/cross/3h'),
  ...games({ size: 3, order: 'left-to-right' }, 'easy', 3, 'play/cross/3ltr'),
  ...games({ size: 3, order: 'left-to-right' }, 'hard', 2, 'play/cross/3ltrh'),
  ...games({ size: 3, digits: [0, 5] }, 'medium', 2, 'play/cross/3d05'),
];
const LARGER: Game[] = [
  ...games({ size: 4 }, 'medium', 2, 'play/cross/4'),
  ...games({ size: 5, order: 'left-to-right' }, 'easy', 1, 'play/cross/5ltr'),
];

/** The reference value of a line: the kind's oracle's, written from the rules, sharing no code with lines.ts. */
const lineValue = evaluateLine;

interface RefLine {
  cells: [number, number][];
  ops: Op[];
  total: number;
}

function refLines(p: CrossNumbersPuzzle): Map<string, RefLine> {
  const lines = new Map<string, RefLine>();
  for (let r = 0; r < p.rows; r++) {
    lines.set(`row-${r}`, { cells: Array.from({ length: p.cols }, (_, c) => [r, c]), ops: p.rowOps[r]!, total: p.rowTotals[r]! });
  }
  for (let c = 0; c < p.cols; c++) {
    lines.set(`col-${c}`, { cells: Array.from({ length: p.rows }, (_, r) => [r, c]), ops: p.colOps[c]!, total: p.colTotals[c]! });
  }
  return lines;
}

/** What lineStates should say, line by line, from the reference evaluation. */
function expectedStates(p: CrossNumbersPuzzle, entries: Entries, order: Order = p.order): Map<string, { complete: boolean; holds: boolean | null }> {
  const out = new Map<string, { complete: boolean; holds: boolean | null }>();
  for (const [name, line] of refLines(p)) {
    const values = line.cells.map(([r, c]) => p.cells[r]![c] ?? entries[r]![c] ?? null);
    const complete = values.every((v) => v !== null);
    out.set(name, { complete, holds: complete ? lineValue(values as number[], line.ops, order) === line.total : null });
  }
  return out;
}

function expectLineStates(p: CrossNumbersPuzzle, entries: Entries): { holding: number; broken: number } {
  const got = lineStates(p, entries);
  const want = expectedStates(p, entries);
  expect(got).toHaveLength(p.rows + p.cols);
  expect(new Set(got.map((l) => l.line))).toEqual(new Set(want.keys()));
  let holding = 0;
  let broken = 0;
  for (const l of got) {
    expect({ line: l.line, complete: l.complete, holds: l.holds }).toEqual({ line: l.line, ...want.get(l.line)! });
    if (l.holds === true) holding++;
    if (l.holds === false) broken++;
  }
  return { holding, broken };
}

const blanks = (p: CrossNumbersPuzzle): [number, number][] =>
  p.cells.flatMap((row, r) => row.flatMap((v, c): [number, number][] => (v === null ? [[r, c]] : [])));

const digitsOf = (p: CrossNumbersPuzzle) => Array.from({ length: p.digits[1] - p.digits[0] + 1 }, (_, i) => p.digits[0] + i);

/** Any digit in range other than `not`. */
const wrongDigit = (p: CrossNumbersPuzzle, rng: Rng, not: number) => rng.pick(digitsOf(p).filter((d) => d !== not));


describe('cross-numbers lineStates', () => {
  it('marks complete lines and whether they hold, as the reference evaluation says', () => {
    const rng = new Rng('test/play/cross/lines');
    let holding = 0;
    let broken = 0;
    for (const g of [...SMALL, ...LARGER]) {
      const { puzzle, answer } = g;
      const empty = startCrossNumbers(puzzle);
      expect(empty).toEqual(puzzle.cells.map((row) => row.map(() => null)));
      expectLineStates(puzzle, empty);

      // The answer: every line complete and holding.
      const full = puzzle.cells.map((row, r) => row.map((v, c) => (v === null ? answer[r]![c]! : null)));
      expect(lineStates(puzzle, full).every((l) => l.complete && l.holds === true)).toBe(true);

      for (let trial = 0; trial < 30; trial++) {
        // Some blanks left empty, some right, some wrong; a given's cell may carry a stray entry.
        const entries = puzzle.cells.map((row, r) =>
          row.map((v, c) => {
            if (v !== null) return rng.chance(0.1) ? wrongDigit(puzzle, rng, v) : null;
            const x = rng.float();
            return x < 0.2 ? null : x < 0.75 ? answer[r]![c]! : wrongDigit(puzzle, rng, answer[r]![c]!);
          }),
        );
        const seen = expectLineStates(puzzle, entries);
        holding += seen.holding;
        broken += seen.broken;
      }
    }
    expect(holding).toBeGreaterThan(100);
    expect(broken).toBeGreaterThan(100);
  });

  it('evaluates in the puzzle’s own order: the answer under the other order fails some mixed line', () => {
    let differ = 0;
    for (const g of SMALL) {
      const other: Order = g.puzzle.order === 'precedence' ? 'left-to-right' : 'precedence';
      const flipped: CrossNumbersPuzzle = { ...g.puzzle, order: other };
      const full = g.answer.map((row) => [...row]);
      const want = expectedStates(flipped, full, other);
      for (const l of lineStates(flipped, full)) {
        expect(l.holds).toBe(want.get(l.line)!.holds);
        if (l.holds === false) differ++;
      }
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('agrees with the reference on random grids whose totals mix + − × ÷ in both orders', () => {
    const rng = new Rng('test/play/cross/synthetic');
    const ops: Op[] = ['+', '-', '*', '/'];
    let differ = 0;
    for (let trial = 0; trial < 200; trial++) {
      const rows = rng.range(2, 4);
      const cols = rng.range(2, 4);
      const grid = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.range(1, 9)));
      const rowOps = Array.from({ length: rows }, () => Array.from({ length: cols - 1 }, () => rng.pick(ops)));
      const colOps = Array.from({ length: cols }, () => Array.from({ length: rows - 1 }, () => rng.pick(ops)));
      const order: Order = rng.chance(0.5) ? 'precedence' : 'left-to-right';
      const other: Order = order === 'precedence' ? 'left-to-right' : 'precedence';
      // Totals from the reference; a line with an inexact division gets an impossible total.
      const totalOf = (values: number[], o: Op[]) => lineValue(values, o, order) ?? 1e9;
      const puzzle: CrossNumbersPuzzle = {
        rows,
        cols,
        cells: grid.map((row) => row.map(() => null)),
        rowOps,
        colOps,
        rowTotals: grid.map((row, r) => totalOf(row, rowOps[r]!)),
        colTotals: colOps.map((o, c) => totalOf(grid.map((row) => row[c]!), o)),
        digits: [1, 9],
        distinct: 'none',
        order,
        base: 10,
      };
      for (const l of lineStates(puzzle, grid)) {
        const line = refLines(puzzle).get(l.line)!;
        const values = line.cells.map(([r, c]) => grid[r]![c]!);
        expect(l.complete).toBe(true);
        expect(l.holds).toBe(lineValue(values, line.ops, order) !== null);
        // The same digits under the other order would not always make this total.
        if (lineValue(values, line.ops, other) !== line.total) differ++;
      }
    }
    expect(differ).toBeGreaterThan(50);
  });
});

describe('cross-numbers and the distinct rule', () => {
  /** A grid of `values` with every line a sum whose total the values make. */
  const sums = (values: number[][], distinct: Distinct): CrossNumbersPuzzle => ({
    rows: values.length,
    cols: values[0]!.length,
    cells: values.map((row) => row.map(() => null)),
    rowOps: values.map((row) => row.slice(1).map((): Op => '+')),
    colOps: values[0]!.map(() => values.slice(1).map((): Op => '+')),
    rowTotals: values.map((row) => row.reduce((a, b) => a + b, 0)),
    colTotals: values[0]!.map((_, c) => values.reduce((a, row) => a + row[c]!, 0)),
    digits: [1, 9],
    distinct,
    order: 'precedence',
    base: 10,
  });

  it('a line that makes its total with a repeated digit is not ticked where the rule forbids the repeat', () => {
    const grid = [
      [2, 2],
      [3, 4],
    ];
    const holds = (d: Distinct) => Object.fromEntries(lineStates(sums(grid, d), grid).map((l) => [l.line, l.holds]));
    expect(holds('none')).toEqual({ 'row-0': true, 'row-1': true, 'col-0': true, 'col-1': true });
    expect(holds('rows')).toEqual({ 'row-0': false, 'row-1': true, 'col-0': true, 'col-1': true });
    // 2 over 4 in column 1 is fine; the repeat is in row 0 only.
    expect(holds('lines')).toEqual({ 'row-0': false, 'row-1': true, 'col-0': true, 'col-1': true });
    const column = [
      [2, 5],
      [2, 4],
    ];
    const inColumns = (d: Distinct) => Object.fromEntries(lineStates(sums(column, d), column).map((l) => [l.line, l.holds]));
    expect(inColumns('rows')['col-0']).toBe(true);
    expect(inColumns('lines')['col-0']).toBe(false);
    expect(inColumns('grid')['col-0']).toBe(false);
  });

  it('clashes finds exactly the pairs a brute force over every two cells finds', () => {
    const rng = new Rng('test/play/cross/clashes');
    for (let trial = 0; trial < 300; trial++) {
      const rows = rng.range(2, 4);
      const cols = rng.range(2, 4);
      const values = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.range(1, 4)));
      const distinct = rng.pick<Distinct>(['none', 'rows', 'lines', 'grid']);
      const puzzle = sums(values, distinct);
      const entries: Entries = values.map((row) => row.map((v) => (rng.chance(0.2) ? null : v)));
      const want: string[] = [];
      const cells = values.flatMap((row, r) => row.map((_, c): [number, number] => [r, c]));
      for (let i = 0; i < cells.length; i++) {
        for (let j = i + 1; j < cells.length; j++) {
          const [a, b] = [cells[i]!, cells[j]!];
          const same = entries[a[0]]![a[1]] !== null && entries[a[0]]![a[1]] === entries[b[0]]![b[1]];
          const grouped =
            distinct === 'grid' || (distinct !== 'none' && a[0] === b[0]) || (distinct === 'lines' && a[1] === b[1]);
          if (same && grouped) want.push(`${a}|${b}`);
        }
      }
      const got = clashes(puzzle, entries).map(([a, b]) => `${a}|${b}`);
      expect(new Set(got), `${distinct} ${JSON.stringify(entries)}`).toEqual(new Set(want));
    }
  });
});

describe('crossNumbersSolved', () => {
  it('is true only when every cell, givens and entries, matches the answer', () => {
    for (const g of SMALL) {
      const right = g.puzzle.cells.map((row, r) => row.map((v, c) => (v === null ? g.answer[r]![c]! : null)));
      expect(crossNumbersSolved(g.puzzle, right, g.answer)).toBe(true);
      for (const [r, c] of blanks(g.puzzle)) {
        const missing = right.map((row) => [...row]);
        missing[r]![c] = null;
        expect(crossNumbersSolved(g.puzzle, missing, g.answer)).toBe(false);
      }
    }
  });
});
