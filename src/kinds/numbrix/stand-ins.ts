import type { Difficulty, StandIns } from '../../engine/kind.ts';
import type { NumbrixOptions, NumbrixPuzzle } from './schema.ts';

/**
 * Every puzzle of a size draws alike (its cells, its row and column numbers, its numbers at one
 * size): a grid of the options' size, every seventh number given along a snaking path.
 */
export function standIns(o: NumbrixOptions, _difficulty: Difficulty): StandIns<NumbrixPuzzle> {
  const { width, height } = o;
  const givens = Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => {
      const v = r * width + (r % 2 === 0 ? c : width - 1 - c) + 1;
      return v % 7 === 1 || v === width * height ? v : 0;
    }),
  );
  const puzzle = { width, height, givens };
  return { largest: puzzle, typical: puzzle };
}
