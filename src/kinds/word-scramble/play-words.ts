import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What Word Scramble's player says on the archive's page (player.dom.ts): its help line, the word
 * being written, the boxes' and the puzzle's names for screen readers, and how many words are
 * left. The page's language is set at start-up, so these read the page's.
 */
const schema = {
  help: select<{ context: 'touch' | 'mouse' }>(['touch', 'mouse']),
  grid: plural<{ count: number }>(),
  /** The word being written, under the board: its number, its letters mixed up, how many. */
  current: message<{ number: number; scrambled: string; length: number }>(),
  currentFinal: message<{ length: number }>(),
  square: select<{ context: 'empty' | 'filled'; row: number; column: number; letter: string }>(['empty', 'filled']),
  left: plural<{ count: number }>(),
  rightSoFar: plural<{ count: number }>(),
  wrong: plural<{ count: number }>(),
  turn: text,
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/word-scramble/play-words', schema, english);

export const playWords = playWordsSet.words;
