/**
 * Skyscrapers, a kind on the grid kit with a constraint of its own (a clued line, `Skyline`):
 * the line's fillings against every permutation; the kit's counter, narrowing by the lines,
 * against a plain backtracking counter written here on thousands of random partial grids with
 * random clues (some that no grid keeps); each technique of its ladder sound step by step on
 * random puzzles; each band made unique, in its band, solved by its steps and the same again
 * from its seed; its medians rising; Tatham's Towers' puzzles read and solved to the answer the
 * oracle finds; the answer check and the text form.
 */
import { describe, expect, it } from 'vitest';
import { surveyBands } from '../../../bench/survey.ts';
import { digitsOf, rangeMask } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../../src/engine/grid/count.ts';
import { climbBoard, solvedBy } from '../../../src/engine/grid/ladder.ts';
import { linesOf, shapeOf } from '../../../src/engine/grid/shape.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { rowsOf } from '../../../src/engine/steps.ts';
import { towersPuzzle } from '../../../src/kinds/skyscrapers/bench.ts';
import { kind as skyscrapers } from '../../../src/kinds/skyscrapers/index.ts';
import { oracle } from '../../../src/kinds/skyscrapers/oracle.ts';
import { SIDES, type SkyscrapersPuzzle } from '../../../src/kinds/skyscrapers/schema.ts';
import { cluesOf, fillingsOf, seenFrom } from '../../../src/kinds/skyscrapers/skyline.ts';
import { RUNGS, shapeFor } from '../../../src/kinds/skyscrapers/steps.ts';
import { watching } from '../../../src/kinds/skyscrapers/techniques.ts';
import { bandMade, expectBandsRise } from '../../bands.ts';

/** How many a line of heights shows from its start, counted plainly. */
const seen = (line: readonly number[]) => line.filter((h, i) => line.slice(0, i).every((b) => b < h)).length;

function* permutations(n: number, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === n) yield prefix;
  for (let v = 1; v <= n; v++) if (!prefix.includes(v)) yield* permutations(n, [...prefix, v]);
}

/** Every filling of an n×n grid with these clues and givens, up to `limit`: cell by cell, a row held to its clues as it is finished, the columns at the end. */
function plainCount(p: SkyscrapersPuzzle, limit: number): number[][][] {
  const n = p.size;
  const grid = p.givens!.map((row) => [...row]);
  const out: number[][][] = [];
  const col = (c: number) => grid.map((row) => row[c]!);
  const go = (i: number): void => {
    if (out.length >= limit) return;
    if (i === n * n) {
      for (let c = 0; c < n; c++) if ((p.top[c] && seen(col(c)) !== p.top[c]) || (p.bottom[c] && seen(col(c).toReversed()) !== p.bottom[c])) return;
      out.push(grid.map((row) => [...row]));
      return;
    }
    const [r, c] = [Math.floor(i / n), i % n];
    const given = p.givens![r]![c]!;
    for (let v = 1; v <= n; v++) {
      if (given && v !== given) continue;
      if (grid[r]!.some((x, j) => j !== c && x === v && (j < c || p.givens![r]![j])) || grid.some((row, k) => k !== r && row[c] === v && (k < r || p.givens![k]![c]))) continue;
      grid[r]![c] = v;
      const row = grid[r]!;
      if (c === n - 1 && ((p.left[r] && seen(row) !== p.left[r]) || (p.right[r] && seen(row.toReversed()) !== p.right[r]))) continue;
      go(i + 1);
    }
    grid[r]![c] = given;
  };
  go(0);
  return out;
}

/** A random Latin square of size n, row by row. */
const latin = (n: number, rng: Rng) => rowsOf(Array.from(filledGrid(shapeOf(n, n, rangeMask(1, n), linesOf(n, n)), rng)!), n);

/** A random partial puzzle: some of a Latin square's clues (one now and then changed at random, which may leave no answer) and some of its heights. */
function randomPuzzle(n: number, rng: Rng, givenShare: number, clueShare: number): SkyscrapersPuzzle {
  const grid = latin(n, rng);
  const clues = cluesOf(grid);
  for (const side of SIDES) clues[side] = clues[side].map((v) => (rng.float() < clueShare ? v : 0));
  if (rng.float() < 0.25) clues[rng.pick([...SIDES])][rng.int(n)] = rng.range(1, n);
  return { size: n, ...clues, givens: grid.map((row) => row.map((v) => (rng.float() < givenShare ? v : 0))) };
}

const key = (grid: readonly (readonly number[])[]) => grid.map((row) => row.join('')).join('/');

describe('a clued line (Skyline)', () => {
  it('keeps, of 3,000 random lines with random candidates and clues, exactly the heights some permutation seeing the clues puts in each cell, and counts them (stopped short past a listing\'s most only when asked)', () => {
    const rng = new Rng('test/skyscrapers/lines');
    for (let t = 0; t < 3000; t++) {
      const n = rng.range(4, 7);
      const masks = Array.from({ length: n }, () => {
        let m = 0;
        for (let v = 1; v <= n; v++) if (rng.float() < 0.7) m |= 1 << v;
        return m;
      });
      const [front, back] = [rng.float() < 0.8 ? rng.range(1, n) : 0, rng.float() < 0.6 ? rng.range(1, n) : 0];
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

  it('counts what is seen as the rule says', () => {
    expect(seenFrom([1, 2, 3, 4, 5])).toBe(5);
    expect(seenFrom([5, 1, 2, 3, 4])).toBe(1);
    expect(seenFrom([2, 1, 4, 3, 5])).toBe(3);
  });
});

describe('the kit counter with clued lines, against a plain backtracking counter', () => {
  it.each([
    [4, 3000, 0.3],
    [5, 1200, 0.45],
  ])('size %i: %i random partial grids with random clues count the same, their answers the same', (n, cases, givenShare) => {
    const rng = new Rng(`test/skyscrapers/count/${n}`);
    const tally = { none: 0, one: 0, many: 0 };
    for (let t = 0; t < cases; t++) {
      const p = randomPuzzle(n, rng, rng.float() * givenShare, rng.float());
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
  it('on 300 random 5×5 and 6×6 puzzles of one answer, no step crosses off the answer\'s height or writes another, and every technique of its own is used', () => {
    const rng = new Rng('test/skyscrapers/sound');
    const used = new Set<string>();
    let puzzles = 0;
    while (puzzles < 300) {
      const n = puzzles % 2 ? 6 : 5;
      const p = randomPuzzle(n, rng, rng.float() * 0.3, 0.5 + rng.float() / 2);
      const counted = new GridCounter(shapeFor(p)).count(p.givens!.flat(), 2);
      if (counted.solutions.length !== 1) continue;
      puzzles++;
      const answer = counted.solutions[0]!;
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

  it('names the clues a solve\'s steps read (watching): without every other clue, the same rungs still solve each of 200 random puzzles', () => {
    const rng = new Rng('test/skyscrapers/read');
    let [solved, dropped] = [0, 0];
    while (solved < 200) {
      const p = randomPuzzle(5 + (solved % 2), rng, rng.float() * 0.3, 0.5 + rng.float() / 2);
      const read = new Set<string>();
      if (!watching(read, () => solvedBy(new Board(shapeFor(p)).reset(p.givens!.flat()), RUNGS, 1 + (solved % 4)))) continue;
      const kept = { ...p };
      for (const side of SIDES) kept[side] = p[side].map((v, i) => (read.has(`${side} ${i + 1}`) ? v : 0));
      dropped += SIDES.reduce((k, side) => k + p[side].filter((v, i) => v && !kept[side][i]).length, 0);
      expect(solvedBy(new Board(shapeFor(kept)).reset(p.givens!.flat()), RUNGS, 1 + (solved % 4)), JSON.stringify(p)).toBe(true);
      solved++;
    }
    expect(dropped).toBeGreaterThan(200);
  });

  it('makes a size\'s rows and columns, and each clued line, once: two puzzles\' shapes share them', () => {
    const [a, b] = [{ size: 5, top: [2, 0, 0, 0, 0], bottom: [0, 0, 0, 0, 0], left: [0, 0, 0, 0, 0], right: [0, 3, 0, 0, 0] }, { size: 5, top: [2, 0, 0, 1, 0], bottom: [0, 0, 0, 0, 0], left: [0, 0, 0, 0, 0], right: [0, 0, 0, 0, 0] }];
    const [x, y] = [shapeFor(a), shapeFor(b)];
    expect(x.peers).toBe(y.peers);
    // Column 1, seen 2 from the top, in both (after row 2 in the first).
    expect(x.constraints[1]).toBe(y.constraints[0]);
    expect(x.constraints).toHaveLength(2);
  });

  it('says a line\'s listing with its count, where its clues look from and what it crosses off', () => {
    // 4×4: 2 from the left of row 1 and 3 from its right; the tallest stands in column 2 or 3.
    const p: SkyscrapersPuzzle = { size: 4, top: [0, 0, 0, 0], bottom: [0, 0, 0, 0], left: [2, 0, 0, 0], right: [3, 0, 0, 0] };
    const board = new Board(shapeFor(p)).reset(new Array(16).fill(0));
    const log = climbBoard(board, RUNGS, 2, true);
    const pair = log.steps.find((s) => s.technique === 'clue-pair')!;
    expect(pair.say).toBe('The clues of row 1 see 2 and 3 buildings, and its tallest, 4, stands only where as many can show on each side of it: cross 4 off row 1, column 1, 4 off row 1, column 3 and 4 off row 1, column 4.');
    expect(digitsOf(board.cand[1]!)).toEqual([4]);
  });
});

const madeOf = (size: number, difficulty: Difficulty, seed: number) => skyscrapers.generate(new Rng(`test/skyscrapers/${size}/${difficulty}/${seed}`), skyscrapers.options.parse({ size }), difficulty);

describe('skyscrapers bands made', () => {
  const plan: [number, Difficulty, number][] = [...DIFFICULTIES.map((d) => [5, d, 3] as [number, Difficulty, number]), [6, 'expert', 2], [9, 'medium', 1]];
  it.each(plan)('size %i %s (%i seeds): unique (counter and, to 5×5, oracle), in its band, every step sound, the same again from the same seed', (size, difficulty, seeds) => {
    let made = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const m = madeOf(size, difficulty, seed);
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
      expect(madeOf(size, difficulty, seed)).toEqual(m);
    }
    expect(made).toBeGreaterThanOrEqual(seeds - 1);
  });

  it('its medians rise band by band at 5×5', () => {
    const survey = { cases: [{ kind: 'skyscrapers' as const, label: '5×5', options: { size: 5 }, seeds: 8 }], clues: { name: 'heights given', of: (g: { givens: number }) => g.givens } };
    for (const d of DIFFICULTIES) bandMade('skyscrapers', { size: 5 }, d, 8);
    expectBandsRise(surveyBands(survey.cases[0]!, survey.clues as never, 'test/bands', 8));
  });
});

describe("Tatham's Towers read by our grader", () => {
  // Game IDs from `sgt-towers --generate 1 5dh`, `4de` and `6dx`: four sides' clues (top, bottom, left, right), then the printed heights.
  it.each([
    [5, '//3/2///4///2/2//////3/1//,x2', 'hard'],
    [4, '2/3/1/2/3/2/2/1/3/1/2/3/2/3/3/1', 'easy'],
    [6, '//3//2/3/3//2/3//3/3//4//2///3///2/3,e2zd', 'extreme'],
  ])('size %i, %s (Towers %s): one answer (the oracle\'s to 5×5); our steps reach it where our ladder solves it', (size, desc, level) => {
    const puzzle = towersPuzzle(size, desc);
    const found = skyscrapers.solve(puzzle, 2).solutions;
    expect(found).toHaveLength(1);
    // The oracle takes half a minute at 6×6; the counter is held to plain backtracking above.
    if (size <= 5) expect(oracle(puzzle, 2)).toEqual(found);
    const grade = skyscrapers.regrade(puzzle);
    // Towers' extreme may ask more than our ladder knows (its forcing chains): then graded in no band, never guessed.
    if (level !== 'extreme') expect(grade).not.toBeNull();
    if (grade) expect(skyscrapers.stepper.reach(puzzle, skyscrapers.stepper.steps(puzzle, grade.level).steps)).toEqual(found[0]);
  });

  it('reads the clues and run-length heights of a game ID', () => {
    const p = towersPuzzle(5, '//3/2///4///2/2//////3/1//,x2');
    expect(p.top).toEqual([0, 0, 3, 2, 0]);
    expect(p.bottom).toEqual([0, 4, 0, 0, 2]);
    expect(p.left).toEqual([2, 0, 0, 0, 0]);
    expect(p.right).toEqual([0, 3, 1, 0, 0]);
    expect(p.givens!.flat().findIndex((v) => v > 0)).toBe(24);
    expect(p.givens![4]![4]).toBe(2);
  });
});

describe('its answer check and text', () => {
  const made = madeOf(5, 'easy', 1)!;
  it('names a clue not kept, a repeat and a printed height changed', () => {
    const { puzzle, solution } = made;
    const swapped = solution.grid.map((row) => [...row]);
    // Two columns of the answer swapped: rows keep their heights once, some clue now counts otherwise.
    for (const row of swapped) [row[0], row[4]] = [row[4]!, row[0]!];
    const wrong = skyscrapers.mistake({ ...puzzle, givens: undefined }, { grid: swapped });
    expect(wrong?.says).toBe('seen');
    const twice = solution.grid.map((row, r) => (r === 0 ? [row[1]!, ...row.slice(1)] : row));
    expect(skyscrapers.mistake(puzzle, { grid: twice })?.says).toMatch(/repeats|given/);
    expect(skyscrapers.mistake(puzzle, { grid: solution.grid.slice(1) })?.says).toBe('size');
  });

  it('writes the grid as Towers does: the clues round it, dots for the empty cells', () => {
    const text = skyscrapers.text(made.puzzle).split('\n');
    expect(text).toHaveLength(7);
    expect(text[1]).toMatch(/^[ 1-5] [.1-5]( [.1-5]){4}( [1-5])?$/);
  });
});
