import type { MistakeOf } from '../../engine/mistake.ts';
import { slotMistake } from '../../engine/wordkit/slot-puzzle.ts';
import type { FillInPuzzle, FillInSolution } from './schema.ts';
import { givenLetters, viewOf, wordsOf } from './view.ts';
import type { words } from './words.ts';

/** What can be wrong with an answer: a message of Fill-In's check words, its data and the boxes it is about. */
export type FillInMistake = MistakeOf<typeof words.check>;

/**
 * Why an answer does not solve the puzzle, or null: read from the rules, not by the solver. Its
 * grid the puzzle's shape, a letter in every white square, the printed ones kept, and each slot's
 * letters a word of the list, each word once (the word kit's answer check of a slot puzzle, where
 * crossings agree as one grid holds one letter a square).
 */
export function mistakeOf(puzzle: FillInPuzzle, solution: FillInSolution): FillInMistake | null {
  const view = viewOf(puzzle);
  if (solution.grid.length !== puzzle.rows || solution.grid.some((row) => row.length !== puzzle.cols)) return { says: 'count', data: { count: 0, slots: view.slots.length }, at: [] };
  for (const [cell, letter] of givenLetters(puzzle)) {
    const [r, c] = [Math.floor(cell / puzzle.cols), cell % puzzle.cols];
    if (solution.grid[r]![c] !== letter) return { says: 'given', data: { row: r + 1, column: c + 1, letter }, at: [`cell-${r}-${c}`] };
  }
  const mistake = slotMistake(view, wordsOf(puzzle, solution));
  // A numbers fill-in says digits and numbers where a word fill-in says letters and words.
  if (mistake && puzzle.alphabet === 'digits' && (mistake.says === 'length' || mistake.says === 'word' || mistake.says === 'crossing')) {
    return { ...mistake, says: mistake.says === 'length' ? 'numberLength' : mistake.says === 'word' ? 'numberWord' : 'numberCrossing' } as FillInMistake;
  }
  return mistake;
}
