import { spend } from '../../engine/budget.ts';
import { Board } from '../../engine/grid/board.ts';
import { filledGrid } from '../../engine/grid/count.ts';
import { solvedBy } from '../../engine/grid/ladder.ts';
import { gridLevel } from '../../engine/grid/make.ts';
import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rowsOf } from '../../engine/steps.ts';
import { grading, measure, type SkyscrapersGrade } from './grade.ts';
import { SIDES, type SkyscrapersOptions, type SkyscrapersPuzzle, type SkyscrapersSolution } from './schema.ts';
import { cluesOf, skylinesOf } from './skyline.ts';
import { latinOf, RUNGS, shapeFor } from './steps.ts';
import { watching } from './techniques.ts';

/** Latin squares tried a seed before it gives up (the book moves to the next seed); the work a solve is counted, a cell (the clue techniques list lines: heavier than the kit's 60); the counter's budget (`solve`). */
export const ATTEMPTS: Record<Difficulty, number> = { easy: 30, medium: 30, hard: 40, expert: 60 };
const SOLVE = 200;
export const PROOF_BUDGET = 50_000_000;
const SPENT = new Error('the work one puzzle may take is spent');
/** A puzzle in the band asked for, as Tatham's Towers makes them (`carved`); kept when its score is in the band. Its proof of one answer is the solve `carved` ends with: the techniques never guess (the kind's `solve`, the counter, is for puzzles it did not make). */
export function generate(rng: Rng, options: SkyscrapersOptions, difficulty: Difficulty): Made<SkyscrapersPuzzle, SkyscrapersSolution, SkyscrapersGrade> | null {
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const paid = (work: number) => {
    if (!spend(work)) throw SPENT;
  };
  try {
    for (let attempt = 0; attempt < ATTEMPTS[difficulty]; attempt++) {
      const made = carved(rng, options.size, level, paid);
      const grade = made && measure(made.puzzle, level as 1 | 2 | 3 | 4);
      if (made && grade && grading.band(grade, made.puzzle) === difficulty) return { puzzle: made.puzzle, solution: { grid: made.grid }, grade, difficulty };
    }
  } catch (error) {
    if (error !== SPENT) throw error;
  }
  return null;
}
/** A random Latin square from the kit's counter and every clue it shows; its heights taken away one by one in a random order, then (above easy, which keeps every clue, as Towers' easy does) its clues, each kept away while the level's techniques still solve it, which proves it unique too (they never guess); null unless the level below's do not. */
export function carved(rng: Rng, size: number, level: number, paid: (work: number) => void = () => {}) {
  const cells = size * size;
  const full = filledGrid(latinOf(size), rng)!;
  paid(cells * 40);
  const grid = rowsOf(Array.from(full), size);
  const clues = cluesOf(grid);
  const givens = Uint8Array.from(full);
  // The clues change as they go: the shape's rows and columns are made once, its lines afresh.
  const base = shapeFor({ size, ...clues });
  const shaped = () => ({ ...base, constraints: skylinesOf({ size, ...clues }) });
  let board = new Board(base);
  const solves = () => (paid(SOLVE * cells), solvedBy(board.reset(givens), RUNGS, level));
  for (const cell of rng.shuffle(Array.from({ length: cells }, (_, i) => i))) {
    givens[cell] = 0;
    if (!solves()) givens[cell] = full[cell]!;
  }
  // A clue no step of the last solve read goes without solving again: those steps still solve what is left.
  let read = new Set<string>();
  if (level > 1) watching(read, solves);
  for (const [side, i] of level === 1 ? [] : rng.shuffle(SIDES.flatMap((side) => grid.map((_, i) => [side, i] as const)))) {
    const v = clues[side][i]!;
    clues[side][i] = 0;
    if (!read.has(`${side} ${i + 1}`)) continue;
    const now = new Set<string>();
    board = new Board(shaped());
    if (watching(now, solves)) read = now;
    else clues[side][i] = v;
  }
  if (gridLevel(new Board(shaped()), RUNGS, givens) !== level) return null;
  return { puzzle: { size, ...clues, ...(givens.some((v) => v > 0) && { givens: rowsOf(Array.from(givens), size) }) } as SkyscrapersPuzzle, grid, givens };
}
/** The most work one puzzle may take to make (`PuzzleKind.makingWork`): every attempt of six seeds, twice over, each attempt a solve a height and a clue (a bound: a carve now solves fewer, its clues unread by the last solve and the counter's second proof dropped, so the cap only has more room). */
export const makingWork = ({ size }: SkyscrapersOptions, difficulty: Difficulty): number => 2 * 6 * ATTEMPTS[difficulty] * SOLVE * size * size * (size * size + 4 * size);
/** Every band is made at every size (docs/kinds/skyscrapers.md). */
export const refusal = (): string | null => null;
