import { template } from '../../words.ts';
import type { Comparison, Of } from './schema.ts';

/** Which digits a rule is about: exactly one of these is set (see `sentence.ts`). */
export interface Places {
  all: boolean;
  one: string;
  first: string;
  last: string;
  list: string;
}

/** Everything a reader reads about Secret Number: the rules' sentences are built from these pieces. */
export const words = {
  title: 'Secret Number',
  rules: template<{ digits: number }>(
    'I am thinking of a number with {{digits}} digits (the first is not 0). Every rule below is true of it, and only one number keeps all the rules. Cross out what each rule rules out, then write my number in the boxes.',
  ),
  instruction: template<{ digits: number }>('Every clue is true of my {{digits}}-digit number. Find it and write it in the boxes.'),
  /** Positions 1 to 5 as ordinals, and counts of digits, as the places template uses them. */
  ordinals: ['first', 'second', 'third', 'fourth', 'fifth'],
  counts: ['one', 'two', 'three', 'four', 'five'],
  /** The last digit reads better as "last" than as "third" or "fifth". */
  last: 'last',
  list: template<{ first: string; last: string }>('{{first}} and {{last}}'),
  places: template<Places>(
    '{{#if all}}digits{{else if one}}{{one}} digit{{else if first}}first {{first}} digits{{else if last}}last {{last}} digits{{else}}{{list}} digits{{/if}}',
  ),
  subject: {
    digit: template<{ places: string }>('my {{places}}'),
    sum: template<{ places: string }>('the sum of my {{places}}'),
    product: template<{ places: string }>('the product of my {{places}}'),
    difference: template<{ places: string }>('the difference between my {{places}}'),
    number: template<{ places: string }>('my number'),
  } satisfies Record<Of, unknown>,
  comparison: {
    equals: template<{ value: number | string }>('is {{value}}'),
    'not-equals': template<{ value: number | string }>('is not {{value}}'),
    'less-than': template<{ value: number | string }>('is less than {{value}}'),
    'greater-than': template<{ value: number | string }>('is more than {{value}}'),
    'multiple-of': template<{ value: number | string }>('is a multiple of {{value}}'),
    even: template<{ value: number | string }>('is even'),
    odd: template<{ value: number | string }>('is odd'),
  } satisfies Record<Comparison, unknown>,
  rule: template<{ subject: string; comparison: string }>('{{subject}} {{comparison}}.'),
  answerLabel: 'My number',
  /** Under the answer in the key: how the candidates narrow, rule by rule. */
  shrink: template<{ counts: number[] }>('Numbers left, rule by rule: {{#each counts}}{{#unless @first}} › {{/unless}}{{this}}{{/each}}'),
  alt: template<{ digits: number; rules: string }>('Secret number puzzle with {{digits}} digits. Rules: {{rules}}'),
  altSolved: template<{ number: number; rules: string }>('Secret number {{number}}. Rules: {{rules}}'),
  measures: {
    rules: 'rules',
    decoys: 'rules not needed',
    combine: 'rules needed together to narrow it down',
    lateBiters: 'needed rules that only help after others',
    strongest: 'most any needed rule rules out alone',
    weakest: 'least any needed rule rules out alone',
    meanShare: 'share an average needed rule rules out',
  },
};
