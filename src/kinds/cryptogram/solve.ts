import type { Solved } from '../../engine/kind.ts';
import { proofKeys, readCipher } from './answers.ts';
import { type CryptogramPuzzle, type CryptogramSolution, sortedPairs } from './schema.ts';

/**
 * Every reading up to `limit`: each key, from the given letters, under which every word of the
 * cipher is a word of the language's dictionary (answers.ts), written out as the text it reads.
 * Out of budget, `complete` is false: unknown is never unique.
 */
export function solve(puzzle: CryptogramPuzzle, limit: number): Solved<CryptogramSolution> {
  const read = readCipher(puzzle);
  const found = proofKeys(puzzle, limit);
  const solutions = found.keys.map((key) => {
    const out: Record<string, string> = {};
    for (const g of read.glyphs) if ('letter' in g) out[read.alphabet.letters[g.letter]!] = read.alphabet.letters[key.plain[g.letter]!]!;
    const sorted = sortedPairs(out);
    const text = read.glyphs.map((g) => ('letter' in g ? read.alphabet.letters[key.plain[g.letter]!]! : g.mark)).join('');
    return { text, key: sorted };
  });
  return { solutions, complete: found.complete, work: found.work };
}
