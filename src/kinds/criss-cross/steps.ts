import type { StepLog, Stepper } from '../../engine/steps.ts';
import type { FillTechnique } from '../../engine/wordkit/fill-steps.ts';
import { type SlotLadder, slotReach, slotSteps, type StepWords } from '../../engine/wordkit/slot-steps.ts';
import type { Placement } from '../../engine/steps.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';
import { BY_CLUE, type CrissCrossTechnique, LEVELS, words } from './words.ts';

/**
 * Criss-Cross's step solver: the word kit's slot steps (engine/wordkit/slot-steps.ts) on the
 * puzzle's slots and its answers (its bank, printed or not: a clue names one of them), one word a
 * step, at the levels of the kind's ladder. Without a printed bank each step is its technique as a
 * person takes it from a clue (`BY_CLUE`), a level up, so the fill steps run a level lower.
 */

const say = (technique: CrissCrossTechnique, data: StepWords) => (words.steps[technique] as (d: StepWords) => string)(data);
const dropped = (data: Parameters<typeof words.dropped>[0]) => words.dropped(data);
// Criss-Cross's ladder does not split the step ahead (no `pair`, no `opening`): its fill steps are the five.
const WITH_BANK: SlotLadder<CrissCrossTechnique> = { levels: LEVELS, technique: (t) => t as FillTechnique, say, dropped };
const BY_CLUES: SlotLadder<CrissCrossTechnique> = { levels: LEVELS, below: 1, technique: (t) => BY_CLUE[t as FillTechnique], say, dropped };

/** The steps at `level`, each a word written in, said where `say`. */
export const solveSteps = (puzzle: CrissCrossPuzzle, level: number, known: readonly Placement[] = [], said = true): StepLog =>
  slotSteps(puzzle, puzzle.printBank ? WITH_BANK : BY_CLUES, level, known, said);

/** The answer a log writes: each slot's word as printed, read from its cells; null where a slot is left open or spells no answer. */
export const reachOf = (puzzle: CrissCrossPuzzle, steps: Parameters<typeof slotReach>[1]): CrissCrossSolution | null => slotReach(puzzle, steps);

export const stepper: Stepper<CrissCrossPuzzle, CrissCrossSolution> = {
  ladder: words.ladder,
  steps: (puzzle, level, known) => solveSteps(puzzle, level, known),
  reach: reachOf,
  cellKey: (puzzle, cell) => `cell-${Math.floor(cell / puzzle.cols)}-${cell % puzzle.cols}`,
};
