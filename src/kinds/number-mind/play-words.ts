import { message, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What Number Mind's player says on the archive's page (player.dom.ts, play.ts): its help line,
 * the boxes' names, what a full code shares with each guess, Check's verdicts. The page's
 * language is set at start-up, so these read the page's. Each translation
 * (`play-words.<language>.ts`) is checked against these by src/book/translations.ts.
 */
const schema = {
  help: message<{ length: number }>(),
  unfinished: message<{ length: number }>(),
  /** An answer box's name, for screen readers. */
  digit: message<{ p: number }>(),
  /** The note under a guess's score, whole: how many places the code shares with it, and, where that is not the score (`met`), whether it is more (`over`) or fewer. */
  shares: message<{ matches: number; met: boolean; over: boolean }>(),
  /** The note's name, said in full to screen readers (`over`: more places than the score). */
  sharesLabel: message<{ n: number; guess: string; matches: number; met: boolean; over: boolean; needed: number }>(),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/number-mind/play-words', schema, english);

export const playWords = playWordsSet.words;
