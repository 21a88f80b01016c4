import type { Difficulty } from '../../engine/kind.ts';
import { DEFAULT_DIGITS, digitsOf, type SecretNumberOptions, type SecretNumberPuzzle } from './schema.ts';

/**
 * What a stored Secret Number puzzle shows that its options could not have made: a number of
 * another length (options naming no digits: the record's band's default, `digitsOf`; with no
 * band given, any band's). Its rules are terms, worded where they are printed or shown, so there
 * is no stored sentence to disagree with them (a sentence books of 0.2.0 and before stored is
 * read and dropped: schema.ts).
 */
export function unlike(options: SecretNumberOptions, puzzle: SecretNumberPuzzle, _solution?: unknown, difficulty?: Difficulty): string[] {
  if (options.digits !== undefined || difficulty) {
    const want = digitsOf(options, difficulty ?? 'easy');
    if (puzzle.digits === want) return [];
    return [options.digits !== undefined ? `puzzle.digits: is ${puzzle.digits} but options.digits is ${want}` : `puzzle.digits: is ${puzzle.digits} but options.digits is not given, and ${difficulty} then makes ${want}`];
  }
  const defaults = [...new Set(Object.values(DEFAULT_DIGITS))];
  return defaults.includes(puzzle.digits) ? [] : [`puzzle.digits: is ${puzzle.digits} but options with no digits make ${defaults.join(' or ')}`];
}
