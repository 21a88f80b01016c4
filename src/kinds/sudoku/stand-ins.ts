import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { BOXES, type SudokuOptions, type SudokuPuzzle } from './schema.ts';

/** Every puzzle of a size draws alike (its cells, boxes and numbers): a grid of the options' size, a digit given in every other cell. */
export function standIns(o: SudokuOptions, _difficulty: Difficulty): StandIns<SudokuPuzzle> {
  const { size } = o;
  const [w, h] = BOXES[size];
  const givens = Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => ((r + c) % 2 === 0 ? ((r * w + Math.floor(r / h) + c) % size) + 1 : 0)));
  const puzzle = { size, box: [w, h] as [number, number], givens };
  return { largest: puzzle, typical: puzzle };
}
