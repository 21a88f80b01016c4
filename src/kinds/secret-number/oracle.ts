import type { Oracle } from '../../engine/oracle.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';

type SecretRule = SecretNumberPuzzle['rules'][number];

/** The value of a rule's subject for `n` (written without leading zeros), worked out from its decimal string. */
export function subjectOf(rule: Pick<SecretRule, 'subject'>, n: number): number {
  const written = String(n);
  const picked = rule.subject.positions.map((position) => Number(written[position - 1]));
  if (rule.subject.of === 'digit') return picked[0]!;
  if (rule.subject.of === 'sum') return picked.reduce((a, b) => a + b, 0);
  if (rule.subject.of === 'product') return picked.reduce((a, b) => a * b, 1);
  if (rule.subject.of === 'difference') return Math.abs(picked[0]! - picked[1]!);
  return n;
}

/** Whether `n` keeps one rule, evaluated straight from its fields. */
export function keepsRule(rule: SecretRule, n: number): boolean {
  const x = subjectOf(rule, n);
  const v = rule.value!;
  if (rule.comparison === 'equals') return x === v;
  if (rule.comparison === 'not-equals') return x !== v;
  if (rule.comparison === 'less-than') return x < v;
  if (rule.comparison === 'greater-than') return x > v;
  if (rule.comparison === 'multiple-of') return x % v === 0;
  if (rule.comparison === 'even') return x % 2 === 0;
  return x % 2 === 1;
}

/** Every number with exactly `digits` digits that keeps every rule, smallest first. */
export const oracle: Oracle<SecretNumberPuzzle, SecretNumberSolution> = (p, cap = Infinity) => {
  const out: SecretNumberSolution[] = [];
  for (let n = 10 ** (p.digits - 1); n < 10 ** p.digits && out.length < cap; n++) {
    if (p.rules.every((rule) => keepsRule(rule, n))) out.push({ number: n });
  }
  return out;
};
