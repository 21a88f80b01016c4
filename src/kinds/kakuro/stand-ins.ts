import type { Difficulty, StandIns } from '../../engine/kind.ts';
import type { Cell, KakuroOptions, KakuroPuzzle } from './schema.ts';

/**
 * Every puzzle of a size draws alike (its squares, row and column numbers, and sums of two
 * digits at most, at one size): the first row's squares each a down sum, the first column's
 * each an across sum, the rest white.
 */
export function standIns(o: KakuroOptions, _difficulty: Difficulty): StandIns<KakuroPuzzle> {
  const { rows, cols } = o;
  const cells: Cell[][] = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c): Cell => (r === 0 && c === 0 ? { across: null, down: null } : r === 0 ? { across: null, down: 45 } : c === 0 ? { across: 45, down: null } : null)),
  );
  const puzzle = { rows, cols, cells };
  return { largest: puzzle, typical: puzzle };
}
