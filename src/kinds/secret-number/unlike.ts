import type { SecretNumberOptions, SecretNumberPuzzle } from './schema.ts';

/**
 * What a stored Secret Number puzzle shows that its options could not have made: a number of
 * another length. Its rules are terms, worded where they are printed or shown, so there is no
 * stored sentence to disagree with them (a sentence books of 0.2.0 and before stored is read
 * and dropped: schema.ts).
 */
export function unlike(options: SecretNumberOptions, puzzle: SecretNumberPuzzle): string[] {
  return puzzle.digits === options.digits ? [] : [`puzzle.digits: is ${puzzle.digits} but options.digits is ${options.digits}`];
}
