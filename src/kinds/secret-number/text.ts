import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';
import { sentencesOf } from './sentence.ts';
import { words } from './words.ts';

/** The numbered rules, then the answer line (with the number, given one). */
export function text(puzzle: SecretNumberPuzzle, solution?: SecretNumberSolution): string {
  const rules = sentencesOf(puzzle).map((text, i) => `${i + 1}. ${text}`);
  const answer = solution ? String(solution.number) : '_'.repeat(puzzle.digits);
  return [...rules, words.answerLine({ label: words.answerLabel, answer })].join('\n');
}
