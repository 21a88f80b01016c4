import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import { DIRECTIONS, type Direction } from '../../engine/wordkit/directions.ts';
import { listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };

/** The techniques of Word Search's ladder, one a class of direction (engine/wordkit/directions.ts), by the key grades and steps store. */
export type WordTechnique = 'along' | 'diagonal' | 'backwards' | 'backwards-diagonal';

/** Each technique's level is its class of direction: the band that first allows it. */
export const ladder: LadderSchema<WordTechnique> = {
  along: { level: 1, title: text, what: text },
  diagonal: { level: 2, title: text, what: text },
  backwards: { level: 3, title: text, what: text },
  'backwards-diagonal': { level: 4, title: text, what: text },
};

/** The technique of each class of direction (1 along … 4 backwards diagonally). */
export const TECHNIQUE_OF_CLASS: Readonly<Record<1 | 2 | 3 | 4, WordTechnique>> = { 1: 'along', 2: 'diagonal', 3: 'backwards', 4: 'backwards-diagonal' };

/** What a step's sentence is told: the word as printed, the square of its first letter and of its last, its length. */
export interface StepWords<D extends Direction = Direction> {
  context: D;
  word: string;
  cell: Square;
  end: Square;
  length: number;
}

/** What Word Search's rules and a worksheet's line are told of a puzzle: its words' count, and its directions worded (`directionsSaid`). */
export interface Told {
  count: number;
  directions: string;
}

/** Everything a reader reads about Word Search beside the grid and its list: the English, the source of every translation. */
const schema = {
  title: text,
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  rules: plural<Told>(),
  instruction: plural<Told>(),
  /** Each direction as the rules list it ("from left to right"), and all eight at once. */
  direction: { E: text, SE: text, S: text, SW: text, W: text, NW: text, N: text, NE: text },
  anyDirection: text,
  /** `words`: the list, joined as the language joins one. */
  alt: plural<{ rows: number; cols: number; count: number; words: string }>(),
  altSolved: plural<{ rows: number; cols: number; count: number }>(),
  ladder,
  /** Each technique's step, by the direction the word runs: "PANDA starts in row 4, column 2 and runs diagonally down to the left." */
  steps: {
    along: select<StepWords<'E' | 'S'>>(['E', 'S']),
    diagonal: select<StepWords<'SE' | 'NE'>>(['SE', 'NE']),
    backwards: select<StepWords<'W' | 'N'>>(['W', 'N']),
    'backwards-diagonal': select<StepWords<'NW' | 'SW'>>(['NW', 'SW']),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    /** One word given away where no technique goes on (no proved puzzle comes to it). */
    reveal: message<{ word: string; cell: Square; direction: string }>(),
  },
  /** The heading of a list with no theme, where a page sets the list apart from the grid. */
  listTitle: text,
  /** A word's place as the plain text of an answer says it: `direction` worded by `direction`. */
  placed: message<{ word: string; cell: Square; direction: string }>(),
  /** Under an answer: the hidden message, as its letters read. */
  hidden: message<{ message: string }>(),
  /** What the answer check says (check.ts): the first thing wrong with an answer's placements, words by their place in the list (`n`, from 1). */
  check: {
    count: plural<{ count: number; words: number }>(),
    word: message<{ n: number; word: string; listed: string }>(),
    outside: message<{ word: string; row: number; column: number }>(),
    direction: select<{ context: Direction; word: string }>(DIRECTIONS),
    letters: message<{ word: string; row: number; column: number; found: string }>(),
    message: message<{ found: string; message: string }>(),
  },
  measures: { ...LADDER_MEASURES, words: text, crossings: text },
};

/** Word Search's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/word-search/words', schema, english);

export const words = wordsSet.words;

/** A puzzle's directions as its rules say them: every one, listed as the language lists alternatives, or all eight at once. */
export const directionsSaid = (dirs: readonly Direction[]): string =>
  dirs.length === DIRECTIONS.length ? words.anyDirection : listOf(dirs.map((d) => words.direction[d]), 'or');
