import type { Solved } from '../../kind.ts';
import { candidatesFor } from './candidates.ts';
import { comparer, keeps } from './rules.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';

/**
 * Every number of the puzzle's length that keeps every rule, smallest first, up to `limit`.
 * Always complete: at most 90,000 numbers × 40 rules, a fraction of a second; its work (a
 * few units a test) is reported.
 */
export function solve(puzzle: SecretNumberPuzzle, limit: number): Solved<SecretNumberSolution> {
  const table = candidatesFor(puzzle.digits);
  const tests = puzzle.rules.map((rule) => ({
    values: table.valuesOf(table.subjectOf(rule)),
    test: comparer(rule.comparison, rule.value ?? 0),
  }));
  const solutions: SecretNumberSolution[] = [];
  let work = 0;
  for (let c = 0; c < table.count && solutions.length < limit; c++) {
    work += 4 * tests.length;
    if (tests.every(({ values, test }) => test(values[c]!))) solutions.push({ number: table.numberOf(c) });
  }
  return { solutions, complete: true, work };
}

/** Why a number is not the answer, or null if it keeps every rule (checked independently of the table). */
export function check(puzzle: SecretNumberPuzzle, solution: SecretNumberSolution): string | null {
  const { number } = solution;
  const lo = 10 ** (puzzle.digits - 1);
  if (number < lo || number >= lo * 10) return `${number} does not have ${puzzle.digits} digits`;
  const broken = puzzle.rules.findIndex((rule) => !keeps(rule, number));
  return broken < 0 ? null : `${number} breaks rule ${broken + 1}: ${puzzle.rules[broken]!.text}`;
}
