import type { Placement, StepLog, Stepper } from '../../engine/steps.ts';
import { type SlotLadder, slotReach, slotSteps, type StepWords } from '../../engine/wordkit/slot-steps.ts';
import type { FillInPuzzle, FillInSolution } from './schema.ts';
import { givenCodes, gridFrom, viewOf } from './view.ts';
import { type FillInTechnique, LEVELS, words } from './words.ts';

/**
 * Fill-In's step solver: the word kit's slot steps (engine/wordkit/slot-steps.ts) on its slots and
 * its list, with its printed letters, one word a step at the levels of its ladder; a numbers
 * fill-in's steps said in numbers and digits.
 */

const dropped = (data: Parameters<typeof words.dropped>[0]) => words.dropped(data);
const LETTERS: SlotLadder<FillInTechnique> = { levels: LEVELS, technique: (t) => t, say: (t, data: StepWords) => words.steps[t](data), dropped };
const DIGITS: SlotLadder<FillInTechnique> = { levels: LEVELS, technique: (t) => t, say: (t, data: StepWords) => words.numberSteps[t](data), dropped };

/** The steps at `level`, each a word written in, said where `say`. */
export const solveSteps = (puzzle: FillInPuzzle, level: number, known: readonly Placement[] = [], said = true): StepLog =>
  slotSteps(viewOf(puzzle), puzzle.alphabet === 'digits' ? DIGITS : LETTERS, level, known, said, givenCodes(puzzle));

/** The answer a log writes, with the printed letters: the grid, or null where a slot is left open or spells no word of the list. */
export function reachOf(puzzle: FillInPuzzle, steps: Parameters<typeof slotReach>[1]): FillInSolution | null {
  const reached = slotReach(viewOf(puzzle), steps, givenCodes(puzzle));
  return reached && gridFrom(puzzle, reached.words);
}

export const stepper: Stepper<FillInPuzzle, FillInSolution> = {
  ladder: words.ladder,
  steps: (puzzle, level, known) => solveSteps(puzzle, level, known),
  reach: reachOf,
  cellKey: (puzzle, cell) => `cell-${Math.floor(cell / puzzle.cols)}-${cell % puzzle.cols}`,
};
