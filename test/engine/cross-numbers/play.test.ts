import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { kind as crossNumbers } from '../../../src/engine/kinds/cross-numbers/index.ts';
import type { CrossNumbersPuzzle, Op, Order } from '../../../src/engine/kinds/cross-numbers/schema.ts';
import { evaluateLine } from '../../../src/engine/kinds/cross-numbers/oracle.ts';
import { Rng } from '../../../src/engine/random.ts';
import { crossNumbersSolved, type Entries, type Hint, hint, lineStates, startCrossNumbers } from '../../../src/engine/kinds/cross-numbers/play.ts';

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

/**
 * By brute force: for every cell, the digits it takes over all fillings of the grid that keep
 * the givens and `fixed` and make every line's total (the distinct rule aside: the default
 * puzzles have none). Row fillings first, then their combinations checked down the columns.
 */
function possibleDigits(p: CrossNumbersPuzzle, fixed: Entries): { sets: Set<number>[][]; count: number } {
  const digits = digitsOf(p);
  const rowFillings = p.cells.map((row, r) => {
    let partial: number[][] = [[]];
    row.forEach((given, c) => {
      const choices = given !== null ? [given] : fixed[r]![c] !== null ? [fixed[r]![c]!] : digits;
      partial = partial.flatMap((pre) => choices.map((d) => [...pre, d]));
    });
    return partial.filter((values) => lineValue(values, p.rowOps[r]!, p.order) === p.rowTotals[r]);
  });
  const sets = p.cells.map((row) => row.map(() => new Set<number>()));
  let count = 0;
  const grid: number[][] = [];
  const place = (r: number): void => {
    if (r === p.rows) {
      for (let c = 0; c < p.cols; c++) {
        if (lineValue(grid.map((row) => row[c]!), p.colOps[c]!, p.order) !== p.colTotals[c]) return;
      }
      count++;
      grid.forEach((row, i) => row.forEach((v, c) => sets[i]![c]!.add(v)));
      return;
    }
    for (const values of rowFillings[r]!) {
      grid[r] = values;
      place(r + 1);
    }
  };
  place(0);
  return { sets, count };
}

/** The player's right digits only: what the hint may build on. */
const rightOnly = (g: Game, entries: Entries): Entries => entries.map((row, r) => row.map((v, c) => (v === g.answer[r]![c] ? v : null)));

/**
 * The reference for "the lines alone force the digit": each cell starts with its given, the
 * player's right digit, or every digit; each line, by trying every filling of its cells' digits,
 * keeps only the digits of fillings that make its total; repeated until nothing changes.
 */
function lineDomains(p: CrossNumbersPuzzle, fixed: Entries): number[][][] {
  const digits = digitsOf(p);
  const domains = p.cells.map((row, r) => row.map((given, c) => (given !== null ? [given] : fixed[r]![c] !== null ? [fixed[r]![c]!] : digits)));
  const lines = [...refLines(p).values()];
  for (let changed = true; changed; ) {
    changed = false;
    for (const line of lines) {
      const kept = line.cells.map(() => new Set<number>());
      let fillings: number[][] = [[]];
      for (const [r, c] of line.cells) fillings = fillings.flatMap((pre) => domains[r]![c]!.map((d) => [...pre, d]));
      for (const values of fillings) {
        if (lineValue(values, line.ops, p.order) === line.total) values.forEach((v, i) => kept[i]!.add(v));
      }
      line.cells.forEach(([r, c], i) => {
        const next = domains[r]![c]!.filter((d) => kept[i]!.has(d));
        if (next.length < domains[r]![c]!.length) {
          domains[r]![c] = next;
          changed = true;
        }
      });
    }
  }
  return domains;
}

/**
 * Checks one hint against the state it was asked for: an empty blank, the answer's digit, and
 * `forced` exactly when the reference line propagation leaves that cell one digit; an unforced
 * hint only when no empty cell is forced, and then at a cell with the fewest digits left.
 */
function expectGoodHint(g: Game, entries: Entries, h: Hint): void {
  const { puzzle, answer } = g;
  expect(puzzle.cells[h.r]![h.c]).toBeNull();
  expect(entries[h.r]![h.c]).toBeNull();
  expect(h.value).toBe(answer[h.r]![h.c]);
  const domains = lineDomains(puzzle, rightOnly(g, entries));
  expect(domains[h.r]![h.c]).toContain(h.value);
  expect(h.forced).toBe(domains[h.r]![h.c]!.length === 1);
  if (!h.forced) {
    const sizes = blanks(puzzle)
      .filter(([r, c]) => entries[r]![c] === null)
      .map(([r, c]) => domains[r]![c]!.length);
    expect(Math.min(...sizes)).toBe(domains[h.r]![h.c]!.length);
    expect(Math.min(...sizes)).toBeGreaterThan(1);
  }
}

/** A forced hint, checked by brute force: every filling that keeps the lines has that digit there. */
function expectForcedByBruteForce(g: Game, entries: Entries, h: Hint): number {
  const { sets, count } = possibleDigits(g.puzzle, rightOnly(g, entries));
  expect(count).toBeGreaterThan(0);
  expect([...sets[h.r]![h.c]!]).toEqual([h.value]);
  return count;
}

/** The puzzle with some givens taken away (the answer still fits it, but others may too). */
function relaxed(g: Game, keep: (r: number, c: number) => boolean): Game {
  return { ...g, puzzle: { ...g.puzzle, cells: g.puzzle.cells.map((row, r) => row.map((v, c) => (keep(r, c) ? v : null))) } };
}

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

describe('cross-numbers hint', () => {
  it('from an empty grid, repeated hints fill every blank with the answer; forced hints are forced', () => {
    let forced = 0;
    for (const g of SMALL) {
      let entries = startCrossNumbers(g.puzzle);
      for (let k = 0; k < blanks(g.puzzle).length; k++) {
        expect(crossNumbersSolved(g.puzzle, entries, g.answer)).toBe(false);
        const h = hint(g.puzzle, entries, g.answer);
        expect(h).not.toBeNull();
        expectGoodHint(g, entries, h!);
        if (h!.forced) expectForcedByBruteForce(g, entries, h!);
        if (h!.forced) forced++;
        entries = entries.map((row) => [...row]);
        entries[h!.r]![h!.c] = h!.value;
      }
      expect(hint(g.puzzle, entries, g.answer)).toBeNull();
      expect(crossNumbersSolved(g.puzzle, entries, g.answer)).toBe(true);
    }
    expect(forced).toBeGreaterThan(20);
  });

  it('a forced hint holds in every filling that keeps the lines, also where fewer givens leave many fillings', () => {
    let forced = 0;
    let amongMany = 0;
    for (const original of SMALL) {
      for (const g of [relaxed(original, () => false), relaxed(original, (r, c) => (r + c) % 2 === 0)]) {
        let entries = startCrossNumbers(g.puzzle);
        for (let k = 0; k < blanks(g.puzzle).length; k++) {
          const h = hint(g.puzzle, entries, g.answer);
          expect(h).not.toBeNull();
          expectGoodHint(g, entries, h!);
          if (h!.forced) {
            forced++;
            // More than one filling keeps the lines, yet all agree on this cell.
            if (expectForcedByBruteForce(g, entries, h!) > 1) amongMany++;
          }
          entries = entries.map((row) => [...row]);
          entries[h!.r]![h!.c] = h!.value;
        }
        expect(hint(g.puzzle, entries, g.answer)).toBeNull();
        expect(crossNumbersSolved(g.puzzle, entries, g.answer)).toBe(true);
      }
    }
    expect(forced).toBeGreaterThan(20);
    expect(amongMany).toBeGreaterThan(5);
  });

  it('the brute-force reference used for forced hints finds exactly the answer of each small puzzle', () => {
    for (const g of SMALL) {
      const { sets, count } = possibleDigits(g.puzzle, startCrossNumbers(g.puzzle));
      // Unique puzzles: brute force finds exactly the answer.
      expect(count).toBe(1);
      g.answer.forEach((row, r) => row.forEach((v, c) => expect([...sets[r]![c]!]).toEqual([v])));
    }
  });

  it('ignores wrong entries: never points at a filled cell, never claims a digit only a mistake forces', () => {
    const rng = new Rng('test/play/cross/wrong');
    let forcedWithWrong = 0;
    for (const g of SMALL) {
      for (let round = 0; round < 3; round++) {
        let entries = startCrossNumbers(g.puzzle);
        const wrong: [number, number][] = [];
        for (let guard = 0; guard < 100; guard++) {
          const empty = blanks(g.puzzle).filter(([r, c]) => entries[r]![c] === null);
          const h = hint(g.puzzle, entries, g.answer);
          if (empty.length === 0) {
            expect(h).toBeNull();
            break;
          }
          // Blanks remain, so there is a hint, whatever mistakes are on the board.
          expect(h).not.toBeNull();
          expectGoodHint(g, entries, h!);
          if (h!.forced) expectForcedByBruteForce(g, entries, h!);
          if (h!.forced && wrong.length > 0) forcedWithWrong++;
          entries = entries.map((row) => [...row]);
          if (rng.chance(0.35)) {
            // The player writes a wrong digit somewhere else instead of taking the hint.
            const [r, c] = rng.pick(empty);
            entries[r]![c] = wrongDigit(g.puzzle, rng, g.answer[r]![c]!);
            wrong.push([r, c]);
          } else {
            entries[h!.r]![h!.c] = h!.value;
          }
        }
        expect(blanks(g.puzzle).every(([r, c]) => entries[r]![c] !== null)).toBe(true);
        expect(crossNumbersSolved(g.puzzle, entries, g.answer)).toBe(wrong.length === 0);
        // Mending the mistakes solves it.
        for (const [r, c] of wrong) entries[r]![c] = g.answer[r]![c]!;
        expect(crossNumbersSolved(g.puzzle, entries, g.answer)).toBe(true);
      }
    }
    expect(forcedWithWrong).toBeGreaterThan(5);
  });

  it('on larger grids, hints alone solve the puzzle, each giving an empty cell its answer', () => {
    for (const g of LARGER) {
      let entries = startCrossNumbers(g.puzzle);
      for (let k = 0; k < blanks(g.puzzle).length; k++) {
        const h = hint(g.puzzle, entries, g.answer);
        expect(h).not.toBeNull();
        expectGoodHint(g, entries, h!);
        entries = entries.map((row) => [...row]);
        entries[h!.r]![h!.c] = h!.value;
      }
      expect(hint(g.puzzle, entries, g.answer)).toBeNull();
      expect(crossNumbersSolved(g.puzzle, entries, g.answer)).toBe(true);
    }
  });

  it('returns null when no blank is left, right or wrong', () => {
    const rng = new Rng('test/play/cross/none');
    for (const g of SMALL) {
      const right = g.puzzle.cells.map((row, r) => row.map((v, c) => (v === null ? g.answer[r]![c]! : null)));
      expect(hint(g.puzzle, right, g.answer)).toBeNull();
      const wrong = g.puzzle.cells.map((row, r) => row.map((v, c) => (v === null ? wrongDigit(g.puzzle, rng, g.answer[r]![c]!) : null)));
      expect(hint(g.puzzle, wrong, g.answer)).toBeNull();
      expect(crossNumbersSolved(g.puzzle, wrong, g.answer)).toBe(false);
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
