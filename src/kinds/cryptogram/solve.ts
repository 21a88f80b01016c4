import type { Solved } from '../../engine/kind.ts';
import { proofKeys, readCipher, solutionOf } from './answers.ts';
import type { CryptogramPuzzle, CryptogramSolution } from './schema.ts';

/**
 * Every reading up to `limit`: each key, from the given letters, under which every word of the
 * cipher is a word of the language's dictionary (answers.ts), written out as the text it reads.
 * Out of budget, `complete` is false: unknown is never unique.
 */
export function solve(puzzle: CryptogramPuzzle, limit: number): Solved<CryptogramSolution> {
  const read = readCipher(puzzle);
  const found = proofKeys(puzzle, limit);
  // A key the search found sets every code letter of the cipher.
  const solutions = found.keys.map((key) => solutionOf(read, key)!);
  return { solutions, complete: found.complete, work: found.work };
}
