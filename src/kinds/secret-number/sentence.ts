import type { Rule } from './schema.ts';
import { listOf } from '../../engine/words.ts';
import { type Places, words } from './words.ts';

type RuleCore = Pick<Rule, 'subject' | 'comparison' | 'value'>;

/** Each rule of a puzzle worded, in the language of the moment: what a page prints and a player reads. */
export const sentencesOf = (puzzle: { digits: number; rules: readonly RuleCore[] }): string[] => puzzle.rules.map((rule) => sentence(rule, puzzle.digits));

/**
 * "first two", "last", "first and last": which digits a rule is about, in the words' terms. The last digit is "last" wherever it is
 * named, alone or in a list, as the steps name it: one name per digit in a puzzle.
 */
function places(positions: readonly number[], digits: number): string {
  const { ordinals, counts } = words;
  const sorted = [...positions].sort((a, b) => a - b);
  const k = sorted.length;
  const contiguous = sorted.every((p, i) => i === 0 || p === sorted[i - 1]! + 1);
  const none: Omit<Places, 'context'> = { one: '', first: '', last: '', list: '' };
  if (k === digits && k > 1) return words.places({ ...none, context: 'all' });
  if (k === 1) return words.places({ ...none, context: 'one', one: sorted[0] === digits ? words.last : ordinals[sorted[0]! - 1]! });
  if (contiguous && sorted[0] === 1) return words.places({ ...none, context: 'first', first: counts[k - 1]! });
  if (contiguous && sorted.at(-1) === digits) return words.places({ ...none, context: 'last', last: counts[k - 1]! });
  const list = sorted.map((p) => words.listedPlace({ place: p === digits ? words.last : ordinals[p - 1]! }));
  return words.places({ ...none, context: 'list', list: listOf(list, 'and') });
}

/** Whether a rule's subject is 0 for some number of this many digits (the first digit is never 0). */
export function canBeZero(rule: RuleCore): boolean {
  const { of, positions } = rule.subject;
  switch (of) {
    case 'digit':
    case 'sum':
      return !positions.includes(1);
    case 'product':
    case 'difference':
      return true;
    case 'number':
      return false;
  }
}

/**
 * The values below or above a cut-off a rule's subject can take, when they are one or two
 * and read better named ("less than 1" is "is 0", "less than 2" is "is 0 or 1", a digit "more
 * than 7" is "8 or 9"); else null. Products are only named below: near their top their values
 * skip (72, 81).
 */
export function namedValues(rule: RuleCore): number[] | null {
  const { of, positions } = rule.subject;
  if (of === 'number' || rule.value === undefined) return null;
  const low = canBeZero(rule) ? 0 : 1;
  const v = rule.value;
  if (rule.comparison === 'less-than') {
    if (v - low > 2 || v <= low) return null;
    return Array.from({ length: v - low }, (_, i) => low + i);
  }
  if (rule.comparison === 'greater-than' && of !== 'product') {
    const high = of === 'sum' ? 9 * positions.length : 9;
    if (high - v > 2 || v >= high) return null;
    return Array.from({ length: high - v }, (_, i) => v + 1 + i);
  }
  return null;
}

/**
 * A rule as a clause inside another sentence: "the sum of my first two digits is 9". A
 * multiple of a subject that can be 0 names 0 itself ("is 0 or a multiple of 7"), so no rule,
 * and no step quoting one, counts 0 as a multiple; a cut-off leaving one or two values names
 * them (`namedValues`).
 */
export function clause(rule: RuleCore, digits: number): string {
  const { of, positions } = rule.subject;
  const subject = words.subject[of]({ places: of === 'number' ? '' : places(positions, digits) });
  const named = namedValues(rule);
  // The comparison is told the subject, so it agrees with it ("la somme … est paire", "mon nombre … est pair").
  const comparison = named
    ? words.plain.oneOf({ context: of, values: listOf(named.map(String), 'or') })
    : rule.comparison === 'multiple-of' && canBeZero(rule)
      ? words.plain.zeroOrMultiple({ context: of, value: rule.value ?? '' })
      : words.comparison[rule.comparison]({ context: of, value: rule.value ?? '' });
  return words.clause({ subject, comparison });
}

/** The printed sentence of a rule, from the subject and comparison templates, in the language of the moment. */
export function sentence(rule: RuleCore, digits: number): string {
  const text = words.rule({ clause: clause(rule, digits) });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A position (0-based) as the steps name it: "first", "second", "last". */
export function placeOf(position: number, digits: number): string {
  return position === digits - 1 ? words.last : words.ordinals[position]!;
}
