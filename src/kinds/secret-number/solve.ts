import type { Solved } from '../../engine/kind.ts';
import { candidatesFor, keeping } from './candidates.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';

/**
 * Every number of the puzzle's length that keeps every rule, smallest first, up to `limit`.
 * Always complete: at most 90,000 numbers × 40 rules, a fraction of a second; its work (a
 * few units a test, for every number up to the last one it needed to look at) is reported.
 * Rule by rule, each over the numbers the rules before it keep: a loop of plain comparisons.
 */
export function solve(puzzle: SecretNumberPuzzle, limit: number): Solved<SecretNumberSolution> {
  const table = candidatesFor(puzzle.digits);
  const alive = new Int32Array(table.count);
  for (let c = 0; c < table.count; c++) alive[c] = c;
  let n = table.count;
  for (const rule of puzzle.rules) {
    n = keeping(table.valuesOf(table.subjectOf(rule)), rule.comparison, rule.value ?? 0, alive, n, alive);
    if (n === 0) break;
  }
  const solutions: SecretNumberSolution[] = [];
  for (let k = 0; k < Math.min(n, limit); k++) solutions.push({ number: table.numberOf(alive[k]!) });
  // As testing each number in turn until `limit` are found would have counted.
  const looked = limit <= 0 ? 0 : n >= limit ? alive[limit - 1]! + 1 : table.count;
  return { solutions, complete: true, work: 4 * puzzle.rules.length * looked };
}
