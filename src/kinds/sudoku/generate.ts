import { Carver } from '../../engine/grid/carve.ts';
import { makeGrid } from '../../engine/grid/make.ts';
import { orbitsOf } from '../../engine/grid/remove.ts';
import type { Difficulty, Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { grading, measure, type SudokuGrade } from './grade.ts';
import { BOXES, type Size, type SudokuOptions, type SudokuPuzzle, type SudokuSolution } from './schema.ts';
import { RUNGS, shapeFor } from './steps.ts';

/**
 * The digits an easy puzzle prints, at least (a range a seed draws from): carved as far as
 * singles allow, a 9×9 keeps about 28, where published easy puzzles print 32 to 38 and a child's
 * 4×4 six or more. More givens are more singles in view at once, and fewer steps. A 12×12 and
 * a 16×16 print the 9×9's share of their cells (40–44%): carved, they keep about 54 and 104.
 */
const EASY_GIVENS: Record<Size, [number, number]> = { 4: [6, 8], 6: [13, 16], 9: [32, 36], 12: [58, 64], 16: [104, 114] };

/**
 * Full grids tried a seed before it gives up (the book moves to the next seed): a 6×6 past
 * singles is rare (about one carved grid in 40 needs hard's techniques, one in 37 expert's) but
 * cheap, a 9×9 one in 16 to 20 (src/kinds/sudoku/bench.ts's reach rows). A 12×12 is in hard's band about
 * one carved grid in 12, expert's one in 20; a 16×16 one in 5 and one in 7, but at some 30
 * million of work a grid (a quarter of a second), so few that a book of a hundred fits the hour
 * (a seed gives up about one time in five, and the next seed is tried).
 */
const ATTEMPTS: Record<Size, number> = { 4: 100, 6: 600, 9: 150, 12: 150, 16: 12 };

/** Counted work one grid tried takes, carved and measured, a little over what src/kinds/sudoku/bench.ts finds (2026-11: 4×4 2–5 thousand, 6×6 9–18, 9×9 55–80, 12×12 340–440, 16×16 8–32 million). */
const WORK_PER_GRID: Record<Size, number> = { 4: 6_000, 6: 20_000, 9: 100_000, 12: 500_000, 16: 36_000_000 };

/**
 * A puzzle in the band asked for, by the kit's generator (`makeGrid`): a random full grid, its
 * clues taken away in symmetric sets while it stays unique and solved by the band's
 * techniques, kept when what is left is in the band; up to `ATTEMPTS` grids a seed. An easy puzzle is
 * then given back symmetric sets of clues, in a random order, up to its count (`EASY_GIVENS`):
 * a puzzle singles solve stays so with more givens.
 */
export function generate(rng: Rng, options: SudokuOptions, difficulty: Difficulty): Made<SudokuPuzzle, SudokuSolution, SudokuGrade> | null {
  const { size } = options;
  const box: [number, number] = [...BOXES[size]];
  const orbits = orbitsOf(size, size, options.symmetry);
  return makeGrid<SudokuPuzzle, SudokuSolution, SudokuGrade>(rng, difficulty, {
    carver: new Carver(shapeFor(size, box), RUNGS),
    orbits,
    attempts: ATTEMPTS[size],
    made(givens, full, level) {
      if (difficulty === 'easy') {
        const target = rng.range(...EASY_GIVENS[size]);
        const back = rng.shuffle(orbits.filter((orbit) => !givens[orbit[0]!]));
        for (const orbit of back) {
          if (givens.filter((v) => v > 0).length >= target) break;
          for (const c of orbit) givens[c] = full[c]!;
        }
      }
      const puzzle: SudokuPuzzle = { size, box, givens: rowsOf(Array.from(givens), size) };
      return { puzzle, solution: { grid: rowsOf(Array.from(full), size) }, grade: measure(puzzle, level) };
    },
    band: grading.band,
  });
}

/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), all its seeds together:
 * every grid of six seeds tried, twice over. A 9×9 is about a second of it, so a book of a
 * thousand fits the hour a spec may ask (book/work-cap.ts); a puzzle is made in 1–30 ms.
 */
export function makingWork(options: SudokuOptions, _difficulty: Difficulty): number {
  return 2 * 6 * ATTEMPTS[options.size] * WORK_PER_GRID[options.size];
}

/**
 * Why no puzzle of this band can be made at this size: grids carved as far as the whole ladder
 * allows (src/kinds/sudoku/bench.ts's reach rows) show a 4×4 always solved by singles, and a 6×6 that
 * singles do not solve needing a wing or colouring all but always (a handful in 2,000 need only
 * pairs or locked candidates, and 7 in 2,000 a technique past colouring, a median one step of it).
 */
export function refusal(options: SudokuOptions, difficulty: Difficulty): string | null {
  if (options.size === 4 && difficulty !== 'easy') return `a 4×4 Sudoku is always solved by singles, so it is only ever easy; for ${difficulty}, ask size 9 (or 6 for hard and expert)`;
  if (options.size === 6 && difficulty === 'medium') return 'a 6×6 Sudoku that singles do not solve almost never needs only pairs or locked candidates, so there is no medium 6×6; ask easy or hard, or size 9';
  if (options.size === 16 && difficulty === 'expert') return 'a 16×16 Sudoku that needs a technique past simple colouring needs dozens of them (a median 57 steps past colouring, about five hours of work), so there is no expert 16×16; ask hard, or size 12 for an expert of about an hour';
  if (options.size === 6 && difficulty === 'expert') return 'a 6×6 Sudoku almost never needs a technique past simple colouring (7 grids in 2,000, a median one step of it), so there is no expert 6×6; ask hard (which is what a 6×6 expert was until now), or size 9';
  return null;
}
