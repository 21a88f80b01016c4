import { message, text, wordSet } from '../../engine/catalog.ts';
import english from './words.en.json' with { type: 'json' };
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import type { CountdownMethod } from './methods.ts';

/** The methods of Countdown's ladder (methods.ts reads them off a solution's shape); levels are bands, 1 easy … 4 expert. */
export const ladder: LadderSchema<CountdownMethod> = {
  direct: {
    level: 1,
    title: text,
    what: text,
  },
  'add-up': {
    level: 2,
    title: text,
    what: text,
  },
  'multiply-adjust': {
    level: 2,
    title: text,
    what: text,
  },
  'build-factor': {
    level: 3,
    title: text,
    what: text,
  },
  'build-adjust': {
    level: 3,
    title: text,
    what: text,
  },
  'two-products': {
    level: 4,
    title: text,
    what: text,
  },
  division: {
    level: 4,
    title: text,
    what: text,
  },
  'long-way': {
    level: 4,
    title: text,
    what: text,
  },
};

/** What a line of working says: its sum, where it stands, and what it does in the method. */
export interface LineWords {
  a: number;
  op: string;
  b: number;
  result: number;
  target: number;
  /** How far the result is from the target, and on which side. */
  gap: number;
  over: boolean;
  first: boolean;
  last: boolean;
  /**
   * main: the main term (the anchor near the target) is made, adjustments follow; top: the
   * running value brought nearer the target; factor: a factor (or partial product) of `of` is
   * made; adjust: an amount to add (`add`) or take off is made, all that is left to close when
   * `still`; inner: any other step inside a part.
   */
  kind: 'main' | 'top' | 'factor' | 'adjust' | 'inner';
  of: number;
  add: boolean;
  still: boolean;
  /**
   * The plan, on the first line of a hard or expert way: the target is `aimGap` more or less
   * than the anchor `aim` (0: the target is the product itself), whose factors are `parts`
   * ('' for a card), and `make` (0: none) is the factor not a card, to make first.
   */
  plan: boolean;
  aim: number;
  aimGap: number;
  aimOver: boolean;
  parts: string;
  make: number;
  /** What a line with no other purpose (`inner`) is for: the operation of the line that goes on from its result. */
  use: { a: number; op: string; b: number } | null;
}

/** What a step ruling out a method names: the target, and the product of two cards nearest it (product 0: none). */
export interface Tried {
  target: number;
  a: number;
  b: number;
  product: number;
  gap: number;
}

/** Everything a reader reads about Countdown, beside the cards and the target: the English, the source of every translation. */
const schema = {
  title: text,
  /** How many cards a game has, as the rules say it: "the four numbers". */
  count: { 4: text, 5: text, 6: text },
  rules: message<{ count: string }>(),
  instruction: message<{ count: string }>(),
  target: text,
  /** One line of working in the key: `100 + 6 = 106`. */
  step: message<{ a: number; op: string; b: number; result: number }>(),
  /** After the key's solution: how many other ways there are. */
  others: message<{ others: number; plural: boolean }>(),
  /** The puzzle as a line of text. */
  heading: message<{ target: number; numbers: string }>(),
  alt: message<{ target: number; numbers: string }>(),
  /** The key's one line: the working, then the target it reaches. */
  answerLine: message<{ expression: string; target: number }>(),
  altSolved: message<{ target: number; numbers: string; expression: string }>(),
  ladder,
  /** Each method's lines of working, as a hint or a worked answer says them. */
  steps: {
    direct: message<LineWords>(),
    'add-up': message<LineWords>(),
    'multiply-adjust': message<LineWords>(),
    'build-factor': message<LineWords>(),
    'build-adjust': message<LineWords>(),
    'two-products': message<LineWords>(),
    division: message<LineWords>(),
    'long-way': message<LineWords>(),
  } satisfies Record<CountdownMethod, unknown>,
  /**
   * An easier method tried and found to make no way to the target, one step each before the
   * working (steps.ts `ruledOut`); multiply and adjust names the product nearest the target.
   */
  ruledOut: {
    direct: message<Tried>(),
    'add-up': message<Tried>(),
    'multiply-adjust': message<Tried>(),
    'build-factor': message<Tried>(),
    'build-adjust': message<Tried>(),
  } satisfies Record<Exclude<CountdownMethod, 'two-products' | 'division' | 'long-way'>, unknown>,
  /** The one step of a target that is one of the cards (no book prints one). */
  card: message<{ target: number }>(),
  /** What the Hint button says when the player's numbers can no longer reach the target. */
  hint: {
    mistake: message<{ target: number; lines: string[]; count: number }>(),
    stuck: message<{ target: number }>(),
  },
  /** Why a band cannot be dealt with the options (generate.ts), and what to ask for instead. */
  refusal: {
    deal: message<{ cards: number; large: number; all: boolean }>(),
    beyond: message<{ deal: string; most: number; lowest: number; highest: number }>(),
    tooHigh: message<{ deal: string; band: string; most: number; lowest: number; highest: number }>(),
    smallEasy: message<{ lowest: number; highest: number }>(),
    sentence: message<{ why: string; band: string; harder: boolean; lower: boolean; more: boolean; large: boolean; larger: boolean }>(),
  },
  /** What the answer check says (check.ts) of a written way (`expression`, as written): the first thing that stops it, or what it makes. */
  check: {
    /** A character that is no card, sign or bracket where it stands (`at`: its position from 1). */
    unexpected: message<{ expression: string; c: string; at: number }>(),
    bracket: message<{ expression: string; at: number }>(),
    short: message<{ expression: string }>(),
    notDealt: message<{ expression: string; n: number }>(),
    /** A card used more often than it is dealt (`times`). */
    tooOften: message<{ expression: string; n: number; times: number }>(),
    /** A step the rules refuse, said alone: the player says these of a step it refuses. */
    notAboveZero: message<{ a: number; b: number }>(),
    notWhole: message<{ a: number; b: number }>(),
    makes: message<{ expression: string; made: number; target: number }>(),
  },
  measures: {
    ...LADDER_MEASURES,
    solutions: text,
    ways: text,
    cards: text,
    near: text,
    stray: text,
  },
};

/** Countdown's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/countdown/words', schema, english);

export const words = wordsSet.words;
