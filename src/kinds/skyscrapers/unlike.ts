import type { SkyscrapersOptions, SkyscrapersPuzzle } from './schema.ts';

export const unlike = (options: SkyscrapersOptions, puzzle: SkyscrapersPuzzle): string[] =>
  puzzle.size === options.size ? [] : [`puzzle.size: is ${puzzle.size} but options.size is ${options.size}`];
