import { type ByLanguage, localized } from '../../language.ts';
import type { Ladder } from '../../steps.ts';
import { template } from '../../words.ts';
import { de } from './words.de.ts';
import { es } from './words.es.ts';
import { fr } from './words.fr.ts';
import { it } from './words.it.ts';
import { nl } from './words.nl.ts';
import { pt } from './words.pt.ts';

/** The techniques of Numbrix's ladder, by the key grades and steps store. */
export type NumbrixTechnique = 'bridge' | 'single-exit' | 'two-step' | 'dead-end' | 'parity' | 'fence' | 'only-number' | 'corridor' | 'routes';

const ladder: Ladder<NumbrixTechnique> = {
  bridge: { level: 1, title: 'bridge', what: 'Two numbers one apart (7 and 9) with a single free square touching both: the number between them goes there.' },
  'single-exit': {
    level: 1,
    title: 'single exit',
    what: 'A number still missing its neighbour in the sequence, with only one free square beside it: the neighbour goes there.',
  },
  corridor: {
    level: 2,
    forced: true,
    title: 'only route',
    what: 'Two numbers a short way apart with only one route of the right length between them (a corridor, or a pocket just big enough): the route is certain.',
  },
  'two-step': {
    level: 2,
    title: 'two-step gap',
    what: 'Two numbers three apart (7 and 10): list the two-square routes between them; a square every route uses is filled.',
  },
  'dead-end': {
    level: 2,
    title: 'dead end',
    what: 'An empty square with only one way in can only be an end of the path: 1 or the last number.',
  },
  parity: {
    level: 2,
    title: 'checkerboard parity',
    what: 'Colour the grid like a checkerboard: consecutive numbers change colour, so odd and even numbers each keep to one colour. It decides which end of the path fits a dead end.',
  },
  fence: {
    level: 3,
    title: 'distance fence',
    what: 'A missing number lies within walking distance of the numbers placed below and above it (12 is at most 3 steps from 9), on its checkerboard colour: when one square is left, it goes there.',
  },
  'only-number': {
    level: 3,
    title: 'only number that reaches',
    what: 'An empty square that only one missing number can reach within its distance fence takes that number.',
  },
  routes: {
    level: 4,
    title: 'route listing',
    what: 'For a short gap, write out every route of the right length (a dozen at most), dropping any that seals off a pocket no number can fill: a square all routes left agree on is certain.',
  },
};


/** Everything a reader reads about Numbrix, beside what its drawing prints: the English, the source of every translation. */
export const en = {
  title: 'Numbrix',
  rules: template<{ last: number }>(
    'Fill every empty square with a number so that the grid holds each number from 1 to {{last}} exactly once, and each number touches the next one up, down, left or right (never diagonally). The numbers already printed show where the path goes.',
  ),
  instruction: template<{ last: number }>(
    'Write the numbers from 1 to {{last}} in the squares to make a path: each number touches the next one up, down, left or right.',
  ),
  /** The drawing's text alternative, for screen readers and search. */
  alt: template<{ width: number; height: number; clues: number; last: number }>(
    'Numbrix {{width}} by {{height}} grid with {{clues}} numbers given; fill in 1 to {{last}}.',
  ),
  altSolved: template<{ width: number; height: number; last: number }>('Numbrix {{width}} by {{height}}, solved: numbers 1 to {{last}} in a path.'),
  ladder,
  /** A square as a sentence names it. */
  cell: template<{ row: number; col: number }>('row {{row}}, column {{col}}'),
  /** Each technique's step, as a hint or a worked solution says it. */
  steps: {
    bridge: template<{ v: number; prev: number; next: number; cell: string }>(
      '{{v}} goes in {{cell}}: it is the only free square touching both {{prev}} and {{next}}.',
    ),
    'single-exit': template<{ u: number; v: number; cell: string }>('{{u}} has only one free square beside it, {{cell}}, so {{v}} goes there.'),
    'two-step': template<{ a: number; b: number; v: number; cell: string }>(
      'Every two-square route from {{a}} to {{b}} passes through {{cell}}, so {{v}} goes there.',
    ),
    'dead-end': template<{ v: number; cell: string; last: number }>(
      'The square at {{cell}} has only one way in, so it is an end of the path: {{v}}.',
    ),
    parity: template<{ v: number; cell: string; last: number }>(
      'The square at {{cell}} has only one way in, so it holds 1 or {{last}}; on a checkerboard it has the colour of {{v}}, so {{v}} goes there.',
    ),
    fence: template<{
      v: number;
      cell: string;
      lo: number;
      hi: number;
      last: number;
      up: number;
      down: number;
      wide: { cell: string; from: number; steps: number; cut: boolean }[];
    }>(
      '{{v}} must be{{#if (gt lo 0)}} within {{up}} step{{#unless (eq up 1)}}s{{/unless}} of {{lo}}{{/if}}{{#if (gt lo 0)}}{{#if (lte hi last)}} and{{/if}}{{/if}}{{#if (lte hi last)}} within {{down}} step{{#unless (eq down 1)}}s{{/unless}} of {{hi}}{{/if}}, on its checkerboard colour: the only such square is {{cell}}{{#each wide}}{{#if @first}} ({{else}}; {{/if}}{{#if cut}}{{cell}} is walled off from {{from}} by the numbers already placed{{else}}{{cell}} is {{steps}} steps from {{from}}, going around the numbers already placed{{/if}}{{#if @last}}){{/if}}{{/each}}.',
    ),
    'only-number': template<{
      v: number;
      cell: string;
      lo: number;
      hi: number;
      last: number;
      up: number;
      down: number;
      around: boolean;
      others: { first: number; last: number; ends: { from: number; steps: number; cut: boolean }[] }[];
    }>(
      'No missing number but {{v}} can reach {{cell}} in time: {{#if (gt lo 0)}}it is {{up}} step{{#unless (eq up 1)}}s{{/unless}} from {{lo}}{{#if (lte hi last)}} and {{down}} step{{#unless (eq down 1)}}s{{/unless}} from {{hi}}{{/if}}{{else}}it is {{down}} step{{#unless (eq down 1)}}s{{/unless}} from {{hi}}{{/if}}{{#if around}}, going around the numbers already placed{{/if}}, and {{#if (gt lo 0)}}{{#if (lte hi last)}}only {{v}} is at least {{up}} after {{lo}} and {{down}} before {{hi}}{{else}}{{v}} is the only missing number on its checkerboard colour at least {{up}} after {{lo}}{{/if}}{{else}}{{v}} is the only missing number on its checkerboard colour at least {{down}} before {{hi}}{{/if}}{{#each others}}; {{#if (eq first last)}}{{first}} is{{else}}{{first}} to {{last}} are{{/if}} too far off: going around the numbers already placed, it is {{#each ends}}{{#unless @first}} and {{/unless}}{{#if cut}}walled off from {{from}}{{else}}{{steps}} step{{#unless (eq steps 1)}}s{{/unless}} from {{from}}{{/if}}{{/each}}{{/each}}. So {{v}} goes there.',
    ),
    corridor: template<{ lo: number; hi: number; v: number; cell: string }>(
      'Only one route of the right length runs from {{lo}} to {{hi}}, and it puts {{v}} in {{cell}}.',
    ),
    routes: template<{ lo: number; hi: number; count: number; kept: number; v: number; cell: string; routes: { moves: string; pocket: string }[] }>(
      '{{count}} routes of the right length run from {{lo}} to {{hi}}. Going from {{lo}}: {{#each routes}}{{#unless @first}}; {{/unless}}{{moves}} ({{#if pocket}}seals off {{pocket}}{{else}}no pocket{{/if}}){{/each}}. {{#if (gt count kept)}}{{#if (eq kept 1)}}Only one leaves{{else}}{{kept}} leave{{/if}} no empty pocket sealed off, and {{#if (eq kept 1)}}it puts{{else}}{{#if (eq kept 2)}}both put{{else}}all {{kept}} put{{/if}}{{/if}}{{else}}{{#if (eq kept 2)}}Both put{{else}}All {{kept}} put{{/if}}{{/if}} {{v}} in {{cell}}.',
    ),
  },
  /** How a route listing names what it writes out: each route as moves, each pocket a route seals. */
  route: {
    /** A pocket a listed route seals off: its one or two squares, or a larger one by its size and its first square. */
    pocket: template<{ cells: string[]; size: number }>(
      '{{#if (eq size 1)}}the square at {{cells.[0]}}{{else}}{{#if (eq size 2)}}the squares at {{#each cells}}{{#unless @first}}{{#if @last}} and {{else}}; {{/if}}{{/unless}}{{this}}{{/each}}{{else}}a pocket of {{size}} squares, {{cells.[0]}} among them{{/if}}{{/if}}',
    ),
    /** A route as moves from its first number: "right, down 2, left". */
    moves: { up: 'up', down: 'down', left: 'left', right: 'right' },
    run: template<{ dir: string; n: number }>('{{dir}}{{#if (gt n 1)}} {{n}}{{/if}}'),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    mistake: template<{ wrong: { v: number; cell: string }[] }>(
      '{{#each wrong}}{{#if @first}}The{{else}}{{#if @last}} and the{{else}}, the{{/if}}{{/if}} {{v}} in {{cell}}{{/each}} {{#if (eq wrong.length 1)}}is{{else}}are{{/if}} not where the path goes: take {{#if (eq wrong.length 1)}}it{{else}}them{{/if}} away first.',
    ),
    reveal: template<{ v: number; cell: string }>('No step I know goes on from here, so here is one square from the answer: {{v}} goes in {{cell}}.'),
  },
  measures: {
    level: 'band, from the techniques needed (1 easy … 4 expert)',
    hardest: 'hardest technique needed',
    uses: 'techniques used',
    steps: 'steps to solve it',
    paper: 'routes and squares written out and tested',
    stretch: 'longest stretch between given numbers',
    clues: 'numbers given',
    cells: 'squares',
    clueShare: 'share of squares given',
  },
};

/** The words in every language written so far (src/book/translations.ts checks them against the English). */
export const wordsByLanguage: ByLanguage<typeof en> = { en, de, es, fr, it, nl, pt };

/** Numbrix's words in the language of the book being made (src/engine/language.ts). */
export const words = localized(wordsByLanguage);
