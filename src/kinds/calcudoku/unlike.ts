import type { CalcudokuOptions, CalcudokuPuzzle } from './schema.ts';

/** What a stored Calcudoku shows that its options could not have made: another size, or a cage with an operation the options leave out. */
export function unlike(options: CalcudokuOptions, puzzle: CalcudokuPuzzle): string[] {
  if (puzzle.size !== options.size) return [`puzzle.size: is ${puzzle.size} but options.size is ${options.size}`];
  const i = puzzle.cages.findIndex((cage) => cage.op !== '=' && !options.ops.includes(cage.op));
  if (i >= 0) return [`puzzle.cages[${i}].op: is ${puzzle.cages[i]!.op} but options.ops is "${options.ops}"`];
  return [];
}
