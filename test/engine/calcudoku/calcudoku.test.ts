/**
 * Calcudoku, the cage kind on the grid kit: a class worksheet's + and − only, division alone;
 * the bands it cannot reach are refused by name. The shipped books' puzzles and Keen's
 * (Tatham's collection) have one answer for our counter and our oracle alike; a cage's bounds
 * are said where a listing would be long. The answer check names what is wrong with hand-made answers; the schema,
 * `unlike` and the text form; a puzzle's shape. Each band made from several seeds, the oracle
 * on fresh puzzles and random cuts, every bounds step along made puzzles' solves true by brute
 * force, and the medians rising band by band are bands.matrix.test.ts's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keenPuzzle } from '../../../bench/keen.ts';
import { digitsOf, rangeMask } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { climbBoard } from '../../../src/engine/grid/ladder.ts';
import { linesOf, shapeOf } from '../../../src/engine/grid/shape.ts';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { cutCages } from '../../../src/kinds/calcudoku/cages.ts';
import { kind as calcudoku } from '../../../src/kinds/calcudoku/index.ts';
import { oracle } from '../../../src/kinds/calcudoku/oracle.ts';
import type { Cage, CalcudokuPuzzle, CalcudokuSolution } from '../../../src/kinds/calcudoku/schema.ts';
import { givensOf, RUNGS, shapeFor } from '../../../src/kinds/calcudoku/steps.ts';

const made = new Map<string, ReturnType<typeof calcudoku.generate>>();
/** A puzzle of the tests' seeds, made once however many tests read it. */
const madeOf = (size: number, difficulty: Difficulty, seed: number, ops = '+-*/') => {
  const key = `${size}/${ops}/${difficulty}/${seed}`;
  if (!made.has(key)) made.set(key, calcudoku.generate(new Rng(`test/calcudoku/${key}`), calcudoku.options.parse({ size, ops }), difficulty));
  return made.get(key)!;
};

describe('calcudoku bands made', () => {
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
