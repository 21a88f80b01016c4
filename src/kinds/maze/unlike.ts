import type { MazeOptions, MazePuzzle } from './schema.ts';

/** What a stored maze shows that its options could not have made: another size, shape or picture. */
export function unlike(options: MazeOptions, puzzle: MazePuzzle): string[] {
  const out: string[] = [];
  if (puzzle.shape !== options.shape) out.push(`puzzle.shape: is ${puzzle.shape} but options.shape is ${options.shape}`);
  if (puzzle.rows !== options.rows || puzzle.cols !== options.cols) out.push(`puzzle: is ${puzzle.rows}×${puzzle.cols} but its options ask for ${options.rows}×${options.cols}`);
  if ((puzzle.picture ?? 'none') !== (options.picture ?? 'none')) out.push(`puzzle.picture: is ${puzzle.picture ?? 'none'} but options.picture is ${options.picture ?? 'none'}`);
  return out;
}
