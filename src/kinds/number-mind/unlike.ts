import type { NumberMindOptions, NumberMindPuzzle } from './schema.ts';

/** What a stored Number Mind puzzle shows that its options could not have made: a secret of another length. */
export function unlike(options: NumberMindOptions, puzzle: NumberMindPuzzle): string[] {
  return puzzle.length === options.length ? [] : [`puzzle.length: is ${puzzle.length} but options.length is ${options.length}`];
}
