import { type ByLanguage, localized } from '../../language.ts';
import type { Ladder } from '../../steps.ts';
import { joined, template } from '../../words.ts';
import type { Comparison, Of } from './schema.ts';
import { de } from './words.de.ts';
import { es } from './words.es.ts';
import { fr } from './words.fr.ts';
import { it } from './words.it.ts';
import { nl } from './words.nl.ts';
import { pt } from './words.pt.ts';

/** The techniques of Secret Number's ladder, by the key grades and steps store. */
export type SecretTechnique = 'read-off' | 'one-left' | 'pair-table' | 'range' | 'divisibility' | 'many-digits' | 'short-list';

/** The ladder (see steps.ts): levels are bands, 1 easy … 4 expert. */
const ladder: Ladder<SecretTechnique> = {
  'read-off': {
    level: 1,
    title: 'read off a digit',
    what: 'A rule about one digit alone ("my second digit is odd"): cross off every digit that breaks it in that digit\'s box.',
  },
  'one-left': {
    level: 1,
    title: 'one digit left',
    what: 'A sum, product or difference of digits where all but one are already known: work out what the last can be ("the sum of my first two digits is 9, and my first is 4: my second is 5").',
  },
  'pair-table': {
    level: 2,
    title: 'two-digit table',
    what: 'A sum, product or difference with two digits still open: try each digit still possible in one with each in the other, as in a small table; a digit that fits with none is crossed off.',
  },
  range: {
    level: 3,
    title: 'number range',
    what: 'A rule comparing the whole number ("less than 560"): a digit with which the number would be too large even at its smallest, or too small even at its largest, is crossed off; it mostly narrows the first digits.',
  },
  divisibility: {
    level: 3,
    title: 'divisibility test',
    what: 'A rule that the number is even, odd or a multiple of 3, 4, 5, 6, 9, 10 or 12, read through its last digit (even, odd, 5, 10), its last two digits (4) or the sum of its digits (3, 9); 6 and 12 are both at once.',
  },
  'many-digits': {
    level: 3,
    title: 'many digits at once',
    what: 'A sum or product of three or more digits still open: a digit with which no choice of the others, from those still possible, makes the rule true is crossed off (for a sum, try the others at their smallest and largest).',
  },
  'short-list': {
    level: 4,
    title: 'short list',
    what: 'When the digits still possible make at most 8 numbers, write them all out and test each against the rules; every number that breaks one is crossed out, and the rule named.',
  },
};

/** What a step leaves, position by position: "my first digit can only be 3 or 4, and my last digit is 7". */
const leaves =
  '{{#each leaves}}{{#unless @first}}{{#if @last}}, and {{else}}, {{/if}}{{/unless}}my {{place}} digit ' +
  '{{#if none}}has no digit left{{else if placed}}is {{value}}{{else}}can only be ' +
  joined('digits', 'or') +
  '{{/if}}{{/each}}';

/** The digits a step rests on: "My first digit is 4 and my second digit is 6". */
const known =
  '{{#each known}}{{#unless @first}}{{#if @last}} and {{else}}, {{/if}}{{/unless}}{{#if @first}}My{{else}}my{{/if}} {{place}} digit is {{value}}{{/each}}';

/** The digits a step crosses off, case by case: "with 1 or 2 as my first digit, or with 0 as my last digit". */
const cases = '{{#each cases}}{{#unless @first}}, or {{/unless}}with ' + joined('digits', 'or') + ' as my {{place}} digit{{/each}}';

/** A range's cases with their bounds: "with 7 as my first digit (my second digit is at most 1, so at most 719)". */
const bounded =
  '{{#each cases}}{{#unless @first}}, or {{/unless}}with ' +
  joined('digits', 'or') +
  ' as my {{place}} digit (' +
  '{{#each limits}}{{#unless @first}} and {{/unless}}my {{place}} digit is {{#unless fixed}}{{#if small}}at least {{else}}at most {{/if}}{{/unless}}{{value}}{{/each}}' +
  '{{#if limits.length}}, making it {{/if}}{{#if small}}at least{{else}}at most{{/if}} {{bound}}){{/each}}';

/** One box's outcome: the digits left, or the one written in, or none (the rules contradict). */
export interface Leave {
  place: string;
  digits: number[];
  placed: boolean;
  value: number | string;
  none: boolean;
}
export interface Case {
  place: string;
  digits: number[];
}
/**
 * A range's case with its reason: the number's bound with the digits crossed off there (the
 * smallest crossed off, for "too large"; the largest, for "too small"), and the other digits
 * whose bound is not a box's first or last digit, that make it so.
 */
export interface RangeCase extends Case {
  small: boolean;
  bound: number;
  limits: { place: string; value: number; fixed: boolean; small: boolean }[];
}
/** Two digits that keep a rule together: "4 with 5" (`digit` in the first open box, `partner` in the second). */
export interface Pair {
  digit: number;
  partner: number;
}
export interface Known {
  place: string;
  value: number;
}
interface RuleStep {
  /** The rule's number as printed, from 1. */
  n: number;
  clause: string;
  leaves: Leave[];
}

/** Which digits a rule is about: exactly one of these is set (see `sentence.ts`). */
export interface Places {
  all: boolean;
  one: string;
  first: string;
  last: string;
  list: string;
}

/** Everything a reader reads about Secret Number (the rules' sentences are built from these pieces): the English, the source of every translation. */
export const en = {
  title: 'Secret Number',
  rules: template<{ digits: number }>(
    'I am thinking of a number with {{digits}} digits (the first is not 0). Every rule below is true of it, and only one number keeps all the rules. ' +
      'The difference between two digits is the larger take away the smaller, and 0 is even. ' +
      'A multiple of 3 means 3, 6, 9 and so on; no rule turns on whether 0 counts as one. ' +
      'Cross out what each rule rules out, then write my number in the boxes.',
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
  /** Comparisons said plainly (sentence.ts): a multiple of a subject that can be 0 names 0 itself, so no rule counts 0 as a multiple; a cut-off leaving one or two values names them ("is 0", not "is less than 1"). */
  plain: {
    zeroOrMultiple: template<{ value: number | string }>('is 0 or a multiple of {{value}}'),
    oneOf: template<{ values: number[] }>('is ' + joined('values', 'or')),
  },
  clause: template<{ subject: string; comparison: string }>('{{subject}} {{comparison}}'),
  rule: template<{ clause: string }>('{{clause}}.'),
  answerLabel: 'My number',
  /** The answer line of the puzzle as text (the archive's, `generate`'s): the label, then the number or blanks. */
  answerLine: template<{ label: string; answer: string }>('{{label}}: {{answer}}'),
  /** Under the answer in the key: how the candidates narrow, rule by rule. */
  shrink: template<{ counts: number[] }>('Numbers left, rule by rule: {{#each counts}}{{#unless @first}} › {{/unless}}{{this}}{{/each}}'),
  alt: template<{ digits: number; rules: string }>('Secret number puzzle with {{digits}} digits. Rules: {{rules}}'),
  altSolved: template<{ number: number; rules: string }>('Secret number {{number}}. Rules: {{rules}}'),
  altAnswer: template<{ number: number }>('The secret number is {{number}}.'),
  ladder,
  /** Why a divisibility test reads the digits it does, by test (see steps.ts). */
  divisible: {
    even: 'a number is even when its last digit is',
    odd: 'a number is odd when its last digit is',
    2: 'a number is a multiple of 2 when its last digit is even',
    5: 'a multiple of 5 ends in 0 or 5',
    10: 'a multiple of 10 ends in 0',
    3: 'a number is a multiple of 3 when the sum of its digits is',
    9: 'a number is a multiple of 9 when the sum of its digits is',
    4: 'a number is a multiple of 4 when its last two digits make one',
    6: 'a multiple of 6 is even, and the sum of its digits is a multiple of 3',
    12: 'a multiple of 12 has its last two digits making a multiple of 4, and the sum of its digits a multiple of 3',
  } as Record<string, string>,
  /** Each technique's step, as a hint or a worked answer says it. */
  steps: {
    'read-off': template<RuleStep & { given: boolean; place: string; value: number | string; struck: number[] }>(
      'Rule {{n}} says {{clause}}: {{#if given}}write {{value}} in the box for my {{place}} digit.{{else}}cross off ' +
        joined('struck', 'and') +
        ' there, so ' +
        leaves +
        '.{{/if}}',
    ),
    'one-left': template<RuleStep & { known: Known[] }>('Rule {{n}} says {{clause}}. ' + known + ', so ' + leaves + '.'),
    'pair-table': template<RuleStep & { known: Known[]; a: string; b: string; pairs: Pair[]; few: boolean; cases: Case[] }>(
      'Rule {{n}} says {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} Trying each digit still possible for my {{a}} digit with each for my {{b}} digit, ' +
        '{{#if few}}{{#if (eq pairs.length 1)}}the only pair that fits is {{else}}the only pairs that fit are {{/if}}' +
        '{{#each pairs}}{{#unless @first}}{{#if @last}} and {{else}}, {{/if}}{{/unless}}{{digit}} with {{partner}}{{/each}}' +
        '{{else}}nothing fits ' +
        cases +
        '{{/if}}: so ' +
        leaves +
        '.',
    ),
    range: template<RuleStep & { why: 'small' | 'large' | 'other'; cases: RangeCase[] }>(
      'Rule {{n}} says {{clause}}. ' +
        '{{#if (eq why "small")}}Even at its smallest, my number would be too large{{else if (eq why "large")}}Even at its largest, my number would be too small{{else}}My number could not be that{{/if}} ' +
        '{{#if (eq why "other")}}' +
        cases +
        '{{else}}' +
        bounded +
        '{{/if}}' +
        ': so ' +
        leaves +
        '.',
    ),
    divisibility: template<RuleStep & { why: string; cases: Case[] }>(
      'Rule {{n}} says {{clause}}, and {{why}}.{{#if cases.length}} That cannot be ' +
        cases +
        ', whatever the other digits still possible are.{{/if}} So ' +
        leaves +
        '.',
    ),
    'many-digits': template<RuleStep & { known: Known[]; cases: Case[] }>(
      'Rule {{n}} says {{clause}}.{{#if known.length}} ' +
        known +
        '.{{/if}} No choice of the other digits, from those still possible, makes that true ' +
        cases +
        ': so ' +
        leaves +
        '.',
    ),
    'short-list': template<{ count: number; numbers: number[]; out: { number: number; rule: number }[]; survivors: number[]; leaves: Leave[] }>(
      '{{#if (eq count 1)}}Only one number can be made from the digits still possible: {{numbers.[0]}}.' +
        '{{else}}Only {{count}} numbers can be made from the digits still possible: ' +
        joined('numbers', 'and') +
        '.{{/if}} Testing against the rules, ' +
        '{{#each out}}{{#unless @first}}{{#if @last}} and {{else}}, {{/if}}{{/unless}}{{number}} breaks rule {{rule}}{{/each}}' +
        '{{#if (eq survivors.length 1)}}, which leaves only {{survivors.[0]}}: my number.' +
        '{{else if survivors.length}}, which leaves ' +
        joined('survivors', 'and') +
        ': so ' +
        leaves +
        '.{{else}}, so no number is left.{{/if}}',
    ),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    mistake: template<{ wrong: { v: number; place: string }[] }>(
      '{{#each wrong}}{{#if @first}}The{{else}}{{#if @last}} and the{{else}}, the{{/if}}{{/if}} {{v}} you wrote as my {{place}} digit{{/each}} {{#if (eq wrong.length 1)}}is{{else}}are{{/if}} not right: rub {{#if (eq wrong.length 1)}}it{{else}}them{{/if}} out first, then ask again.',
    ),
    reveal: template<{ v: number; place: string }>('No step I know goes on from here, so here is one digit of the answer: my {{place}} digit is {{v}}.'),
  },
  measures: {
    level: 'band, from the techniques needed (1 easy … 4 expert)',
    hardest: 'hardest technique needed',
    uses: 'techniques used',
    steps: 'steps to solve it',
    paper: 'pairs, numbers and digits written out and tried',
    rules: 'rules',
    decoys: 'rules not needed',
    terms: 'terms in the rules: places, comparisons and values',
    listed: 'numbers listed and tested by hand',
  },
};

/** The words in every language written so far (src/book/translations.ts checks them against the English). */
export const wordsByLanguage: ByLanguage<typeof en> = { en, de, es, fr, it, nl, pt };

/** Secret Number's words in the language of the book being made (src/engine/language.ts). */
export const words = localized(wordsByLanguage);
