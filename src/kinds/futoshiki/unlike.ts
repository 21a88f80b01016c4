import type { FutoshikiOptions, FutoshikiPuzzle } from './schema.ts';

export const unlike = (options: FutoshikiOptions, puzzle: FutoshikiPuzzle): string[] =>
  puzzle.size === options.size ? [] : [`puzzle.size: is ${puzzle.size} but options.size is ${options.size}`];
