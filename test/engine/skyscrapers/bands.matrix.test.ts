/**
 * Skyscrapers' surveys over random cases and seeds, split between npm test and CI
 * (test/cases.ts): a clued line's fillings against every permutation (600 of 3,000 random lines
 * in npm test); the kit's counter, narrowing by the lines, against a plain backtracking counter
 * (plain.ts) on random partial grids with random clues, some that no grid keeps (a fifth of
 * 3,000 at 4×4 and of 1,200 at 5×5); each technique of its ladder sound step by step on random
 * puzzles of one answer (60 of 300), and the clues a solve reads all it needs (40 of 200); each band made unique, in its band, solved by its steps and
 * what was recorded from its seeds (npm test: every band at 5×5; CI: 6×6 and 9×9); its medians
 * rising at 5×5.
 */
import { describe, expect, it } from 'vitest';
import { surveyBands } from '../../../bench/survey.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { GridCounter } from '../../../src/engine/grid/count.ts';
import { climbBoard, solvedBy } from '../../../src/engine/grid/ladder.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind as skyscrapers } from '../../../src/kinds/skyscrapers/index.ts';
import { oracle } from '../../../src/kinds/skyscrapers/oracle.ts';
import { SIDES } from '../../../src/kinds/skyscrapers/schema.ts';
import { fillingsOf } from '../../../src/kinds/skyscrapers/skyline.ts';
import { watching } from '../../../src/kinds/skyscrapers/techniques.ts';
import { RUNGS, shapeFor } from '../../../src/kinds/skyscrapers/steps.ts';
import { bandMade, expectBandsRise } from '../../bands.ts';
import { drawn, rowsOf, share } from '../../cases.ts';
import { expectGolden } from '../../kinds/golden.ts';
import { key, permutations, plainCount, randomPuzzle, seen } from './plain.ts';

const madeOf = (size: number, difficulty: Difficulty, seed: number) => skyscrapers.generate(new Rng(`test/skyscrapers/${size}/${difficulty}/${seed}`), skyscrapers.options.parse({ size }), difficulty);

describe('a clued line (Skyline)', () => {
  it(`keeps, of ${share(600, 3000).length} of 3,000 random lines with random candidates and clues, exactly the heights some permutation seeing the clues puts in each cell, and counts them (stopped short past a listing's most only when asked)`, () => {
    const rng = new Rng('test/skyscrapers/lines');
    for (const [, { n, masks, front, back }] of drawn(600, 3000, () => {
      const n = rng.range(4, 7);
      const masks = Array.from({ length: n }, () => {
        let m = 0;
        for (let v = 1; v <= n; v++) if (rng.float() < 0.7) m |= 1 << v;
        return m;
      });
      const [front, back] = [rng.float() < 0.8 ? rng.range(1, n) : 0, rng.float() < 0.6 ? rng.range(1, n) : 0];
      return { n, masks, front, back };
    })) {
      const keep = new Array<number>(n).fill(0);
      let count = 0;
      for (const line of permutations(n)) {
        if (line.some((v, i) => !(masks[i]! & (1 << v)))) continue;
        if ((front && seen(line) !== front) || (back && seen(line.toReversed()) !== back)) continue;
        count++;
        line.forEach((v, i) => (keep[i]! |= 1 << v));
      }
      // A listing stopped past three first (as the techniques ask), then the whole: the short one remembered never stands for it.
      const short = fillingsOf(masks, front, back, 3);
      if (count <= 3) expect(short, `${masks} ${front} ${back}`).toEqual({ keep: count ? keep : new Array<number>(n).fill(0), count });
      else expect(short.count, `${masks} ${front} ${back}`).toBeGreaterThan(3);
      expect(fillingsOf(masks, front, back), `${masks} ${front} ${back}`).toEqual({ keep: count ? keep : new Array<number>(n).fill(0), count });
    }
  });
});

describe('the kit counter with clued lines, against a plain backtracking counter', () => {
  it.each([
    [4, 600, 3000, 0.3],
    [5, 240, 1200, 0.45],
  ])('size %i: random partial grids with random clues (%i of %i) count the same, their answers the same', (n, quick, long, givenShare) => {
    const rng = new Rng(`test/skyscrapers/count/${n}`);
    const tally = { none: 0, one: 0, many: 0 };
    const cases = share(quick, long).length;
    for (const [, p] of drawn(quick, long, () => randomPuzzle(n, rng, rng.float() * givenShare, rng.float()))) {
      const plain = plainCount(p, 3);
      const counted = skyscrapers.solve(p, 3);
      expect(counted.complete).toBe(true);
      expect(counted.solutions.length, JSON.stringify(p)).toBe(plain.length);
      if (plain.length < 3) expect(counted.solutions.map((s) => key(s.grid)).sort()).toEqual(plain.map(key).sort());
      tally[plain.length === 0 ? 'none' : plain.length === 1 ? 'one' : 'many']++;
    }
    // The cases test each outcome: no answer, one, and several.
    for (const outcome of Object.values(tally)) expect(outcome).toBeGreaterThan(cases / 20);
  });
});

describe('its techniques, step by step', () => {
  it(`on ${share(60, 300).length} of 300 random 5×5 and 6×6 puzzles of one answer, no step crosses off the answer's height or writes another, and every technique of its own is used`, () => {
    const rng = new Rng('test/skyscrapers/sound');
    const used = new Set<string>();
    /** The next random puzzle of one answer, and its answer. */
    const draw = (k: number) => {
      for (;;) {
        const p = randomPuzzle(k % 2 ? 6 : 5, rng, rng.float() * 0.3, 0.5 + rng.float() / 2);
        const counted = new GridCounter(shapeFor(p)).count(p.givens!.flat(), 2);
        if (counted.solutions.length === 1) return { p, answer: counted.solutions[0]! };
      }
    };
    for (const [, { p, answer }] of drawn(60, 300, draw)) {
      const log = climbBoard(new Board(shapeFor(p)).reset(p.givens!.flat()), RUNGS, 4);
      for (const step of log.steps) {
        used.add(step.technique);
        for (const { cell, value } of step.place) expect(value, step.say).toBe(answer[cell]);
        for (const { cell, values } of step.strike) expect(values, step.say).not.toContain(answer[cell]);
        expect(step.say).not.toMatch(/\{\{|undefined|\[object/);
      }
    }
    for (const own of ['clue-one', 'clue-all', 'clue-pair', 'height-bound', 'few-fillings', 'line-fillings']) expect(used, own).toContain(own);
  });

  it(`names the clues a solve's steps read (watching): without every other clue, the same rungs still solve each of ${share(40, 200).length} of 200 random puzzles`, () => {
    const rng = new Rng('test/skyscrapers/read');
    /** The next random puzzle the rungs solve at its level, and the clues they read. */
    const draw = (k: number) => {
      for (;;) {
        const p = randomPuzzle(5 + (k % 2), rng, rng.float() * 0.3, 0.5 + rng.float() / 2);
        const read = new Set<string>();
        if (watching(read, () => solvedBy(new Board(shapeFor(p)).reset(p.givens!.flat()), RUNGS, 1 + (k % 4)))) return { p, read };
      }
    };
    let [solved, dropped] = [0, 0];
    for (const [k, { p, read }] of drawn(40, 200, draw)) {
      const kept = { ...p };
      for (const side of SIDES) kept[side] = p[side].map((v, i) => (read.has(`${side} ${i + 1}`) ? v : 0));
      dropped += SIDES.reduce((n, side) => n + p[side].filter((v, i) => v && !kept[side][i]).length, 0);
      expect(solvedBy(new Board(shapeFor(kept)).reset(p.givens!.flat()), RUNGS, 1 + (k % 4)), JSON.stringify(p)).toBe(true);
      solved++;
    }
    // A clue or more left out a puzzle, as in the whole 200.
    expect(dropped).toBeGreaterThan(solved);
  });
});

describe('skyscrapers bands made', () => {
  // npm test makes every band at 5×5, CI the larger sizes.
  const plan: [number, Difficulty, number][] = [...DIFFICULTIES.map((d) => [5, d, 3] as [number, Difficulty, number]), [6, 'expert', 2], [9, 'medium', 1]];
  it.each(rowsOf(plan, ([size]) => size === 5))('size %i %s (%i seeds): unique (counter and, to 5×5, oracle), in its band, every step sound, the ones recorded', (size, difficulty, seeds) => {
    const all = Array.from({ length: seeds }, (_, i) => madeOf(size, difficulty, i + 1));
    let made = 0;
    for (const m of all) {
      if (!m) continue;
      made++;
      const { puzzle, solution, grade } = m;
      expect(skyscrapers.puzzle.parse(puzzle)).toEqual(puzzle);
      expect(skyscrapers.solve(puzzle, 2)).toMatchObject({ complete: true, solutions: [solution] });
      if (size <= 5) expect(oracle(puzzle, 2)).toEqual([solution]);
      expect(skyscrapers.mistake(puzzle, solution)).toBeNull();
      expect(skyscrapers.band(grade, puzzle)).toBe(difficulty);
      expect(skyscrapers.regrade(puzzle)).toEqual(grade);
      const log = skyscrapers.stepper.steps(puzzle, grade.level);
      expect(log.solved).toBe(true);
      const answer = solution.grid.flat();
      for (const step of log.steps) {
        for (const { cell, value } of step.place) expect(value, step.say).toBe(answer[cell]);
        for (const { cell, values } of step.strike) expect(values, step.say).not.toContain(answer[cell]);
      }
      expect(skyscrapers.stepper.reach(puzzle, log.steps)).toEqual(solution);
      if (grade.level > 1) expect(skyscrapers.stepper.steps(puzzle, grade.level - 1).solved).toBe(false);
    }
    expect(made).toBeGreaterThanOrEqual(seeds - 1);
    // The same records from the same seeds as were recorded (test/kinds/golden.ts), not made twice here.
    expectGolden(`skyscrapers/made/${size} ${difficulty}`, all);
  });

  it('its medians rise band by band at 5×5 (8 fresh seeds a band)', () => {
    const clues = { name: 'heights given', of: (g: Record<string, unknown>) => Number(g.givens) };
    expectBandsRise(surveyBands({ kind: 'skyscrapers', label: '5×5', options: { size: 5 }, seeds: 8 }, clues, 'test/bands', 8, (d) => bandMade('skyscrapers', { size: 5 }, d, 8)));
  });
});

