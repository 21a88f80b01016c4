import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import type { FillLevels, FillStep } from '../../engine/wordkit/fill-steps.ts';
import type { StepWords, Way } from '../../engine/wordkit/slot-steps.ts';
import english from './words.en.json' with { type: 'json' };

export type FillInTechnique = FillStep['technique'];

/**
 * Fill-In's ladder: the word kit's fill techniques (engine/wordkit/fill-steps.ts), with the step
 * ahead split as a person meets it. Every fill-in is filled by counting a slot's squares and
 * reading the letters crossing it (a starter word printed where no word is alone in its length):
 * easy. Two words that fit a slot told apart by the crossing each leaves, or a word with one place
 * left: medium. A step ahead among three or more words: hard. With nothing printed and no word
 * alone in its length, the first word found by a step ahead from an empty grid, every word of a
 * length tried with no letter to go by, or a chain of forced words: expert. Measured in
 * docs/kinds/fill-in.md: a dense grid never needed a chain once started.
 */
export const ladder: LadderSchema<FillInTechnique> = {
  length: { level: 1, title: text, what: text },
  crossing: { level: 1, title: text, what: text },
  'one-place': { level: 2, title: text, what: text },
  pair: { level: 2, title: text, what: text },
  'look-ahead': { level: 3, title: text, what: text },
  opening: { level: 4, title: text, what: text },
  chain: { level: 4, title: text, what: text },
};

/** The levels fillSteps takes: the ladder's, as code. */
export const LEVELS: FillLevels = { length: 1, crossing: 1, 'one-place': 2, pair: 2, 'look-ahead': 3, opening: 4, chain: 4 };

const WAYS = ['across', 'down'] as const;

/** What Fill-In's rules and a worksheet's line are told of a puzzle: words or numbers. */
export interface Told {
  context: 'letters' | 'digits';
}

/** Each technique's step, by the way its slot runs: a fill-in of words' and a numbers fill-in's are alike. */
const stepsOf = () => ({
  length: select<StepWords>(WAYS),
  crossing: select<StepWords>(WAYS),
  'one-place': select<StepWords>(WAYS),
  pair: select<StepWords>(WAYS),
  'look-ahead': select<StepWords>(WAYS),
  opening: select<StepWords>(WAYS),
  chain: select<StepWords>(WAYS),
});

/** Everything a reader reads about Fill-In beside the grid: the English, the source of every translation. */
const schema = {
  title: text,
  howToPlay: text,
  rules: select<Told>(['letters', 'digits']),
  instruction: select<Told>(['letters', 'digits']),
  /** The heading of each group of the list: its words' length. */
  lettersHeading: plural<{ count: number }>(),
  digitsHeading: plural<{ count: number }>(),
  alt: plural<{ rows: number; cols: number; count: number }>(),
  altSolved: plural<{ rows: number; cols: number; count: number }>(),
  ladder,
  /** Each technique's step, by the way its slot runs. */
  steps: stepsOf(),
  /** The same steps in a numbers fill-in (digits in place of letters). */
  numberSteps: stepsOf(),
  /** A word a step ahead or a chain drops, and the slot it would leave with no word: one item of `dropped`'s list. */
  dropped: select<{ context: Way; word: string; number: number }>(WAYS),
  hint: {
    /** One word given away where no technique goes on (no proved puzzle comes to it). */
    reveal: select<{ context: Way; number: number; word: string }>(WAYS),
  },
  /** A slot's answer as the plain text of an answer says it. */
  placed: select<{ context: Way; number: number; word: string }>(WAYS),
  /** What the answer check says (check.ts): the first thing wrong with an answer's words, slots by number and way. */
  check: {
    count: plural<{ count: number; slots: number }>(),
    length: select<{ context: Way; number: number; word: string; length: number }>(WAYS),
    word: select<{ context: Way; number: number; word: string }>(WAYS),
    twice: message<{ word: string }>(),
    crossing: select<{ context: Way; number: number; word: string; other: string }>(WAYS),
    /** A square printed with a letter the answer writes over. */
    given: message<{ row: number; column: number; letter: string }>(),
    /** The same in a numbers fill-in. */
    numberLength: select<{ context: Way; number: number; word: string; length: number }>(WAYS),
    numberWord: select<{ context: Way; number: number; word: string }>(WAYS),
    numberCrossing: select<{ context: Way; number: number; word: string; other: string }>(WAYS),
  },
  measures: { ...LADDER_MEASURES, words: text, crossings: text, cells: text },
};

/** Fill-In's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/fill-in/words', schema, english);

export const words = wordsSet.words;
