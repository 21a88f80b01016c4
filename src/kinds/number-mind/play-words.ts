import { message, plural, select, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What Number Mind's player says on the archive's page (player.dom.ts, play.ts): its help line,
 * the boxes' names, what a full code shares with each guess, Check's verdicts. The page's
 * language is set at start-up, so these read the page's. Each translation
 * (`play-words.<language>.ts`) is checked against these by src/book/translations.ts.
 */
/** How the places a code shares with a guess stand to its score. */
export const SHARES = ['met', 'over', 'under'] as const;
export type Shares = (typeof SHARES)[number];

const schema = {
  help: message<{ length: number }>(),
  unfinished: message<{ length: number }>(),
  /** An answer box's name, for screen readers. */
  digit: message<{ p: number }>(),
  /** The note under a guess's score, whole: how many places the code shares with it, and whether that is the score (`met`), more (`over`) or fewer (`under`). */
  shares: select<{ context: Shares; matches: number }>(SHARES),
  /** The note's name, said in full to screen readers: `shared` (the places, worded) and `score` (the guess's score, worded) as below. */
  sharesLabel: select<{ context: Shares; n: number; guess: string; matches: number; needed: number; shared: string; score: string }>(SHARES),
  /** The places a code shares with a guess, none of them. */
  sharedNone: message<{ count: number }>(),
  /** The places a code shares with a guess, `count` of them (one or more). */
  shared: plural<{ count: number }>(),
  /** A guess's score, as sharesLabel names it where the code shares more or fewer places: a score of none. */
  scoreNone: message<{ count: number }>(),
  /** A guess's score of `count` (one or more). */
  score: plural<{ count: number }>(),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/number-mind/play-words', schema, english);

export const playWords = playWordsSet.words;
