import { describe, expect, it } from 'vitest';
import { PROOF_BUDGET } from '../../../src/kinds/numbrix/grade.ts';
import { kind as numbrix } from '../../../src/kinds/numbrix/index.ts';
import { randomPath } from '../../../src/kinds/numbrix/path.ts';
import { solverFor } from '../../../src/kinds/numbrix/solver.ts';
import { STEP_BUDGET, stepsFor } from '../../../src/kinds/numbrix/steps.ts';
import { Rng } from '../../../src/engine/random.ts';

/**
 * Issue 23, finding 5: a 30×30 Numbrix keeping a few percent of a real path ran for minutes
 * before the proof gave up, as the budget counted propagation runs, each hundreds of times
 * dearer on a 30×30 than on a 5×5. The budget now counts cell and word visits. These tests
 * bound that count, never seconds.
 */

const SIDE = 30;
const N = SIDE * SIDE;

/** A real 30×30 path, as the number on each cell. */
function answer(seed: string): Int32Array {
  const path = randomPath(new Rng(seed), SIDE, SIDE);
  const out = new Int32Array(N);
  path.forEach((cell, k) => (out[cell] = k + 1));
  return out;
}

/** The path keeping about `percent` of its cells as givens. */
function sparse(seed: string, percent: number): number[] {
  const keep = new Rng(`${seed}/keep`);
  return Array.from(answer(seed), (v) => (keep.float() < percent / 100 ? v : 0));
}

const rows = (flat: ArrayLike<number>) => Array.from({ length: SIDE }, (_, r) => Array.from(flat).slice(r * SIDE, r * SIDE + SIDE));

/** What one propagation pass on a 30×30 can cost beyond the budget before it is checked again. */
const ONE_PASS = 5_000_000;

describe('numbrix proof budget', () => {
  it('a 30×30 keeping 5% of a real path ends unknown, within the kind budget, never unique', () => {
    const puzzle = { width: SIDE, height: SIDE, givens: rows(sparse('budget-a', 5)) };
    const solved = numbrix.solve(puzzle, 2);
    expect(solved.complete).toBe(false);
    expect(solved.solutions.length).toBeLessThan(2);
    expect(solved.work).toBeGreaterThan(PROOF_BUDGET);
    expect(solved.work).toBeLessThan(PROOF_BUDGET + ONE_PASS);
  });

  it('a budget handed to solve is kept, and never raised above the kind budget', () => {
    const puzzle = { width: SIDE, height: SIDE, givens: rows(sparse('budget-b', 2)) };
    const small = numbrix.solve(puzzle, 2, 20_000_000);
    expect(small.complete).toBe(false);
    expect(small.work).toBeLessThan(20_000_000 + ONE_PASS);
    // Spent inside the first propagation: stopped there, unknown, not a contradiction.
    const none = solverFor(SIDE, SIDE).count(sparse('budget-b', 2), 2, 0);
    expect(none.complete).toBe(false);
    expect(none.work.guesses).toBe(0);
  });

  it('the empty 30×30 still finds two paths, well inside the budget', () => {
    const r = solverFor(SIDE, SIDE).count(new Array<number>(N).fill(0), 2, PROOF_BUDGET);
    expect(r.complete).toBe(true);
    expect(r.solutions).toHaveLength(2);
    expect(r.work.cost).toBeLessThan(PROOF_BUDGET);
  });

  it('generated puzzles prove unique with the budget to spare', () => {
    // Measured over 20 seeds a size and band: 12×12 expert at most 0.3 million, 30×30
    // expert 24 million; here a few 10×10 experts, which must stay a small part of it.
    for (let i = 0; i < 3; i++) {
      const made = numbrix.generate(new Rng(`budget-made/${i}`), { width: 10, height: 10, symmetry: 'rotational' }, 'expert');
      if (!made) continue;
      const r = solverFor(10, 10).count(made.puzzle.givens.flat(), 2, PROOF_BUDGET);
      expect(r.complete).toBe(true);
      expect(r.solutions).toHaveLength(1);
      expect(r.work.cost).toBeLessThan(PROOF_BUDGET / 100);
    }
  });
});

describe('numbrix step solver budget', () => {
  // Every fifth number given: the fence places hundreds of numbers, each step looking at
  // every square for every missing number; the costliest layout measured (150 million).
  const fifths = Array.from(answer('budget-c'), (v) => (v % 5 === 1 || v === N ? v : 0));

  it('stops as if stuck when its budget is spent, within one technique of it', () => {
    const s = stepsFor(SIDE, SIDE);
    const log = s.solve(fifths, 4, false, 10_000_000);
    expect(log.solved).toBe(false);
    expect(s.work).toBeGreaterThan(10_000_000);
    expect(s.work).toBeLessThan(10_000_000 + 2_000_000);
    const more = s.solve(fifths, 4, false, 20_000_000);
    expect(more.steps.length).toBeGreaterThan(log.steps.length);
  });

  it('measures an open 30×30 within its budget, every level', () => {
    const s = stepsFor(SIDE, SIDE);
    for (const level of [1, 2, 3, 4]) {
      s.solve(new Array<number>(N).fill(0), level, false);
      // The open grid was n³ in the fence before its lists were appended in place.
      expect(s.work).toBeLessThan(STEP_BUDGET / 10);
    }
  });
});
