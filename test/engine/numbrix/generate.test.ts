import { readFileSync } from 'node:fs';
import type { NumbrixGrade } from '../../../src/kinds/numbrix/grade.ts';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty, type Made } from '../../../src/engine/kind.ts';
import { grading, measure, stretchOf } from '../../../src/kinds/numbrix/grade.ts';
import { hasRun } from '../../../src/kinds/numbrix/generate.ts';
import { stepsFor } from '../../../src/kinds/numbrix/steps.ts';
import { kind as numbrix } from '../../../src/kinds/numbrix/index.ts';
import { randomPath } from '../../../src/kinds/numbrix/path.ts';
import type { NumbrixOptions, NumbrixPuzzle, NumbrixSolution } from '../../../src/kinds/numbrix/schema.ts';
import { solverFor } from '../../../src/kinds/numbrix/solver.ts';
import { Rng } from '../../../src/engine/random.ts';

type MadeNumbrix = Made<NumbrixPuzzle, NumbrixSolution, NumbrixGrade>;

const count = (givens: number[][]) => givens.flat().filter((v) => v > 0).length;

/** The first `want` puzzles the generator makes from seeds `<label>/0`, `<label>/1`, … */
function firstMade(label: string, options: NumbrixOptions, difficulty: Difficulty, want: number, tries = 12): MadeNumbrix[] {
  const out: MadeNumbrix[] = [];
  for (let i = 0; i < tries && out.length < want; i++) {
    const made = numbrix.generate(new Rng(`${label}/${i}`), options, difficulty);
    if (made) out.push(made);
  }
  return out;
}

/** The cell a clue pairs with under the symmetry, as the generator's orbits define it. */
function twinOf(o: NumbrixOptions, r: number, c: number): [number, number] {
  if (o.symmetry === 'rotational') return [o.height - 1 - r, o.width - 1 - c];
  if (o.symmetry === 'mirror') return [r, o.width - 1 - c];
  return [r, c];
}

/** Everything a generated puzzle must satisfy before it may be printed. */
function expectSound(made: MadeNumbrix, options: NumbrixOptions, difficulty: Difficulty): void {
  const { puzzle, solution, grade } = made;
  const { width, height } = options;

  expect(numbrix.puzzle.safeParse(puzzle).success).toBe(true);
  expect(numbrix.solution.safeParse(solution).success).toBe(true);
  expect(numbrix.puzzle.parse(puzzle)).toEqual(puzzle);
  expect([puzzle.width, puzzle.height]).toEqual([width, height]);

  // Proved unique by a fresh solve, and the stored answer is that one solution.
  const solved = numbrix.solve(puzzle, 2);
  expect(solved.complete).toBe(true);
  expect(solved.solutions).toEqual([solution]);
  expect(numbrix.check(puzzle, solution)).toBeNull();
  puzzle.givens.forEach((row, r) =>
    row.forEach((g, c) => {
      if (g !== 0) expect(solution.grid[r]![c]).toBe(g);
    }),
  );

  // The stored grade is what measuring afresh gives, and it falls in the asked band.
  const measured = measure(width, height, puzzle.givens.flat());
  expect(measured).not.toBeNull();
  expect(grade).toEqual(measured);
  expect(grading.band(measured!, puzzle)).toBe(difficulty);
  expect(made.difficulty).toBe(difficulty);
  expect(grade.clues).toBe(count(puzzle.givens));
  expect(grade.clueShare).toBe(Math.round((count(puzzle.givens) / (width * height)) * 1000) / 1000);
  // Solved by the band's techniques, and not by the band below: no guessing, and no easier.
  const stepper = stepsFor(width, height);
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  expect(stepper.solve(puzzle.givens.flat(), level, false).solved).toBe(true);
  if (level > 1) expect(stepper.solve(puzzle.givens.flat(), level - 1, false).solved).toBe(false);
  expect(grade.level).toBe(level);

  if (options.symmetry !== 'none') {
    puzzle.givens.forEach((row, r) =>
      row.forEach((g, c) => {
        const [tr, tc] = twinOf(options, r, c);
        expect(puzzle.givens[tr]![tc]! > 0, `clue at ${r},${c} without its twin at ${tr},${tc}`).toBe(g > 0);
      }),
    );
  }
}

const CASES: { name: string; input: unknown; bands: readonly Difficulty[] }[] = [
  { name: '4×4', input: { size: 4 }, bands: DIFFICULTIES },
  { name: '5×5', input: { size: 5, symmetry: 'none' }, bands: DIFFICULTIES },
  { name: '7×7', input: { size: 7, symmetry: 'none' }, bands: DIFFICULTIES },
  { name: '9×9', input: { size: 9 }, bands: DIFFICULTIES },
  { name: '6×9', input: { width: 6, height: 9 }, bands: DIFFICULTIES },
  { name: '7×7 rotational', input: { size: 7, symmetry: 'rotational' }, bands: DIFFICULTIES },
  { name: '8×6 rotational', input: { width: 8, height: 6, symmetry: 'rotational' }, bands: DIFFICULTIES },
  { name: '7×7 mirror', input: { size: 7, symmetry: 'mirror' }, bands: DIFFICULTIES },
  { name: '8×8 mirror', input: { size: 8, symmetry: 'mirror' }, bands: DIFFICULTIES },
];

describe('numbrix generator', () => {
  for (const { name, input, bands } of CASES) {
    const options = numbrix.options.parse(input);
    it.each(bands.map((d) => [d]))(`${name} %s: valid, unique, in band`, (difficulty) => {
      const made = firstMade(`gen-test/${name}/${difficulty}`, options, difficulty, 2);
      expect(made.length).toBe(2);
      for (const m of made) expectSound(m, options, difficulty);
    });
  }

  it('parses options: size or width and height, symmetry defaults to a half turn, as published grids', () => {
    expect(numbrix.options.parse({})).toEqual({ width: 7, height: 7, symmetry: 'rotational' });
    expect(numbrix.options.parse({ width: 6, height: 9 })).toEqual({ width: 6, height: 9, symmetry: 'rotational' });
    expect(numbrix.options.safeParse({ size: 5, width: 5, height: 5 }).success).toBe(false);
    expect(numbrix.options.safeParse({ width: 5 }).success).toBe(false);
    expect(numbrix.options.safeParse({ size: 3 }).success).toBe(false);
    expect(numbrix.options.safeParse({ size: 31 }).success).toBe(false);
    expect(numbrix.options.safeParse({ size: 7, symmetry: 'diagonal' }).success).toBe(false);
  });

  it('harder bands keep fewer clues on average (7×7 and 9×9, eight seeds each)', () => {
    for (const size of [7, 9]) {
      const options = numbrix.options.parse({ size });
      const mean: Record<string, number> = {};
      for (const d of DIFFICULTIES) {
        const made = firstMade(`clues/${size}/${d}`, options, d, 8, 16);
        expect(made.length).toBe(8);
        mean[d] = made.reduce((s, m) => s + count(m.puzzle.givens), 0) / made.length;
      }
      expect(mean.hard!).toBeLessThan(mean.easy!);
      expect(mean.medium!).toBeLessThan(mean.easy!);
      expect(mean.hard!).toBeLessThanOrEqual(mean.medium!);
      expect(mean.expert!).toBeLessThanOrEqual(mean.hard!);
    }
  });

  it('is deterministic: same seed and options, same puzzle, whatever ran in between', () => {
    const options = numbrix.options.parse({ size: 7 });
    for (const d of DIFFICULTIES) {
      const first = numbrix.generate(new Rng('determinism/1'), options, d);
      // Other sizes and seeds use (and leave behind) the shared solver scratch space.
      numbrix.generate(new Rng('determinism/other'), numbrix.options.parse({ size: 6 }), d);
      numbrix.generate(new Rng('determinism/2'), options, d);
      const again = numbrix.generate(new Rng('determinism/1'), options, d);
      expect(first).not.toBeNull();
      expect(again).toEqual(first);
    }
  });

  it('prints no number beside both its neighbours in the sequence (7×7 and 9×9, every band, both layouts)', () => {
    for (const input of [{ size: 7 }, { size: 9 }, { size: 9, symmetry: 'none' }]) {
      const options = numbrix.options.parse(input);
      for (const d of DIFFICULTIES) {
        for (const m of firstMade(`runs/${JSON.stringify(input)}/${d}`, options, d, 6)) {
          expect(hasRun(m.puzzle.givens.flat(), m.solution.grid.flat()), `${JSON.stringify(input)} ${d}`).toBe(false);
        }
      }
    }
  });

  it('different seeds give different puzzles', () => {
    const options = numbrix.options.parse({ size: 7 });
    for (const d of ['easy', 'hard'] as const) {
      const made = firstMade(`different/${d}`, options, d, 6);
      expect(made.length).toBe(6);
      expect(new Set(made.map((m) => JSON.stringify(m.puzzle))).size).toBe(6);
      expect(new Set(made.map((m) => JSON.stringify(m.solution))).size).toBe(6);
    }
  });
});

describe('randomPath', () => {
  function expectHamiltonian(path: Int32Array, width: number, height: number): void {
    const n = width * height;
    expect(path.length).toBe(n);
    expect(new Set(path).size).toBe(n);
    for (const cell of path) expect(cell >= 0 && cell < n).toBe(true);
    for (let k = 1; k < n; k++) {
      const a = path[k - 1]!;
      const b = path[k]!;
      const d = Math.abs((a % width) - (b % width)) + Math.abs(Math.floor(a / width) - Math.floor(b / width));
      expect(d, `steps ${k} and ${k + 1}`).toBe(1);
    }
  }

  it.each([
    [4, 4],
    [4, 9],
    [9, 4],
    [2, 7],
    [1, 6],
    [6, 1],
    [5, 7],
    [7, 5],
    [9, 9],
    [15, 15],
    [17, 3],
  ])('%i×%i: a Hamiltonian path, different per seed', (width, height) => {
    const seen = new Set<string>();
    for (let s = 0; s < 8; s++) {
      const path = randomPath(new Rng(`path/${width}x${height}/${s}`), width, height);
      expectHamiltonian(path, width, height);
      seen.add(Array.from(path).join(','));
    }
    // A 1-wide strip has only its two directions; everything else has many paths.
    if (width === 1 || height === 1) expect(seen.size).toBeLessThanOrEqual(2);
    else expect(seen.size).toBeGreaterThanOrEqual(width * height <= 16 ? 5 : 8);
  });

  it('30×30: a Hamiltonian path, not the starting snake', () => {
    const path = randomPath(new Rng('path/30'), 30, 30);
    expectHamiltonian(path, 30, 30);
    const snake = Array.from({ length: 900 }, (_, k) => {
      const r = Math.floor(k / 30);
      return r * 30 + (r % 2 === 0 ? k % 30 : 29 - (k % 30));
    });
    expect(Array.from(path)).not.toEqual(snake);
  });

  it('is the same for the same seed', () => {
    expect(randomPath(new Rng('same'), 8, 6)).toEqual(randomPath(new Rng('same'), 8, 6));
  });
});

describe('numbrix grade figures', () => {
  it('stretchOf: the longest run of missing numbers, the ends included', () => {
    expect(stretchOf([0, 0, 0, 0])).toBe(4);
    expect(stretchOf([1, 2, 3, 4])).toBe(0);
    expect(stretchOf([1, 0, 0, 4])).toBe(2);
    expect(stretchOf([0, 0, 0, 4])).toBe(3);
    expect(stretchOf([0, 1, 0, 0])).toBe(3);
    expect(stretchOf([0, 0, 0, 0, 5, 0, 0, 0, 0])).toBe(4);
    expect(stretchOf([3, 0, 0, 0, 0, 0, 0, 0, 9])).toBe(5);
    expect(stretchOf([9, 0, 0, 0, 0, 0, 0, 0, 3])).toBe(5); // order of cells does not matter
    expect(stretchOf([2, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(7);
    expect(stretchOf([0, 0, 0, 0, 0, 1, 0, 0, 9])).toBe(7);
  });

  it('measure: a fully given grid needs no step; taking clues away, a grade means a unique puzzle', () => {
    const path = randomPath(new Rng('grade/full'), 5, 4);
    const givens = new Array<number>(20).fill(0);
    path.forEach((cell, k) => (givens[cell] = k + 1));
    const grade = measure(5, 4, givens)!;
    expect(grade).toMatchObject({ level: 1, hardest: '', uses: {}, steps: 0, stretch: 0, clues: 20, cells: 20, clueShare: 1 });
    expect(grading.band(grade, { width: 5, height: 4 })).toBe('easy');

    // Take clues away one by one: steps only reason, so a grade is only given to a unique puzzle.
    const rng = new Rng('grade/thin');
    let graded = 0;
    for (const cell of rng.shuffle([...Array(20).keys()])) {
      const saved = givens[cell]!;
      givens[cell] = 0;
      const g = measure(5, 4, givens);
      const unique = solverFor(5, 4).count(givens, 2, 1_000_000);
      if (unique.solutions.length !== 1) {
        expect(g).toBeNull();
        givens[cell] = saved;
        continue;
      }
      if (!g) continue; // unique, but only by trial and error: never printed
      graded++;
      const clues = givens.filter((v) => v > 0).length;
      expect(g.clues).toBe(clues);
      expect(g.clueShare).toBe(Math.round((clues / 20) * 1000) / 1000);
      expect(g.stretch).toBe(stretchOf(givens));
      // Every step is one technique's and places at least one number.
      expect(Object.values(g.uses).reduce((a, b) => a + b, 0)).toBe(g.steps);
      expect(g.steps).toBeLessThanOrEqual(20 - clues);
    }
    expect(graded).toBeGreaterThan(5);
  });

  it('measure: null when the puzzle is not unique', () => {
    expect(measure(4, 4, new Array<number>(16).fill(0))).toBeNull();
    const one = new Array<number>(16).fill(0);
    one[0] = 1;
    expect(measure(4, 4, one)).toBeNull();
  });

  it('the band: the level the techniques needed is the band', () => {
    expect(DIFFICULTIES.map((_, i) => grading.band({ hardest: 'bridge', level: i + 1, score: [0, 70, 100, 200][i]!, uses: { bridge: 1 } }, { width: 10, height: 10 }))).toEqual([...DIFFICULTIES]);
  });

  it('the Rosetta puzzles: solved by reasoning alone, clues counted', () => {
    const fixtures = JSON.parse(readFileSync(new URL('../../fixtures/numbrix-rosetta.json', import.meta.url), 'utf8')) as {
      givens: number[][];
    }[];
    for (const f of fixtures) {
      const grade = measure(9, 9, f.givens.flat())!;
      expect(grade).not.toBeNull();
      expect(grade.clues).toBe(count(f.givens));
      expect(grade.stretch).toBe(stretchOf(f.givens.flat()));
    }
  });
});
