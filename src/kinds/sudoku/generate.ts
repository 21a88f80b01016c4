import { spend } from '../../engine/budget.ts';
import { Carver, SOLVE_WORK } from '../../engine/grid/carve.ts';
import { filledGrid } from '../../engine/grid/count.ts';
import { orbitsOf } from '../../engine/grid/remove.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { WORK_PER_SECOND } from '../../engine/work.ts';
import { grading, levelOf, measure, type SudokuGrade } from './grade.ts';
import { BOXES, type SudokuOptions, type SudokuPuzzle, type SudokuSolution } from './schema.ts';
import { RUNGS, shapeFor } from './steps.ts';

/** Full grids tried for one puzzle before the seed gives up (the book moves to the next seed). */
const ATTEMPTS = 120;

const SPENT = new Error('the work one puzzle may take is spent');

/**
 * A puzzle in the band asked for: a random full grid, then its clues taken away in symmetric
 * sets, in a random order, each removal kept while the puzzle stays unique (the counter, which
 * refuses most removals, and quickly) and solved by the techniques of the band (`solvedBy`).
 * What is left needs the band's techniques, or an easier band's: it is measured, and kept when
 * its band is the one asked for.
 */
export function generate(rng: Rng, options: SudokuOptions, difficulty: Difficulty): Made<SudokuPuzzle, SudokuSolution, SudokuGrade> | null {
  const { size } = options;
  const box = BOXES[size];
  const shape = shapeFor(size, box);
  const carver = new Carver(shape, RUNGS);
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const orbits = orbitsOf(size, size, options.symmetry);
  const paid = (work: number) => {
    if (!spend(work)) throw SPENT;
  };
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const full = filledGrid(shape, rng, carver.counter)!;
      const givens = carver.carve(full, orbits, rng, level, paid);
      const sized = { size, box: [...box] as [number, number] };
      paid(SOLVE_WORK * shape.size * level);
      if (levelOf(sized, givens, carver.board) !== level) continue;
      const puzzle: SudokuPuzzle = { ...sized, givens: rowsOf(Array.from(givens), size) };
      const grade = measure(puzzle);
      if (grade && grading.band(grade, puzzle) === difficulty) return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade, difficulty };
    }
  } catch (error) {
    if (error !== SPENT) throw error;
  }
  return null;
}

/** The most work one puzzle may take to make (`PuzzleKind.makingWork`), all its seeds together. */
export function makingWork(options: SudokuOptions, difficulty: Difficulty): number {
  return (options.size / 9) ** 2 * { easy: 1, medium: 2, hard: 4, expert: 4 }[difficulty] * WORK_PER_SECOND;
}

/**
 * Why no puzzle of this band can be made at this size: measured over thousands of grids (bench/sudoku.ts),
 * a 4×4 is always solved by singles, and a 6×6 that singles do not solve needs a wing or a chain.
 */
export function refusal(options: SudokuOptions, difficulty: Difficulty): string | null {
  if (options.size === 4 && difficulty !== 'easy') return `a 4×4 Sudoku is always solved by singles, so it is only ever easy; for ${difficulty}, ask size 9 (or 6 for hard and expert)`;
  if (options.size === 6 && difficulty === 'medium') return 'a 6×6 Sudoku that singles do not solve almost never needs only pairs or locked candidates, so there is no medium 6×6; ask easy or hard, or size 9';
  return null;
}
