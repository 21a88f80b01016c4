import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Board } from '../../../src/kinds/numbrix/board.ts';
import { kind as numbrix } from '../../../src/kinds/numbrix/index.ts';
import { oracle } from '../../../src/kinds/numbrix/oracle.ts';
import { randomPath } from '../../../src/kinds/numbrix/path.ts';
import type { NumbrixPuzzle } from '../../../src/kinds/numbrix/schema.ts';
import { solverFor } from '../../../src/kinds/numbrix/solver.ts';
import { Rng } from '../../../src/engine/random.ts';

// In the solver's cost units (cell and word visits): enough to list every path of the grids here.
const BIG_BUDGET = 2_000_000_000;

const toRows = (flat: readonly number[], width: number, height: number): number[][] =>
  Array.from({ length: height }, (_, r) => flat.slice(r * width, (r + 1) * width));

/** A solution grid as the cell of each number 1..n, in the brute force's key format. */
function keyOfGrid(grid: number[][], width: number): string {
  const cells: number[] = [];
  grid.forEach((row, r) => row.forEach((v, c) => (cells[v - 1] = r * width + c)));
  return cells.join(',');
}

/** The kind's oracle, every Hamiltonian path through the givens, each as the cell of every number. */
function bruteForce(width: number, height: number, givens: readonly number[]): string[] {
  return oracle({ width, height, givens: toRows(givens, width, height) }).map((s) => keyOfGrid(s.grid, width));
}

/**
 * Solves with both the raw solver and the kind, with a limit above the reference count, and
 * expects the very same set of solutions, each accepted by `check`.
 */
function expectSameAsBruteForce(width: number, height: number, givens: number[]): number {
  const expected = bruteForce(width, height, givens).sort();
  const limit = expected.length + 1;

  const raw = solverFor(width, height).count(givens, limit, BIG_BUDGET);
  expect(raw.complete).toBe(true);
  const rawKeys = raw.solutions.map((cellOf) => Array.from(cellOf).join(',')).sort();
  expect(rawKeys).toEqual(expected);

  const puzzle: NumbrixPuzzle = { width, height, givens: toRows(givens, width, height) };
  const solved = numbrix.solve(puzzle, limit);
  expect(solved.complete).toBe(true);
  expect(solved.solutions.length).toBe(expected.length);
  for (const s of solved.solutions) expect(numbrix.check(puzzle, s)).toBeNull();
  expect(solved.solutions.map((s) => keyOfGrid(s.grid, width)).sort()).toEqual(expected);
  return expected.length;
}

describe('numbrix solver against a brute-force count', () => {
  it.each([
    [2, 2, 8],
    [3, 3, 40],
    [3, 4, 124],
    [4, 3, 124],
    [4, 4, 552], // OEIS A096969 (n×n: 1, 8, 40, 552, 8648, …)
    [4, 5, 2012],
    [5, 5, 8648],
    [17, 2, 548], // 34 cells, two words per candidate set; a 2×n ladder has n² − n + 2 undirected paths
  ])('empty %i×%i grid: every directed Hamiltonian path (%i)', (width, height, published) => {
    expect(expectSameAsBruteForce(width, height, new Array<number>(width * height).fill(0))).toBe(published);
  });

  type Size = readonly [number, number];
  const ONE_WORD: Size[] = [
    [4, 4],
    [4, 5],
    [5, 4],
    [5, 5],
  ];
  // More than 32 cells: candidate sets span two words, so shifts cross word boundaries.
  const TWO_WORDS: Size[] = [
    [6, 6],
    [5, 7],
    [7, 5],
    [4, 9],
    [9, 4],
    [3, 11],
    [11, 3],
    [2, 17],
  ];

  /** A random partial puzzle from a real path, then possibly spoiled so it may have no solution. */
  function partial(seed: number, sizes: Size[]): { width: number; height: number; givens: number[]; how: string } {
    const rng = new Rng(`solver-test/${seed}`);
    const [width, height] = rng.pick(sizes);
    const n = width * height;
    const path = randomPath(rng, width, height);
    const answer = new Array<number>(n).fill(0);
    path.forEach((cell, k) => (answer[cell] = k + 1));
    // Larger boards with almost no clues have thousands of solutions; keep the brute force quick.
    const keep = n > 25 ? 0.1 + 0.4 * rng.float() : n === 25 ? 0.12 + 0.4 * rng.float() : 0.05 + 0.5 * rng.float();
    const givens = answer.map((v) => (rng.chance(keep) ? v : 0));
    const clued = () => givens.flatMap((v, cell) => (v > 0 ? [cell] : []));
    const empty = () => givens.flatMap((v, cell) => (v === 0 ? [cell] : []));
    const how = rng.pick(['subset', 'subset', 'moved', 'swapped', 'far', 'far-middle', 'duplicate'] as const);
    if (how === 'moved' && clued().length > 0 && empty().length > 0) {
      // A clue moved to a cell where the path does not put it.
      const from = rng.pick(clued());
      const to = rng.pick(empty().filter((cell) => answer[cell] !== givens[from]));
      givens[to] = givens[from]!;
      givens[from] = 0;
    } else if (how === 'swapped' && clued().length >= 2) {
      const [x, y] = rng.shuffle(clued()).slice(0, 2) as [number, number];
      [givens[x], givens[y]] = [givens[y]!, givens[x]!];
    } else if (how === 'far' || how === 'far-middle') {
      // Consecutive numbers on cells that do not touch: never solvable.
      const k = how === 'far' ? 1 : rng.range(2, n - 2);
      for (let cell = 0; cell < n; cell++) if (givens[cell] === k || givens[cell] === k + 1) givens[cell] = 0;
      const a = rng.int(n);
      const far = [...Array(n).keys()].filter((cell) => {
        const d = Math.abs((cell % width) - (a % width)) + Math.abs(Math.floor(cell / width) - Math.floor(a / width));
        // Odd distances keep the parity argument from ruling it out by itself.
        return d >= 3 && d % 2 === 1;
      });
      const b = rng.pick(far);
      givens[a] = k;
      givens[b] = k + 1;
    } else if (how === 'duplicate' && clued().length > 0 && empty().length > 0) {
      const cell = rng.pick(empty());
      givens[cell] = givens[rng.pick(clued())]!;
    }
    return { width, height, givens, how };
  }

  it.each([
    ['4×4, 4×5 and 5×5', ONE_WORD, 0, 600],
    ['two-word boards (6×6, 5×7, 7×5, 4×9, 9×4, 3×11, 11×3, 2×17)', TWO_WORDS, 10_000, 400],
  ] as const)('random partial puzzles on %s: same solutions, including none', (_, sizes, from, puzzles) => {
    const tally = new Map<string, { puzzles: number; none: number; unique: number; many: number }>();
    for (let seed = from; seed < from + puzzles; seed++) {
      const { width, height, givens, how } = partial(seed, sizes);
      const count = expectSameAsBruteForce(width, height, givens);
      if (how.startsWith('far') || (how === 'duplicate' && givens.filter((v) => v > 0).length > new Set(givens.filter((v) => v > 0)).size)) {
        expect(count).toBe(0);
      }
      const t = tally.get(how) ?? { puzzles: 0, none: 0, unique: 0, many: 0 };
      t.puzzles++;
      if (count === 0) t.none++;
      else if (count === 1) t.unique++;
      else t.many++;
      tally.set(how, t);
    }
    // The mix must really cover unsolvable, unique and many-solution puzzles.
    const all = [...tally.values()];
    expect(all.reduce((s, t) => s + t.none, 0)).toBeGreaterThan(puzzles / 15);
    expect(all.reduce((s, t) => s + t.unique, 0)).toBeGreaterThan(puzzles / 40);
    expect(all.reduce((s, t) => s + t.many, 0)).toBeGreaterThan(puzzles / 20);
    expect(tally.get('moved')!.none).toBeGreaterThan(0);
    if (sizes === ONE_WORD) expect(tally.get('moved')!.none).toBeLessThan(tally.get('moved')!.puzzles);
  });

  it('consecutive givens that do not touch have no solution, wherever they are', () => {
    // Regression: placed numbers were never checked against each other, so 1 and 2 given
    // three cells apart counted the paths of 2..16 through the other cells (21 of them).
    for (const [a, b, k] of [
      [0, 3, 1],
      [0, 3, 5],
      [5, 15, 15],
      [1, 14, 8],
    ] as const) {
      const givens = new Array<number>(16).fill(0);
      givens[a] = k;
      givens[b] = k + 1;
      expect(bruteForce(4, 4, givens)).toEqual([]);
      const r = solverFor(4, 4).count(givens, 100, BIG_BUDGET);
      expect(r).toMatchObject({ complete: true, solutions: [] });
    }
  });

  it('a number given twice has no solution', () => {
    const twice = new Array<number>(16).fill(0);
    twice[0] = 5;
    twice[10] = 5;
    expect(solverFor(4, 4).count(twice, 10, BIG_BUDGET)).toMatchObject({ complete: true, solutions: [] });
  });
});

describe('numbrix solver on published puzzles', () => {
  const fixtures = JSON.parse(readFileSync(new URL('../../fixtures/numbrix-rosetta.json', import.meta.url), 'utf8')) as (NumbrixPuzzle & {
    source: string;
    solution: number[][];
  })[];

  it.each(fixtures.map((f) => [f.source, f] as const))('%s: exactly the published solution', (_, f) => {
    const puzzle: NumbrixPuzzle = numbrix.puzzle.parse({ width: f.width, height: f.height, givens: f.givens });
    expect(numbrix.check(puzzle, { grid: f.solution })).toBeNull();
    const solved = numbrix.solve(puzzle, 10);
    expect(solved.complete).toBe(true);
    expect(solved.solutions).toEqual([{ grid: f.solution }]);
    const raw = solverFor(f.width, f.height).count(puzzle.givens.flat(), 10, BIG_BUDGET);
    expect(raw.complete).toBe(true);
    expect(raw.solutions.length).toBe(1);
  });
});

describe('numbrix solver limits', () => {
  it('reports unknown (complete: false) when the budget runs out', () => {
    const empty = new Array<number>(36).fill(0);
    const r = solverFor(6, 6).count(empty, 1_000_000, 5);
    expect(r.complete).toBe(false);
    expect(r.solutions.length).toBeLessThan(1_000_000);
  });

  it('numbrix.solve passes "unknown" through', () => {
    // 458,696 directed paths on an empty 6×6 take far more than the proof budget to list.
    const puzzle: NumbrixPuzzle = { width: 6, height: 6, givens: toRows(new Array<number>(36).fill(0), 6, 6) };
    const solved = numbrix.solve(puzzle, 1_000_000);
    expect(solved.complete).toBe(false);
    for (const s of solved.solutions.slice(0, 50)) expect(numbrix.check(puzzle, s)).toBeNull();
  });

  it('stops at the limit, with distinct valid solutions, and says it is complete', () => {
    const puzzle: NumbrixPuzzle = { width: 4, height: 4, givens: toRows(new Array<number>(16).fill(0), 4, 4) };
    for (const limit of [1, 2, 3, 17, 551, 552, 553]) {
      const solved = numbrix.solve(puzzle, limit);
      expect(solved.complete).toBe(true);
      expect(solved.solutions.length).toBe(Math.min(limit, 552));
      expect(new Set(solved.solutions.map((s) => keyOfGrid(s.grid, 4))).size).toBe(solved.solutions.length);
      for (const s of solved.solutions) expect(numbrix.check(puzzle, s)).toBeNull();
    }
    const raw = solverFor(5, 5).count(new Array<number>(25).fill(0), 7, BIG_BUDGET);
    expect(raw.complete).toBe(true);
    expect(raw.solutions.length).toBe(7);
  });
});

describe('Board.around', () => {
  /** The cells with a neighbour in `cells`, computed from rows and columns. */
  function naiveAround(width: number, height: number, cells: Set<number>): Set<number> {
    const out = new Set<number>();
    for (const cell of cells) {
      const r = Math.floor(cell / width);
      const c = cell % width;
      if (r > 0) out.add(cell - width);
      if (r < height - 1) out.add(cell + width);
      if (c > 0) out.add(cell - 1);
      if (c < width - 1) out.add(cell + 1);
    }
    return out;
  }

  const setOf = (bits: Uint32Array, cells: number): Set<number> => {
    const out = new Set<number>();
    for (let cell = 0; cell < cells; cell++) if (bits[cell >>> 5]! & (1 << (cell & 31))) out.add(cell);
    return out;
  };

  it.each([
    [1, 1],
    [4, 4],
    [5, 7],
    [7, 5],
    [17, 3],
    [4, 30],
    [30, 4],
    [9, 9],
    [15, 15],
    [30, 30],
    [31, 5],
    // Wider than the schema allows, but Board is general: a row of one or more whole words.
    [32, 3],
    [33, 4],
    [40, 5],
    [64, 3],
  ])('%i×%i matches a naive neighbour computation on random sets', (width, height) => {
    const board = new Board(width, height);
    const cells = width * height;
    expect(board.words).toBe(Math.ceil(cells / 32));
    const rng = new Rng(`around/${width}x${height}`);
    // Several rows back to back, read at an offset, as the solver's candidate table does.
    const rows = 3;
    const src = new Uint32Array(rows * board.words);
    const dst = new Uint32Array(board.words);
    for (let trial = 0; trial < 40; trial++) {
      const density = [0.02, 0.1, 0.5, 1][trial % 4]!;
      const sets: Set<number>[] = [];
      for (let row = 0; row < rows; row++) {
        const set = new Set<number>();
        for (let cell = 0; cell < cells; cell++) if (rng.chance(density)) set.add(cell);
        if (trial === 0) set.clear();
        sets.push(set);
        src.fill(0, row * board.words, (row + 1) * board.words);
        for (const cell of set) src[row * board.words + (cell >>> 5)]! |= 1 << (cell & 31);
      }
      for (let row = 0; row < rows; row++) {
        dst.fill(0xffffffff);
        board.around(src, row * board.words, dst);
        expect(setOf(dst, cells)).toEqual(naiveAround(width, height, sets[row]!));
        // Nothing past the last cell.
        for (let bit = cells; bit < board.words * 32; bit++) expect(dst[bit >>> 5]! & (1 << (bit & 31))).toBe(0);
      }
    }
  });

  it('neighbour slots agree with rows and columns', () => {
    for (const [width, height] of [
      [4, 4],
      [17, 3],
      [4, 30],
      [30, 30],
    ] as const) {
      const board = new Board(width, height);
      for (let cell = 0; cell < width * height; cell++) {
        const slots = Array.from(board.neighbours.subarray(cell * 4, cell * 4 + 4)).filter((m) => m >= 0);
        expect(new Set(slots)).toEqual(naiveAround(width, height, new Set([cell])));
      }
    }
  });
});
