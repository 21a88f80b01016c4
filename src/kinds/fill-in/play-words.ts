import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What Fill-In's player says on the archive's page (player.dom.ts): its help line, the slot being
 * written, the squares' and the grid's names for screen readers, and how many words are left.
 * The page's language is set at start-up, so these read the page's.
 */
const schema = {
  /** On a touch screen, where one taps, or with a mouse and keys. */
  help: select<{ context: 'touch' | 'mouse' }>(['touch', 'mouse']),
  /** The grid's name, for screen readers: its size. */
  grid: message<{ rows: number; cols: number }>(),
  /** The slot being written, over the board: its number and way, and how many squares it has. */
  current: select<{ context: 'across' | 'down'; number: number; length: number }>(['across', 'down']),
  /** A square's name, for screen readers: where it is, and its letter or none. */
  square: select<{ context: 'empty' | 'filled'; row: number; column: number; letter: string }>(['empty', 'filled']),
  /** Words still to write, `count` of them (one or more). */
  left: plural<{ count: number }>(),
  /** Check, every letter written so far right: words still to write, `count` of them (one or more). */
  rightSoFar: plural<{ count: number }>(),
  /** Check, letters that are not the answer's, `count` of them (one or more), ringed on the board. */
  wrong: plural<{ count: number }>(),
  /** The button that turns the way letters are written, across or down. */
  turn: text,
  /** The list's heading under the clock. */
  listTitle: text,
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/fill-in/play-words', schema, english);

export const playWords = playWordsSet.words;
