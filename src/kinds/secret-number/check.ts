import type { MistakeOf } from '../../engine/mistake.ts';
import { listOf } from '../../engine/words.ts';
import { keeps } from './rules.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';
import { words } from './words.ts';

/** What can be wrong with a number: a message of Secret Number's check words, its data and the rules it is about. */
export type SecretNumberMistake = MistakeOf<typeof words.check>;

/**
 * Why a number is not the answer, or null if it keeps every rule, checked independently of the
 * solver's table: its count of digits, then every rule it breaks, ringed at the rule. The
 * player asks it of a full guess: a number that keeps every rule is the answer.
 */
export function mistakeOf(puzzle: SecretNumberPuzzle, solution: SecretNumberSolution): SecretNumberMistake | null {
  const { number } = solution;
  const lo = 10 ** (puzzle.digits - 1);
  if (number < lo || number >= lo * 10) return { says: 'digits', data: { number, digits: puzzle.digits }, at: [] };
  const broken = puzzle.rules.flatMap((rule, i) => (keeps(rule, number) ? [] : [i]));
  if (broken.length === 0) return null;
  return { says: 'breaks', data: { number, rules: broken.map((i) => i + 1), count: broken.length, listed: listOf(broken.map((i) => String(i + 1)), 'and') }, at: broken.map((i) => `rule-${i}`) };
}
