/**
 * The grid kit's proof (`GridCounter`) held to a plain backtracking counter written from the
 * rules alone (plain.ts): the very same solutions, up to a cap of 20, on thousands of random
 * partial grids at 4×4, 6×6 and 9×9 (a random full grid with random cells emptied, many for
 * the small grids so counts past one are common), and on the same grids with a wrong digit
 * planted. Then what a caller leans on: the limit is kept, a spent budget says `complete:
 * false` and so never claims an answer is the only one, `countFrom` counts what a board's
 * candidates allow, `stillUnique` says what a plain count says, `filledGrid` gives full grids,
 * and the published puzzles have the answers they are known to have.
 */
import { describe, expect, it } from 'vitest';
import { rangeMask } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { filledGrid, GridCounter, stillUnique } from '../../../src/engine/grid/count.ts';
import { boxesOf, linesOf, type Shape, shapeOf } from '../../../src/engine/grid/shape.ts';
import { Rng } from '../../../src/engine/random.ts';
import { clashes, isFullGrid, keepsGivens, keyOf, plainFull, plainSolutions, published, SIZES, type Sized } from './plain.ts';

const CAP = 20;

/** The kit's shape of a Sudoku: rows, columns and boxes, all houses, digits 1 to the size. */
const shapeOfSized = ({ size, box: [w, h] }: Sized): Shape => shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), ...boxesOf(size, w, h)]);

/** How many random grids at each size, and how many cells each has emptied (from, to). */
const PLAN: Record<number, { grids: number; empty: [number, number] }> = {
  4: { grids: 1500, empty: [4, 16] },
  6: { grids: 1000, empty: [12, 30] },
  9: { grids: 500, empty: [30, 62] },
};

/** A random partial grid: a full one (plain.ts) with `k` random cells emptied; with the full grid and the cells emptied. */
function partial(sized: Sized, rng: Rng, k: number): { full: number[]; givens: number[]; emptied: number[] } {
  const full = plainFull(sized, rng);
  const emptied = rng.shuffle(full.map((_, i) => i)).slice(0, k);
  const givens = [...full];
  for (const c of emptied) givens[c] = 0;
  return { full, givens, emptied };
}

/** The counter's solutions as plain.ts writes them, sorted. */
const keys = (solutions: readonly Uint8Array[]) => solutions.map(keyOf).sort();

/** Expects the counter's solutions to be the plain counter's: the same set below the cap, else the cap's worth of valid, distinct completions. */
function expectSameCount(sized: Sized, givens: readonly number[], got: { solutions: Uint8Array[]; complete: boolean }, plain: readonly string[], cap: number): void {
  expect(got.complete).toBe(true);
  if (plain.length < cap) {
    expect(keys(got.solutions)).toEqual([...plain].sort());
    return;
  }
  expect(got.solutions).toHaveLength(cap);
  expect(new Set(keys(got.solutions)).size).toBe(cap);
  for (const s of got.solutions) {
    expect(isFullGrid(sized, s)).toBe(true);
    expect(keepsGivens(givens, s)).toBe(true);
  }
}

describe('the counter against a plain backtracking count', () => {
  it.each(SIZES.map((s) => [`${s.size}×${s.size}`, s] as const))(`%s: the same solutions (to ${CAP}) on random partial grids, and on the same grids with a wrong digit planted`, (_, sized) => {
    const { grids, empty } = PLAN[sized.size]!;
    const counter = new GridCounter(shapeOfSized(sized));
    const rng = new Rng(`test/grid/count/${sized.size}`);
    const tally = { unique: 0, several: 0, capped: 0, planted: 0, plantedNone: 0, plantedHidden: 0 };
    for (let i = 0; i < grids; i++) {
      const { full, givens, emptied } = partial(sized, rng, rng.range(...empty));
      const plain = plainSolutions(sized, givens, CAP);
      expectSameCount(sized, givens, counter.count(givens, CAP), plain, CAP);
      if (plain.length === 1) tally.unique++;
      else if (plain.length < CAP) tally.several++;
      else tally.capped++;

      // A digit that is not the full grid's, in one of the emptied cells: one its row, column and box allow, where there is one.
      const cell = emptied[0]!;
      const wrong = [...givens];
      const others = Array.from({ length: sized.size }, (_, d) => d + 1).filter((d) => d !== full[cell]);
      const allowed = others.filter((d) => !clashes(sized, givens.map((v, c) => (c === cell ? d : v))));
      wrong[cell] = rng.pick(allowed.length > 0 ? allowed : others);
      const plainWrong = plainSolutions(sized, wrong, CAP);
      expectSameCount(sized, wrong, counter.count(wrong, CAP), plainWrong, CAP);
      tally.planted++;
      if (plain.length === 1) {
        // The only answer had another digit there: none is left, clash or no clash.
        expect(plainWrong).toEqual([]);
        tally.plantedNone++;
        // Not one of its row's, column's or box's digits: only the search can tell.
        if (!clashes(sized, wrong)) tally.plantedHidden++;
      }
    }
    // The grids cover one answer, several, and more than the cap, and the planted digits many without a clash in sight.
    expect(tally.unique).toBeGreaterThan(grids / 10);
    expect(tally.several).toBeGreaterThan(grids / 10);
    expect(tally.capped).toBeGreaterThan(grids / 20);
    expect(tally.plantedNone).toBe(tally.unique);
    expect(tally.plantedHidden).toBeGreaterThan(grids / 20);
  });

  it.each(SIZES.map((s) => [`${s.size}×${s.size}`, s] as const))('%s: givens that clash in a row, a column or a box have no solution', (_, sized) => {
    const { size } = sized;
    const counter = new GridCounter(shapeOfSized(sized));
    const rng = new Rng(`test/grid/count/clash/${size}`);
    for (let i = 0; i < 30; i++) {
      const givens = new Array<number>(size * size).fill(0);
      const v = rng.range(1, size);
      // Two cells of row 1, of column 1, or of box 1 (the top left corner and the cell diagonally below it).
      const [a, b] = [[0, rng.range(1, size - 1)], [0, rng.range(1, size - 1) * size], [0, size + 1]][i % 3]!;
      givens[a!] = v;
      givens[b!] = v;
      expect(plainSolutions(sized, givens, 1)).toEqual([]);
      const got = counter.count(givens, 2);
      expect(got.solutions).toEqual([]);
      expect(got.complete).toBe(true);
    }
  });
});

describe('limit and budget', () => {
  const nine = SIZES[2]!;
  const fixtures = published();

  it('the empty 4×4 has its 288 grids, each once; a limit below that gives exactly the limit', () => {
    const four = SIZES[0]!;
    const counter = new GridCounter(shapeOfSized(four));
    const empty = new Array<number>(16).fill(0);
    const all = counter.count(empty, 1000);
    expect(all.complete).toBe(true);
    expect(new Set(keys(all.solutions)).size).toBe(288);
    expect(keys(all.solutions)).toEqual(plainSolutions(four, empty, 1000).sort());
    for (const limit of [1, 2, 7, 287, 288, 289]) {
      const got = counter.count(empty, limit);
      expect(got.solutions).toHaveLength(Math.min(limit, 288));
      expect(got.complete).toBe(true);
    }
  });

  it('on random grids, a limit of n gives the first n of however many there are, never more', () => {
    const rng = new Rng('test/grid/count/limit');
    for (const sized of SIZES) {
      const counter = new GridCounter(shapeOfSized(sized));
      for (let i = 0; i < 40; i++) {
        const { givens } = partial(sized, rng, rng.range(...PLAN[sized.size]!.empty));
        const plain = plainSolutions(sized, givens, 14).length;
        for (const limit of [1, 2, 3, 5, 11, 13]) {
          const got = counter.count(givens, limit);
          expect(got.solutions).toHaveLength(Math.min(limit, plain));
          expect(got.complete).toBe(true);
        }
      }
    }
  });

  it('a tiny budget says complete: false, and never claims one answer for a grid with several', () => {
    const counter = new GridCounter(shapeOfSized(nine));
    const rng = new Rng('test/grid/count/budget');
    const tally = { incomplete: 0, oneFoundThenSpent: 0, complete: 0 };
    for (let i = 0; i < 150; i++) {
      const { givens } = partial(nine, rng, rng.range(45, 62));
      const plain = plainSolutions(nine, givens, 2).length;
      for (const budget of [81, 150, 300, 600, 1_000, 2_000, 5_000, 20_000, 100_000]) {
        const got = counter.count(givens, 2, budget);
        if (got.complete) {
          tally.complete++;
          expect(got.solutions.length, `budget ${budget}`).toBe(plain);
        } else {
          tally.incomplete++;
          expect(got.work).toBeGreaterThan(budget);
          expect(got.solutions.length).toBeLessThan(2);
          if (got.solutions.length === 1 && plain === 2) tally.oneFoundThenSpent++;
        }
      }
    }
    // The cases that matter occurred: one answer found, then the budget spent before a second.
    expect(tally.incomplete).toBeGreaterThan(100);
    expect(tally.oneFoundThenSpent).toBeGreaterThan(10);
    expect(tally.complete).toBeGreaterThan(100);
  });

  it('a hard published puzzle on a tiny budget is unknown, not unique; on a large one it is proved', () => {
    const counter = new GridCounter(shapeOfSized(nine));
    const inkala = fixtures.get('inkala-2012')!;
    for (const budget of [0, 81, 1_000, 5_000]) {
      const got = counter.count(inkala.givens, 2, budget);
      expect(got.complete).toBe(false);
      expect(got.solutions.length).toBeLessThan(2);
    }
    const proved = counter.count(inkala.givens, 2, 10_000_000);
    expect(proved.complete).toBe(true);
    expect(proved.solutions).toHaveLength(1);
  });
});

describe('countFrom and stillUnique', () => {
  it.each(SIZES.map((s) => [`${s.size}×${s.size}`, s] as const))("%s: countFrom counts the completions a board's candidates allow, with or without a digit crossed off", (_, sized) => {
    const shape = shapeOfSized(sized);
    const counter = new GridCounter(shape);
    const board = new Board(shape);
    const rng = new Rng(`test/grid/count/from/${sized.size}`);
    let struckSome = 0;
    for (let i = 0; i < 150; i++) {
      const { givens, emptied } = partial(sized, rng, rng.range(...PLAN[sized.size]!.empty));
      const plain = plainSolutions(sized, givens, CAP);
      // As reset, and settled by its singles: the same solutions as the givens.
      board.reset(givens);
      expectSameCount(sized, givens, counter.countFrom(board, CAP), plain, CAP);
      board.settle();
      expectSameCount(sized, givens, counter.countFrom(board, CAP), plain, CAP);

      // A digit crossed off one cell, as stillUnique asks: the completions with another digit there.
      // A cell the singles wrote in is asked about its own digit, as stillUnique asks it (none then);
      // another digit crossed off a written cell is the bug below.
      const cell = rng.pick(emptied);
      const digit = board.value[cell] || rng.range(1, sized.size);
      const allowed = Array.from(board.cand, (m, c) => (c === cell ? m & ~(1 << digit) : m));
      const plainWithout = plainSolutions(sized, givens, CAP, allowed);
      expectSameCount(sized, givens, counter.countFrom(board, CAP, Infinity, { cell, digit }), plainWithout, CAP);

      // Any candidates crossed off, right or wrong: the completions within what is left.
      for (let k = 0; k < 4; k++) {
        const c = rng.pick(emptied);
        if (board.strike(c, 1 << rng.range(1, sized.size))) struckSome++;
      }
      const within = plainSolutions(sized, givens, CAP, Array.from(board.value, (v, c) => (v ? 1 << v : board.cand[c]!)));
      expectSameCount(sized, givens, counter.countFrom(board, CAP), within, CAP);
      // The board is not changed by a count.
      const before = [Array.from(board.cand), Array.from(board.value)];
      counter.countFrom(board, CAP, Infinity, { cell, digit });
      expect([Array.from(board.cand), Array.from(board.value)]).toEqual(before);
    }
    expect(struckSome).toBeGreaterThan(50);
  });

  it('countFrom with a written cell crossed off its own digit has no solution', () => {
    const sized = SIZES[2]!;
    const shape = shapeOfSized(sized);
    const counter = new GridCounter(shape);
    const { givens, full } = partial(sized, new Rng('test/grid/count/written'), 30);
    const board = new Board(shape).reset(givens);
    const cell = givens.findIndex((v) => v > 0);
    expect(counter.countFrom(board, 2, Infinity, { cell, digit: full[cell]! }).solutions).toEqual([]);
  });

  // `without` on a written cell: crossing off a digit it does not hold leaves the board's
  // solutions as they are (once, every written cell was counted as having none). Here: the 4×4
  // below has one solution (4 in the last cell).
  it('countFrom with a written cell crossed off a digit it does not hold counts the board as it is', () => {
    const shape = shapeOfSized(SIZES[0]!);
    const counter = new GridCounter(shape);
    const board = new Board(shape).reset([1, 2, 4, 3, 3, 4, 1, 2, 4, 3, 2, 1, 2, 1, 3, 4]);
    expect(counter.countFrom(board, 2).solutions).toHaveLength(1);
    // Cell 0 holds 1: crossing 2 off it changes nothing. Expected 1 solution; got 0.
    expect(counter.countFrom(board, 2, Infinity, { cell: 0, digit: 2 }).solutions).toHaveLength(1);
  });

  it.each(SIZES.map((s) => [`${s.size}×${s.size}`, s] as const))('%s: stillUnique after cells are taken from a unique puzzle says what a plain count of what is left says', (_, sized) => {
    const shape = shapeOfSized(sized);
    const counter = new GridCounter(shape);
    const board = new Board(shape);
    const rng = new Rng(`test/grid/count/still/${sized.size}`);
    const tally = { unique: 0, not: 0 };
    const cases = sized.size === 9 ? 120 : 200;
    for (let tried = 0; tally.unique + tally.not < cases && tried < 5000; tried++) {
      const { full, givens } = partial(sized, rng, rng.range(...PLAN[sized.size]!.empty));
      if (plainSolutions(sized, givens, 2).length !== 1) continue;
      // One to four givens more taken away.
      const removed = rng.shuffle(givens.flatMap((v, c) => (v ? [c] : []))).slice(0, rng.range(1, 4));
      const left = givens.map((v, c) => (removed.includes(c) ? 0 : v));
      board.reset(left).settle();
      const unique = plainSolutions(sized, left, 2).length === 1;
      const said = stillUnique(counter, board, full, removed);
      expect(said.unique).toBe(unique);
      expect(said.work).toBeGreaterThan(0);
      if (unique) {
        tally.unique++;
        // Unknown is not unique: out of budget it says no.
        expect(stillUnique(counter, board, full, removed, 1).unique).toBe(false);
      } else tally.not++;
    }
    expect(tally.unique).toBeGreaterThan(20);
    expect(tally.not).toBeGreaterThan(20);
  });
});

describe('filledGrid', () => {
  it.each(SIZES.map((s) => [`${s.size}×${s.size}`, s] as const))('%s: a valid full grid, the same from the same seed, varied across seeds', (_, sized) => {
    const shape = shapeOfSized(sized);
    const counter = new GridCounter(shape);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const grid = filledGrid(shape, new Rng(`test/grid/filled/${i}`), counter)!;
      expect(isFullGrid(sized, grid)).toBe(true);
      seen.add(keyOf(grid));
    }
    expect(keyOf(filledGrid(shape, new Rng('test/grid/filled/7'))!)).toBe(keyOf(filledGrid(shape, new Rng('test/grid/filled/7'), counter)!));
    // A 4×4 has 288 grids: 200 seeds draw well over a hundred of them; larger sizes never repeat.
    expect(seen.size).toBeGreaterThan(sized.size === 4 ? 120 : 199);
  });
});

describe('published puzzles (test/fixtures/sudoku.json)', () => {
  const sized = SIZES[2]!;
  const counter = new GridCounter(shapeOfSized(sized));
  const fixtures = published();

  it.each(['inkala-2012', 'easter-monster'])('%s has exactly its stored solution, as the plain count finds too', (name) => {
    const p = fixtures.get(name)!;
    expect(p.solutions).toBe('1');
    expect(isFullGrid(sized, p.solution!)).toBe(true);
    expect(keepsGivens(p.givens, p.solution!)).toBe(true);
    const got = counter.count(p.givens, 2);
    expect(got.complete).toBe(true);
    expect(keys(got.solutions)).toEqual([keyOf(p.solution!)]);
    expect(plainSolutions(sized, p.givens, 2)).toEqual([keyOf(p.solution!)]);
  });

  it('norvig-hard1 has two solutions or more: two distinct full grids keeping its givens', () => {
    const p = fixtures.get('norvig-hard1')!;
    expect(p.solutions).toBe('2 or more');
    const got = counter.count(p.givens, 2);
    expect(got.complete).toBe(true);
    expect(got.solutions).toHaveLength(2);
    expect(new Set(keys(got.solutions)).size).toBe(2);
    for (const s of got.solutions) {
      expect(isFullGrid(sized, s)).toBe(true);
      expect(keepsGivens(p.givens, s)).toBe(true);
    }
  });
});
