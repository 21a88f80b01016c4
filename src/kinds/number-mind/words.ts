import { type CatalogOf, message, plural, select, text, wordSet } from '../../engine/catalog.ts';
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

/** A place as a hint names it: the raw place, and where it is worded (`inPlace`). */
export interface HintAt {
  place: number;
  inPlace: string;
}

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

/** A place of the code as the catalog words it (Spanish "la tercera posición", German "an der dritten Stelle"): the first ten by name, any beyond by number. */
export const PLACE_NAMES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'more'] as const;
export type PlaceName = (typeof PLACE_NAMES)[number];
/** A place (from 1) as its forms' context: the raw place, never a word. */
export const placeName = (place: number): PlaceName => (place <= 10 ? (String(place) as PlaceName) : 'more');

/** Everything a reader reads about Number Mind, beside the guesses: the English, the source of every translation. */
const schema = {
  title: text,
  rules: message<{ length: number }>(),
  instruction: message<{ length: number }>(),
  /** Beside each guess. */
  score: plural<{ count: number }>(),
  /** Beside the empty row. */
  secret: text,
  alt: message<{ length: number; guesses: string }>(),
  /** A guess and its score as the alt text lists them: "76207: 0" (French spaces it as it spaces every template). */
  altPair: message<{ guess: string; correct: number }>(),
  /** The list so far and the next guess of it: "76207: 0; 89485: 1". */
  altNext: message<{ before: string; pair: string }>(),
  altSolved: message(),
  altAnswer: message<{ secret: string }>(),
  ladder,
  /** Where a digit stands, after the digit: "in place 3" (places counted from 1, left to right). */
  inPlace: select<{ context: PlaceName; place: number }>(PLACE_NAMES),
  /** A place alone, as `places` names it: "place 3". */
  onePlace: select<{ context: PlaceName; place: number }>(PLACE_NAMES),
  /** A digit in a place, as a sentence names it; `inPlace` worded. */
  at: message<{ digit: number; place: number; inPlace: string }>('inPlace'),
  /** Places as a sentence names them: "place 2" (`one`, worded by onePlace), "places 2, 4 and 5" (`list`, joined). */
  places: plural<{ count: number; one: string; list: string }>(),
  /**
   * Why a case of an either-or split cannot be (its data: ReasonSaid): the steps that follow
   * it, each said short, then the contradiction they run into, with its figures.
   */
  reason: message<ReasonSaid>(),
  /** A step of levels 1–2 as a link in a split's chain says it: short, its reason in brackets. */
  link: {
    'zero-guess': message<{ guess: GuessSaid; struck: string }>(),
    'score-met': message<{ guess: GuessSaid; struck: string }>(),
    'last-digit': message<{ place: number; digit: number; inPlace: string }>('inPlace'),
    'all-needed': message<{ guess: GuessSaid; open: string[] }>(),
    compare: message<{ a: GuessSaid; b: GuessSaid; right: string[]; wrong: string[] }>(),
  },
  /** Each technique's step, as a hint or a worked solution says it. */
  steps: {
    'zero-guess': message<{ guess: GuessSaid; struck: string }>(),
    'score-met': message<{ guess: GuessSaid; hits: string; struck: string }>(),
    'last-digit': message<{ place: number; digit: number; inPlace: string }>('inPlace'),
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
    /** The wrong digits (`wrong`, each worded by wrongFirst or wrongNext, joined), `count` of them. */
    mistake: plural<{ count: number; wrong: string }>(),
    /** A wrong digit, the first of the list (English starts the sentence with it). */
    wrongFirst: message<HintAt & { v: number }>('inPlace'),
    /** Each wrong digit after the first. */
    wrongNext: message<HintAt & { v: number }>('inPlace'),
    reveal: message<HintAt & { v: number }>('inPlace'),
  },
  /** What the answer check says (check.ts), a code by its digits and the guesses by their numbers from 1. */
  check: {
    /** A code of `count` digits. */
    length: plural<{ code: string; count: number; length: number }>(),
    /**
     * A code's missed guesses: "123 misses the score of guesses 1 and 3": their numbers (`guesses`),
     * `count` of them, and `list`, joined (by check.ts: a mistake's message is called with its data alone).
     */
    misses: plural<{ code: string; guesses: number[]; count: number; list: string }>(),
  },
  measures: {
    ...LADDER_MEASURES,
    length: text,
    guesses: text,
    zeros: text,
  },
};

/** Number Mind's words in the language of the book being made (src/engine/language.ts). */
// Cast: CatalogOf (src/engine/catalog.ts) does not yet tell a message in forms from a plain one
// (their markers' types are the same), so it asks for `score` where the catalog holds `score_one`;
// the translation check (test/book/language.test.ts) holds the English to the schema's forms.
export const wordsSet = wordSet('kinds/number-mind/words', schema, english as unknown as CatalogOf<typeof schema>);

export const words = wordsSet.words;

/** Where a digit stands (`place` from 1), worded in the language of the moment: "in place 3", "en la tercera posición". */
export const inPlaceSaid = (place: number): string => words.inPlace({ context: placeName(place), place });
