import type { Solved } from '../../kind.ts';
import { candidatesFor, comparer } from './candidates.ts';
import type { Rule, SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';

/** Every number of the puzzle's length that keeps every rule, smallest first, up to `limit`. Always complete. */
export function solve(puzzle: SecretNumberPuzzle, limit: number): Solved<SecretNumberSolution> {
  const table = candidatesFor(puzzle.digits);
  const tests = puzzle.rules.map((rule) => ({
    values: table.valuesOf(table.subjectOf(rule)),
    test: comparer(rule.comparison, rule.value ?? 0),
  }));
  const solutions: SecretNumberSolution[] = [];
  for (let c = 0; c < table.count && solutions.length < limit; c++) {
    if (tests.every(({ values, test }) => test(values[c]!))) solutions.push({ number: table.numberOf(c) });
  }
  return { solutions, complete: true };
}

/** The value of a rule's subject for one number (digits as written, left to right). */
function subjectValue(rule: Rule, number: number): number {
  const digits = String(number).split('').map(Number);
  const at = rule.subject.positions.map((p) => digits[p - 1]!);
  switch (rule.subject.of) {
    case 'digit':
      return at[0]!;
    case 'sum':
      return at.reduce((a, b) => a + b, 0);
    case 'product':
      return at.reduce((a, b) => a * b, 1);
    case 'difference':
      return Math.abs(at[0]! - at[1]!);
    case 'number':
      return number;
  }
}

/** Why a number is not the answer, or null if it keeps every rule (checked independently of the table). */
export function check(puzzle: SecretNumberPuzzle, solution: SecretNumberSolution): string | null {
  const { number } = solution;
  const lo = 10 ** (puzzle.digits - 1);
  if (number < lo || number >= lo * 10) return `${number} does not have ${puzzle.digits} digits`;
  const broken = puzzle.rules.findIndex((rule) => !comparer(rule.comparison, rule.value ?? 0)(subjectValue(rule, number)));
  return broken < 0 ? null : `${number} breaks rule ${broken + 1}: ${puzzle.rules[broken]!.text}`;
}
