import { BOXES, type KillerOptions, type KillerPuzzle } from './schema.ts';

/** What a stored Killer Sudoku shows that its options could not have made: another size or box, or printed digits (the generator prints none). */
export function unlike(options: KillerOptions, puzzle: KillerPuzzle): string[] {
  if (puzzle.size !== options.size) return [`puzzle.size: is ${puzzle.size} but options.size is ${options.size}`];
  const [w, h] = BOXES[options.size];
  if (puzzle.box[0] !== w || puzzle.box[1] !== h) return [`puzzle.box: is [${puzzle.box.join(', ')}] but a ${options.size}×${options.size} is made of [${w}, ${h}] boxes`];
  if (puzzle.givens?.some((row) => row.some((v) => v > 0))) return ['puzzle.givens: prints digits, but a Killer Sudoku is made with cages alone'];
  return [];
}
