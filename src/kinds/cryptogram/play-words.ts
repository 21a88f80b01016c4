import { plural, select, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What the Cryptogram's player says on the archive's page (player.dom.ts): its help line, the
 * code word being written, the boxes' and the puzzle's names for screen readers, and how many
 * words are left. The page's language is set at start-up, so these read the page's.
 */
const schema = {
  help: select<{ context: 'touch' | 'mouse' }>(['touch', 'mouse']),
  grid: plural<{ count: number }>(),
  /** The code word being written, under the board. */
  current: plural<{ cipher: string; count: number }>('cipher'),
  square: select<{ context: 'empty' | 'filled'; row: number; column: number; letter: string }>(['empty', 'filled']),
  left: plural<{ count: number }>(),
  rightSoFar: plural<{ count: number }>(),
  wrong: plural<{ count: number }>(),
  turn: text,
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/cryptogram/play-words', schema, english);

export const playWords = playWordsSet.words;
