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
  const { steps, solved } = climbBoard(board.reset(givens), rungs, level, false);
  // A level given that its rungs do not reach the end of: not this level's puzzle (the generator's quick carve asks so).
  if (!solved) return null;
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
   * no band, or the rungs of `level` do not solve it); `level` is the level its techniques need,
   * as far as the generator has found (`gridMeasure` takes it).
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
  // The highest level of the kind's rungs: its whole ladder.
  const top = Math.max(...carver.rungs.map((rung) => rung.level));
  const paid = (work: number) => {
    if (!spend(work)) throw SPENT;
  };
  try {
    for (let attempt = 0; attempt < making.attempts; attempt++) {
      const full = making.full ? making.full(rng) : filledGrid(carver.shape, rng, carver.counter);
      if (!full) continue;
      const order = rng.shuffle([...making.orbits]);
      // The whole ladder all but never refuses a removal that keeps a puzzle unique (none of 659
      // asked at 9×9 expert, where asking was a quarter of the generator's time). So at its level
      // the clues are carved on uniqueness alone: where the rungs solve what is left, it is the
      // puzzle the careful carve makes (they solve each puzzle with more givens, so that carve
      // would keep every removal this one kept), and the measure's solve is that proof. Where
      // they do not, the grid is carved again the careful way, in the same order.
      const carved = (askRungs: boolean) => {
        const givens = carver.carveInOrder(full, order, askRungs ? level : null, paid);
        paid(SOLVE_WORK * cells * (level - 1));
        return easierSolves(carver.board, carver.rungs, givens, level) ? null : givens;
      };
      const quick = level === top;
      let givens = carved(!quick);
      if (!givens) continue;
      let made = making.made(givens, full, level as 1 | 2 | 3 | 4);
      if (quick && made.grade === null) {
        givens = carved(true);
        if (!givens) continue;
        made = making.made(givens, full, level as 1 | 2 | 3 | 4);
      }
      const { puzzle, solution, grade } = made;
      if (grade && making.band(grade, puzzle) === difficulty) return { puzzle, solution, grade, difficulty };
    }
  } catch (error) {
    if (error !== SPENT) throw error;
  }
  return null;
}
