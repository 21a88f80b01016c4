import type { Solved } from '../../engine/kind.ts';
import { FILL_BUDGET } from '../../engine/wordkit/fill.ts';
import { slotSolve } from '../../engine/wordkit/slot-puzzle.ts';
import type { FillInPuzzle, FillInSolution } from './schema.ts';
import { givenCodes, gridFrom, viewOf } from './view.ts';

/**
 * Every answer up to `limit`: the ways the list fills the grid's slots, each word once, each
 * crossing one letter, through the printed letters (the word kit's `slotSolve`), within `budget`;
 * out of it the answer is unknown (`complete: false`).
 */
export function solve(puzzle: FillInPuzzle, limit: number, budget = FILL_BUDGET): Solved<FillInSolution> {
  const given = givenCodes(puzzle);
  // A printed letter the grid does not print (−1) fits no word: no filling.
  if ([...given.values()].some((code) => code < 0)) return { solutions: [], complete: true, work: 0 };
  const found = slotSolve(viewOf(puzzle), limit, budget, given);
  return { ...found, solutions: found.solutions.map((s) => gridFrom(puzzle, s.words)) };
}
