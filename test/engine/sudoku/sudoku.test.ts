/**
 * Sudoku, the kind on the grid kit: made with mirror and no symmetry, its givens as asked; the
 * bands it cannot reach are refused by name. The published puzzles have the answers they are
 * known to have, and no band. The answer check names what is wrong with hand-made answers and
 * where; `unlike` catches a broken symmetry, a wrong box and a wrong size; the text form gives
 * the digits back; a 12×12 and a 16×16 say numbers, not digits. Each band made at each size,
 * and the medians rising band by band, are bands.matrix.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind as sudoku } from '../../../src/kinds/sudoku/index.ts';
import { oracle } from '../../../src/kinds/sudoku/oracle.ts';
import type { SudokuPuzzle, SudokuSolution } from '../../../src/kinds/sudoku/schema.ts';
import { published } from '../grid/plain.ts';

const made = new Map<string, ReturnType<typeof sudoku.generate>>();
/** A puzzle of the tests' seeds, made once however many tests read it. */
const madeOf = (size: number, difficulty: Difficulty, seed: number, symmetry = 'rotational') => {
  const key = `${size}/${symmetry}/${difficulty}/${seed}`;
  if (!made.has(key)) made.set(key, sudoku.generate(new Rng(`test/sudoku/${key}`), sudoku.options.parse({ size, symmetry }), difficulty));
  return made.get(key)!;
};

describe('sudoku bands made', () => {
  it.each([
    [9, 'hard'],
    [6, 'hard'],
    [9, 'easy'],
  ] as const)('%i×%i %s with mirror and no symmetry: givens as asked', (size, difficulty) => {
    for (const symmetry of ['mirror', 'none'] as const) {
      const options = sudoku.options.parse({ size, symmetry });
      let made = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const m = madeOf(size, difficulty, seed, symmetry);
        if (!m) continue;
        made++;
        expect(sudoku.unlike(options, m.puzzle, m.solution)).toEqual([]);
        expect(sudoku.solve(m.puzzle, 2).solutions).toEqual([m.solution]);
        expect(sudoku.band(m.grade, m.puzzle)).toBe(difficulty);
      }
      expect(made).toBeGreaterThanOrEqual(2);
    }
  });

  it('refuses the bands it cannot reach, naming them: 4×4 above easy, 6×6 medium and expert, 16×16 expert; no other', () => {
    for (const size of [4, 6, 9, 12, 16] as const) {
      const options = sudoku.options.parse({ size });
      for (const difficulty of DIFFICULTIES) {
        const said = sudoku.refuses!(options, difficulty);
        const refused = (size === 4 && difficulty !== 'easy') || (size === 6 && (difficulty === 'medium' || difficulty === 'expert')) || (size === 16 && difficulty === 'expert');
        if (!refused) {
          expect(said, `${size} ${difficulty}`).toBeNull();
          continue;
        }
        expect(said, `${size} ${difficulty}`).toContain(`${size}×${size}`);
        expect(said, `${size} ${difficulty}`).toContain(difficulty);
      }
    }
  });
});

describe('sudoku proof on the published puzzles (test/fixtures/sudoku.json)', () => {
  const fixtures = published();
  const puzzleOf = (cells: number[]): SudokuPuzzle => ({ size: 9, box: [3, 3], givens: Array.from({ length: 9 }, (_, r) => cells.slice(r * 9, r * 9 + 9)) });

  it.each(['inkala-2012', 'easter-monster'])('%s: the kind proves its stored solution the only one; no level of the ladder solves it, so it is in no band', (name) => {
    const p = fixtures.get(name)!;
    const puzzle = puzzleOf(p.givens);
    const solved = sudoku.solve(puzzle, 2);
    expect(solved.complete).toBe(true);
    expect(solved.solutions).toEqual([{ grid: puzzleOf(p.solution!).givens }]);
    expect(sudoku.regrade(puzzle)).toBeNull();
    expect(sudoku.stepper.steps(puzzle, 4).solved).toBe(false);
    // Out of budget, it is unknown: never one solution claimed complete.
    const spent = sudoku.solve(puzzle, 2, 1_000);
    expect(spent.complete).toBe(false);
  });

  it('norvig-hard1: the kind finds two solutions, so it is refused', () => {
    const solved = sudoku.solve(puzzleOf(fixtures.get('norvig-hard1')!.givens), 2);
    expect(solved.complete).toBe(true);
    expect(solved.solutions).toHaveLength(2);
  });
});

// ——— The answer check, on hand-made answers to one 4×4 ———

// Rows 1 and 4 given; rows 2 and 3 follow, one way only.
const PUZZLE: SudokuPuzzle = {
  size: 4,
  box: [2, 2],
  givens: [
    [1, 2, 3, 4],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [4, 3, 2, 1],
  ],
};
const ANSWER: SudokuSolution = {
  grid: [
    [1, 2, 3, 4],
    [3, 4, 1, 2],
    [2, 1, 4, 3],
    [4, 3, 2, 1],
  ],
};
/** The answer with cells changed: [row, column, digit], from 0. */
const changed = (...edits: [number, number, number][]): SudokuSolution => {
  const grid = ANSWER.grid.map((row) => [...row]);
  for (const [r, c, v] of edits) grid[r]![c] = v;
  return { grid };
};

describe('sudoku answer check', () => {
  it('the hand-made 4×4 has the answer below as its only one; the answer passes', () => {
    expect(sudoku.solve(PUZZLE, 2).solutions).toEqual([ANSWER]);
    expect(oracle(PUZZLE, 2)).toEqual([ANSWER]);
    expect(sudoku.mistake(PUZZLE, ANSWER)).toBeNull();
    expect(sudoku.check(PUZZLE, ANSWER)).toBeNull();
  });

  it('a printed digit changed: that cell', () => {
    expect(sudoku.mistake(PUZZLE, changed([0, 0, 2]))).toEqual({ says: 'given', data: { row: 1, column: 1, given: 1, v: 2 }, at: ['cell-0-0'] });
    expect(sudoku.check(PUZZLE, changed([0, 0, 2]))).toBe('Row 1, column 1 should hold the printed 1, not 2.');
  });

  it('a digit out of range, too big, zero or not whole: that cell', () => {
    for (const v of [5, 0, -1, 2.5]) {
      expect(sudoku.mistake(PUZZLE, changed([1, 1, v]))).toEqual({ says: 'range', data: { context: 'digit', row: 2, column: 2, v, size: 4 }, at: ['cell-1-1'] });
    }
    expect(sudoku.check(PUZZLE, changed([1, 1, 5]))).toBe('5 in row 2, column 2 is not a digit from 1 to 4.');
  });

  it('a digit twice in a row: the row, and both cells', () => {
    // Row 2 reads 3 4 1 1; column 4 and box 2 repeat too, but row 2 comes first.
    expect(sudoku.mistake(PUZZLE, changed([1, 3, 1]))).toEqual({ says: 'repeats', data: { context: 'row', n: 2, v: 1 }, at: ['cell-1-2', 'cell-1-3'] });
    expect(sudoku.check(PUZZLE, changed([1, 3, 1]))).toBe('Row 2 holds 1 twice.');
  });

  it('a digit twice in a column: the column, and both cells', () => {
    // Column 1 reads 1 3 4 4.
    expect(sudoku.mistake(PUZZLE, changed([2, 0, 4]))).toEqual({ says: 'repeats', data: { context: 'column', n: 1, v: 4 }, at: ['cell-2-0', 'cell-3-0'] });
    expect(sudoku.check(PUZZLE, changed([2, 0, 4]))).toBe('Column 1 holds 4 twice.');
  });

  it('digits twice in a box with every row and column right (a Latin square, not a Sudoku): the box, and its cells', () => {
    const latin = changed([1, 0, 2], [1, 1, 1], [1, 2, 4], [1, 3, 3], [2, 0, 3], [2, 1, 4], [2, 2, 1], [2, 3, 2]);
    expect(sudoku.mistake(PUZZLE, latin)).toEqual({ says: 'repeats', data: { context: 'box', n: 1, v: 1 }, at: ['cell-0-0', 'cell-0-1', 'cell-1-0', 'cell-1-1'] });
    expect(sudoku.check(PUZZLE, latin)).toBe('Box 1 holds 1 twice.');
  });

  it('a grid of the wrong size: no cell', () => {
    expect(sudoku.mistake(PUZZLE, { grid: ANSWER.grid.slice(0, 3) })).toEqual({ says: 'size', data: { size: 4 }, at: [] });
    expect(sudoku.mistake(PUZZLE, { grid: ANSWER.grid.map((row) => row.slice(0, 3)) })).toEqual({ says: 'size', data: { size: 4 }, at: [] });
  });
});

describe('sudoku unlike', () => {
  const made = madeOf(9, 'medium', 1)!;
  const options = sudoku.options.parse({ size: 9 });

  it('a puzzle as made is like its options; with a given taken from one of a rotational pair, the pair is named', () => {
    expect(sudoku.unlike(options, made.puzzle, made.solution)).toEqual([]);
    expect(sudoku.unlike(sudoku.options.parse({ size: 9, symmetry: 'none' }), made.puzzle, made.solution)).toEqual([]);
    // The last given before the centre: its partner lies after the centre, and is still given.
    const flat = made.puzzle.givens.flat();
    const cell = flat.slice(0, 40).findLastIndex((v) => v > 0);
    const [r, c] = [Math.floor(cell / 9), cell % 9];
    const givens = made.puzzle.givens.map((row) => [...row]);
    givens[r]![c] = 0;
    const said = sudoku.unlike(options, { ...made.puzzle, givens }, made.solution);
    expect(said).toHaveLength(1);
    expect(said[0]).toBe(`puzzle.givens[${r}][${c}]: is empty but its rotational partner [${8 - r}][${8 - c}] is not, which options.symmetry rules out`);
    // Asked of no symmetry, the same puzzle is fine.
    expect(sudoku.unlike(sudoku.options.parse({ size: 9, symmetry: 'none' }), { ...made.puzzle, givens }, made.solution)).toEqual([]);
  });

  it('a mirror pair broken is named; a wrong box and a wrong size are named', () => {
    const mirror = madeOf(6, 'easy', 1, 'mirror')!;
    const mirrored = sudoku.options.parse({ size: 6, symmetry: 'mirror' });
    expect(sudoku.unlike(mirrored, mirror.puzzle, mirror.solution)).toEqual([]);
    const givens = mirror.puzzle.givens.map((row) => [...row]);
    const r = givens.findIndex((row) => row[0]! > 0);
    givens[r]![0] = 0;
    expect(sudoku.unlike(mirrored, { ...mirror.puzzle, givens }, mirror.solution)).toEqual([
      `puzzle.givens[${r}][0]: is empty but its mirror partner [${r}][5] is not, which options.symmetry rules out`,
    ]);
    // Boxes of 2 columns by 3 rows: not what a 6×6 is made with.
    const [wrongBox] = sudoku.unlike(mirrored, { ...mirror.puzzle, box: [2, 3] }, mirror.solution);
    expect(wrongBox).toContain('puzzle.box');
    expect(wrongBox).toContain('[3,2]');
    expect(sudoku.unlike(sudoku.options.parse({ size: 9 }), mirror.puzzle, mirror.solution)[0]).toContain('puzzle.size: is 6 but options.size is 9');
  });
});

describe('sudoku text', () => {
  /** The digits back from the text: separator lines dropped, `|` and spaces ignored, `.` empty. */
  const read = (text: string) =>
    text
      .split('\n')
      .filter((line) => !/^[-+]+$/.test(line))
      .map((line) =>
        line
          .replace(/\|/g, ' ')
          .trim()
          .split(/\s+/)
          .map((x) => (x === '.' ? 0 : Number(x))),
      );

  it.each([
    [9, 'hard', 11],
    [6, 'easy', 8],
    [4, 'easy', 5],
    [12, 'easy', 15],
    [16, 'easy', 19],
  ] as const)('%i×%i: the givens back from the puzzle text, the answer back with it; rules between the boxes (%s, %i lines)', (size, difficulty, lines) => {
    const { puzzle, solution } = madeOf(size, difficulty, 1)!;
    const text = sudoku.text(puzzle);
    expect(read(text)).toEqual(puzzle.givens);
    expect(read(sudoku.text(puzzle, solution))).toEqual(solution.grid);
    expect(text.split('\n')).toHaveLength(lines);
    // A rule between box columns on every row.
    for (const line of text.split('\n').filter((l) => !/^[-+]+$/.test(l))) expect(line.split('|')).toHaveLength(size / puzzle.box[0]);
  });
});

describe('sudoku 12×12 and 16×16: numbers 1 to 12 and 1 to 16 (issue 86)', () => {
  const big = (size: 12 | 16) => madeOf(size, 'easy', 1)!;

  it('its rules, a worksheet line and the answer check say numbers, where a 9×9 says digits', () => {
    for (const size of [12, 16] as const) {
      const { puzzle, solution } = big(size);
      expect(sudoku.words.rules(puzzle)).toContain(`a number from 1 to ${size}`);
      expect(sudoku.words.rules(puzzle)).toContain(`box of 4 by ${size / 4} cells holds every number once`);
      expect(sudoku.words.instruction(puzzle)).toContain(`Write a number from 1 to ${size}`);
      const grid = solution.grid.map((row) => [...row]);
      grid[0]![puzzle.givens[0]!.indexOf(0)] = size + 1;
      expect(sudoku.check(puzzle, { grid })).toMatch(new RegExp(`^${size + 1} in row 1, column \\d+ is not a number from 1 to ${size}\\.$`));
    }
    expect(sudoku.words.rules(madeOf(9, 'easy', 1)!.puzzle)).toContain('a digit from 1 to 9');
  });

  it('its step sentences name numbers past 9 as the grid prints them', () => {
    const { puzzle } = big(16);
    const said = sudoku.stepper.steps(puzzle, 1).steps.map((s) => s.say).join(' ');
    expect(said).toMatch(/\b1[0-6]\b/);
  });

  it('has no one-line form: none is written (refused before any puzzle is made) and a line of 144 or 256 cells is named as such', () => {
    const line = sudoku.line!;
    for (const size of [12, 16] as const) {
      expect(line.refuses!(sudoku.options.parse({ size }))).toContain(`a ${size}×${size} Sudoku has no one-line form`);
      const cells = '1'.padEnd(size * size, '.');
      expect(line.read(cells)).toBeNull();
      expect(line.problem(cells)).toBe(`${size * size} cells, a ${size}×${size}: a 12×12 or 16×16's numbers past 9 have no one character other programs share, so it is read as a JSON record only`);
    }
    for (const size of [4, 6, 9] as const) expect(line.refuses!(sudoku.options.parse({ size }))).toBeNull();
  });
});
