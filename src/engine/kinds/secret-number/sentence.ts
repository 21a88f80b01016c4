import type { Rule } from './schema.ts';
import { type Places, words } from './words.ts';

type RuleCore = Pick<Rule, 'subject' | 'comparison' | 'value'>;

/** "first two", "last", "first and third": which digits a rule is about, in the words' terms. */
function places(positions: readonly number[], digits: number): string {
  const { ordinals, counts } = words;
  const sorted = [...positions].sort((a, b) => a - b);
  const k = sorted.length;
  const contiguous = sorted.every((p, i) => i === 0 || p === sorted[i - 1]! + 1);
  const data: Places = { all: false, one: '', first: '', last: '', list: '' };
  if (k === digits && k > 1) data.all = true;
  else if (k === 1) data.one = sorted[0] === digits ? words.last : ordinals[sorted[0]! - 1]!;
  else if (contiguous && sorted[0] === 1) data.first = counts[k - 1]!;
  else if (contiguous && sorted.at(-1) === digits) data.last = counts[k - 1]!;
  else {
    const names = sorted.map((p) => ordinals[p - 1]!);
    data.list = words.list({ first: names.slice(0, -1).join(', '), last: names.at(-1)! });
  }
  return words.places(data);
}

/** A rule as a clause inside another sentence: "the sum of my first two digits is 9". */
export function clause(rule: RuleCore, digits: number): string {
  const { of, positions } = rule.subject;
  const subject = words.subject[of]({ places: of === 'number' ? '' : places(positions, digits) });
  const comparison = words.comparison[rule.comparison]({ value: rule.value ?? '' });
  return words.clause({ subject, comparison });
}

/** The printed sentence of a rule, from the subject and comparison templates. */
export function sentence(rule: RuleCore, digits: number): string {
  const text = words.rule({ clause: clause(rule, digits) });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A position (0-based) as the steps name it: "first", "second", "last". */
export function placeOf(position: number, digits: number): string {
  return position === digits - 1 ? words.last : words.ordinals[position]!;
}
