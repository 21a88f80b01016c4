import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { kind as numbrix } from '../../../src/kinds/numbrix/index.ts';
import { oracle } from '../../../src/kinds/numbrix/oracle.ts';
import { randomPath } from '../../../src/kinds/numbrix/path.ts';
import { ROUTE_LIMIT, stepsFor } from '../../../src/kinds/numbrix/steps.ts';
import { words } from '../../../src/kinds/numbrix/words.ts';
import { Rng } from '../../../src/engine/random.ts';

/**
 * A 4×4 snake, the answer most hand cases below are cut from:
 *    1  2  3  4
 *    8  7  6  5
 *    9 10 11 12
 *   16 15 14 13
 */
const SNAKE = [1, 2, 3, 4, 8, 7, 6, 5, 9, 10, 11, 12, 16, 15, 14, 13];
const steps4 = stepsFor(4, 4);

/** The snake with only `keep` given. */
const only = (...keep: number[]) => SNAKE.map((v) => (keep.includes(v) ? v : 0));
/** The snake with `drop` taken away. */
const without = (...drop: number[]) => SNAKE.map((v) => (drop.includes(v) ? 0 : v));
/** A 4×4 grid with numbers at cells. */
const at = (entries: Record<number, number>) => Array.from({ length: 16 }, (_, cell) => entries[cell] ?? 0);

describe('each technique, where it fires and where it must not', () => {
  it('bridge: 1 and 3 in a line share one free square', () => {
    const step = steps4.find('bridge', only(1, 3))!;
    expect(step.place).toEqual([{ cell: 1, value: 2 }]);
    expect(step.from).toEqual([0, 2]);
    expect(step.say).toBe('2 goes in row 1, column 2: it is the only free square touching both 1 and 3.');
    // 1 and 3 diagonal to each other share two free squares: no bridge.
    expect(steps4.find('bridge', at({ 0: 1, 5: 3 }))).toBeNull();
  });

  it('single exit: a number missing one neighbour with one free square beside it', () => {
    // 1 in the corner with 8 below it: 2 can only go right.
    expect(steps4.find('single-exit', only(1, 8))!.place).toEqual([{ cell: 1, value: 2 }]);
    // 1 alone in the corner has two free squares.
    expect(steps4.find('single-exit', only(1, 16))).toBeNull();
    // 7 between given 8 and 6 needs nothing.
    expect(steps4.find('single-exit', only(6, 7, 8))).toBeNull();
  });

  it('two-step gap: every two-square route from 1 to 4 passes the same square; one route is an only route', () => {
    // 1 in the corner, 16 below it, 4 at row 2, column 3 (the path 1 2 3 4 5 6 7 8 … 15 16
    // curling back to row 2, column 1): two routes, both through row 1, column 2.
    const curl = at({ 0: 1, 4: 16, 6: 4 });
    const step = steps4.find('two-step', curl)!;
    expect(step.place).toEqual([{ cell: 1, value: 2 }]);
    expect(step.paper).toBe(2);
    expect(step.say).toBe('Every two-square route from 1 to 4 passes through row 1, column 2, so 2 goes there.');
    expect(steps4.find('corridor', curl)).toBeNull();
    // 1 and 4 at the ends of the top row: one two-square route, a forced move (only route),
    // never a two-step gap.
    expect(steps4.find('two-step', only(1, 4))).toBeNull();
    const forced = steps4.find('corridor', only(1, 4))!;
    expect(forced.place).toEqual([{ cell: 1, value: 2 }]);
    expect(forced.paper).toBe(1);
    // 1 in the corner and 4 at row 2, column 3: routes through either neighbour of 1.
    expect(steps4.find('two-step', at({ 0: 1, 6: 4 }))).toBeNull();
  });

  it('dead end: a square with one way in holds an end of the path', () => {
    // Row 1, column 1 touches 2 (missing 1) and 8 (done): it is the end beside 2, so 1.
    expect(steps4.find('dead-end', without(1))!.place).toEqual([{ cell: 0, value: 1 }]);
    // With 1 and 2 both missing, the corner has two ways: its free neighbour and... none closed.
    expect(steps4.find('dead-end', only(16))).toBeNull();
  });

  it('checkerboard parity: both ends missing, the colour picks one (even count of squares only)', () => {
    const step = steps4.find('dead-end', without(1, 2, 15, 16))!;
    expect(step.technique).toBe('parity');
    expect(step.place).toEqual([{ cell: 0, value: 1 }]);
    // On a 5×5 grid, 1 and 25 share a colour: the dead end cannot tell them apart.
    const five = [0, 0, 3, 4, 5, 10, 9, 8, 7, 6, 11, 12, 13, 14, 15, 20, 19, 18, 17, 16, 21, 22, 23, 0, 0];
    expect(stepsFor(5, 5).find('dead-end', five)).toBeNull();
  });

  it('distance fence: 2 must be one step from 1 and two from 4', () => {
    const step = stepsFor(4, 4).find('fence', at({ 0: 1, 3: 4, 15: 16 }))!;
    expect(step.technique).toBe('fence');
    expect(step.place).toEqual([{ cell: 1, value: 2 }]);
    // Tested: the two squares beside 1 (the nearer fence), each for its distance to 4; not
    // the three squares on 2's colour within two steps of 4.
    expect(step.paper).toBe(2);
    // Only 1 and 16 given: every number can still reach two squares or more, and every
    // square is reached by two numbers or more.
    expect(stepsFor(4, 4).find('fence', only(1, 16))).toBeNull();
  });

  it('only number that reaches: a square no other missing number can get to in time', () => {
    // Found on generated grids: a fence step that rests on the square rather than on numbers.
    let seen = false;
    for (let s = 0; s < 40 && !seen; s++) {
      const made = numbrix.generate(new Rng(`only/${s}`), numbrix.options.parse({ size: 7 }), 'hard')!;
      const log = numbrix.stepper.steps(made.puzzle, 3);
      const step = log.steps.find((x) => x.technique === 'only-number');
      if (!step) continue;
      seen = true;
      expect(step.from).toHaveLength(1);
      expect(step.place[0]!.cell).toBe(step.from[0]);
    }
    expect(seen).toBe(true);
  });

  it('only route: a gap with a single route of its length is a forced move, not a listing', () => {
    // 6, 7 and 8 missing: three squares left between 5 and 9, and one way through them.
    const step = steps4.find('corridor', without(6, 7, 8))!;
    expect(step.technique).toBe('corridor');
    expect(step.place).toEqual([{ cell: 6, value: 6 }]);
    expect(step.paper).toBe(1);
    expect(step.say).toBe('Only one route of the right length runs from 5 to 9, and it puts 6 in row 2, column 3.');
    // The listing looks for only routes first, so a single route never counts as route listing.
    expect(steps4.find('routes', without(6, 7, 8))!.technique).toBe('corridor');
    // Three routes from 1 in the corner to 4 at row 2, column 3: not a corridor.
    expect(steps4.find('corridor', at({ 0: 1, 6: 4, 15: 16 }))).toBeNull();
  });

  it('route listing: fires exactly where the fence is stuck, on generated expert grids', () => {
    let checked = 0;
    for (let s = 0; s < 10; s++) {
      const made = numbrix.generate(new Rng(`routes/${s}`), numbrix.options.parse({ size: 7 }), 'expert')!;
      const { width } = made.puzzle;
      const grid = made.puzzle.givens.flat();
      const stepper = stepsFor(width, width);
      for (const step of numbrix.stepper.steps(made.puzzle, 4).steps) {
        if (step.technique === 'routes') {
          // Nothing lower finds anything here, and listing finds this very step.
          for (const lower of ['bridge', 'single-exit', 'two-step', 'dead-end', 'fence', 'corridor'] as const) expect(stepper.find(lower, grid)).toBeNull();
          expect(stepper.find('routes', grid)!.place).toEqual(step.place);
          // Its paper is every route of the gap's length, the dropped ones too: two at least
          // (one is an only route), a dozen at most.
          const [lo, hi] = step.say.match(/from (\d+) to (\d+)/)!.slice(1).map(Number) as [number, number];
          const written = routesOf(grid, width, lo, hi);
          expect(step.paper, step.say).toBe(written);
          expect(written).toBeGreaterThanOrEqual(2);
          expect(written).toBeLessThanOrEqual(ROUTE_LIMIT);
          expect(step.say.startsWith(`${written} routes`)).toBe(true);
          checked++;
        }
        for (const { cell, value } of step.place) grid[cell] = value;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    // A gap longer than a person would list is not listed: 1 and 16 alone.
    expect(steps4.find('routes', only(1, 16))).toBeNull();
  });
});

/** Every route of empty squares from lo's square to one beside hi's, one square a missing number: a plain search. */
function routesOf(grid: readonly number[], width: number, lo: number, hi: number): number {
  const n = grid.length;
  const near = (a: number, b: number) => Math.abs(a - b) === width || (Math.abs(a - b) === 1 && Math.floor(a / width) === Math.floor(b / width));
  const used = new Set<number>();
  const walk = (at: number, left: number): number => {
    if (left === 0) return near(at, grid.indexOf(hi)) ? 1 : 0;
    let count = 0;
    for (let next = 0; next < n; next++) {
      if (grid[next] !== 0 || used.has(next) || !near(at, next)) continue;
      used.add(next);
      count += walk(next, left - 1);
      used.delete(next);
    }
    return count;
  };
  return walk(grid.indexOf(lo), hi - lo - 1);
}

describe('the step solver against brute force', () => {
  it('on random 4×4 and 5×4 clue sets, every number it writes is in every solution, and it solves only unique ones', () => {
    let solved = 0;
    let partial = 0;
    for (let s = 0; s < 300; s++) {
      const rng = new Rng(`brute/${s}`);
      const [width, height] = rng.chance(0.5) ? [4, 4] : [5, 4];
      const path = randomPath(rng, width, height);
      const givens = new Array<number>(width * height).fill(0);
      path.forEach((cell, k) => {
        if (rng.chance(0.3)) givens[cell] = k + 1;
      });
      const puzzle = { width, height, givens: Array.from({ length: height }, (_, r) => givens.slice(r * width, r * width + width)) };
      const all = oracle(puzzle, 50).map((sol) => sol.grid.flat());
      const log = stepsFor(width, height).solve(givens, 4);
      if (all.length === 50) continue; // too many to compare against
      for (const step of log.steps) {
        for (const { cell, value } of step.place) {
          for (const sol of all) expect(sol[cell], `seed ${s}: ${step.say}`).toBe(value);
        }
      }
      if (log.solved) {
        expect(all).toHaveLength(1);
        solved++;
      } else if (log.steps.length > 0) partial++;
    }
    // The cases cover both outcomes.
    expect(solved).toBeGreaterThan(20);
    expect(partial).toBeGreaterThan(20);
  });
});

describe('generated puzzles and their logs', () => {
  it.each(DIFFICULTIES.map((d) => [d]))('%s: the log fills the grid to the answer, one technique of the band at least', (difficulty) => {
    const level = DIFFICULTIES.indexOf(difficulty) + 1;
    for (const size of [5, 7, 9]) {
      for (let s = 0; s < 4; s++) {
        const made = numbrix.generate(new Rng(`log/${size}/${difficulty}/${s}`), numbrix.options.parse({ size }), difficulty)!;
        const log = numbrix.stepper.steps(made.puzzle, level);
        expect(log.solved).toBe(true);
        const grid = made.puzzle.givens.flat();
        for (const step of log.steps) {
          expect(words.ladder[step.technique as keyof typeof words.ladder].level).toBeLessThanOrEqual(level);
          expect(step.say.length).toBeGreaterThan(20);
          for (const { cell, value } of step.place) {
            expect(grid[cell]).toBe(0);
            grid[cell] = value;
          }
        }
        expect(grid).toEqual(made.solution.grid.flat());
        expect(log.steps.some((x) => words.ladder[x.technique as keyof typeof words.ladder].level === level)).toBe(true);
        expect(made.grade.steps).toBe(log.steps.length);
      }
    }
  });
});
