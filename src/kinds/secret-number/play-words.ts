import { message, select, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What Secret Number's player says on the archive's page (player.dom.ts, play.ts): its help
 * line, the verdicts on a guess, the rules' names for screen readers. The page's language is
 * set at start-up, so these read the page's. Each translation (`play-words.<language>.ts`) is
 * checked against these by src/book/translations.ts.
 */
const schema = {
  help: message<{ digits: number }>(),
  unfinished: message<{ digits: number }>(),
  crossedOut: message<{ n: number }>(),
  backInPlay: message<{ n: number }>(),
  /** An answer box's name, for screen readers. */
  digit: message<{ d: number }>(),
  /** A rule's control's name: its number and words, and on a full guess (`guess`) its verdict: `kept` or `broken` (`open`: no full guess). */
  rule: select<{ context: 'open' | 'kept' | 'broken'; n: number; text: string; guess: string }>(['open', 'kept', 'broken']),
  crossedTip: text,
  crossTip: text,
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/secret-number/play-words', schema, english);

export const playWords = playWordsSet.words;
