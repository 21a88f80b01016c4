import { template } from '../../words.ts';

/** Everything a reader reads about Countdown, beside the cards and the target. */
export const words = {
  title: 'Countdown',
  rules: template(
    'Reach the target with the six numbers and + − × ÷. Use each number at most once (you need not use them all), and every answer along the way must be a whole number above zero.',
  ),
  instruction: template('Make the target number from some of the six numbers, using + − × ÷. Use each number only once.'),
  target: 'Target',
  /** One line of working in the key: `100 + 6 = 106`. */
  step: template<{ a: number; op: string; b: number; result: number }>('{{a}} {{op}} {{b}} = {{result}}'),
  /** After the key's solution: how many other ways there are. */
  others: template<{ others: number; plural: boolean }>('{{#if others}}and {{others}} other way{{#if plural}}s{{/if}}{{else}}the only way{{/if}}'),
  /** The puzzle as a line of text. */
  heading: template<{ target: number; numbers: string }>('Target {{target}} from {{numbers}}'),
  alt: template<{ target: number; numbers: string }>('Countdown: reach {{target}} with {{numbers}}.'),
  altSolved: template<{ target: number; numbers: string; expression: string }>('Countdown: reach {{target}} with {{numbers}}. One way: {{expression}}.'),
  measures: {
    solutions: 'ways to reach the target',
    cards: 'numbers the simplest way uses',
    steps: 'steps in the simplest way',
    stray: 'largest number on the way, as a multiple of the target',
  },
};
