import type { Solved } from '../../engine/kind.ts';
import { clueProblems } from '../../engine/wordkit/clues.ts';
import { FILL_BUDGET } from '../../engine/wordkit/fill.ts';
import { slotSolve } from '../../engine/wordkit/slot-puzzle.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';

/** Every answer up to `limit`: the ways the puzzle's answers (its bank, printed or not) fill its slots (the word kit's `slotSolve`). */
export const solve = (puzzle: CrissCrossPuzzle, limit: number, budget = FILL_BUDGET): Solved<CrissCrossSolution> => slotSolve(puzzle, limit, budget);

/**
 * What keeps a proved puzzle off the page (`PuzzleKind.unfit`): a clue that holds its own answer or
 * a form of it (the word kit's `clueProblems`), or null.
 */
export function unfit(puzzle: CrissCrossPuzzle): string | null {
  const { solutions } = solve(puzzle, 1);
  const answer = solutions[0];
  if (!answer) return null;
  for (const [i, slot] of puzzle.slots.entries()) {
    const given = clueProblems(answer.words[i]!, slot.clue).find((p) => p.code === 'answer');
    if (given?.code === 'answer') return `the clue of ${slot.number} ${slot.dir} holds "${given.word}", a form of its answer`;
  }
  return null;
}
