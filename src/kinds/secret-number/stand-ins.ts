import type { Flow } from '../../engine/figure.ts';
import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { choose } from './candidates.ts';
import { profileOf, vocabularyOf } from './generate.ts';
import { digitsOf, POSITIONS, type Rule, type SecretNumberOptions, type SecretNumberPuzzle } from './schema.ts';
import { sentence } from './sentence.ts';

/**
 * The values a rule on these positions may name, for the longest wording: every one a digit, a
 * sum or a difference can take (a cut-off near an end is worded as the values it leaves, "is
 * 0, 1 or 2"), a product's and the whole number's largest, and the band's multiples.
 */
function valuesOf(of: Rule['subject']['of'], positions: readonly number[], digits: number, comparison: Rule['comparison'], multiple: number): (number | undefined)[] {
  if (comparison === 'even' || comparison === 'odd') return [undefined];
  if (comparison === 'multiple-of') return Array.from({ length: multiple - 2 }, (_, i) => i + 3);
  if (of === 'product') return [9 ** positions.length, 10];
  if (of === 'number') return [10 ** digits - 2, 10 ** (digits - 1) + 1];
  const high = of === 'sum' ? 9 * positions.length : 9;
  return Array.from({ length: high + 1 }, (_, v) => v);
}

/**
 * The rule that words widest in the language of the moment (measured by `measure`, else by
 * its characters), of every subject, positions, comparison and value the band's rules are made
 * of (`vocabularyOf`) for a number of `digits`.
 */
function longestRule(digits: number, difficulty: Difficulty, measure?: Flow['measure']): Rule {
  const vocabulary = vocabularyOf(difficulty);
  let best: Rule | null = null;
  let length = -1;
  for (const of of vocabulary.subjects) {
    const [fewest, most] = POSITIONS[of];
    for (let k = fewest; k <= Math.min(most, digits, of === 'sum' || of === 'product' ? vocabulary.widest : most); k++) {
      for (const positions of choose(digits, k)) {
        for (const comparison of vocabulary.comparisons) {
          for (const value of valuesOf(of, positions, digits, comparison, vocabulary.multiple[of])) {
            const rule: Rule = { subject: { of, positions }, comparison, ...(value === undefined ? {} : { value }) };
            const text = sentence(rule, digits);
            const width = measure ? measure(text, 'regular') : text.length;
            if (width > length) [best, length] = [rule, width];
          }
        }
      }
    }
  }
  return best!;
}

/** Rules of the kinds most puzzles print, in turn: a digit, a sum and a difference of two, the whole number. */
function everydayRules(digits: number): Rule[] {
  return [
    { subject: { of: 'sum', positions: [1, 2] }, comparison: 'equals', value: 9 },
    { subject: { of: 'digit', positions: [2] }, comparison: 'odd' },
    { subject: { of: 'difference', positions: [digits - 1, digits] }, comparison: 'less-than', value: 3 },
    { subject: { of: 'number', positions: [] }, comparison: 'greater-than', value: 5 * 10 ** (digits - 1) },
    { subject: { of: 'digit', positions: [digits] }, comparison: 'greater-than', value: 4 },
  ];
}

/**
 * As many rules as the band prints (its needed rules at most, and the decoys asked for): in
 * `largest` each the band's rule that words widest in the page's face, in `typical` the everyday
 * kinds in turn. A page sets them in its column, so they are worded when laid out, in the book's language.
 */
export function standIns(o: SecretNumberOptions, difficulty: Difficulty, measure?: Flow['measure']): StandIns<SecretNumberPuzzle> {
  const digits = digitsOf(o, difficulty);
  const count = profileOf(difficulty, digits, o.decoys ?? 0).core[1] + (o.decoys ?? 0);
  const longest = longestRule(digits, difficulty, measure);
  const everyday = everydayRules(digits);
  return {
    largest: { digits, rules: Array.from({ length: count }, () => longest) },
    typical: { digits, rules: Array.from({ length: count }, (_, i) => everyday[i % everyday.length]!) },
  };
}
