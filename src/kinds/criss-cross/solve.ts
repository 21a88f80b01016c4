import type { Solved } from '../../engine/kind.ts';
import { clueProblems } from '../../engine/wordkit/clues.ts';
import { fillings, FILL_BUDGET } from '../../engine/wordkit/fill.ts';
import { readPuzzle } from '../../engine/wordkit/slot-puzzle.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';

/**
 * Every answer up to `limit`: the ways the puzzle's answers (its bank, printed or not) fill its
 * slots, each word once and each crossing one letter (the word kit's `fillings`), within `budget`
 * of counted work; out of it the answer is unknown (`complete: false`). A bank word no grid of the
 * language prints fills nothing.
 */
export function solve(puzzle: CrissCrossPuzzle, limit: number, budget = FILL_BUDGET): Solved<CrissCrossSolution> {
  const read = readPuzzle(puzzle);
  if (read.bank.some((w) => !w)) return { solutions: [], complete: true, work: 0 };
  const found = fillings(read.grid, read.bank as number[][], limit, budget);
  return { solutions: found.found.map((filling) => ({ words: filling.map((w) => puzzle.bank[w]!) })), complete: found.complete, work: found.work };
}

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
