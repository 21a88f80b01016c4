import { message, plural, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What Word Search's player says on the archive's page (player.dom.ts): its help line, what a tap
 * did, Check's verdict, the letters' names. The page's language is set at start-up, so these
 * read the page's. Each translation is checked against these by src/book/translations.ts.
 */
const schema = {
  help: text,
  /** After a word's first letter is chosen. */
  first: message<{ letter: string; row: number; column: number }>(),
  /** A word ringed and struck off the list. */
  found: message<{ word: string }>(),
  /** A line of a word already found. */
  again: message<{ word: string }>(),
  /** Two letters on no straight line (a knight's move). */
  notInLine: text,
  /** A straight line that is no word of the list. */
  notListed: text,
  /** The first letter tapped again: the choice is dropped. */
  dropped: text,
  /** Words still to find, `count` of them (one or more). */
  left: plural<{ count: number }>(),
  /** A letter's name, for screen readers. */
  cell: message<{ row: number; column: number; letter: string }>(),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/word-search/play-words', schema, english);

export const playWords = playWordsSet.words;
