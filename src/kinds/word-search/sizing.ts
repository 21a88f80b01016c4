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
 * The side of a list longer than any band's grid lists (24 words and the band's extra, an
 * 18×18's): an 18×18, whose list of 40 a large-print worksheet prints at 11 pt on Letter (a
 * 20×20's came to 10.7), and at hard a 20×20, as a class's list of like words (a fruit list's
 * PEACH, PEAR and PEPPER) has so many near-misses that at 17×17 to 19×19 its hard puzzles of 30
 * words scored past hard's range in one job of ten to thirty.
 */
const LONG_LIST_SIDE: Readonly<Record<Difficulty, number>> = { easy: 18, medium: 18, hard: MAX_SIDE, expert: 18 };

/**
 * The side of a square grid sized to an author's list at a band, where the author names no
 * size: as many letters as a band's grid listing that many words has (past the most it lists,
 * `LONG_LIST_SIDE`), room for the list's letters (`LIST_ROOM`) and its longest word, from
 * MIN_SIDE to MAX_SIDE.
 */
export function listSide(words: readonly string[], difficulty: Difficulty): number {
  const lengths = words.map((word) => [...messageLetters(word)].length);
  const base = words.length - EXTRA_WORDS[difficulty];
  const byCount = base > MOST_BASE ? LONG_LIST_SIDE[difficulty] : Math.round(Math.sqrt(Math.max(0, base) / WORDS_PER_LETTER));
  const byLetters = Math.ceil(Math.sqrt(lengths.reduce((a, b) => a + b, 0) / LIST_ROOM));
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, byCount, byLetters, ...lengths));
}

/**
 * Around a hidden message, the share of a grid its words cover at most: measured, a theme's
 * words, laid close (message.ts `snuggest`), fill a 10×10 but for 2 to 5 cells, a 12×12 but for
 * 4 to 8, a 15×15 but for 4 to 10; past 95 % a few cells are left no word can take.
 */
export const MESSAGE_COVER = 0.95;

/**
 * The cells a theme's words can cover around a hidden message at most, in any language: a
 * theme's 32 to 40 words have 202 to 307 letters (English 211 to 284); a message leaving more
 * is refused before the language is known, and one leaving more than the book's theme's letters
 * when it is made, naming the message that would fit (so a 20×20's message takes 100 letters or
 * more, and one of a theme of 280 letters 120).
 */
export const THEME_COVER = 300;

/**
 * Around a hidden message, the share of the cells it leaves an author's list may take at most:
 * less than a grid's `LIST_ROOM`, as the list is laid whole and a theme's spare words fill the
 * rest exactly (measured: 20 words with "Well done you" in a 12×12, 77%, failed a job in four at
 * medium and expert; in a 13×13, 65%, none).
 */
export const MESSAGE_LIST_ROOM = 0.7;

/** The letters of an author's list (or 0: a theme's), as the grid spells them, marks aside. */
export const listLetters = (words: readonly string[] | undefined): number => (words ?? []).reduce((n, w) => n + [...messageLetters(w)].length, 0);

/**
 * How a hidden message of `letters` fits a grid with a list of `own` letters (0 for a theme's):
 * `fits`; `short`, leaving more cells than words cover around it (`MESSAGE_COVER`, and
 * `THEME_COVER` past the list's own); `long`, more than half the grid, or leaving the list's
 * letters too little room (`MESSAGE_LIST_ROOM` of the cells it leaves).
 */
export function messageFit(rows: number, cols: number, letters: number, own: number): 'fits' | 'short' | 'long' {
  const cells = rows * cols;
  const room = cells - letters;
  if (letters > Math.floor(cells / 2) || own > room * MESSAGE_LIST_ROOM) return 'long';
  return room > Math.min(Math.floor(cells * MESSAGE_COVER), own + THEME_COVER) ? 'short' : 'fits';
}

/**
 * The side of a square grid for a hidden message of `letters`, from `from` (the band's, or an
 * author's longest word): for a theme's words, the nearest that takes it, smaller for a message
 * too short for `from`, larger for one too long; for an author's list, the smallest that leaves
 * its letters room (`messageFit`), so its own words fill most of it and few spares join them.
 * Where no side from MIN_SIDE to MAX_SIDE does: the smallest for a message too short for every
 * one, else null.
 */
export function messageSide(letters: number, own: number, from: number): number | null {
  if (own > 0) {
    for (let side = from; side <= MAX_SIDE; side++) if (messageFit(side, side, letters, own) !== 'long') return side;
    return null;
  }
  const step = messageFit(from, from, letters, own) === 'short' ? -1 : 1;
  for (let side = from; side >= MIN_SIDE && side <= MAX_SIDE; side += step) if (messageFit(side, side, letters, own) === 'fits') return side;
  // Too short for every side: the smallest, whose refusal asks the fewest letters more.
  return step < 0 ? MIN_SIDE : null;
}

/**
 * The grid a band's puzzles have with these options: the size asked for; else, for an author's
 * own list, the size its words take (`listSide`: a teacher's twelve words make an easy 13×13, a
 * medium 12×12); else the band's default (DEFAULT_SIDE). With a hidden message and no size, the
 * side the message fits nearest it (`messageSide`: "Well done you" makes an easy 10×10, a medium
 * 12×12, a hard and an expert 14×14 from a theme, a 10×10 with a class's ten or twelve words), or
 * the side it is nearest fitting where none does (refused, naming what would).
 */
export function gridOf(o: Pick<WordSearchOptions, 'rows' | 'cols' | 'words' | 'message'>, difficulty: Difficulty): { rows: number; cols: number } {
  if (o.rows !== undefined && o.cols !== undefined) return { rows: o.rows, cols: o.cols };
  let side = o.words ? listSide(o.words, difficulty) : DEFAULT_SIDE[difficulty];
  if (o.message !== undefined) {
    const own = listLetters(o.words);
    const longest = Math.max(MIN_SIDE, ...(o.words ?? []).map((w) => [...messageLetters(w)].length));
    side = messageSide([...messageLetters(o.message)].length, own, own > 0 ? longest : side) ?? side;
  }
  return { rows: o.rows ?? side, cols: o.cols ?? side };
}
