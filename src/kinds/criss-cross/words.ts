import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import type { FillTechnique } from '../../engine/wordkit/fill-steps.ts';
import type { StepWords, Way } from '../../engine/wordkit/slot-steps.ts';
import english from './words.en.json' with { type: 'json' };

/**
 * Criss-Cross's ladder. With a word bank, the word kit's fill techniques
 * (engine/wordkit/fill-steps.ts): a word the only one of its length is a child's first step; the
 * letters crossing it (or a word that fits one place only), the next; trying each word that fits
 * and following it, a step ahead or a chain of forced words, the hardest. With the clues alone a
 * person first recalls each answer from its clue, and the same steps are each a level harder: the
 * clue and its length; the clue and the letters crossing it; of the answers a clue could have,
 * the one whose crossings do not run dry.
 */
export const ladder: LadderSchema<CrissCrossTechnique> = {
  length: { level: 1, title: text, what: text },
  crossing: { level: 2, title: text, what: text },
  'one-place': { level: 2, title: text, what: text },
  clue: { level: 2, title: text, what: text },
  'look-ahead': { level: 3, title: text, what: text },
  chain: { level: 3, title: text, what: text },
  'clue-crossing': { level: 3, title: text, what: text },
  'clue-look-ahead': { level: 4, title: text, what: text },
};

export type CrissCrossTechnique = FillTechnique | 'clue' | 'clue-crossing' | 'clue-look-ahead';

/** The levels fillSteps takes with a bank: the ladder's, as code. */
export const LEVELS: Readonly<Record<FillTechnique, number>> = { length: 1, crossing: 2, 'one-place': 2, 'look-ahead': 3, chain: 3 };

/** Each fill technique as a person without a bank takes it: a level up (`LEVELS`), the answer recalled from its clue first. */
export const BY_CLUE: Readonly<Record<FillTechnique, CrissCrossTechnique>> = { length: 'clue', crossing: 'clue-crossing', 'one-place': 'clue-crossing', 'look-ahead': 'clue-look-ahead', chain: 'clue-look-ahead' };

const WAYS = ['across', 'down'] as const;

/** What Criss-Cross's rules and a worksheet's line are told of a puzzle: whether its answers are printed as a bank. */
export interface Told {
  context: 'bank' | 'clues';
}

/** Everything a reader reads about Criss-Cross beside the grid: the English, the source of every translation. */
const schema = {
  title: text,
  howToPlay: text,
  rules: select<Told>(['bank', 'clues']),
  instruction: select<Told>(['bank', 'clues']),
  /** The clue lists' headings. */
  across: text,
  down: text,
  /** The heading of the printed answers. */
  bankTitle: text,
  /** A clue as the lists print it: its number, its words, its answer's letters. */
  clue: message<{ number: number; clue: string; length: number }>(),
  alt: plural<{ rows: number; cols: number; count: number }>(),
  altSolved: plural<{ rows: number; cols: number; count: number }>(),
  ladder,
  /** Each technique's step, by the way its slot runs. */
  steps: {
    length: select<StepWords>(WAYS),
    crossing: select<StepWords>(WAYS),
    'one-place': select<StepWords>(WAYS),
    'look-ahead': select<StepWords>(WAYS),
    chain: select<StepWords>(WAYS),
    clue: select<StepWords>(WAYS),
    'clue-crossing': select<StepWords>(WAYS),
    'clue-look-ahead': select<StepWords>(WAYS),
  },
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
  },
  measures: { ...LADDER_MEASURES, words: text, crossings: text, bank: text },
};

/** Criss-Cross's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/criss-cross/words', schema, english);

export const words = wordsSet.words;
