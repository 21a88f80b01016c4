/**
 * Futoshiki, the sign kind on the grid kit: its counter against a plain backtracking counter
 * written here on thousands of random partial grids with signs (some turned the wrong way, so
 * that some have no answer); each band it makes unique (counter and oracle), in its band, every
 * step sound; its own techniques each found where a person finds them and never striking the
 * answer's digit; Tatham's Unequal's puzzles and the Guardian's read and solved to their one
 * answer; the bands refused; the chevrons pointing at the smaller digit; the medians rising.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { surveyBands } from '../../../bench/survey.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../../src/engine/grid/count.ts';
import { solvedBy } from '../../../src/engine/grid/ladder.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { gridLevel } from '../../../src/engine/grid/make.ts';
import { Rng } from '../../../src/engine/random.ts';
import { rangeOf } from '../../../src/engine/steps.ts';
import { unequalPuzzle } from '../../../src/kinds/futoshiki/bench.ts';
import { draw } from '../../../src/kinds/futoshiki/draw.ts';
import { bounds } from '../../../src/kinds/futoshiki/grade.ts';
import { kind as futoshiki } from '../../../src/kinds/futoshiki/index.ts';
import { oracle } from '../../../src/kinds/futoshiki/oracle.ts';
import type { FutoshikiPuzzle, Less } from '../../../src/kinds/futoshiki/schema.ts';
import { type Sign, signsOf } from '../../../src/kinds/futoshiki/signs.ts';
import { Carving, CARVING } from '../../../src/kinds/futoshiki/generate.ts';
import { RUNGS, shapeFor, signedShape } from '../../../src/kinds/futoshiki/steps.ts';
import { bandMade, expectBandsRise } from '../../bands.ts';

/** Every answer of a grid of this size with these givens (0 empty) and signs, at most `cap`: each empty cell tried 1..n in reading order, kept where its row, column and every sign with both cells written hold. */
function plainAnswers(size: number, givens: readonly number[], less: readonly Less[], cap: number): string[] {
  const grid = [...givens];
  const out: string[] = [];
  const ok = (i: number) => {
    const [r, c] = [Math.floor(i / size), i % size];
    for (let j = 0; j < size; j++) {
      if (j !== c && grid[r * size + j] === grid[i]) return false;
      if (j !== r && grid[j * size + c] === grid[i]) return false;
    }
    return less.every(({ a, b }) => {
      const [x, y] = [grid[a[0] * size + a[1]]!, grid[b[0] * size + b[1]]!];
      return !x || !y || x < y;
    });
  };
  const go = (i: number): void => {
    if (out.length >= cap) return;
    if (i === size * size) return void out.push(grid.join(''));
    if (givens[i]) return void (ok(i) && go(i + 1));
    for (let v = 1; v <= size; v++) {
      grid[i] = v;
      if (ok(i)) go(i + 1);
    }
    grid[i] = 0;
  };
  go(0);
  return out;
}

/** A random Latin square of the plain search, digits tried in a shuffled order. */
function randomSquare(size: number, rng: Rng): number[] {
  const givens = new Array<number>(size * size).fill(0);
  const grid = [...givens];
  const go = (i: number): boolean => {
    if (i === size * size) return true;
    const [r, c] = [Math.floor(i / size), i % size];
    for (const v of rng.shuffle(Array.from({ length: size }, (_, k) => k + 1))) {
      if (grid.some((x, j) => x === v && (Math.floor(j / size) === r || j % size === c))) continue;
      grid[i] = v;
      if (go(i + 1)) return true;
      grid[i] = 0;
    }
    return false;
  };
  go(0);
  return grid;
}

/** A random partial grid of `square`: each digit kept at `keep`, each neighbouring pair signed at `signed`, one sign in twenty the wrong way round. */
function randomCut(size: number, square: readonly number[], rng: Rng, keep: number, signed: number): FutoshikiPuzzle {
  const less: Less[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      for (const [r2, c2] of [[r, c + 1], [r + 1, c]] as const) {
        if (r2 >= size || c2 >= size || rng.float() >= signed) continue;
        const [a, b]: [number, number][] = square[r * size + c]! < square[r2 * size + c2]! ? [[r, c], [r2, c2]] : [[r2, c2], [r, c]];
        less.push(rng.float() < 0.05 ? { a: b, b: a } : { a, b });
      }
    }
  }
  const givens = square.map((v) => (rng.float() < keep ? v : 0));
  return { size, givens: Array.from({ length: size }, (_, r) => givens.slice(r * size, (r + 1) * size)), less };
}

describe('the counter against a plain backtracking counter', () => {
  it('3,000 random partial grids of 4×4 and 5×5 with signs, many with several answers and some with none: the same answers, up to twenty', () => {
    const rng = new Rng('test/futoshiki/cuts');
    const seen = { none: 0, one: 0, many: 0 };
    for (let t = 0; t < 3000; t++) {
      const size = t < 2000 ? 4 : 5;
      const square = randomSquare(size, rng);
      const puzzle = randomCut(size, square, rng, rng.float() * 0.4, 0.1 + rng.float() * 0.5);
      const givens = puzzle.givens.flat();
      const plain = plainAnswers(size, givens, puzzle.less, 20);
      const counted = new GridCounter(shapeFor(puzzle)).count(givens, 20);
      const ours = counted.solutions.map((s) => Array.from(s).join(''));
      expect(counted.complete).toBe(true);
      expect(ours.length, JSON.stringify(puzzle)).toBe(plain.length);
      // Under the cap both list every answer; at it, each of ours is one the plain search accepts.
      if (plain.length < 20) expect([...ours].sort()).toEqual([...plain].sort());
      else for (const s of ours) expect(plainAnswers(size, [...s].map(Number), puzzle.less, 1)).toEqual([s]);
      seen[plain.length === 0 ? 'none' : plain.length === 1 ? 'one' : 'many']++;
    }
    // The cuts reach every case: no answer, one, many.
    expect(Math.min(seen.none, seen.one, seen.many)).toBeGreaterThan(100);
  });
});

const madeOf = (size: number, difficulty: Difficulty, seed: number) => futoshiki.generate(new Rng(`test/futoshiki/${size}/${difficulty}/${seed}`), futoshiki.options.parse({ size }), difficulty);

/** The bands made, each from `seeds` seeds, at least `least` of which must make it. */
const REACHED: { size: number; difficulty: Difficulty; seeds: number; least: number }[] = [
  { size: 4, difficulty: 'easy', seeds: 3, least: 3 },
  { size: 4, difficulty: 'medium', seeds: 3, least: 1 },
  ...DIFFICULTIES.map((difficulty) => ({ size: 5, difficulty, seeds: 3, least: 1 })),
  ...DIFFICULTIES.map((difficulty) => ({ size: 6, difficulty, seeds: 2, least: 1 })),
  { size: 9, difficulty: 'easy', seeds: 1, least: 1 },
];

describe('futoshiki bands made', () => {
  const used = new Set<string>();
  it.each(REACHED.map((r) => [`${r.size}×${r.size} ${r.difficulty}`, r] as const))('%s: unique (counter and oracle), in its band, every step sound, the same again from the same seed', (_, { size, difficulty, seeds, least }) => {
    let made = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const m = madeOf(size, difficulty, seed);
      if (!m) continue;
      made++;
      const { puzzle, solution, grade } = m;
      expect(futoshiki.puzzle.parse(puzzle)).toEqual(puzzle);
      expect(futoshiki.solve(puzzle, 2)).toMatchObject({ complete: true, solutions: [solution] });
      if (size <= 5) expect(oracle(puzzle, 2)).toEqual([solution]);
      expect(futoshiki.mistake(puzzle, solution)).toBeNull();
      expect(futoshiki.band(grade, puzzle)).toBe(difficulty);
      expect(grade.level).toBe(DIFFICULTIES.indexOf(difficulty) + 1);
      const [lo, hi] = rangeOf(difficulty, bounds(puzzle));
      expect(grade.score).toBeGreaterThanOrEqual(lo);
      expect(grade.score).toBeLessThan(hi);
      expect(futoshiki.regrade(puzzle)).toEqual(grade);
      expect([grade.givens, grade.signs]).toEqual([puzzle.givens.flat().filter((v) => v > 0).length, puzzle.less.length]);
      // Each sign printed holds in the answer.
      for (const { a, b } of puzzle.less) expect(solution.grid[a[0]]![a[1]]!).toBeLessThan(solution.grid[b[0]]![b[1]]!);
      const log = futoshiki.stepper.steps(puzzle, grade.level);
      expect(log.solved).toBe(true);
      expect(log.steps).toHaveLength(grade.steps);
      const answer = solution.grid.flat();
      for (const step of log.steps) {
        used.add(step.technique);
        expect(step.say).toMatch(/^\S.*[.!]$/);
        for (const { cell, value } of step.place) expect(value, step.say).toBe(answer[cell]);
        for (const { cell, values } of step.strike) expect(values, step.say).not.toContain(answer[cell]);
      }
      expect(futoshiki.stepper.reach(puzzle, log.steps)).toEqual(solution);
      if (grade.level > 1) expect(futoshiki.stepper.steps(puzzle, grade.level - 1).solved).toBe(false);
      expect(madeOf(size, difficulty, seed)).toEqual(m);
    }
    expect(made).toBeGreaterThanOrEqual(least);
  });

  it("the signs' own techniques are among the steps those puzzles take: a sign's bounds and its lines", () => {
    expect(used).toContain('sign');
    expect(used).toContain('sign-line');
  });

  it('refuses the bands it cannot reach, naming them: 4×4 hard and expert; no other', () => {
    for (let size = 4; size <= 9; size++) {
      for (const difficulty of DIFFICULTIES) {
        const said = futoshiki.refuses!(futoshiki.options.parse({ size }), difficulty);
        if (size === 4 && (difficulty === 'hard' || difficulty === 'expert')) expect(said).toContain('4×4');
        else expect(said, `${size} ${difficulty}`).toBeNull();
      }
    }
  });
});

/** The first step the rung of `key` finds on a fresh board of these signs (no digit given), with its sentence. */
function firstOf(key: string, size: number, less: Less[]) {
  const rung = RUNGS.find((r) => r.technique.key === key)!;
  const board = new Board(shapeFor({ size, less })).reset(new Array(size * size).fill(0));
  // What the sign techniques tried before it find is crossed off first, as a person's solve would.
  for (const easier of RUNGS.slice(0, RUNGS.indexOf(rung)).filter((r) => r.technique.key.startsWith('sign'))) {
    for (let found = easier.technique.find(board); found; found = easier.technique.find(board)) for (const s of found.strike) board.strike(s.cell, s.values);
  }
  const found = rung.technique.find(board)!;
  return { found, said: rung.words!.say(found.data) };
}

describe("the signs' own techniques", () => {
  it('a chain of signs: a cell below two larger cells in a row cannot hold the two largest digits', () => {
    const { found, said } = firstOf('sign-chain', 4, [
      { a: [0, 0], b: [0, 1] },
      { a: [0, 1], b: [1, 1] },
    ]);
    expect(found.strike).toEqual([{ cell: 0, values: (1 << 3) | (1 << 4) }]);
    expect(said).toBe('Row 1, column 1 has 2 cells above it in a chain of signs (row 1, column 2 and row 2, column 2), each larger than the one before, so it cannot hold 3 or 4.');
  });

  it("a sign's bounds: the smaller cannot hold the largest digit, nor the larger the smallest", () => {
    const { found } = firstOf('sign', 4, [{ a: [1, 0], b: [0, 0] }]);
    expect(found.strike).toEqual([
      { cell: 4, values: 1 << 4 },
      { cell: 0, values: 1 << 1 },
    ]);
  });

  it('a cell larger than two cells of its row (a hill) cannot hold 1 or 2, where its signs alone rule out only 1', () => {
    const { found, said } = firstOf('sign-line', 5, [
      { a: [2, 1], b: [2, 2] },
      { a: [2, 3], b: [2, 2] },
    ]);
    expect(found.strike).toEqual([{ cell: 12, values: 1 << 2 }]);
    expect(said).toBe('Row 3, column 3 is larger than 2 cells of row 3 (row 3, column 2 and row 3, column 4), which hold 2 different digits, the largest of them 2 or more: it cannot hold 2.');
  });
});

describe("the carver's rungs (the chain of signs left out)", () => {
  it("end every solve where the whole ladder does, at levels 1 and 2, on 600 random partial grids of an answer's signs: a chain's strikes are its signs' bounds taken in turn", () => {
    const rng = new Rng('test/futoshiki/carving');
    let chained = 0;
    for (let i = 0; i < 600; i++) {
      const size = 4 + (i % 3);
      const square = randomSquare(size, rng);
      const cut = randomCut(size, square, rng, 0.05 + rng.float() * 0.3, 0.4 + rng.float() * 0.6);
      const at = ([r, c]: [number, number]) => square[r * size + c]!;
      const p = { ...cut, less: cut.less.map(({ a, b }) => (at(a) < at(b) ? { a, b } : { a: b, b: a })) };
      for (const level of [1, 2]) {
        const [whole, carving] = [RUNGS, CARVING].map((rungs) => ((b) => [solvedBy(b, rungs, level), Array.from(b.cand), b.broken])(new Board(shapeFor(p)).reset(p.givens.flat())));
        expect(carving, `${JSON.stringify(p)} at level ${level}`).toEqual(whole);
      }
      if (signsOf(shapeFor(p)).chain.up.some((c) => c.length > 1)) chained++;
    }
    expect(chained).toBeGreaterThan(300);
  });
});

describe('the carve (`Carving`)', () => {
  it('takes a run of clues at once only where each would have gone alone: the same puzzle as clue by clue, and the level it knows is the one the ladder measures', () => {
    const rng = new Rng('test/futoshiki/carving-runs');
    let harder = 0;
    for (let i = 0; i < 40; i++) {
      const [size, level] = [4 + (i % 3), 1 + (i % 4)];
      const full = filledGrid(signedShape(size, []), rng)!;
      const clues = [...rng.shuffle(Array.from({ length: size * size }, (_, c) => c)), ...rng.shuffle([...new Carving(size, full, level).signs])];
      const [runs, one] = [new Carving(size, full, level), new Carving(size, full, level)];
      // The same clues in the same order (each carving's own signs, matched by where they are).
      const key = (s: Less) => `${s.a}|${s.b}`;
      const own = (c: Carving) => new Map(c.signs.map((s) => [key(s), s]));
      const [inRuns, inOne] = [own(runs), own(one)];
      expect(runs.remove(clues.map((c) => (typeof c === 'number' ? c : inRuns.get(key(c))!)))).toBe(true);
      for (const c of clues) one.remove([typeof c === 'number' ? c : inOne.get(key(c))!]);
      expect([Array.from(runs.givens), runs.less().map(key)]).toEqual([Array.from(one.givens), one.less().map(key)]);
      expect(runs.reached).toBe(one.reached);
      expect(gridLevel(new Board(signedShape(size, runs.less())), RUNGS, runs.givens)).toBe(runs.reached);
      if (runs.reached > 1) harder++;
    }
    expect(harder).toBeGreaterThan(3);
  });
});

describe("a sign switched off (the generator's one shape for every set of signs it tries)", () => {
  it('binds nothing, costs the counter no work, and leaves the signs a person follows until it is switched on again', () => {
    const shape = signedShape(4, [{ a: [0, 1], b: [0, 0] }, { a: [0, 1], b: [0, 2] }]);
    const [first, second] = shape.constraints as Sign[];
    const holdsLeft = () => new GridCounter(shape).count([2, 1, 3, 4, ...new Array(12).fill(0)], 1).solutions.length;
    expect(holdsLeft()).toBe(1);
    first!.on = false;
    expect([first!.work, second!.work]).toEqual([0, 2]);
    expect(first!.holds([1, 2, 0, 0], [1, 1, 0, 0])).toBe(true);
    expect(signsOf(shape).signs).toEqual([second]);
    expect(signsOf(shape).chain.down[2]).toEqual([1]);
    second!.on = false;
    expect(signsOf(shape).signs).toEqual([]);
    expect(new GridCounter(shape).count([1, 2, 3, 4, ...new Array(12).fill(0)], 1).solutions.length).toBe(1);
    first!.on = second!.on = true;
    expect(signsOf(shape).signs).toEqual([first, second]);
    expect(new GridCounter(shape).count([1, 2, 3, 4, ...new Array(12).fill(0)], 1).solutions.length).toBe(0);
  });
});

describe("Tatham's Unequal and the Guardian (test/fixtures/unequal.json)", () => {
  const fixture = JSON.parse(readFileSync(new URL('../../fixtures/unequal.json', import.meta.url), 'utf8')) as { guardian: string[]; puzzles: { params: string; line: string }[] };

  it("Unequal's puzzles, read from their game descriptions: one answer for our counter and our oracle alike, and our step solver reaches it without guessing", () => {
    for (const { params, line } of fixture.puzzles) {
      const puzzle = unequalPuzzle(line);
      expect(puzzle.size).toBe(Number(params[0]));
      const { solutions, complete } = futoshiki.solve(puzzle, 2);
      expect([solutions.length, complete], line).toEqual([1, true]);
      if (puzzle.size <= 5) expect(oracle(puzzle, 2)).toEqual(solutions);
      const grade = futoshiki.regrade(puzzle)!;
      expect(futoshiki.stepper.reach(puzzle, futoshiki.stepper.steps(puzzle, grade.level).steps)).toEqual(solutions[0]);
    }
  });

  it("the Guardian's puzzles quoted in unequal.c: #1, #5 and #6 have one answer, each sign and digit kept; #2 as quoted has more than one, for the counter and the oracle alike", () => {
    fixture.guardian.forEach((line, i) => {
      const puzzle = unequalPuzzle(line);
      const answers = oracle(puzzle, 3);
      expect(futoshiki.solve(puzzle, 3).solutions).toEqual(answers);
      expect(answers.length > 1).toBe(i === 1);
      for (const answer of answers) expect(futoshiki.mistake(puzzle, answer)).toBeNull();
    });
  });
});

describe('the drawing', () => {
  /** Where a sign's two strokes meet: the point of its chevron. */
  const tipOf = (puzzle: FutoshikiPuzzle) => {
    const lines = draw(puzzle).items.filter((i) => i.type === 'line') as { x1: number; y1: number }[];
    expect(lines).toHaveLength(2);
    expect([lines[0]!.x1, lines[0]!.y1]).toEqual([lines[1]!.x1, lines[1]!.y1]);
    return { x: lines[0]!.x1, y: lines[0]!.y1 };
  };
  const empty = { size: 4, givens: Array.from({ length: 4 }, () => [0, 0, 0, 0]) };
  const centre = (cells: [number, number][]) => cells.map(([r, c]) => ({ x: c * 1.5 + 0.5, y: r * 1.5 + 0.5 }));

  it('each chevron sits in the gap between its two cells and points at the smaller: across for row neighbours, up or down for column neighbours', () => {
    for (const [a, b] of [
      [[0, 0], [0, 1]],
      [[0, 1], [0, 0]],
      [[0, 0], [1, 0]],
      [[1, 0], [0, 0]],
    ] as [number, number][][]) {
      const tip = tipOf({ ...empty, less: [{ a: a!, b: b! }] });
      const [small, big] = centre([a!, b!]);
      // Nearer the smaller cell's centre than the larger's, and between the two cells (in the gap).
      expect(Math.hypot(tip.x - small!.x, tip.y - small!.y)).toBeLessThan(Math.hypot(tip.x - big!.x, tip.y - big!.y));
      const gap = (k: 'x' | 'y') => [Math.min(small![k], big![k]) + 0.5, Math.max(small![k], big![k]) - 0.5];
      const k = a![0] === b![0] ? 'x' : 'y';
      expect(tip[k]).toBeGreaterThan(gap(k)[0]!);
      expect(tip[k]).toBeLessThan(gap(k)[1]!);
    }
  });
});

describe('futoshiki bands rise at 6×6 (12 fresh seeds a band)', () => {
  const SEEDS = 12;
  it('every band made from most seeds; the medians of score and steps rise, paper work does not fall', () => {
    const figures = surveyBands({ kind: 'futoshiki', label: '6×6', options: { size: 6 }, seeds: SEEDS }, null, 'test/bands', SEEDS, (d) => bandMade('futoshiki', { size: 6 }, d, SEEDS));
    for (const b of figures) expect(b.made, b.difficulty).toBeGreaterThanOrEqual(SEEDS / 2);
    // As Sudoku's: past medium, the easiest techniques leave about the same cells (a third of a 6×6 past its signs and singles); expert's work is its longer steps and paper.
    expectBandsRise(figures, { left: false });
  });
});
