import { type ByLanguage, localized } from '../../language.ts';
import type { Ladder } from '../../steps.ts';
import { joined, template } from '../../words.ts';
import type { Distinct, Order } from './schema.ts';
import { de } from './words.de.ts';
import { es } from './words.es.ts';
import { fr } from './words.fr.ts';
import { it } from './words.it.ts';
import { nl } from './words.nl.ts';
import { pt } from './words.pt.ts';

/** The techniques of Cross Numbers' ladder, by the key grades and steps store. */
export type CrossTechnique = 'one-blank' | 'no-repeats' | 'two-blanks' | 'crossing' | 'bounds' | 'parity' | 'last-digit' | 'divisibility' | 'listing';

/** The ladder (see steps.ts): levels are bands, 1 easy … 4 expert. */
const ladder: Ladder<CrossTechnique> = {
  'one-blank': {
    level: 1,
    title: 'one blank',
    what: 'A row or column with only one empty box: work out the rest of the line, and the total says what the box must hold.',
  },
  'no-repeats': {
    level: 1,
    title: 'no repeats',
    what: 'Where no digit may appear twice, a digit written in a box is crossed off the other boxes of its row, its column or the grid, as the rule says.',
  },
  'two-blanks': {
    level: 2,
    title: 'two blanks',
    what: 'A line with two empty boxes: list the pairs of digits still possible there that make the total (when there are twelve or fewer); a digit in no pair is crossed off.',
  },
  crossing: {
    level: 2,
    title: 'crossing',
    what: 'A box where its row allows some digits and its column others: when only one digit is allowed by both, it goes in.',
  },
  bounds: {
    level: 3,
    title: 'bounds',
    what: 'A line with three or more empty boxes: put a digit in one and the others at their smallest and largest; if the line then cannot reach its total, or must pass it, that digit is crossed off.',
  },
  parity: {
    level: 3,
    title: 'parity',
    what: 'A line of +, − and × only comes out odd or even as its total does: a digit with which it could only come out the other way, whatever fills the rest, is crossed off.',
  },
  'last-digit': {
    level: 3,
    title: 'last digit',
    what: 'A line of +, − and × only must end in the last digit of its total: a digit with which no filling of the rest ends that way is crossed off.',
  },
  divisibility: {
    level: 3,
    title: 'divisibility',
    what: 'Every ÷ must come out exact: a digit with which what stands before a ÷ cannot be divided exactly by what follows it, whatever goes in those boxes, is crossed off.',
  },
  listing: {
    level: 4,
    title: 'listing',
    what: 'A line with three empty boxes: write out every filling of them from the digits still possible that makes the total (when there are twelve or fewer); a digit that appears in none is crossed off.',
  },
};

/** Fillings of a line's empty boxes, each as "(3, 4)". */
const fillings = '{{#each fillings}}{{#unless @first}}{{#if @last}} and {{else}}, {{/if}}{{/unless}}({{#each this}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}){{/each}}';

/** What a step leaves: boxes narrowed, and digits that go in. */
const leaves =
  '{{#each narrowed}}{{#unless @first}}; {{/unless}}{{cell}} can only be ' +
  joined('digits', 'or') +
  '{{/each}}{{#if narrowed.length}}{{#if placed.length}}; {{/if}}{{/if}}{{#each placed}}{{#unless @first}}; {{/unless}}{{value}} goes in {{cell}}{{/each}}';

/** After a level-3 step: the digits it leaves alone in a box go in. */
const thenPlaced = '{{#each placed}} That leaves {{value}} in {{cell}}.{{/each}}';

/** Each case of a level-3 step (in `field`): "with 2 or 4 in row 1, column 2, or with 9 in row 3, column 2". */
const withCases = (field: string) => `{{#each ${field}}}{{#unless @first}}, or {{/unless}}with ${joined('digits', 'or')} in {{cell}}{{/each}}`;

/**
 * Before a list: the fillings that make the total but are struck, each with its reason ("(3, 8)
 * needs 8 in row 2, column 3, which row 2 already has"), or, past a few, how they group ("5 with
 * 1 or 2 in row 3, column 1"). `noun` names them ("pairs", "fillings").
 */
const struckSaid = (noun: string) =>
  `{{#if struck.length}}Of the ${noun} that make {{total}}, ` +
  '{{#each struck}}{{#unless @first}}; {{/unless}}({{#each filling}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}) needs {{digit}} in {{cell}}, ' +
  '{{#if grid}}which the grid already has{{else}}{{#if where}}which {{where}} already has{{else}}no longer possible there{{/if}}{{/if}}{{/each}}. {{/if}}' +
  `{{#if others.length}}Of the ${noun} that make {{total}}, ` +
  '{{#each others}}{{#unless @first}}{{#if @last}} and {{else}}, {{/if}}{{/unless}}{{#if (eq count 1)}}one{{else}}the {{count}}{{/if}} with ' +
  joined('digits', 'or') +
  ' in {{cell}}{{/each}} are out: those digits are no longer possible there. {{/if}}';

/** The fillings a step keeps, after those it struck: "That leaves (7, 2) and (9, 4)". */
const leftOver = '{{#if (eq count 1)}}That leaves only ' + fillings + '{{else}}That leaves ' + fillings + '{{/if}}';

/** "Cross it off." after one digit crossed off in all (`one`), else "Cross those off.". */
const crossOff = '{{#if one}}Cross it off.{{else}}Cross those off.{{/if}}';

interface Struck {
  filling: string[];
  digit: string;
  cell: string;
  /** The line that already has the digit, where it may not repeat (empty when the reason is not that)… */
  where: string;
  /** …or whether it is the grid (the distinct rule over the whole grid, the box sharing no line with it). */
  grid: boolean;
}

interface Listed {
  line: string;
  total: string;
  cells: string[];
  count: number;
  few: boolean;
  fillings: string[][];
  narrowed: { cell: string; digits: string[] }[];
  placed: { cell: string; value: string }[];
  /** Whether any filling that makes the total is struck (`struck` or `others`). */
  cut: boolean;
  struck: Struck[];
  others: { count: number; digits: string[]; cell: string }[];
}
interface Case {
  cell: string;
  digits: string[];
}
interface Cases {
  line: string;
  total: string;
  cases: Case[];
  placed: { cell: string; value: string }[];
  /** Whether the step crosses off one digit in all. */
  one: boolean;
}

/** Everything a reader reads about Cross Numbers, beside the grid itself: the English, the source of every translation. */
export const en = {
  title: 'Cross Numbers',
  rules: template(
    'Write a digit in every empty box so that each row, read left to right, and each column, read top to bottom, works out to the total at its end. Only one filling works.',
  ),
  instruction: template('Write a digit in each empty box so that every row and every column works out to its total.'),
  /**
   * Under the grid: the order of operations, where a line mixes × or ÷ with + or − (so the
   * order changes the total), and that divisions are exact, where there is a ÷…
   */
  order: {
    precedence: template<{ mixes: boolean; divides: boolean }>(
      '{{#if mixes}}× and ÷ before + and −{{#if divides}}; every division is exact{{/if}}.{{else}}{{#if divides}}Every division is exact.{{/if}}{{/if}}',
    ),
    'left-to-right': template<{ mixes: boolean; divides: boolean }>(
      '{{#if mixes}}Work strictly left to right, and top to bottom{{#if divides}}; every division is exact{{/if}}.{{else}}{{#if divides}}Every division is exact.{{/if}}{{/if}}',
    ),
  } satisfies Record<Order, unknown>,
  /** …and the distinct rule, the digits and the base. */
  grid: template<{ distinct: Distinct; low: number; high: number; based: boolean; base: number }>(
    '{{#if (eq distinct "rows")}}No digit twice in a row. {{/if}}{{#if (eq distinct "lines")}}No digit twice in a row or column. {{/if}}{{#if (eq distinct "grid")}}No digit twice in the grid. {{/if}}Digits {{low}} to {{high}}.{{#if based}} Numbers in base {{base}}.{{/if}}',
  ),
  alt: template<{ rows: number; cols: number; blanks: number; rules: string }>('Cross Numbers {{rows}} by {{cols}} with {{blanks}} digits to fill. {{rules}}'),
  altSolved: template<{ rows: number; cols: number }>('Cross Numbers {{rows}} by {{cols}}, filled in.'),
  ladder,
  /** A box as a sentence names it. */
  cell: template<{ row: number; col: number }>('row {{row}}, column {{col}}'),
  /** What the Hint button says when it is not a step. */
  hint: {
    mistake: template<{ wrong: { v: number; cell: string }[] }>(
      '{{#each wrong}}{{#if @first}}The{{else}}{{#if @last}} and the{{else}}, the{{/if}}{{/if}} {{v}} in {{cell}}{{/each}} {{#if (eq wrong.length 1)}}is{{else}}are{{/if}} not right: clear {{#if (eq wrong.length 1)}}it{{else}}them{{/if}} first, then ask again.',
    ),
    reveal: template<{ v: number; cell: string }>('No step I know goes on from here, so here is one box from the answer: {{v}} goes in {{cell}}.'),
  },
  /** A line as a sentence names it: "row 2", "column 3". */
  line: template<{ row: boolean; n: number }>('{{#if row}}row{{else}}column{{/if}} {{n}}'),
  /** Between two findings of one step on the same line: the second rests on what the first crossed off or wrote in. */
  again: template<{ line: string; done: 'struck' | 'placed' | 'both'; one: boolean }>(
    '{{#if (eq done "both")}}With those digits crossed off and written in{{else}}With {{#if one}}that digit{{else}}those digits{{/if}} {{#if (eq done "struck")}}crossed off{{else}}written in{{/if}}{{/if}}, look at {{line}} again.',
  ),
  /** Each technique's step, as a hint or a worked solution says it (totals and digits as printed, in the puzzle's base). */
  steps: {
    'one-blank': template<{ line: string; cell: string; total: string; digits: string[]; count: number }>(
      'The only empty box in {{line}} is {{cell}}: ' +
        '{{#if (eq count 1)}}only {{#each digits}}{{this}}{{/each}} makes {{total}}, so it goes in.' +
        '{{else}}{{#if (eq count 0)}}no digit there makes {{total}}.{{else}}only ' +
        joined('digits', 'or') +
        ' make {{total}} there.{{/if}}{{/if}}',
    ),
    'no-repeats': template<{
      value: string;
      cell: string;
      distinct: Distinct;
      row: string;
      col: string;
      cells: string[];
      placed: { cell: string; value: string }[];
    }>(
      'The {{value}} in {{cell}} cannot appear again in ' +
        '{{#if (eq distinct "grid")}}the grid{{else}}{{row}}{{#if (eq distinct "lines")}} or {{col}}{{/if}}{{/if}}: cross it off in ' +
        joined('cells', 'and') +
        '.{{#each placed}} That leaves only {{value}} in {{cell}}.{{/each}}',
    ),
    'two-blanks': template<Listed>(
      'In {{line}} two boxes are empty, ' +
        joined('cells', 'and') +
        '. ' +
        struckSaid('pairs') +
        '{{#if (eq count 0)}}No pair of digits still possible there makes {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}The only pair of digits still possible there that makes {{total}} is ' +
        fillings +
        '{{else}}The pairs of digits still possible there that make {{total}}, in that order, are ' +
        fillings +
        '{{/if}}{{else}}{{count}} pairs of digits still possible there make {{total}}{{/if}}{{/if}}: so ' +
        leaves +
        '.{{/if}}',
    ),
    crossing: template<{ cell: string; line: string; other: string; lineDigits: string[]; otherDigits: string[]; value: string }>(
      'In {{cell}}, {{line}} allows only ' +
        joined('lineDigits', 'or') +
        ', and {{other}} had left only ' +
        joined('otherDigits', 'or') +
        ': only {{value}} fits both, so it goes in.',
    ),
    bounds: template<{ line: string; total: string; short: Case[]; past: Case[]; placed: { cell: string; value: string }[]; one: boolean }>(
      'The total of {{line}} is {{total}}. Even with its other empty boxes as small or as large as they can be, ' +
        '{{#if short.length}}the line falls short of it ' +
        withCases('short') +
        '{{/if}}{{#if short.length}}{{#if past.length}}; and {{/if}}{{/if}}' +
        '{{#if past.length}}{{#if short.length}}it{{else}}the line{{/if}} goes past it ' +
        withCases('past') +
        '{{/if}}. ' +
        crossOff +
        thenPlaced,
    ),
    parity: template<Cases & { odd: boolean }>(
      'The total of {{line}} is {{total}}, which is {{#if odd}}odd{{else}}even{{/if}}; but ' +
        withCases('cases') +
        ' the line comes out {{#if odd}}even{{else}}odd{{/if}} whatever goes in its other boxes. ' +
        crossOff +
        thenPlaced,
    ),
    'last-digit': template<Cases & { digit: string; based: boolean; base: number }>(
      'The total of {{line}} is {{total}}{{#if based}} (in base {{base}}){{/if}}, which ends in {{digit}}; but ' +
        withCases('cases') +
        ' the line can never end in {{digit}}, whatever goes in its other boxes. ' +
        crossOff +
        thenPlaced,
    ),
    divisibility: template<Omit<Cases, 'total'>>(
      'Each ÷ in {{line}} must come out exact, but it cannot ' +
        withCases('cases') +
        ', whatever goes in the boxes around it. ' +
        crossOff +
        thenPlaced,
    ),
    listing: template<Listed>(
      'In {{line}} three boxes are empty, ' +
        joined('cells', 'and') +
        '. ' +
        struckSaid('fillings') +
        '{{#if (eq count 0)}}No filling of them from the digits still possible makes {{total}}.' +
        '{{else}}{{#if cut}}' +
        leftOver +
        '{{else}}{{#if few}}{{#if (eq count 1)}}The only filling of them from the digits still possible that makes {{total}} is ' +
        fillings +
        '{{else}}The fillings of them from the digits still possible that make {{total}}, in that order, are ' +
        fillings +
        '{{/if}}{{else}}{{count}} fillings of them from the digits still possible make {{total}}{{/if}}{{/if}}: so ' +
        leaves +
        '.{{/if}}',
    ),
  },
  measures: {
    level: 'band, from the techniques needed (1 easy … 4 expert)',
    hardest: 'hardest technique needed',
    uses: 'techniques used',
    steps: 'steps to solve it',
    paper: 'pairs and fillings of lines written out',
    blanks: 'boxes to fill',
    blankShare: 'share of boxes to fill',
    hardOps: 'share of signs that are × or ÷',
  },
};

/** The words in every language written so far (src/book/translations.ts checks them against the English). */
export const wordsByLanguage: ByLanguage<typeof en> = { en, de, es, fr, it, nl, pt };

/** Cross Numbers' words in the language of the book being made (src/engine/language.ts). */
export const words = localized(wordsByLanguage);
