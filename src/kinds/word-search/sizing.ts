import type { Difficulty } from '../../engine/kind.ts';
import { DEFAULT_SIDE, MAX_SIDE, messageLetters, MIN_SIDE, type WordSearchOptions } from './schema.ts';

/*
 * How many words a band's grid of a size lists, and so the size a list of words takes: the one
 * model the generator draws a theme's words by and an author's own list is sized by.
 */

/** Words beyond the size's base (`baseCount`): one more each band, two more at expert. */
export const EXTRA_WORDS: Readonly<Record<Difficulty, number>> = { easy: 0, medium: 1, hard: 2, expert: 4 };

/** Words a grid lists at easy, a hundred letters' worth at a time: 7.5. */
const WORDS_PER_LETTER = 0.075;

/** The share of a grid a list's letters may take at most: the rest is room to cross and fill. */
export const LIST_ROOM = 0.8;

/** Words a grid of this many letters holds at easy, before a band's extra: 7.5 a hundred letters, at most 24 (a theme has 30 or more). */
const baseCount = (cells: number) => Math.min(24, Math.max(4, Math.round(cells * WORDS_PER_LETTER)));

/** Words a band's puzzle lists at this size, from a theme. */
export const wordCount = (rows: number, cols: number, difficulty: Difficulty) => baseCount(rows * cols) + EXTRA_WORDS[difficulty];

/**
 * The most words of an author's list a band's grid of this size holds, below expert: a list
 * longer than a third over the band's count (three words over at least) is more finding than
 * the band's score allows; hard's, from the 24 words a theme's grid stops at (18×18), three
 * over (measured from 5 to 40 words at every size from 8 to 20: 30 words make an easy or medium
 * 20×20, not a hard one). Expert has no most: its score has no ceiling.
 */
export const mostWords = (rows: number, cols: number, difficulty: Difficulty): number => {
  const count = wordCount(rows, cols, difficulty);
  if (difficulty === 'expert') return Infinity;
  return Math.floor(count + (difficulty === 'hard' && count >= 24 ? 3 : Math.max(3, count / 3)));
};

/**
 * The side of a square grid sized to an author's list at a band, where the author names no
 * size: as many letters as a band's grid listing that many words has, room for the list's
 * letters (`LIST_ROOM`) and its longest word, from MIN_SIDE to MAX_SIDE.
 */
export function listSide(words: readonly string[], difficulty: Difficulty): number {
  const lengths = words.map((word) => [...messageLetters(word)].length);
  const byCount = Math.round(Math.sqrt(Math.max(0, words.length - EXTRA_WORDS[difficulty]) / WORDS_PER_LETTER));
  const byLetters = Math.ceil(Math.sqrt(lengths.reduce((a, b) => a + b, 0) / LIST_ROOM));
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, byCount, byLetters, ...lengths));
}

/**
 * The grid a band's puzzles have with these options: the size asked for; else, for an author's
 * own list, the size its words take (`listSide`: a teacher's twelve words make an easy 13×13, a
 * medium 12×12); else the band's default (DEFAULT_SIDE).
 */
export function gridOf(o: Pick<WordSearchOptions, 'rows' | 'cols' | 'words'>, difficulty: Difficulty): { rows: number; cols: number } {
  const side = o.rows !== undefined && o.cols !== undefined ? 0 : o.words ? listSide(o.words, difficulty) : DEFAULT_SIDE[difficulty];
  return { rows: o.rows ?? side, cols: o.cols ?? side };
}
