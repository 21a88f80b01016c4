import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { BOXES, type KillerOptions, type KillerPuzzle } from './schema.ts';

/** Every puzzle of a size draws as large (its cells, boxes, dotted cages and two-digit sums inside the grid): each row a cage of the row's sum. */
export function standIns(o: KillerOptions, _difficulty: Difficulty): StandIns<KillerPuzzle> {
  const { size } = o;
  const cages = Array.from({ length: size }, (_, r) => ({ cells: Array.from({ length: size }, (_, c): [number, number] => [r, c]), sum: (size * (size + 1)) / 2 }));
  const puzzle = { size, box: [...BOXES[size]] as [number, number], cages };
  return { largest: puzzle, typical: puzzle };
}
