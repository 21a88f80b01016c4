import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import english from './words.en.json' with { type: 'json' };

export type ScrambleTechnique = 'glance' | 'arrange' | 'ends' | 'syllables' | 'circled';

/**
 * Word Scramble's ladder: a word found by how many of its letters a person places (a printed first
 * letter is one fewer). Up to four are seen at a glance: easy. Five or six are tried in a few
 * orders: medium. Seven or eight take a beginning and an ending found among the letters, and the
 * final answer is unscrambled from the circled letters once their words are written: hard. Nine or
 * more are built syllable by syllable: expert. Measured in docs/kinds/word-scramble.md.
 */
export const ladder: LadderSchema<ScrambleTechnique> = {
  glance: { level: 1, title: text, what: text },
  arrange: { level: 2, title: text, what: text },
  ends: { level: 3, title: text, what: text },
  circled: { level: 3, title: text, what: text },
  syllables: { level: 4, title: text, what: text },
};

/** What Word Scramble's rules and a worksheet's line are told of a puzzle: whether it has a final answer. */
export interface Told {
  context: 'plain' | 'final';
}

/** A word's step: its number, its scramble, its answer and length, and its printed first letter where one is (`first`). */
type WordStep = { context: 'plain' | 'first'; number: number; scrambled: string; word: string; length: number; first: string };

/** Everything a reader reads about Word Scramble beside the puzzle: the English, the source of every translation. */
const schema = {
  title: text,
  howToPlay: text,
  rules: select<Told>(['plain', 'final']),
  instruction: select<Told>(['plain', 'final']),
  /** The line over the final's boxes: what it is (a theme's name), where the puzzle says. */
  finalLine: select<{ context: 'clue' | 'plain'; clue: string }>(['clue', 'plain']),
  alt: plural<{ count: number }>(),
  altSolved: plural<{ count: number }>(),
  ladder,
  steps: {
    glance: select<WordStep>(['plain', 'first']),
    arrange: select<WordStep>(['plain', 'first']),
    ends: select<WordStep>(['plain', 'first']),
    syllables: select<WordStep>(['plain', 'first']),
    circled: message<{ letters: string; word: string; length: number; clue: string }>(),
  },
  hint: {
    /** One word given away where no step goes on (no proved puzzle comes to it). */
    reveal: message<{ number: number; word: string }>(),
  },
  /** An answer as the plain text of an answer says it. */
  placed: message<{ number: number; scrambled: string; word: string }>(),
  finalPlaced: message<{ word: string }>(),
  /** What the answer check says (check.ts). */
  check: {
    count: plural<{ count: number; words: number }>(),
    length: message<{ number: number; word: string; length: number }>(),
    letters: message<{ number: number; word: string; scrambled: string }>(),
    first: message<{ number: number; word: string; first: string }>(),
    word: message<{ number: number; word: string }>(),
    final: message<{ word: string }>(),
    finalLetters: message<{ word: string; letters: string }>(),
  },
  measures: { ...LADDER_MEASURES, words: text, letters: text },
};

/** Word Scramble's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/word-scramble/words', schema, english);

export const words = wordsSet.words;
