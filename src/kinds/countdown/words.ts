import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import { DIFFICULTIES, type Difficulty } from '../../engine/kind.ts';
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

/**
 * What a line of working says beside its sum (`context`): the target (`last`); the main term
 * (the anchor near the target) made, `main-over` or `main-under` the target by `gap`, or
 * `there` (the top or main term already the target); `factor`: a factor (or partial product)
 * of `of` made; an amount to add or take off made (`add`, `take-off`), all that is left to
 * close (`add-still`, `take-off-still`); `for`: a line with no other purpose, said by the
 * operation that goes on from its result (`use`); `inner`: nothing more.
 */
export const LINE_CONTEXTS = ['last', 'main-over', 'main-under', 'there', 'factor', 'add', 'add-still', 'take-off', 'take-off-still', 'inner', 'for'] as const;
export interface LineWords {
  context: (typeof LINE_CONTEXTS)[number];
  a: number;
  op: string;
  b: number;
  result: number;
  target: number;
  gap: number;
  of: number;
  use: { a: number; op: string; b: number } | null;
}

/**
 * The plan, before the first line of a hard or expert way: the target `under` or `over` the
 * anchor `aim` by `aimGap`, the anchor a card, or a product (`-product`: its factors `parts`),
 * or the target the product itself (`product`).
 */
export interface PlanWords {
  context: 'under' | 'over' | 'under-product' | 'over-product' | 'product';
  target: number;
  aim: number;
  aimGap: number;
  parts: string;
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
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  /** How many cards a game has, as the rules say it: "the four numbers". */
  count: { 4: text, 5: text, 6: text },
  rules: message<{ count: string }>(),
  instruction: message<{ count: string }>(),
  target: text,
  /** One line of working in the key: `100 + 6 = 106`. */
  step: message<{ a: number; op: string; b: number; result: number }>(),
  /** After the key's solution: how many other ways there are (`count`), or that it is the only one. */
  others: plural<{ count: number }>(),
  onlyWay: text,
  /** The puzzle as a line of text. */
  heading: message<{ target: number; numbers: string }>(),
  alt: message<{ target: number; numbers: string }>(),
  /** The key's one line: the working, then the target it reaches. */
  answerLine: message<{ expression: string; target: number }>(),
  altSolved: message<{ target: number; numbers: string; expression: string }>(),
  ladder,
  /**
   * Each method's lines of working, as a hint or a worked answer says them: a line (`line`, or
   * `lineTop` where the running value is brought nearer the target, `count` still to close),
   * on the first line of a hard or expert way after the plan (`planned`: `plan`, with the part
   * to make first, `planMake`), and the first line after the method's name (`opening`; a
   * straight way in one step or more).
   */
  steps: {
    opening: {
      direct: select<{ context: 'one' | 'more'; line: string }>(['one', 'more']),
      'add-up': message<{ line: string }>(),
      'multiply-adjust': message<{ line: string }>(),
      'build-factor': message<{ line: string }>(),
      'build-adjust': message<{ line: string }>(),
      'two-products': message<{ line: string }>(),
      division: message<{ line: string }>(),
      'long-way': message<{ line: string }>(),
    } satisfies Record<CountdownMethod, unknown>,
    line: select<LineWords>(LINE_CONTEXTS),
    lineTop: select<{ context: 'over' | 'under'; count: number; a: number; op: string; b: number; result: number }>(['over', 'under'], { count: 'cardinal' }),
    planned: message<{ plan: string; line: string }>(),
    plan: select<PlanWords>(['under', 'over', 'under-product', 'over-product', 'product']),
    planMake: message<{ plan: string; make: number }>(),
  },
  /**
   * An easier method tried and found to make no way to the target, one step each before the
   * working (steps.ts `ruledOut`); multiply and adjust names the product nearest the target.
   */
  ruledOut: {
    direct: message<Tried>(),
    'add-up': message<Tried>(),
    /** `near`: the product of two cards nearest the target named; `none`: there is none. */
    'multiply-adjust': select<Tried & { context: 'near' | 'none' }>(['near', 'none']),
    'build-factor': message<Tried>(),
    'build-adjust': message<Tried>(),
  } satisfies Record<Exclude<CountdownMethod, 'two-products' | 'division' | 'long-way'>, unknown>,
  /** The one step of a target that is one of the cards (no book prints one). */
  card: message<{ target: number }>(),
  /** What the Hint button says when the player's numbers can no longer reach the target. */
  hint: {
    /** The lines to take back (`lines`, joined), with Undo `count` times. */
    mistake: plural<{ target: number; lines: string; count: number }>(),
    stuck: message<{ target: number }>(),
  },
  /**
   * Why a band cannot be dealt with the options (generate.ts), and what to ask for instead. The
   * deal: all large, all small, 1 or 2 large (`either`), or `count` of them large (`dealSome`).
   * The sentence asks for (`ask`) a band, with harder ones (`bandOrHarder`), or lower targets
   * alone; each other thing that would do is added to it (`orAlso`).
   */
  refusal: {
    deal: select<{ context: 'large' | 'small' | 'either'; cards: number }>(['large', 'small', 'either']),
    dealSome: plural<{ cards: number; count: number }>(),
    beyond: message<{ deal: string; most: number; lowest: number; highest: number }>(),
    tooHigh: select<{ context: Difficulty; deal: string; most: number; lowest: number; highest: number }>(DIFFICULTIES),
    smallEasy: message<{ lowest: number; highest: number }>(),
    sentence: message<{ why: string; ask: string }>(),
    band: select<{ context: Difficulty }>(DIFFICULTIES),
    bandOrHarder: select<{ context: Exclude<Difficulty, 'expert'> }>(['easy', 'medium', 'hard']),
    lowerOnly: text,
    orAlso: select<{ context: 'lower' | 'more' | 'large' | 'larger'; ask: string }>(['lower', 'more', 'large', 'larger']),
  },
  /** What the answer check says (check.ts) of a written way (`expression`, as written): the first thing that stops it, or what it makes. */
  check: {
    /** A character that is no card, sign or bracket where it stands (`at`: its position from 1). */
    unexpected: message<{ expression: string; c: string; at: number }>(),
    bracket: message<{ expression: string; at: number }>(),
    short: message<{ expression: string }>(),
    notDealt: message<{ expression: string; n: number }>(),
    /** A card used more often than it is dealt (`times`: `once`, `twice`, or `more`). */
    tooOften: select<{ context: 'once' | 'twice' | 'more'; expression: string; n: number; times: number }>(['once', 'twice', 'more']),
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
