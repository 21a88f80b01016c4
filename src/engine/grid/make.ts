import { spend } from '../budget.ts';
import { DIFFICULTIES, type Difficulty, type Grade, type Made } from '../kind.ts';
import type { Rng } from '../random.ts';
import { effortOf, ladderFigures, type Levels, round1 } from '../steps.ts';
import type { Board } from './board.ts';
import { type Carver, SOLVE_WORK } from './carve.ts';
import { filledGrid } from './count.ts';
import { climbBoard, type Rung, solvedBy } from './ladder.ts';

/**
 * What a kind on the kit measures and makes the same way as every other: its level, its grade's
 * ladder figures and score, and its generator's loop. A kind gives its shape, rungs and words.
 */

/**
 * The lowest level (1 easy … 4 expert) whose rungs solve these givens, or null: it needs
 * guessing, or has not one answer. Each level goes on from where the one below stuck: the
 * techniques only ever find more as candidates shrink, so that is where it would have got to
 * from the givens.
 */
export function gridLevel(board: Board, rungs: readonly Rung[], givens: ArrayLike<number>): 1 | 2 | 3 | 4 | null {
  board.reset(givens);
  for (const level of [1, 2, 3, 4] as const) {
    if (solvedBy(board, rungs, level)) return level;
    if (board.broken) return null;
  }
  return null;
}

/**
 * Whether the rungs below `level` solve givens that those of `level` are known to solve (as the
 * carver's are): the level `gridLevel` would find is then below it. It asks what `gridLevel` asks
 * but stops short of the band's own rungs, the dearest, whose answer is known: at 9×9 expert that
 * was a fifth of the generator's time.
 */
export function easierSolves(board: Board, rungs: readonly Rung[], givens: ArrayLike<number>, level: number): boolean {
  return level > 1 && solvedBy(board.reset(givens), rungs, level - 1);
}

/**
 * The figures every grid kind's grade holds (the score and the ladder's figures, `ladderGrade`),
 * from the solve a person makes at the lowest level that solves it, easiest technique first;
 * null when no level does.
 *
 * Score: the work of the solve (`effortOf`, points of about ten seconds): each step by its
 * technique's level, and one more for each pencil mark a harder step is seen by (`paper`).
 */
export function gridMeasure(board: Board, rungs: readonly Rung[], ladder: Levels, givens: ArrayLike<number>, known?: 1 | 2 | 3 | 4) {
  // The generator has just found the level (`makeGrid`); a regrade finds it afresh.
  const level = known ?? gridLevel(board, rungs, givens);
  if (level === null) return null;
  const { steps } = climbBoard(board.reset(givens), rungs, level, false);
  return { score: round1(effortOf(ladder, steps)), ...ladderFigures(ladder, level, steps) };
}

/** What a kind tells the kit's generator. */
export interface GridMaking<P, S, G extends Grade> {
  carver: Carver;
  /** Cells that go or stay together (`orbitsOf`: the givens' symmetry). */
  orbits: readonly (readonly number[])[];
  /** Full grids to try before the seed gives up (the book moves to the next seed). */
  attempts: number;
  /** A random full grid; the carver's counter's first solution of an empty grid by default. */
  full?(rng: Rng): ArrayLike<number> | null;
  /**
   * The puzzle and answer of these givens and this full grid, with the grade it measures (null:
   * no band); `level` is the level its techniques need, found already (`gridMeasure` takes it).
   */
  made(givens: Uint8Array, full: ArrayLike<number>, level: 1 | 2 | 3 | 4): { puzzle: P; solution: S; grade: G | null };
  band(grade: G, puzzle: P): Difficulty | null;
}

const SPENT = new Error('the work one puzzle may take is spent');

/**
 * The kit's generator: a random full grid, its clues carved away while it stays unique and
 * solved by the rungs of the band asked for (`Carver`); what is left needs those techniques or
 * easier ones, so a quick look at its level comes first, and only a puzzle at the band's level
 * is measured, and kept when its score is in the band's range too. Gives up (null) after its
 * attempts, or when the work the book allows one puzzle (engine/budget.ts) is spent.
 */
export function makeGrid<P, S, G extends Grade>(rng: Rng, difficulty: Difficulty, making: GridMaking<P, S, G>): Made<P, S, G> | null {
  const { carver } = making;
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const cells = carver.shape.size;
  const paid = (work: number) => {
    if (!spend(work)) throw SPENT;
  };
  try {
    for (let attempt = 0; attempt < making.attempts; attempt++) {
      const full = making.full ? making.full(rng) : filledGrid(carver.shape, rng, carver.counter);
      if (!full) continue;
      const givens = carver.carve(full, making.orbits, rng, level, paid);
      paid(SOLVE_WORK * cells * (level - 1));
      if (easierSolves(carver.board, carver.rungs, givens, level)) continue;
      const { puzzle, solution, grade } = making.made(givens, full, level as 1 | 2 | 3 | 4);
      if (grade && making.band(grade, puzzle) === difficulty) return { puzzle, solution, grade, difficulty };
    }
  } catch (error) {
    if (error !== SPENT) throw error;
  }
  return null;
}
