import type { MistakeOf } from '../../engine/mistake.ts';
import { slotMistake } from '../../engine/wordkit/slot-puzzle.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';
import type { words } from './words.ts';

/** What can be wrong with an answer: a message of Criss-Cross's check words, its data and the boxes it is about. */
export type CrissCrossMistake = MistakeOf<typeof words.check>;

/**
 * Why an answer does not solve the puzzle, or null: the word kit's answer check of a slot puzzle
 * (one word a slot, each as many letters as its slot, each one of the answers, the bank printed or
 * not, and no answer twice; where two slots cross, the same letter in both).
 */
export const mistakeOf = (puzzle: CrissCrossPuzzle, solution: CrissCrossSolution): CrissCrossMistake | null => slotMistake(puzzle, solution.words);
