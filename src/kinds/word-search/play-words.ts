import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What Word Search's player says on the archive's page (player.dom.ts): its help line, what a
 * choice of letters did, Check's verdict, the letters' and the list's names for screen readers.
 * The page's language is set at start-up, so these read the page's. Each translation is checked
 * against these by src/book/translations.ts.
 */
const schema = {
  /** On a touch screen, where one taps, or with a mouse, where one clicks (and the keys). */
  help: select<{ context: 'touch' | 'mouse' }>(['touch', 'mouse']),
  /** The grid's name, for screen readers: its size. */
  grid: message<{ rows: number; cols: number }>(),
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
  /** The first letter chosen again, or Escape: the choice is dropped. */
  dropped: text,
  /** Words still to find, `count` of them (one or more). */
  left: plural<{ count: number }>(),
  /** A letter's name, for screen readers. */
  cell: message<{ row: number; column: number; letter: string }>(),
  /** A word of the list as a screen reader reads it: found, or still to find. */
  listed: select<{ context: 'found' | 'left'; word: string }>(['found', 'left']),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/word-search/play-words', schema, english);

export const playWords = playWordsSet.words;
