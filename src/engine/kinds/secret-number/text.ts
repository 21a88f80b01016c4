import { words } from '../../../templates/index.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';

/** The numbered rules, then the answer line (with the number, given one). */
export function text(puzzle: SecretNumberPuzzle, solution?: SecretNumberSolution): string {
  const rules = puzzle.rules.map((rule, i) => `${i + 1}. ${rule.text}`);
  const answer = solution ? String(solution.number) : '_'.repeat(puzzle.digits);
  return [...rules, `${words('secret-number/answer-label')}: ${answer}`].join('\n');
}
