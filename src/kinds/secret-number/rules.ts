import type { Comparison, Rule } from './schema.ts';

// What a rule says about one number, with no imports but types: the solver's tables, the
// answer check and the archive's in-browser game all judge a number by this one module.

export function comparer(comparison: Comparison, value: number): (x: number) => boolean {
  switch (comparison) {
    case 'equals':
      return (x) => x === value;
    case 'not-equals':
      return (x) => x !== value;
    case 'less-than':
      return (x) => x < value;
    case 'greater-than':
      return (x) => x > value;
    case 'multiple-of':
      return (x) => x % value === 0;
    case 'even':
      return (x) => x % 2 === 0;
    case 'odd':
      return (x) => x % 2 !== 0;
  }
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

/** Whether `number` keeps `rule`: the test a player's guess is put to, rule by rule. */
export function keeps(rule: Rule, number: number): boolean {
  return comparer(rule.comparison, rule.value ?? 0)(subjectValue(rule, number));
}

