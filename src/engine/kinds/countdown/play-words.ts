import { localized } from '../../language.ts';
import { template } from '../../words.ts';
import { de } from './play-words.de.ts';
import { es } from './play-words.es.ts';
import { fr } from './play-words.fr.ts';
import { it } from './play-words.it.ts';
import { nl } from './play-words.nl.ts';
import { pt } from './play-words.pt.ts';

/**
 * What Countdown's player says on the archive's page (player.dom.ts, play.ts): its help line,
 * the signs' and numbers' names, what a choice or a step did, why a step is refused. The
 * page's language is set at start-up, so these read the page's. Each translation
 * (`play-words.<language>.ts`) is checked against these by src/book/translations.ts.
 */
export const en = {
  help: template<{ target: number }>(
    'Reach {{target}}: choose a card, a sign, then another number. Each step is written on the lines, and its result waits under the signs to be used again.',
  ),
  /** The help line's end, shown only where there is a keyboard (play.css). */
  keysHelp: 'With the keyboard: Tab or the arrow keys to a number, Enter to choose it, + − * / (or x) for a sign, Esc to let go.',
  showSolution: 'Show a solution',
  signs: 'Signs',
  /** Each sign's name, for screen readers. */
  plus: 'plus',
  minus: 'minus',
  times: 'times',
  dividedBy: 'divided by',
  made: 'Numbers you made',
  /** A number's name: a printed card, or a number the player made (`card` false). */
  tile: template<{ v: number; card: boolean; used: boolean }>('{{v}}{{#if card}}, card{{#if used}} used{{/if}}{{else}}{{#if used}}, used{{/if}}{{/if}}'),
  /** A made number's description: the line of working that made it. */
  madeBy: template<{ line: string }>('made: {{line}}'),
  letGo: template<{ v: number }>('{{v}} let go: choose a number.'),
  choiceLetGo: 'Choice let go: choose a number.',
  thenSign: template<{ v: number }>('{{v}}, then a sign: + − × or ÷.'),
  chooseFirst: 'Choose a number first, then a sign.',
  thenSecond: template<{ v: number; sign: string }>('{{v}} {{sign}} … now choose the second number.'),
  /** A step refused, and why (`why`: one of the reasons below). */
  notAllowed: template<{ why: string }>('Not allowed: {{why}}. Every number on the way must be a whole number above zero.'),
  notAboveZero: template<{ a: number; b: number }>('{{a}} − {{b}} is not above zero'),
  notWhole: template<{ a: number; b: number }>('{{a}} ÷ {{b}} is not a whole number'),
  twoDifferent: 'Choose two different numbers that are not used yet',
  /** A step made: its result, its line of working, and the closest to the target so far. */
  stepMade: template<{ result: number; line: string; closest: number; off: number }>('Made {{result}}: {{line}}. Closest so far {{closest}}, {{off}} away.'),
  notThere: template<{ closest: number; off: number; target: number }>('Not there yet: your closest is {{closest}}, {{off}} away from {{target}}.'),
};

/** Countdown's player words in every language they are written in. */
export const wordsByLanguage = { en, de, es, fr, pt, it, nl };

/** The words in the page's language, looked up at each use. */
export const playWords = localized(wordsByLanguage);
