import { spend } from '../../engine/budget.ts';
import { rangeMask } from '../../engine/grid/bits.ts';
import { Board } from '../../engine/grid/board.ts';
import { filledGrid, GridCounter } from '../../engine/grid/count.ts';
import { solvedBy } from '../../engine/grid/ladder.ts';
import { gridLevel } from '../../engine/grid/make.ts';
import { linesOf, shapeOf } from '../../engine/grid/shape.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { grading, measure, type SkyscrapersGrade } from './grade.ts';
import { SIDES, type Side, type SkyscrapersOptions, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';
import { cluesOf, skylinesOf } from './skyline.ts';
import { RUNGS, shapeFor } from './steps.ts';

/** Latin squares tried a seed before it gives up (the book moves to the next seed). */
export const ATTEMPTS: Record<Difficulty, number> = { easy: 30, medium: 30, hard: 40, expert: 60 };

/** Counted work a run of the step solver is taken to cost, a cell (the clue techniques list lines, heavier than the kit's 60). */
const SOLVE = 200;

const SPENT = new Error('the work one puzzle may take is spent');

type Clues = Pick<SkyscrapersPuzzle, Side>;

/**
 * A puzzle in the band asked for, as Tatham's Towers makes them: a random Latin square from the
 * kit's counter and every clue it shows; its heights taken away one by one in a random order,
 * then (above easy, which keeps every clue) its clues, each kept away while the band's techniques still solve it (which proves it
 * has one answer: they never guess); kept when the band below's techniques do not, its score is
 * in the band, and the counter proves it unique again.
 */
export function generate(rng: Rng, options: SkyscrapersOptions, difficulty: Difficulty): Made<SkyscrapersPuzzle, SkyscrapersSolution, SkyscrapersGrade> | null {
  const { size } = options;
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const paid = (work: number) => {
    if (!spend(work)) throw SPENT;
  };
  try {
    for (let attempt = 0; attempt < ATTEMPTS[difficulty]; attempt++) {
      const made = carved(rng, size, level, paid);
      if (!made) continue;
      const grade = measure(made.puzzle, level as 1 | 2 | 3 | 4);
      if (!grade || grading.band(grade, made.puzzle) !== difficulty) continue;
      const proof = new GridCounter(shapeFor(made.puzzle)).count(made.givens, 2, PROOF_BUDGET);
      paid(proof.work);
      if (proof.solutions.length !== 1 || !proof.complete) continue;
      return { puzzle: made.puzzle, solution: { grid: made.grid }, grade, difficulty };
    }
  } catch (error) {
    if (error !== SPENT) throw error;
  }
  return null;
}

/**
 * One Latin square carved at a level: its heights, then its clues, each taken away while the
 * level's techniques still solve it; null unless the level below's do not.
 */
export function carved(rng: Rng, size: number, level: number, paid: (work: number) => void = () => {}) {
  const cells = size * size;
  const latin = shapeOf(size, size, rangeMask(1, size), linesOf(size, size));
  const full = filledGrid(latin, rng)!;
  paid(cells * 40);
  const grid = rowsOf(Array.from(full), size);
  const clues: Clues = cluesOf(grid);
  const givens = Uint8Array.from(full);
  // The clues change as they are taken away: the shape's rows and columns are made once, its lines afresh.
  const base = shapeFor({ size, ...clues });
  const shaped = () => ({ ...base, constraints: skylinesOf({ size, ...clues }) });
  let board = new Board(base);
  const solves = () => {
    paid(SOLVE * cells);
    board.reset(givens);
    return solvedBy(board, RUNGS, level);
  };
  for (const cell of rng.shuffle(Array.from({ length: cells }, (_, i) => i))) {
    const v = givens[cell]!;
    givens[cell] = 0;
    if (!solves()) givens[cell] = v;
  }
  // An easy puzzle keeps every clue, as Towers' easy ones do: it is read from its clues and the heights printed.
  for (const [side, i] of level === 1 ? [] : rng.shuffle(SIDES.flatMap((side) => Array.from({ length: size }, (_, i) => [side, i] as const)))) {
    const v = clues[side][i]!;
    clues[side][i] = 0;
    board = new Board(shaped());
    if (!solves()) clues[side][i] = v;
  }
  if (gridLevel(new Board(shaped()), RUNGS, givens) !== level) return null;
  const puzzle: SkyscrapersPuzzle = { size, ...clues, ...(givens.some((v) => v > 0) ? { givens: rowsOf(Array.from(givens), size) } : {}) };
  return { puzzle, grid, givens };
}

/** The proof's budget of counted work: a 9×9 with a few clues takes well under a million. */
export const PROOF_BUDGET = 50_000_000;

/** The most work one puzzle may take to make (`PuzzleKind.makingWork`): every attempt of six seeds, twice over. */
export function makingWork(options: SkyscrapersOptions, difficulty: Difficulty): number {
  const cells = options.size * options.size;
  return 2 * 6 * ATTEMPTS[difficulty] * SOLVE * cells * (cells + 4 * options.size);
}

/** Why no puzzle of this band can be made at these options (bench: measured at each size). */
export function refusal(_options: SkyscrapersOptions, _difficulty: Difficulty): string | null {
  return null;
}
