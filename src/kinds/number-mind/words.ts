import { message, text, wordSet } from '../../engine/catalog.ts';
import english from './words.en.json' with { type: 'json' };
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';

/** The techniques of Number Mind's ladder, by the key grades and steps store. */
export type MindTechnique = 'zero-guess' | 'score-met' | 'last-digit' | 'all-needed' | 'compare' | 'either-or' | 'one-of-three';

/** The ladder (see steps.ts): levels are bands, 1 easy … 4 expert. */
/** A guess's digit split into ways, each but one failing: what either-or and one-of-three are told. */
type SplitWords = {
  guess: GuessSaid;
  /** Each way, "7 in place 3". */
  cases: string[];
  /** The ways that fail, each with why. */
  fails: { case: string; reason: string }[];
  survivor: string;
  wrong: string[];
};

export const ladder: LadderSchema<MindTechnique> = {
  'zero-guess': {
    level: 1,
    title: text,
    what: text,
  },
  'score-met': {
    level: 1,
    title: text,
    what: text,
  },
  'last-digit': {
    level: 1,
    title: text,
    what: text,
  },
  'all-needed': {
    level: 1,
    title: text,
    what: text,
  },
  compare: {
    level: 2,
    title: text,
    what: text,
  },
  'either-or': {
    level: 3,
    title: text,
    what: text,
  },
  'one-of-three': {
    level: 4,
    title: text,
    what: text,
  },
};

/** A guess named in a sentence. */
export interface GuessSaid {
  /** 1-based, as printed. */
  n: number;
  guess: string;
  score: number;
  /** Right places of it already written in. */
  known: number;
  /** Right places it still needs. */
  need: number;
}

/** Why a case of an either-or split fails, in its own words. */
export interface ReasonSaid {
  kind: 'empty' | 'over' | 'short' | 'pair';
  /** Steps the easier techniques took before the contradiction showed. */
  after: number;
  /** Those steps, each said short (a `link` sentence): as many as `after`. */
  chain?: string[];
  place?: number;
  guess?: GuessSaid;
  other?: GuessSaid;
  /** Over: the right places the guess would have; short: the most it could still get. */
  count?: number;
}

/** Everything a reader reads about Number Mind, beside the guesses: the English, the source of every translation. */
const schema = {
  title: text,
  rules: message<{ length: number }>(),
  instruction: message<{ length: number }>(),
  /** Beside each guess. */
  score: message<{ correct: number }>(),
  /** Beside the empty row. */
  secret: text,
  alt: message<{ length: number; guesses: string }>(),
  /** The guesses and their scores as the alt text lists them: "76207: 0; 89485: 1" (French spaces it as it spaces every template). */
  altPairs: message<{ pairs: { guess: string; correct: number }[] }>(),
  altSolved: message(),
  altAnswer: message<{ secret: string }>(),
  ladder,
  /** A digit in a place, as a sentence names it (places counted from 1, left to right). */
  at: message<{ digit: number; place: number }>(),
  /** Places as a sentence names them: "place 2", "places 2, 4 and 5". */
  places: message<{ places: number[] }>(),
  /**
   * Why a case of an either-or split cannot be (its data: ReasonSaid): the steps that follow
   * it, each said short, then the contradiction they run into, with its figures.
   */
  reason: message<ReasonSaid>(),
  /** A step of levels 1–2 as a link in a split's chain says it: short, its reason in brackets. */
  link: {
    'zero-guess': message<{ guess: GuessSaid; struck: string[] }>(),
    'score-met': message<{ guess: GuessSaid; struck: string[] }>(),
    'last-digit': message<{ place: number; digit: number }>(),
    'all-needed': message<{ guess: GuessSaid; open: string[] }>(),
    compare: message<{ a: GuessSaid; b: GuessSaid; right: string[]; wrong: string[] }>(),
  },
  /** Each technique's step, as a hint or a worked solution says it. */
  steps: {
    'zero-guess': message<{ guess: GuessSaid; struck: string[] }>(),
    'score-met': message<{ guess: GuessSaid; hits: string[]; struck: string[] }>(),
    'last-digit': message<{ place: number; digit: number }>(),
    'all-needed': message<{ guess: GuessSaid; open: string[] }>(),
    compare: message<{
      a: GuessSaid;
      b: GuessSaid;
      same: string[];
      clash: string;
      aOnly: string;
      bOnly: string;
      right: string[];
      wrong: string[];
    }>(),
    'either-or': message<SplitWords>(),
    'one-of-three': message<SplitWords>(),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    mistake: message<{ wrong: { v: number; place: number }[] }>(),
    reveal: message<{ v: number; place: number }>(),
  },
  /** What the answer check says (check.ts), a code by its digits and the guesses by their numbers from 1. */
  check: {
    length: message<{ code: string; digits: number; length: number }>(),
    /** A code's missed guesses: "123 misses the score of guesses 1 and 3." */
    misses: message<{ code: string; guesses: number[] }>(),
  },
  measures: {
    ...LADDER_MEASURES,
    length: text,
    guesses: text,
    zeros: text,
  },
};

/** Number Mind's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/number-mind/words', schema, english);

export const words = wordsSet.words;
