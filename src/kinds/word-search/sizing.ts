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

/** The most words a grid lists at easy, before a band's extra: an 18×18's (a theme has 30 or more). */
const MOST_BASE = 24;

/** Words a grid of this many letters holds at easy, before a band's extra: 7.5 a hundred letters, at most 24 (a theme has 30 or more). */
const baseCount = (cells: number) => Math.min(MOST_BASE, Math.max(4, Math.round(cells * WORDS_PER_LETTER)));

/** Words a band's puzzle lists at this size, from a theme. */
export const wordCount = (rows: number, cols: number, difficulty: Difficulty) => baseCount(rows * cols) + EXTRA_WORDS[difficulty];

/**
 * The letters of an author's list a grid of this size holds with room to spare (`LIST_ROOM`):
 * what limits a list, at every band alike. A band's score does not: its bounds grow with a list
 * longer than its grid's count (grade.ts `bounds`), so 40 words make an easy 20×20 as they make
 * an expert one (measured: 5 to 60 words of 3 to 8 letters at 8×8 to 20×20, every band).
 */
export const roomOf = (rows: number, cols: number): number => Math.floor(rows * cols * LIST_ROOM);

/**
 * The side of a square grid sized to an author's list at a band, where the author names no
 * size: as many letters as a band's grid listing that many words has, room for the list's
 * letters (`LIST_ROOM`) and its longest word, from MIN_SIDE to MAX_SIDE.
 */
export function listSide(words: readonly string[], difficulty: Difficulty): number {
  const lengths = words.map((word) => [...messageLetters(word)].length);
  // Past the most a band's grid lists (18×18 and up), the largest: a longer list is as dense as no theme's grid is.
  const base = words.length - EXTRA_WORDS[difficulty];
  const byCount = base > MOST_BASE ? MAX_SIDE : Math.round(Math.sqrt(Math.max(0, base) / WORDS_PER_LETTER));
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
