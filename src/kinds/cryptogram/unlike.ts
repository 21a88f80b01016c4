import type { Difficulty } from '../../engine/kind.ts';
import { readText, wordsHere } from './answers.ts';
import { written } from './cipher.ts';
import type { CryptogramOptions, CryptogramPuzzle, CryptogramSolution } from './schema.ts';

/** What a stored Cryptogram shows that its options could not have made: another saying than the author's, or another source. */
export function unlike(options: CryptogramOptions, puzzle: CryptogramPuzzle, solution: CryptogramSolution, _difficulty?: Difficulty): string[] {
  const out: string[] = [];
  if (options.text !== undefined && options.text !== solution.text) out.push('solution.text: is not the text its options give');
  if (options.source !== undefined && options.source !== puzzle.source) out.push(`puzzle.source: is not "${options.source}", as its options give it`);
  // The code must be the saying's, letter for letter, by the record's own key.
  const { alphabet } = wordsHere();
  const read = readText(solution.text, alphabet);
  const code = new Map(Object.entries(solution.key).map(([c, l]) => [alphabet.code(l), alphabet.code(c)]));
  if (read && read.glyphs.every((g) => !('letter' in g) || code.has(g.letter)) && written(read.glyphs, alphabet, (c) => code.get(c)!) !== puzzle.cipher) out.push('puzzle.cipher: is not the saying enciphered by its key');
  return out;
}
