import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { MOST_TARGET } from './cages.ts';
import { cutFor } from './generate.ts';
import type { CalcudokuOptions, CalcudokuPuzzle, Cage } from './schema.ts';

/**
 * Every puzzle of a size draws as large (its cells, row and column numbers and cage clues all
 * inside the grid): each row a cage under the longest clue the options allow (a product of the
 * band's largest cage, else a sum), and where the band prints digits (a cage of one), one of them.
 */
export function standIns(o: CalcudokuOptions, difficulty: Difficulty): StandIns<CalcudokuPuzzle> {
  const { size } = o;
  const { biggest, ones } = cutFor(size, difficulty);
  const clue: Pick<Cage, 'op' | 'target'> = o.ops.includes('*')
    ? { op: '*', target: Math.min(MOST_TARGET, size ** biggest) }
    : o.ops.includes('+')
      ? { op: '+', target: size * biggest }
      : { op: o.ops.includes('-') ? '-' : '/', target: size - 1 };
  const cages: Cage[] = [];
  for (let r = 0; r < size; r++) {
    const from = r === 0 && ones > 0 ? 1 : 0;
    if (from) cages.push({ cells: [[0, 0]], op: '=', target: size });
    cages.push({ cells: Array.from({ length: size - from }, (_, c) => [r, from + c] as [number, number]), ...clue });
  }
  const puzzle = { size, cages };
  return { largest: puzzle, typical: puzzle };
}
