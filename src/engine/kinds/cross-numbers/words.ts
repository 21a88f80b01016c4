import { template } from '../../words.ts';
import type { Distinct, Order } from './schema.ts';

/** Everything a reader reads about Cross Numbers, beside the grid itself. */
export const words = {
  title: 'Cross Numbers',
  rules: template(
    'Write a digit in every empty box so that each row, read left to right, and each column, read top to bottom, works out to the total at its end. Only one filling works.',
  ),
  instruction: template('Write a digit in each empty box so that every row and every column works out to its total.'),
  /** Under the grid: the order of operations in force… */
  order: {
    precedence: template('× and ÷ before + and −; every division is exact.'),
    'left-to-right': template('Work strictly left to right, and top to bottom; every division is exact.'),
  } satisfies Record<Order, unknown>,
  /** …and the distinct rule, the digits and the base. */
  grid: template<{ distinct: Distinct; low: number; high: number; based: boolean; base: number }>(
    '{{#if (eq distinct "rows")}}No digit twice in a row. {{/if}}{{#if (eq distinct "lines")}}No digit twice in a row or column. {{/if}}{{#if (eq distinct "grid")}}No digit twice in the grid. {{/if}}Digits {{low}} to {{high}}.{{#if based}} Numbers in base {{base}}.{{/if}}',
  ),
  alt: template<{ rows: number; cols: number; blanks: number; rules: string }>('Cross Numbers {{rows}} by {{cols}} with {{blanks}} digits to fill. {{rules}}'),
  altSolved: template<{ rows: number; cols: number }>('Cross Numbers {{rows}} by {{cols}}, filled in.'),
  measures: {
    level: 'reasoning needed (1 each line alone, 2 lines together, 3 search)',
    guesses: 'choices the search made',
    blanks: 'boxes to fill',
    blankShare: 'share of boxes to fill',
    hardOps: 'share of signs that are × or ÷',
  },
};
