/**
 * Calcudoku, the cage kind on the grid kit: each band it reaches is made from several seeds,
 * proved unique by the kind's solve and by the oracle (plain backtracking sharing nothing with
 * the kit), graded in the band asked, solved by its step solver to the stored answer with every
 * step sound, shows only the operations its options allow, and is made again the same from the
 * same seed; the bands it cannot reach are refused by name. Keen's puzzles (Tatham's collection)
 * have one answer for our counter and our oracle alike, and random cuts of small grids are
 * counted the same by both, one answer or many. The answer check names what is wrong with
 * hand-made answers; `unlike` and the text form; and the medians rise band by band at 6×6.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keenPuzzle } from '../../../bench/keen.ts';
import { surveyBands } from '../../../bench/survey.ts';
import { digitsOf, rangeMask } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../../src/engine/grid/count.ts';
import { climbBoard, solvedBy } from '../../../src/engine/grid/ladder.ts';
import { cageBounds } from '../../../src/engine/grid/bounds.ts';
import { falseIn } from '../grid/truth.ts';
import { linesOf, shapeOf } from '../../../src/engine/grid/shape.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { rangeOf, stepsAt, TOP_STEPS } from '../../../src/engine/steps.ts';
import { cluesFor, cutCages, MOST_TARGET } from '../../../src/kinds/calcudoku/cages.ts';
import { bounds } from '../../../src/kinds/calcudoku/grade.ts';
import { kind as calcudoku } from '../../../src/kinds/calcudoku/index.ts';
import { oracle } from '../../../src/kinds/calcudoku/oracle.ts';
import type { Cage, CalcudokuPuzzle, CalcudokuSolution } from '../../../src/kinds/calcudoku/schema.ts';
import { givensOf, RUNGS, shapeFor, SOLVING } from '../../../src/kinds/calcudoku/steps.ts';
import { bandMade, expectBandsRise } from '../../bands.ts';

const madeOf = (size: number, difficulty: Difficulty, seed: number, ops = '+-*/') => calcudoku.generate(new Rng(`test/calcudoku/${size}/${ops}/${difficulty}/${seed}`), calcudoku.options.parse({ size, ops }), difficulty);

/** The bands made, each from `seeds` seeds, at least `least` of which must make it. */
const REACHED: { size: number; ops?: string; difficulty: Difficulty; seeds: number; least: number }[] = [
  { size: 3, difficulty: 'easy', seeds: 3, least: 3 },
  { size: 4, ops: '+-', difficulty: 'easy', seeds: 4, least: 4 },
  { size: 4, difficulty: 'medium', seeds: 3, least: 3 },
  { size: 4, difficulty: 'hard', seeds: 3, least: 2 },
  { size: 5, difficulty: 'expert', seeds: 3, least: 2 },
  ...DIFFICULTIES.map((difficulty) => ({ size: 6, difficulty, seeds: 3, least: difficulty === 'expert' ? 2 : 3 })),
  { size: 9, difficulty: 'medium', seeds: 2, least: 2 },
  { size: 9, difficulty: 'expert', seeds: 1, least: 1 },
];

describe('calcudoku bands made', () => {
  it.each(REACHED.map((r) => [`${r.size}×${r.size} ${r.ops ?? '+-*/'} ${r.difficulty}`, r] as const))('%s: unique (counter and oracle), in its band, every step sound, the same again from the same seed', (_, { size, ops = '+-*/', difficulty, seeds, least }) => {
    const options = calcudoku.options.parse({ size, ops });
    let made = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const m = madeOf(size, difficulty, seed, ops);
      if (!m) continue;
      made++;
      const { puzzle, solution, grade } = m;
      expect(calcudoku.puzzle.parse(puzzle)).toEqual(puzzle);
      expect(calcudoku.solve(puzzle, 2)).toMatchObject({ complete: true, solutions: [solution] });
      if (size <= 6) expect(oracle(puzzle, 2)).toEqual([solution]);
      expect(calcudoku.mistake(puzzle, solution)).toBeNull();
      expect(calcudoku.band(grade, puzzle)).toBe(difficulty);
      expect(grade.level).toBe(DIFFICULTIES.indexOf(difficulty) + 1);
      const [lo, hi] = rangeOf(difficulty, bounds(puzzle));
      expect(grade.score).toBeGreaterThanOrEqual(lo);
      expect(grade.score).toBeLessThan(hi);
      expect(calcudoku.regrade(puzzle)).toEqual(grade);
      expect(grade.cages).toBe(puzzle.cages.length);
      // The operations asked, and clues that fit a cell's corner.
      for (const cage of puzzle.cages) {
        expect(cage.op === '=' || ops.includes(cage.op), `${cage.op} with ops ${ops}`).toBe(true);
        expect(cage.target).toBeLessThanOrEqual(MOST_TARGET);
      }
      expect(calcudoku.unlike(options, puzzle, solution)).toEqual([]);
      // The step solver at its level solves it as graded, each step writing the answer's digit and never crossing it off.
      const log = calcudoku.stepper.steps(puzzle, grade.level);
      expect(log.solved).toBe(true);
      expect(log.steps).toHaveLength(grade.steps);
      const answer = solution.grid.flat();
      for (const step of log.steps) {
        for (const { cell, value } of step.place) expect(value, step.say).toBe(answer[cell]);
        for (const { cell, values } of step.strike) expect(values, step.say).not.toContain(answer[cell]);
      }
      expect(calcudoku.stepper.reach(puzzle, log.steps)).toEqual(solution);
      if (grade.level > 1) expect(calcudoku.stepper.steps(puzzle, grade.level - 1).solved).toBe(false);
      expect(madeOf(size, difficulty, seed, ops)).toEqual(m);
    }
    expect(made).toBeGreaterThanOrEqual(least);
  });

  it('a class worksheet, 4×4 with + and − only: cages show sums, differences and printed digits, and targets stay small', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const m = madeOf(4, 'easy', seed, '+-')!;
      expect(m.puzzle.cages.every((c) => ['+', '-', '='].includes(c.op))).toBe(true);
      expect(Math.max(...m.puzzle.cages.map((c) => c.target))).toBeLessThanOrEqual(12);
    }
  });

  it('with division alone, cages that cannot divide are printed as digits, and the puzzle is still proved', () => {
    const m = madeOf(4, 'easy', 1, '/');
    if (m) {
      expect(m.puzzle.cages.every((c) => c.op === '/' || c.op === '=')).toBe(true);
      expect(calcudoku.solve(m.puzzle, 2).solutions).toEqual([m.solution]);
    }
  });

  it('refuses the bands it cannot reach, naming them: 3×3 above easy, 4×4 expert; no other', () => {
    for (let size = 3; size <= 9; size++) {
      for (const difficulty of DIFFICULTIES) {
        const said = calcudoku.refuses!(calcudoku.options.parse({ size }), difficulty);
        const refused = (size === 3 && difficulty !== 'easy') || (size === 4 && difficulty === 'expert');
        if (!refused) expect(said, `${size} ${difficulty}`).toBeNull();
        else expect(said).toContain(`${size}×${size}`);
      }
    }
  });
});

describe('every puzzle solved again by the oracle, which shares nothing with the kit', () => {
  it('1,000 fresh puzzles of 4×4 to 6×6, every band those sizes make quickly: each has one answer, the one stored', () => {
    const plan: [number, Difficulty, number][] = [
      [4, 'easy', 200],
      [4, 'medium', 200],
      [4, 'hard', 40],
      [5, 'easy', 200],
      [5, 'medium', 160],
      [6, 'easy', 100],
      [6, 'medium', 100],
    ];
    let checked = 0;
    for (const [size, difficulty, count] of plan) {
      for (let seed = 1; checked < 1000 && seed <= count; seed++) {
        const m = calcudoku.generate(new Rng(`test/calcudoku/thousand/${size}/${difficulty}/${seed}`), calcudoku.options.parse({ size }), difficulty);
        if (!m) continue;
        expect(oracle(m.puzzle, 2), `${size} ${difficulty} ${seed}`).toEqual([m.solution]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(990);
  });

  it('the Calcudoku puzzles of the shipped books (test/shipped): each has one answer, the one stored', () => {
    const books = readdirSync(new URL('../../shipped/', import.meta.url)).filter((f) => f.endsWith('.json') && f !== 'hashes.json');
    const records = books.flatMap((f) => (JSON.parse(readFileSync(new URL(`../../shipped/${f}`, import.meta.url), 'utf8')) as { puzzles: { kind: string; puzzle: CalcudokuPuzzle; solution: CalcudokuSolution }[] }).puzzles.filter((p) => p.kind === 'calcudoku'));
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(oracle(r.puzzle, 2)).toEqual([r.solution]);
  });
});

describe("Keen's puzzles (test/fixtures/keen.json, from Tatham's collection)", () => {
  const { puzzles } = JSON.parse(readFileSync(new URL('../../fixtures/keen.json', import.meta.url), 'utf8')) as { puzzles: { params: string; line: string }[] };

  it.each(puzzles.map((p) => [p.params, p.line] as const))('%s %s: read as a record, one answer for our counter and for the oracle', (_, line) => {
    const puzzle = keenPuzzle(line);
    expect(calcudoku.puzzle.safeParse(puzzle).success).toBe(true);
    const solved = calcudoku.solve(puzzle, 2);
    expect(solved.complete).toBe(true);
    expect(solved.solutions).toHaveLength(1);
    // The oracle takes seconds on a 9×9.
    if (puzzle.size <= 7) expect(oracle(puzzle, 2)).toEqual(solved.solutions);
    expect(calcudoku.mistake(puzzle, solved.solutions[0]!)).toBeNull();
  });
});

describe('the counter against the oracle on random cuts', () => {
  it('300 random cuts of 3×3 to 5×5 grids, many with several answers: the same answers, up to twenty', () => {
    const LIMIT = 20;
    const rng = new Rng('test/calcudoku/cuts');
    let several = 0;
    for (let k = 0; k < 300; k++) {
      const size = rng.range(3, 5);
      const shape = shapeFor({ size, cages: [] });
      const full = filledGrid(shape, rng, new GridCounter(shape))!;
      const cut = cutCages(size, { biggest: rng.range(2, 5), ones: rng.pick([0, 0.1]) }, rng);
      const clues = cluesFor(cut, cut.map((cells) => cells.map(([r, c]) => full[r * size + c]!)), size, ['+', '-', '*', '/'], rng);
      const cages: Cage[] = clues.flatMap((clue, i) => clue ?? cut[i]!.map((cell): Cage => ({ cells: [cell], op: '=', target: full[cell[0] * size + cell[1]]! })));
      const puzzle: CalcudokuPuzzle = { size, cages };
      const ours = calcudoku.solve(puzzle, LIMIT);
      expect(ours.complete).toBe(true);
      const plain = oracle(puzzle, LIMIT);
      const key = (s: CalcudokuSolution) => s.grid.flat().join('');
      // Under the limit both found every answer, the same ones; at it, both have at least that many.
      if (plain.length < LIMIT) expect(ours.solutions.map(key).sort()).toEqual(plain.map(key).sort());
      else expect(ours.solutions).toHaveLength(LIMIT);
      if (plain.length > 1) several++;
    }
    expect(several).toBeGreaterThan(30);
  });
});

describe('the steps on puzzles with no answer (issue 83)', () => {
  it('200 random cuts of 3×3 to 5×5 grids, one sum or product in each moved off its answer: every step said in words, an answer reached only where the oracle finds one answer, that one', () => {
    const rng = new Rng('test/calcudoku/contradictions');
    let none = 0;
    for (let k = 0; k < 200; k++) {
      const size = rng.range(3, 5);
      const shape = shapeFor({ size, cages: [] });
      const full = filledGrid(shape, rng, new GridCounter(shape))!;
      const cut = cutCages(size, { biggest: rng.range(2, 4), ones: 0 }, rng);
      const clues = cluesFor(cut, cut.map((cells) => cells.map(([r, c]) => full[r * size + c]!)), size, ['+', '*'], rng);
      const cages: Cage[] = clues.flatMap((clue, i) => clue ?? cut[i]!.map((cell): Cage => ({ cells: [cell], op: '=', target: full[cell[0] * size + cell[1]]! })));
      const moved = rng.pick(cages.filter((c) => c.op === '+' || c.op === '*'));
      if (moved) moved.target += 1;
      const puzzle = calcudoku.puzzle.parse({ size, cages });
      const plain = oracle(puzzle, 2);
      if (plain.length === 0) none++;
      const log = calcudoku.stepper.steps(puzzle, 4);
      for (const step of log.steps) expect(step.say, `cut ${k}`).not.toMatch(/undefined|\{\{|be :|be ,/);
      if (!log.solved) continue;
      expect(plain, `cut ${k}`).toHaveLength(1);
      expect(calcudoku.stepper.reach(puzzle, log.steps), `cut ${k}`).toEqual(plain[0]);
    }
    expect(none).toBeGreaterThan(20);
  });
});

describe("a cage's bounds, where a listing would write out many combinations (issue 86)", () => {
  it('the 19+ of three cells in an L at the corner of an empty 9×9: its ten combinations are not listed; each bound is said, and is what is written (4 digits, not 30)', () => {
    const puzzle = { size: 9, cages: [{ cells: [[0, 0], [0, 1], [1, 1]] as [number, number][], op: '+' as const, target: 19 }] };
    const board = () => new Board(shapeFor(puzzle)).reset(givensOf(puzzle));
    const listing = RUNGS.find((r) => r.technique.key === 'long-combinations')!;
    const listed = listing.technique.find(board())!;
    const { steps } = climbBoard(board(), RUNGS, 3);
    const first = steps[0]!;
    // The same digit crossed off as the listing of all ten ways would, for a few digits written, not thirty.
    expect(first.technique).toBe('cage-bounds');
    expect(first.strike).toEqual(listed.strike.map((s) => ({ cell: s.cell, values: digitsOf(s.values) })));
    expect(listed.paper).toBe(30);
    expect(first.paper).toBe(4);
    expect(first.say).toBe(
      "The 19+ cage at row 1, column 1: row 1, column 1 holds at least 19 − 17 = 2, as the cage's other cells make at most 9 + 8 = 17: cross 1 off it; row 2, column 2 holds at least 19 − 17 = 2, as the cage's other cells make at most 9 + 8 = 17: cross 1 off it.",
    );
  });

  it('every bounds step along the solves of made puzzles keeps the answer, and is true by brute force on the board at that step where its fillings can be listed', () => {
    let [kept, judged] = [0, 0];
    for (const [size, difficulty] of [[4, 'hard'], [5, 'hard'], [5, 'expert'], [6, 'hard'], [6, 'expert']] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        const m = madeOf(size, difficulty, seed);
        if (!m) continue;
        const answer = m.solution.grid.flat();
        const board = new Board(shapeFor(m.puzzle)).reset(givensOf(m.puzzle));
        for (let guard = 0; guard < 400 && board.left > 0 && !board.broken; guard++) {
          const found = cageBounds.find(board);
          if (found) {
            for (const { cell, values } of found.strike) expect(values & (1 << answer[cell]!), JSON.stringify(found.data)).toBe(0);
            kept++;
            // Every filling of the board as it stands, where there are few enough to list (a 4×4 has 576 Latin squares; a 6×6 mid-solve, millions).
            if (size === 4 || board.left <= 12) {
              expect(falseIn(board, found), JSON.stringify(found.data)).toEqual([]);
              judged++;
            }
          }
          // On by the ladder's own next step.
          const rung = RUNGS.find((r) => r.level <= m.grade.level && r.technique.find(board));
          if (!rung) break;
          const step = rung.technique.find(board)!;
          for (const { cell, value } of step.place) board.place(cell, value);
          for (const { cell, values } of step.strike) board.strike(cell, values);
        }
      }
    }
    expect(kept).toBeGreaterThan(20);
    expect(judged).toBeGreaterThan(5);
  });
});

describe('the generator’s fast path', () => {
  it('the rungs it solves with at each level (less the listings a longer one covers) solve exactly what the whole ladder solves, on 400 random cuts', () => {
    const rng = new Rng('test/calcudoku/solving');
    for (let k = 0; k < 400; k++) {
      const size = rng.range(4, 6);
      const shape = shapeFor({ size, cages: [] });
      const full = filledGrid(shape, rng, new GridCounter(shape))!;
      const cut = cutCages(size, { biggest: rng.range(2, 6), ones: 0.05 }, rng);
      const cages = cluesFor(cut, cut.map((cells) => cells.map(([r, c]) => full[r * size + c]!)), size, ['+', '-', '*', '/'], rng).flatMap((clue, i) => clue ?? cut[i]!.map((cell): Cage => ({ cells: [cell], op: '=', target: full[cell[0] * size + cell[1]]! })));
      const puzzle = { size, cages };
      for (const level of [1, 2, 3, 4] as const) {
        const whole = solvedBy(new Board(shapeFor(puzzle)).reset(givensOf(puzzle)), RUNGS, level);
        expect(solvedBy(new Board(shapeFor(puzzle)).reset(givensOf(puzzle)), SOLVING[level], level), `cut ${k} level ${level}`).toBe(whole);
      }
    }
  });
});

// ——— The answer check, on a hand-made 3×3 ———

const PUZZLE: CalcudokuPuzzle = {
  size: 3,
  cages: [
    { cells: [[0, 0], [0, 1]], op: '+', target: 3 },
    { cells: [[0, 2], [1, 2]], op: '*', target: 6 },
    { cells: [[1, 0], [2, 0]], op: '-', target: 1 },
    { cells: [[1, 1], [2, 1]], op: '/', target: 3 },
    { cells: [[2, 2]], op: '=', target: 2 },
  ],
};
const ANSWER: CalcudokuSolution = { grid: [[1, 2, 3], [3, 1, 2], [2, 3, 1]] };

describe('calcudoku answer check', () => {
  it('the hand-made 3×3: its answer is the only one, to the counter and the oracle; the answer passes', () => {
    const fixed = { ...PUZZLE, cages: PUZZLE.cages.map((c) => (c.op === '=' ? { ...c, target: 1 } : c)) };
    expect(calcudoku.solve(fixed, 2).solutions).toEqual([ANSWER]);
    expect(oracle(fixed, 2)).toEqual([ANSWER]);
    expect(calcudoku.mistake(fixed, ANSWER)).toBeNull();
    // The printed 2 where the answer holds 1: no answer at all.
    expect(calcudoku.solve(PUZZLE, 2).solutions).toEqual([]);
    expect(oracle(PUZZLE, 2)).toEqual([]);
  });

  it('each wrong answer is named with its cells', () => {
    const fixed = { ...PUZZLE, cages: PUZZLE.cages.map((c) => (c.op === '=' ? { ...c, target: 1 } : c)) };
    expect(calcudoku.mistake(fixed, { grid: ANSWER.grid.slice(0, 2) })).toEqual({ says: 'size', data: { size: 3 }, at: [] });
    expect(calcudoku.mistake(fixed, { grid: [[1, 2, 4], [3, 1, 2], [2, 3, 1]] })).toEqual({ says: 'range', data: { row: 1, column: 3, v: 4, size: 3 }, at: ['cell-0-2'] });
    expect(calcudoku.check(fixed, { grid: [[1, 1, 3], [3, 2, 2], [2, 3, 1]] })).toBe('Row 1 holds 1 twice.');
    // A Latin square that breaks the cages: the first cage whose digits miss, with all its cells.
    const latin = { grid: [[2, 1, 3], [3, 2, 1], [1, 3, 2]] };
    expect(calcudoku.mistake(fixed, latin)).toEqual({ says: 'cage', data: { row: 1, column: 3, target: 6, sign: '×' }, at: ['cell-0-2', 'cell-1-2'] });
    expect(calcudoku.check(fixed, latin)).toBe('The digits of the 6× cage at row 1, column 3 do not make 6.');
  });
});

describe('calcudoku records', () => {
  it('the schema names what is wrong: a cell in two cages, a cage not joined up, a − on three cells, a cell left out', () => {
    const bad = (cages: unknown) => calcudoku.puzzle.safeParse({ size: 3, cages }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(bad([...PUZZLE.cages, { cells: [[0, 0]], op: '=', target: 1 }])).toContain('cages.5.cells.0: is also in cages[0]: every cell is in one cage');
    expect(bad([{ cells: [[0, 0], [0, 1], [0, 0]], op: '+', target: 3 }])).toContain('cages.0.cells.2: is listed twice in this cage');
    expect(bad([{ cells: [[0, 0], [2, 2]], op: '+', target: 3 }])).toContain('cages.0.cells: must be connected, each cell beside another of the cage');
    expect(bad([{ cells: [[0, 0], [0, 1], [0, 2]], op: '-', target: 1 }])).toContain('cages.0.op: - is for two-cell cages only');
    expect(bad(PUZZLE.cages.slice(1))).toContain('cages: must cover all 9 cells, not 7');
  });

  it('unlike names another size and an operation the options leave out', () => {
    const m = madeOf(6, 'medium', 1)!;
    expect(calcudoku.unlike(calcudoku.options.parse({ size: 5 }), m.puzzle, m.solution)).toEqual(['puzzle.size: is 6 but options.size is 5']);
    const i = m.puzzle.cages.findIndex((c) => c.op === '*');
    expect(calcudoku.unlike(calcudoku.options.parse({ size: 6, ops: '+-/' }), m.puzzle, m.solution)).toEqual([`puzzle.cages[${i}].op: is * but options.ops is "+-/"`]);
  });

  it('the text form: each cell its cage letter (and digit with the answer), then each cage with its clue', () => {
    const text = calcudoku.text(PUZZLE, ANSWER);
    expect(text.split('\n').slice(0, 3)).toEqual(['a1 a2 b3', 'c3 d1 b2', 'c2 d3 e1']);
    expect(text.split('\n')[4]).toBe('a 3+  b 6×  c 1−  d 3÷  e 2');
  });

  it('a one-cell cage is a printed digit to the player, the stepper and the counter', () => {
    const givens = givensOf(PUZZLE);
    expect(givens.filter((v) => v > 0)).toEqual([2]);
    expect(new Board(shapeFor(PUZZLE)).reset(givens).left).toBe(8);
  });
});

describe('calcudoku bands rise at 6×6 (20 fresh seeds a band)', () => {
  const SEEDS = 20;
  it('every band made from nearly every seed; the medians of score and steps rise, paper work does not fall', () => {
    const figures = surveyBands({ kind: 'calcudoku', label: '6×6', options: { size: 6 }, seeds: SEEDS }, null, 'test/bands', SEEDS, (d) => bandMade('calcudoku', { size: 6 }, d, SEEDS));
    for (const b of figures) expect(b.made, b.difficulty).toBeGreaterThanOrEqual(SEEDS - 3);
    expectBandsRise(figures);
  });
});

describe('calcudoku bands rise at 9×9 without a wall (issue 86; 12 fresh seeds a band)', () => {
  const SEEDS = 12;
  it('every band made from nearly every seed; the medians rise, and no band scores more than three times the one below (a medium was 4.6 times an easy)', () => {
    const figures = surveyBands({ kind: 'calcudoku', label: '9×9', options: { size: 9 }, seeds: SEEDS }, null, 'test/bands', SEEDS, (d) => bandMade('calcudoku', { size: 9 }, d, SEEDS));
    for (const b of figures) expect(b.made, b.difficulty).toBeGreaterThanOrEqual(SEEDS - 2);
    expectBandsRise(figures);
    for (let d = 1; d < figures.length; d++) expect(figures[d]!.score / figures[d - 1]!.score, `${figures[d - 1]!.difficulty} → ${figures[d]!.difficulty}`).toBeLessThanOrEqual(3);
  });
});

describe('calcudoku expert needs the top techniques again and again (issue 86; 9 seeds at 5×5 and 6×6)', () => {
  it.each([5, 6])('size %i: the median expert takes at least TOP_STEPS steps of level 4 (was one or two)', (size) => {
    const tops: number[] = [];
    for (let seed = 1; seed <= 9; seed++) {
      const m = calcudoku.generate(new Rng(`test/calcudoku/top/${size}/${seed}`), calcudoku.options.parse({ size }), 'expert');
      if (m) tops.push(stepsAt(calcudoku.stepper.ladder, m.grade.uses, 4));
    }
    expect(tops.length).toBeGreaterThanOrEqual(8);
    expect(tops.sort((a, b) => a - b)[Math.floor(tops.length / 2)], String(tops)).toBeGreaterThanOrEqual(TOP_STEPS);
  });
});

describe('the shape of a puzzle', () => {
  it('shares its rows and columns with every puzzle of its size (shapeWith) and is the shape shapeOf makes of all its groups', () => {
    const rng = new Rng('test/calcudoku/shape');
    for (const size of [3, 4, 6, 9]) {
      for (let k = 0; k < 20; k++) {
        const cells = cutCages(size, { biggest: 5, ones: 0.2 }, rng);
        const cages: Cage[] = cells.map((c) => (c.length === 1 ? { cells: c, op: '=', target: 1 } : { cells: c, op: '+', target: 2 * c.length }));
        const shape = shapeFor({ size, cages });
        const groups = shape.groups.slice(2 * size);
        expect({ ...shape }).toEqual({ ...shapeOf(size, size, rangeMask(1, size), [...linesOf(size, size), ...groups]) });
      }
    }
  });
});
