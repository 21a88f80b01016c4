import type { SecretNumberOptions, SecretNumberPuzzle } from './schema.ts';
import { sentence } from './sentence.ts';

/**
 * What a stored Secret Number puzzle shows that its options could not have made (a number of
 * another length), and every rule whose printed sentence is not the one its terms make: the
 * sentence is what a reader goes by, so one that says something else (or carries markup,
 * other scripts, pictures) would print a puzzle the proof never saw. A sentence in the words
 * puzzlebook 0.2.0 and before used (`sentence` with `legacy`: "the product of my first and
 * third digits is a multiple of 4") says the same and is kept: books made then still verify.
 */
export function unlike(options: SecretNumberOptions, puzzle: SecretNumberPuzzle): string[] {
  const digits = puzzle.digits === options.digits ? [] : [`puzzle.digits: is ${puzzle.digits} but options.digits is ${options.digits}`];
  const texts = puzzle.rules.flatMap((rule, j) => {
    const made = sentence(rule, puzzle.digits);
    return rule.text === made || rule.text === sentence(rule, puzzle.digits, true) ? [] : [`puzzle.rules[${j}].text: is not the sentence its rule makes, "${made}"`];
  });
  return [...digits, ...texts];
}
