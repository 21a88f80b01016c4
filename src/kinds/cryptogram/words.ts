import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };

export type CryptogramTechnique = 'alone' | 'last' | 'pattern' | 'known' | 'frequency';

/**
 * The Cryptogram's ladder: a word read as the only word a reader knows that fits its cipher
 * letters, by what makes it stand out. A word of one letter, or one with a single letter left to
 * find: easy. A word whose pattern tells it (a letter twice, an apostrophe: ABCA is THAT, X'Y is
 * a contraction): medium. Any word the letters found so far leave one reading for: hard. A letter
 * fixed by trying the most frequent ones left, where one only lets every word read as a word:
 * expert. Measured in docs/kinds/cryptogram.md.
 */
export const ladder: LadderSchema<CryptogramTechnique> = {
  alone: { level: 1, title: text, what: text },
  last: { level: 1, title: text, what: text },
  pattern: { level: 2, title: text, what: text },
  known: { level: 3, title: text, what: text },
  frequency: { level: 4, title: text, what: text },
};

/** What the Cryptogram's rules and a worksheet's line are told of a puzzle: whether letters are given. */
export interface Told {
  context: 'given' | 'plain';
}

/** A word's step: the word as enciphered, what it reads, and the pairs it sets (a list already worded). */
type WordStep = { cipher: string; word: string; pairs: string };

/** Everything a reader reads about the Cryptogram beside the puzzle: the English, the source of every translation. */
const schema = {
  title: text,
  howToPlay: text,
  rules: select<Told>(['given', 'plain']),
  instruction: select<Told>(['given', 'plain']),
  /** The line under the saying: who or what it is from. */
  source: message<{ source: string }>(),
  alt: plural<{ count: number }>(),
  altSolved: plural<{ count: number }>(),
  ladder,
  parts: {
    /** One pair of the key, as a step sets it: "X is T". */
    pair: message<{ cipher: string; letter: string }>(),
  },
  steps: {
    alone: message<WordStep>(),
    last: message<WordStep>(),
    pattern: message<WordStep>(),
    known: message<WordStep>(),
    frequency: plural<{ cipher: string; letter: string; count: number }>('cipher', 'letter'),
  },
  hint: {
    /** One word given away where no step goes on (a page with no dictionary). */
    reveal: message<{ number: number; word: string }>(),
  },
  /** What the answer check says (check.ts). */
  check: {
    length: plural<{ count: number; letters: number }>('letters'),
    twice: message<{ cipher: string; first: string; second: string }>(),
    shared: message<{ letter: string; first: string; second: string }>(),
    itself: message<{ letter: string }>(),
    given: message<{ cipher: string; letter: string }>(),
    word: message<{ word: string }>(),
  },
  measures: { ...LADDER_MEASURES, letters: text, given: text },
};

/** The Cryptogram's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/cryptogram/words', schema, english);

export const words = wordsSet.words;
