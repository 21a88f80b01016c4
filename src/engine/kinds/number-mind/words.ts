import { type ByLanguage, localized } from '../../language.ts';
import type { Ladder } from '../../steps.ts';
import { joined, template } from '../../words.ts';
import { de } from './words.de.ts';
import { es } from './words.es.ts';
import { fr } from './words.fr.ts';
import { it } from './words.it.ts';
import { nl } from './words.nl.ts';
import { pt } from './words.pt.ts';

/** The techniques of Number Mind's ladder, by the key grades and steps store. */
export type MindTechnique = 'zero-guess' | 'score-met' | 'last-digit' | 'all-needed' | 'compare' | 'either-or' | 'one-of-three';

/** The ladder (see steps.ts): levels are bands, 1 easy … 4 expert. */
const ladder: Ladder<MindTechnique> = {
  'zero-guess': {
    level: 1,
    title: 'zero guess',
    what: 'A guess with none right: each of its digits is wrong in the place it stands, so cross it off there.',
  },
  'score-met': {
    level: 1,
    title: 'score met',
    what: 'A guess whose right places are all known already: its other digits are wrong where they stand, so cross them off.',
  },
  'last-digit': {
    level: 1,
    title: 'last digit left',
    what: 'A place where every digit but one is crossed off: the one left goes in.',
  },
  'all-needed': {
    level: 1,
    title: 'all needed',
    what: 'A guess that still needs as many right places as it has digits not yet crossed off: every one of those digits is right.',
  },
  compare: {
    level: 2,
    title: 'comparing two guesses',
    what: 'Two guesses side by side: where they have the same digit it is right for both or for neither, and where they differ at most one is right; count what each still needs, and the only way both can get their scores says which digits are right or wrong.',
  },
  'either-or': {
    level: 3,
    title: 'either-or',
    what: 'A guess that still needs one right place, with only two places left for it: try each with the easier techniques for two steps at most; when one runs into a contradiction, the other is right.',
  },
  'one-of-three': {
    level: 4,
    title: 'one of three',
    what: 'A guess that still needs one right place, with three places left for it: try each with the easier techniques for two steps at most; when two run into a contradiction, the third is right.',
  },
};

/** A guess as a sentence names it: "guess 3 (40971)". */
const guessName = (field: string) => `guess {{${field}.n}} ({{${field}.guess}})`;

/** How many a guess still needs: "1 more right", "2 right". */
const needs = (field: string) => `{{${field}.need}}{{#if ${field}.known}} more{{/if}} right`;

/** A guess named in a sentence. */
export interface GuessSaid {
  /** 1-based, as printed. */
  n: number;
  guess: string;
  score: number;
  /** Right places of it already written in. */
  known: number;
  /** Right places it still needs. */
  need: number;
}

/** Why a case of an either-or split fails, in its own words. */
export interface ReasonSaid {
  kind: 'empty' | 'over' | 'short' | 'pair';
  /** Steps the easier techniques took before the contradiction showed. */
  after: number;
  /** Those steps, each said short (a `link` sentence): as many as `after`. */
  chain?: string[];
  place?: number;
  guess?: GuessSaid;
  other?: GuessSaid;
  /** Over: the right places the guess would have; short: the most it could still get. */
  count?: number;
}

/** An either-or or one-of-three step: the ways a guess has left, why all but one fail. */
const split = template<{
  guess: GuessSaid;
  /** Each way, "7 in place 3". */
  cases: string[];
  /** The ways that fail, each with why. */
  fails: { case: string; reason: string }[];
  survivor: string;
  wrong: string[];
}>(
  'Guess {{guess.n}} ({{guess.guess}}) still needs ' +
    needs('guess') +
    ', and there are {{cases.length}} ways left: ' +
    joined('cases', 'or') +
    '.{{#each fails}} If it were {{case}}, {{reason}}.{{/each}} So it is {{survivor}}: write it in, and cross off ' +
    joined('wrong', 'and') +
    '.',
);

/** Everything a reader reads about Number Mind, beside the guesses: the English, the source of every translation. */
export const en = {
  title: 'Number Mind',
  rules: template<{ length: number }>(
    'Find my secret code of {{length}} digits. Beside each guess is how many of its digits are the right digit in the right place (not which ones). Only one code fits every guess; write it in the empty row.',
  ),
  instruction: template<{ length: number }>(
    'Find my secret code of {{length}} digits. The number beside each guess says how many of its digits are right and in the right place.',
  ),
  /** Beside each guess. */
  score: template<{ correct: number }>('{{correct}} right'),
  /** Beside the empty row. */
  secret: 'Secret',
  alt: template<{ length: number; guesses: string }>('Number Mind with {{length}} digits. Guesses and scores: {{guesses}}.'),
  /** The guesses and their scores as the alt text lists them: "76207: 0; 89485: 1" (French spaces it as it spaces every template). */
  altPairs: template<{ pairs: { guess: string; correct: number }[] }>('{{#each pairs}}{{#unless @first}}; {{/unless}}{{guess}}: {{correct}}{{/each}}'),
  altSolved: template('Number Mind: the secret code and the right places of each guess.'),
  altAnswer: template<{ secret: string }>('The secret code is {{secret}}.'),
  ladder,
  /** A digit in a place, as a sentence names it (places counted from 1, left to right). */
  at: template<{ digit: number; place: number }>('{{digit}} in place {{place}}'),
  /** Places as a sentence names them: "place 2", "places 2, 4 and 5". */
  places: template<{ places: number[] }>(`{{#if (eq places.length 1)}}place{{else}}places{{/if}} ${joined('places', 'and')}`),
  /**
   * Why a case of an either-or split cannot be (its data: ReasonSaid): the steps that follow
   * it, each said short, then the contradiction they run into, with its figures.
   */
  reason: template<ReasonSaid>(
    '{{#if (eq after 0)}}at once {{else}}{{#if (eq after 1)}}one more step follows: {{else}}{{after}} more steps follow: {{/if}}' +
      '{{#each chain}}{{#unless @first}}, then {{/unless}}{{this}}{{/each}}; then {{/if}}' +
      '{{#if (eq kind "empty")}}place {{place}} would have no digit left{{/if}}' +
      '{{#if (eq kind "over")}}' +
      guessName('guess') +
      ' would have {{count}} right, more than the {{guess.score}} it has{{/if}}' +
      '{{#if (eq kind "short")}}' +
      guessName('guess') +
      ' could get {{#if (eq count 0)}}none{{else}}at most {{count}}{{/if}} right, fewer than the {{guess.score}} it has{{/if}}' +
      '{{#if (eq kind "pair")}}' +
      guessName('guess') +
      ' and ' +
      guessName('other') +
      ' could not both get their scores{{/if}}',
  ),
  /** A step of levels 1–2 as a link in a split's chain says it: short, its reason in brackets. */
  link: {
    'zero-guess': template<{ guess: GuessSaid; struck: string[] }>('cross off ' + joined('struck', 'and') + ' (guess {{guess.n}} has none right)'),
    'score-met': template<{ guess: GuessSaid; struck: string[] }>(
      'cross off ' +
        joined('struck', 'and') +
        ' (guess {{guess.n}} has {{#if (eq guess.score 1)}}its one right digit{{else}}{{#if (eq guess.score 2)}}both its right digits{{else}}all {{guess.score}} of its right digits{{/if}}{{/if}} already)',
    ),
    'last-digit': template<{ place: number; digit: number }>('{{digit}} goes in place {{place}} (the last digit left there)'),
    'all-needed': template<{ guess: GuessSaid; open: string[] }>(
      joined('open', 'and') +
        ' {{#if (eq open.length 1)}}is right (guess {{guess.n}} needs it){{else}}are right (guess {{guess.n}} needs {{#if (eq open.length 2)}}both{{else}}all of them{{/if}}){{/if}}',
    ),
    compare: template<{ a: GuessSaid; b: GuessSaid; right: string[]; wrong: string[] }>(
      'by guesses {{a.n}} and {{b.n}} side by side, ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}is{{else}}are{{/if}} right{{#if wrong.length}} and {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}is{{else}}are{{/if}} wrong{{/if}}',
    ),
  },
  /** Each technique's step, as a hint or a worked solution says it. */
  steps: {
    'zero-guess': template<{ guess: GuessSaid; struck: string[] }>(
      'Guess {{guess.n}} ({{guess.guess}}) has none right, so each of its digits is wrong where it stands: cross off ' + joined('struck', 'and') + '.',
    ),
    'score-met': template<{ guess: GuessSaid; hits: string[]; struck: string[] }>(
      'Guess {{guess.n}} ({{guess.guess}}) has {{guess.score}} right, and ' +
        '{{#if (eq guess.score 1)}}it is already known{{else}}{{#if (eq guess.score 2)}}both are already known{{else}}all {{guess.score}} are already known{{/if}}{{/if}}: ' +
        joined('hits', 'and') +
        '. Its other digits are wrong where they stand: cross off ' +
        joined('struck', 'and') +
        '.',
    ),
    'last-digit': template<{ place: number; digit: number }>(
      'Every digit but {{digit}} is crossed off in place {{place}}, so {{digit}} goes in there.',
    ),
    'all-needed': template<{ guess: GuessSaid; open: string[] }>(
      'Guess {{guess.n}} ({{guess.guess}}) has {{guess.score}} right{{#if guess.known}}, {{guess.known}} of them known, and still needs {{guess.need}}{{/if}}; ' +
        '{{#if (eq open.length 1)}}the only digit of it not crossed off where it stands is {{#each open}}{{this}}{{/each}}, so it is right: write it in.' +
        '{{else}}the only digits of it not crossed off where they stand are ' +
        joined('open', 'and') +
        ', so {{#if (eq open.length 2)}}both{{else}}all of them{{/if}} are right: write them in.{{/if}}',
    ),
    compare: template<{
      a: GuessSaid;
      b: GuessSaid;
      same: string[];
      clash: string;
      aOnly: string;
      bOnly: string;
      right: string[];
      wrong: string[];
    }>(
      'Compare ' +
        guessName('a') +
        ', which still needs ' +
        needs('a') +
        ', with ' +
        guessName('b') +
        ', which still needs ' +
        needs('b') +
        '.' +
        '{{#if same.length}} Both have ' +
        joined('same', 'and') +
        ', right for both or for neither.{{/if}}' +
        '{{#if clash}} In {{clash}} they have different digits, and at most one of them is right.{{/if}}' +
        '{{#if aOnly}} Only guess {{a.n}} can still be right in {{aOnly}}.{{/if}}' +
        '{{#if bOnly}} Only guess {{b.n}} can still be right in {{bOnly}}.{{/if}}' +
        ' The only way both get their scores: ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}is{{else}}are{{/if}} right{{#if wrong.length}}, and {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}is{{else}}are{{/if}} wrong{{/if}}.' +
        '{{#if right.length}} Write {{#if (eq right.length 1)}}it{{else}}them{{/if}} in{{#if wrong.length}}, and cross off the rest{{/if}}.{{else}} Cross {{#if (eq wrong.length 1)}}it{{else}}them{{/if}} off.{{/if}}',
    ),
    'either-or': split,
    'one-of-three': split,
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    mistake: template<{ wrong: { v: number; place: number }[] }>(
      '{{#each wrong}}{{#if @first}}The{{else}}{{#if @last}} and the{{else}}, the{{/if}}{{/if}} {{v}} in place {{place}}{{/each}} of your code {{#if (eq wrong.length 1)}}is{{else}}are{{/if}} not right: rub {{#if (eq wrong.length 1)}}it{{else}}them{{/if}} out first, then ask again.',
    ),
    reveal: template<{ v: number; place: number }>('No step I know goes on from here, so here is one digit of the secret: {{v}} in place {{place}}.'),
  },
  measures: {
    level: 'band, from the techniques needed (1 easy … 4 expert)',
    hardest: 'hardest technique needed',
    uses: 'techniques used',
    steps: 'steps to solve it',
    paper: 'counts listed, and ways tried with their steps',
    length: 'digits in the code',
    guesses: 'guesses given',
    zeros: 'guesses with none right',
  },
};

/** The words in every language written so far (src/book/translations.ts checks them against the English). */
export const wordsByLanguage: ByLanguage<typeof en> = { en, de, es, fr, it, nl, pt };

/** Number Mind's words in the language of the book being made (src/engine/language.ts). */
export const words = localized(wordsByLanguage);
