import type { KropkiOptions, KropkiPuzzle } from './schema.ts';

export const unlike = (options: KropkiOptions, puzzle: KropkiPuzzle): string[] =>
  puzzle.size === options.size ? [] : [`puzzle.size: is ${puzzle.size} but options.size is ${options.size}`];
