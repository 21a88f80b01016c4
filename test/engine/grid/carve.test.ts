/**
 * The kit's clue remover (`Carver.carve`) with Sudoku's rungs, at 4×4, 6×6 and 9×9, each
 * symmetry and each level: what it leaves keeps the full grid's digits, has that grid as its
 * one answer (the counter, and the plain count of plain.ts where it is quick), is solved by
 * `solvedBy` at the level asked, is symmetric as `orbitsOf` says (and as the geometry says,
 * read without it), and is minimal: taking away any orbit still given breaks uniqueness or
 * the level's solve. The orbits themselves partition the grid as each symmetry pairs cells;
 * the same seed carves the same puzzle; the work is told to `spend`, which may stop it.
 */
import { describe, expect, it } from 'vitest';
import { Board } from '../../../src/engine/grid/board.ts';
import { Carver } from '../../../src/engine/grid/carve.ts';
import { filledGrid } from '../../../src/engine/grid/count.ts';
import { type Rung, solvedBy } from '../../../src/engine/grid/ladder.ts';
import { easierSolves, gridLevel, makeGrid } from '../../../src/engine/grid/make.ts';
import { orbitsOf, SYMMETRIES, type Symmetry } from '../../../src/engine/grid/remove.ts';
import { Rng } from '../../../src/engine/random.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { RUNGS, shapeFor } from '../../../src/kinds/sudoku/steps.ts';
import { plainSolutions, SIZES, type Sized } from './plain.ts';

/** Where a cell's givens partner lies, read from the geometry alone. */
function partner(size: number, cell: number, symmetry: Symmetry): number {
  const [r, c] = [Math.floor(cell / size), cell % size];
  if (symmetry === 'rotational') return (size - 1 - r) * size + (size - 1 - c);
  if (symmetry === 'mirror') return r * size + (size - 1 - c);
  return cell;
}

describe('orbitsOf', () => {
  it.each([{ size: 4 }, { size: 6 }, { size: 9 }])('$size×$size: each symmetry partitions the cells, each cell with its partner', ({ size }) => {
    for (const symmetry of SYMMETRIES) {
      const orbits = orbitsOf(size, size, symmetry);
      expect(orbits.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: size * size }, (_, i) => i));
      for (const orbit of orbits) {
        const [a] = orbit;
        expect([...orbit].sort((x, y) => x - y)).toEqual([...new Set([a!, partner(size, a!, symmetry)])].sort((x, y) => x - y));
      }
    }
    // Rotational: pairs, and the centre alone at odd sizes; mirror: pairs, and the middle column alone at odd sizes; none: every cell alone.
    const odd = size % 2;
    expect(orbitsOf(size, size, 'rotational').length).toBe((size * size - odd) / 2 + odd);
    expect(orbitsOf(size, size, 'mirror').length).toBe((size * size - odd * size) / 2 + odd * size);
    expect(orbitsOf(size, size, 'none').length).toBe(size * size);
  });
});

/** Which levels are carved at each size, and from how many seeds each. */
const PLAN: { sized: Sized; levels: number[]; seeds: number }[] = [
  { sized: SIZES[0]!, levels: [1, 4], seeds: 8 },
  { sized: SIZES[1]!, levels: [1, 2, 3, 4], seeds: 10 },
  { sized: SIZES[2]!, levels: [1, 2, 3, 4], seeds: 10 },
];

const CASES = PLAN.flatMap(({ sized, levels, seeds }) => SYMMETRIES.flatMap((symmetry) => levels.map((level) => [`${sized.size}×${sized.size} ${symmetry} level ${level}`, { sized, symmetry, level, seeds }] as const)));

describe('Carver.carve', () => {
  it.each(CASES)('%s: unique, solved at the level, symmetric, and minimal', (_, { sized, symmetry, level, seeds }) => {
    const { size, box } = sized;
    const shape = shapeFor(size, box);
    const carver = new Carver(shape, RUNGS);
    const board = new Board(shape);
    const orbits = orbitsOf(size, size, symmetry);
    const seen = new Set<string>();
    let tried = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const rng = new Rng(`test/grid/carve/${size}/${symmetry}/${level}/${seed}`);
      const full = filledGrid(shape, rng, carver.counter)!;
      let spent = 0;
      const givens = carver.carve(full, orbits, rng, level, (work) => (spent += work));
      expect(spent).toBeGreaterThan(0);
      seen.add(givens.join(''));

      // The full grid's digits, some cells emptied.
      givens.forEach((v, c) => v && expect(v).toBe(full[c]));
      expect(givens.filter((v) => v === 0).length).toBeGreaterThan(size);

      // Unique: the counter finds the full grid alone, and so does the plain count where it is quick.
      const count = carver.counter.count(givens, 2);
      expect(count.complete).toBe(true);
      expect(count.solutions.map((s) => s.join(''))).toEqual([full.join('')]);
      if (size < 9) expect(plainSolutions(sized, givens, 2)).toEqual([Array.from(full).join(',')]);

      // Solved by the level's rungs, to the full grid.
      expect(solvedBy(board.reset(givens), RUNGS, level)).toBe(true);
      expect(Array.from(board.value)).toEqual(Array.from(full));

      // Symmetric: by the orbits, and by the geometry read without them.
      for (const orbit of orbits) expect(new Set(orbit.map((c) => givens[c] !== 0)).size).toBe(1);
      givens.forEach((v, c) => expect(v !== 0).toBe(givens[partner(size, c, symmetry)] !== 0));

      // Minimal: each orbit still given, taken away, leaves another answer or no solve at the level.
      for (const orbit of orbits) {
        if (givens[orbit[0]!] === 0) continue;
        tried++;
        const less = Uint8Array.from(givens);
        for (const c of orbit) less[c] = 0;
        const unique = carver.counter.count(less, 2).solutions.length === 1;
        expect(unique && solvedBy(board.reset(less), RUNGS, level), `orbit ${orbit.join(' ')} of ${givens.join('')}`).toBe(false);
      }

      // The same seed carves the same puzzle, on a carver of its own.
      const again = new Rng(`test/grid/carve/${size}/${symmetry}/${level}/${seed}`);
      const fullAgain = filledGrid(shape, again)!;
      expect(Array.from(new Carver(shape, RUNGS).carve(fullAgain, orbits, again, level))).toEqual(Array.from(givens));
    }
    expect(tried).toBeGreaterThan(seeds * 2);
    // A 4×4 has few puzzles; the others never repeat.
    expect(seen.size).toBeGreaterThan(size === 4 ? seeds / 2 : seeds - 1);
  });

  it('9×9: higher levels leave fewer givens, on average over a dozen grids', () => {
    const shape = shapeFor(9, [3, 3]);
    const carver = new Carver(shape, RUNGS);
    const orbits = orbitsOf(9, 9, 'rotational');
    const mean = (level: number) => {
      let n = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const rng = new Rng(`test/grid/carve/mean/${seed}`);
        const full = filledGrid(shape, rng, carver.counter)!;
        n += carver.carve(full, orbits, rng, level).filter((v) => v > 0).length;
      }
      return n / 12;
    };
    const [one, four] = [mean(1), mean(4)];
    expect(four).toBeLessThan(one);
    // No 9×9 with a unique answer has fewer than 17 givens.
    expect(four).toBeGreaterThanOrEqual(17);
  });

  it('spend may stop it: what it throws comes out of carve', () => {
    const shape = shapeFor(9, [3, 3]);
    const carver = new Carver(shape, RUNGS);
    const rng = new Rng('test/grid/carve/spend');
    const full = filledGrid(shape, rng, carver.counter)!;
    const stop = new Error('spent');
    let calls = 0;
    expect(() =>
      carver.carve(full, orbitsOf(9, 9, 'none'), rng, 4, () => {
        if (++calls > 10) throw stop;
      }),
    ).toThrow(stop);
    expect(calls).toBe(11);
    // The carver is fine after: a full carve from a fresh seed is unique.
    const again = new Rng('test/grid/carve/spend/after');
    const fullAgain = filledGrid(shape, again, carver.counter)!;
    expect(carver.counter.count(carver.carve(fullAgain, orbitsOf(9, 9, 'none'), again, 4), 2).solutions).toHaveLength(1);
  });
});

describe('easierSolves', () => {
  // The generator asks it in place of `gridLevel` of what it carved: the two must agree on every
  // carved grid, of every level, or a puzzle would be kept in a band it does not need.
  it.each([1, 2, 3, 4])('9×9 carved at level %i: true exactly when gridLevel finds a lower level', (level) => {
    const shape = shapeFor(9, [3, 3]);
    const carver = new Carver(shape, RUNGS);
    const board = new Board(shape);
    const found = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const rng = new Rng(`test/grid/easier/${level}/${seed}`);
      const givens = carver.carve(filledGrid(shape, rng, carver.counter)!, orbitsOf(9, 9, 'rotational'), rng, level);
      const exact = gridLevel(board, RUNGS, givens)!;
      found.add(exact);
      expect(exact).toBeLessThanOrEqual(level);
      expect(easierSolves(board, RUNGS, givens, level)).toBe(exact < level);
    }
    // Both answers met, where the level has a lower one: a check that never said true would pass the rest.
    if (level > 1) expect(found.size).toBeGreaterThan(1);
  });
});

/**
 * `makeGrid` carves at the ladder's top level on uniqueness alone and asks the rungs once, of
 * what is left (issue 88): that must be the puzzle the careful carve makes, removal by removal
 * asking the rungs, wherever the rungs solve it, and the careful carve's where they do not.
 */
describe('the carve on uniqueness alone', () => {
  it.each([{ size: 6 }, { size: 9 }])('$size×$size: where the rungs of a level solve what it leaves, it is the careful carve of that level, removal for removal', ({ size }) => {
    const sized = SIZES.find((s) => s.size === size)!;
    const shape = shapeFor(size, sized.box);
    const carver = new Carver(shape, RUNGS);
    const board = new Board(shape);
    const orbits = orbitsOf(size, size, 'rotational');
    const met = { same: 0, unsolved: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      const rng = new Rng(`test/grid/carve/unique-alone/${size}/${seed}`);
      const full = filledGrid(shape, rng, carver.counter)!;
      const order = rng.shuffle([...orbits]);
      const quick = carver.carveInOrder(full, order, null);
      // Unique, as every carve is.
      expect(carver.counter.count(quick, 2).solutions.map((s) => s.join(''))).toEqual([full.join('')]);
      for (const level of [1, 2, 3, 4]) {
        const careful = carver.carveInOrder(full, order, level);
        if (solvedBy(board.reset(quick), RUNGS, level)) {
          expect(Array.from(quick), `seed ${seed} level ${level}`).toEqual(Array.from(careful));
          met.same++;
        } else met.unsolved++;
      }
    }
    // Both cases met: singles leave some quick carves unsolved (few at 6×6), the whole ladder few.
    expect(met.same).toBeGreaterThan(30);
    expect(met.unsolved).toBeGreaterThan(0);
  });

  /** A generator on the kit whose puzzle is its givens, graded null where the level's rungs do not solve them, as a kind's `made` is. */
  function generator(rungs: readonly Rung[], size: 6 | 9) {
    const sized = SIZES.find((s) => s.size === size)!;
    const shape = shapeFor(size, sized.box);
    const carver = new Carver(shape, rungs);
    const board = new Board(shape);
    let carves = 0;
    const carveInOrder = carver.carveInOrder.bind(carver);
    carver.carveInOrder = (...args) => {
      carves++;
      return carveInOrder(...args);
    };
    const make = (seed: string, level: number) =>
      makeGrid(new Rng(seed), DIFFICULTIES[level - 1]!, {
        carver,
        orbits: orbitsOf(size, size, 'rotational'),
        attempts: 40,
        made: (givens, full, at) => ({ puzzle: Array.from(givens), solution: Array.from(full), grade: solvedBy(board.reset(givens), rungs, at) ? { score: 0, level: at, hardest: '', uses: {} } : null }),
        band: (_grade, _puzzle) => DIFFICULTIES[level - 1]!,
      });
    return { make, carves: () => carves };
  }

  it('a ladder too weak to solve what uniqueness leaves: carved again the careful way, the same puzzle as a ladder carving carefully at that level makes', () => {
    // Sudoku's rungs to level 2 are a kind whose whole ladder is pairs and locked candidates:
    // its top level is 2, carved quickly first; with all of Sudoku's rungs, level 2 is carved carefully.
    const weak = generator(RUNGS.filter((rung) => rung.level <= 2), 9);
    const whole = generator(RUNGS, 9);
    let made = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const quick = weak.make(`test/grid/carve/weak/${seed}`, 2);
      const careful = whole.make(`test/grid/carve/weak/${seed}`, 2);
      expect(quick).toEqual(careful);
      if (quick) made++;
    }
    expect(made).toBeGreaterThan(3);
    // The weak ladder carved again: more carves than grids tried by the careful generator.
    expect(weak.carves()).toBeGreaterThan(whole.carves());
  });
});
