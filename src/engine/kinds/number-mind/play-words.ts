import { localized } from '../../language.ts';
import { joined, template } from '../../words.ts';
import { de } from './play-words.de.ts';
import { es } from './play-words.es.ts';
import { fr } from './play-words.fr.ts';
import { it } from './play-words.it.ts';
import { nl } from './play-words.nl.ts';
import { pt } from './play-words.pt.ts';

/**
 * What Number Mind's player says on the archive's page (player.dom.ts, play.ts): its help line,
 * the boxes' names, what a full code shares with each guess, Check's verdicts. The page's
 * language is set at start-up, so these read the page's. Each translation
 * (`play-words.<language>.ts`) is checked against these by src/book/translations.ts.
 */
export const en = {
  help: template<{ length: number }>(
    'Write a {{length}}-digit code in the empty row. Once it is full, under each guess\'s score you see how many places your code shares with that guess; ' +
      'a code that matches every score is the secret. Notes writes pencil marks.',
  ),
  unfinished: template<{ length: number }>('Write all {{length}} digits of your code first.'),
  /** An answer box's name, for screen readers. */
  digit: template<{ p: number }>('Digit {{p}} of your code'),
  matchesAll: template<{ code: string }>('{{code}} matches every score.'),
  /** A full code's missed guesses, by number: "123 misses the score of guesses 1 and 3." */
  misses: template<{ code: string; guesses: number[] }>(
    '{{code}} misses the score of {{#if (eq guesses.length 1)}}guess{{else}}guesses{{/if}} ' + joined('guesses', 'and') + '.',
  ),
  /** The note under a guess's score, whole: how many places the code shares with it, and, where that is not the score (`met`), whether it is more (`over`) or fewer. */
  shares: template<{ matches: number; met: boolean; over: boolean }>('shares {{matches}}{{#unless met}}, too {{#if over}}many{{else}}few{{/if}}{{/unless}}'),
  /** The note's name, said in full to screen readers (`over`: more places than the score). */
  sharesLabel: template<{ n: number; guess: string; matches: number; met: boolean; over: boolean; needed: number }>(
    'Guess {{n}}, {{guess}}: your code shares {{matches}} place{{#unless (eq matches 1)}}s{{/unless}} with it, ' +
      '{{#if met}}as its score says{{else}}{{#if over}}too many{{else}}too few{{/if}} for its score of {{needed}}{{/if}}.',
  ),
};

/** Number Mind's player words in every language they are written in. */
export const wordsByLanguage = { en, de, es, fr, pt, it, nl };

/** The words in the page's language, looked up at each use. */
export const playWords = localized(wordsByLanguage);
