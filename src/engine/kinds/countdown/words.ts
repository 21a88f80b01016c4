import { type ByLanguage, localized } from '../../language.ts';
import type { Ladder } from '../../steps.ts';
import { template } from '../../words.ts';
import type { CountdownMethod } from './methods.ts';
import { de } from './words.de.ts';
import { es } from './words.es.ts';
import { fr } from './words.fr.ts';
import { it } from './words.it.ts';
import { nl } from './words.nl.ts';
import { pt } from './words.pt.ts';

/** The methods of Countdown's ladder (methods.ts reads them off a solution's shape); levels are bands, 1 easy … 4 expert. */
export const ladder: Ladder<CountdownMethod> = {
  direct: {
    level: 1,
    title: 'straight there',
    what: 'One step with two cards (100 + 75, 100 × 7), or three cards added and taken away (100 + 8 − 3).',
  },
  'add-up': {
    level: 2,
    title: 'add up',
    what: 'Four or more cards added and taken away (75 + 9 + 7 + 5 + 5).',
  },
  'multiply-adjust': {
    level: 2,
    title: 'multiply and adjust',
    what: 'Multiply two cards to land near the target, then add or take away single cards to close the gap (100 × 6 − 8 − 6 − 1).',
  },
  'build-factor': {
    level: 3,
    title: 'build a factor',
    what: 'The number to multiply by is not a card: build it from two cards first, then multiply and adjust with single cards ((5 + 2) × 75 − 6 − 1, 25 × 4 × 3).',
  },
  'build-adjust': {
    level: 3,
    title: 'build the adjustment',
    what: 'Land near the target with a card or a product, and build the gap from two cards multiplied (100 × 7 − 3 × 4, 100 + 25 × 3 + 2).',
  },
  'two-products': {
    level: 4,
    title: 'two products',
    what: 'Two or more products of two cards added or taken away, where the second is more than two small cards multiplied (75 × 8 + 25 × 7).',
  },
  division: {
    level: 4,
    title: 'division',
    what: 'A division along the way, which must come out exact ((100 ÷ 4 + 8) × 9).',
  },
  'long-way': {
    level: 4,
    title: 'the long way round',
    what: 'Anything deeper: a factor built from three cards or more, two built parts, a product of a sum that holds a product ((75 × 2 − 3) × 6 − 1).',
  },
};

/** What a line of working says: its sum, where it stands, and what it does in the method. */
export interface LineWords {
  a: number;
  op: string;
  b: number;
  result: number;
  target: number;
  /** How far the result is from the target, and on which side. */
  gap: number;
  over: boolean;
  first: boolean;
  last: boolean;
  /**
   * main: the main term (the anchor near the target) is made, adjustments follow; top: the
   * running value brought nearer the target; factor: a factor (or partial product) of `of` is
   * made; adjust: an amount to add (`add`) or take off is made, all that is left to close when
   * `still`; inner: any other step inside a part.
   */
  kind: 'main' | 'top' | 'factor' | 'adjust' | 'inner';
  of: number;
  add: boolean;
  still: boolean;
  /**
   * The plan, on the first line of a hard or expert way: the target is `aimGap` more or less
   * than the anchor `aim` (0: the target is the product itself), whose factors are `parts`
   * ('' for a card), and `make` (0: none) is the factor not a card, to make first.
   */
  plan: boolean;
  aim: number;
  aimGap: number;
  aimOver: boolean;
  parts: string;
  make: number;
  /** What a line with no other purpose (`inner`) is for: the operation of the line that goes on from its result. */
  use: { a: number; op: string; b: number } | null;
}

/** What a step ruling out a method names: the target, and the product of two cards nearest it (product 0: none). */
export interface Tried {
  target: number;
  a: number;
  b: number;
  product: number;
  gap: number;
}

/** The plan (first line of a hard or expert way), the line's sum, and after it what the line does: reaches the target, leaves a gap to close, or builds a part. */
const plan =
  '{{#if plan}}{{#if aimGap}}{{target}} is {{aimGap}} {{#if aimOver}}less{{else}}more{{/if}} than {{aim}}{{#if parts}} = {{parts}}{{/if}}{{else}}{{target}} = {{parts}}{{/if}}' +
  '{{#if make}}; make {{make}} first{{/if}}: {{/if}}';
const sum = '{{a}} {{op}} {{b}} = {{result}}';
const where =
  '{{#if last}}, the target{{else}}{{#if (eq kind "main")}}{{#if gap}}, which is {{gap}} {{#if over}}more{{else}}less{{/if}} than the target {{target}}{{else}}, the target already{{/if}}{{/if}}' +
  '{{#if (eq kind "top")}}{{#if gap}}; {{gap}} still to {{#if over}}take off{{else}}add{{/if}}{{else}}, the target already{{/if}}{{/if}}' +
  '{{#if (eq kind "factor")}}, a factor of {{of}}{{/if}}' +
  '{{#if (eq kind "adjust")}}, the {{result}} {{#if still}}still {{/if}}to {{#if add}}add{{else}}take off{{/if}}{{/if}}' +
  '{{#if use}}, for {{use.a}} {{use.op}} {{use.b}}{{/if}}{{/if}}.';
/** A method's line: its opening words (on the first line), the plan, then the sum and what it does. */
const line = (opening: string) => template<LineWords>(opening + plan + sum + where);

/** Everything a reader reads about Countdown, beside the cards and the target: the English, the source of every translation. */
export const en = {
  title: 'Countdown',
  /** How many cards a game has, as the rules say it: "the four numbers". */
  count: { 4: 'four', 5: 'five', 6: 'six' } as Record<number, string>,
  rules: template<{ count: string }>(
    'Reach the target with the {{count}} numbers and + − × ÷. Use each number at most once (you need not use them all), and every answer along the way must be a whole number above zero.',
  ),
  instruction: template<{ count: string }>('Make the target number from some of the {{count}} numbers, using + − × ÷. Use each number only once.'),
  target: 'Target',
  /** One line of working in the key: `100 + 6 = 106`. */
  step: template<{ a: number; op: string; b: number; result: number }>('{{a}} {{op}} {{b}} = {{result}}'),
  /** After the key's solution: how many other ways there are. */
  others: template<{ others: number; plural: boolean }>('{{#if others}}and {{others}} other way{{#if plural}}s{{/if}}{{else}}the only way{{/if}}'),
  /** The puzzle as a line of text. */
  heading: template<{ target: number; numbers: string }>('Target {{target}} from {{numbers}}'),
  alt: template<{ target: number; numbers: string }>('Countdown: reach {{target}} with {{numbers}}.'),
  /** The key's one line: the working, then the target it reaches. */
  answerLine: template<{ expression: string; target: number }>('{{expression}} = {{target}}'),
  altSolved: template<{ target: number; numbers: string; expression: string }>('Countdown: reach {{target}} with {{numbers}}. One way: {{expression}}.'),
  ladder,
  /** Each method's lines of working, as a hint or a worked answer says them. */
  steps: {
    direct: line('{{#if first}}{{#if last}}Straight there: {{else}}Add the cards: {{/if}}{{/if}}'),
    'add-up': line('{{#if first}}Add up the cards: {{/if}}'),
    'multiply-adjust': line('{{#if first}}Multiply and adjust: {{/if}}'),
    'build-factor': line('{{#if first}}Build a factor: {{/if}}'),
    'build-adjust': line('{{#if first}}Build the adjustment: {{/if}}'),
    'two-products': line('{{#if first}}Two products: {{/if}}'),
    division: line('{{#if first}}This way needs a division: {{/if}}'),
    'long-way': line('{{#if first}}The long way round: {{/if}}'),
  } satisfies Record<CountdownMethod, unknown>,
  /**
   * An easier method tried and found to make no way to the target, one step each before the
   * working (steps.ts `ruledOut`); multiply and adjust names the product nearest the target.
   */
  ruledOut: {
    direct: template<Tried>('Straight there: no way to {{target}}; no two cards make it in one step, and no three cards added and taken away.'),
    'add-up': template<Tried>('Add up: no way to {{target}}; no four cards or more, added and taken away, make it.'),
    'multiply-adjust': template<Tried>(
      'Multiply and adjust: no way to {{target}}; {{#if product}}the nearest product of two cards, {{a}} × {{b}} = {{product}}, is {{gap}} away, and {{/if}}no product of two cards adjusted by single cards makes it.',
    ),
    'build-factor': template<Tried>('Build a factor: no way to {{target}}; no factor built from two cards, times a card and adjusted by single cards, makes it.'),
    'build-adjust': template<Tried>('Build the adjustment: no way to {{target}}; no card or product of two cards, adjusted by two cards multiplied, makes it.'),
  } satisfies Record<Exclude<CountdownMethod, 'two-products' | 'division' | 'long-way'>, unknown>,
  /** The one step of a target that is one of the cards (no book prints one). */
  card: template<{ target: number }>('The target {{target}} is one of the cards.'),
  /** What the Hint button says when the player's numbers can no longer reach the target. */
  hint: {
    mistake: template<{ target: number; lines: string[]; count: number }>(
      '{{target}} cannot be reached from the numbers you have now: take back {{#each lines}}{{#if @first}}{{else}}{{#if @last}} and {{else}}, {{/if}}{{/if}}{{this}}{{/each}} (Undo{{#if (gt count 1)}}, {{count}} times{{/if}}), then ask again.',
    ),
    stuck: template<{ target: number }>('{{target}} cannot be reached from these cards at all.'),
  },
  /** Why a band cannot be dealt with the options (generate.ts), and what to ask for instead. */
  refusal: {
    deal: template<{ cards: number; large: number; all: boolean }>(
      '{{#if all}}{{cards}} large cards{{else}}{{#if (eq large 0)}}{{cards}} small cards{{else}}{{cards}} cards, {{#if (eq large -1)}}1 or 2{{else}}{{large}}{{/if}} of them large{{/if}}{{/if}}',
    ),
    beyond: template<{ deal: string; most: number; lowest: number; highest: number }>(
      'with {{deal}}, no way makes more than {{most}}, below every target from {{lowest}} to {{highest}}',
    ),
    tooHigh: template<{ deal: string; band: string; most: number; lowest: number; highest: number }>(
      'with {{deal}}, the {{band}} methods make {{most}} at most, below every target from {{lowest}} to {{highest}}',
    ),
    smallEasy: template<{ lowest: number; highest: number }>(
      'with no large card, no target from {{lowest}} to {{highest}} is one step or three cards away, so easy needs a large card',
    ),
    sentence: template<{ why: string; band: string; harder: boolean; lower: boolean; more: boolean; large: boolean; larger: boolean }>(
      '{{why}}; ask for {{#if band}}{{band}}{{#if harder}} or harder{{/if}}{{#if lower}}, or for lower targets{{/if}}{{else}}lower targets{{/if}}' +
        '{{#if more}}, or for more cards{{/if}}{{#if large}}, or for one large card or more{{/if}}{{#if larger}}, or for more large cards{{/if}}',
    ),
  },
  measures: {
    level: 'band, from the method needed (1 easy … 4 expert)',
    hardest: 'method needed',
    uses: 'steps, by method: easier methods ruled out and lines of working',
    steps: 'steps: easier methods ruled out, then lines of working',
    paper: 'combinations tried before a way is found, about (at most 12 counted)',
    solutions: 'ways to reach the target',
    ways: 'ways by the methods of its band or easier',
    cards: 'numbers the working uses',
    near: 'distance from the target to the nearest product of two cards',
    stray: 'largest number on the way, as a multiple of the target',
  },
};

/** The words in every language written so far (src/book/translations.ts checks them against the English). */
export const wordsByLanguage: ByLanguage<typeof en> = { en, de, es, fr, it, nl, pt };

/** Countdown's words in the language of the book being made (src/engine/language.ts). */
export const words = localized(wordsByLanguage);
