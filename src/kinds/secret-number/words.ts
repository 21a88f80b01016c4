import { message, plural, select, text, texts, wordSet } from '../../engine/catalog.ts';
import english from './words.en.json' with { type: 'json' };
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import { type Comparison, type Of, SUBJECTS } from './schema.ts';

/** The techniques of Secret Number's ladder, by the key grades and steps store. */
export type SecretTechnique = 'read-off' | 'one-left' | 'pair-table' | 'range' | 'divisibility' | 'many-digits' | 'short-list';

/** The ladder (see steps.ts): levels are bands, 1 easy … 4 expert. */
export const ladder: LadderSchema<SecretTechnique> = {
  'read-off': {
    level: 1,
    title: text,
    what: text,
  },
  'one-left': {
    level: 1,
    title: text,
    what: text,
  },
  'pair-table': {
    level: 2,
    title: text,
    what: text,
  },
  range: {
    level: 3,
    title: text,
    what: text,
  },
  divisibility: {
    level: 3,
    title: text,
    what: text,
  },
  'many-digits': {
    level: 3,
    title: text,
    what: text,
  },
  'short-list': {
    level: 4,
    title: text,
    what: text,
  },
};

/** One box's outcome: the digits left, or the one written in, or none (the rules contradict). */
export interface Leave {
  place: string;
  digits: number[];
  placed: boolean;
  value: number | string;
  none: boolean;
}
export interface Case {
  place: string;
  digits: number[];
}
/**
 * A range's case with its reason: the number's bound with the digits crossed off there (the
 * smallest crossed off, for "too large"; the largest, for "too small"), and the other digits
 * whose bound is not a box's first or last digit, that make it so.
 */
export interface RangeCase extends Case {
  small: boolean;
  bound: number;
  limits: { place: string; value: number; fixed: boolean; small: boolean }[];
}
/** Two digits that keep a rule together: "4 with 5" (`digit` in the first open box, `partner` in the second). */
export interface Pair {
  digit: number;
  partner: number;
}
export interface Known {
  place: string;
  value: number;
}
interface RuleStep {
  /** The rule's number as printed, from 1. */
  n: number;
  clause: string;
  /** What each box the step changed is left with (`stepParts.leave`), joined. */
  leaves: string;
}

/**
 * Which digits a rule is about (see `sentence.ts`): `all` of them; `one` (a digit's own rule:
 * only a digit is about one place), a place from `ordinals`; the `first` or `last` few, a count
 * word from `counts`; or a `list` of places, each worded by `listedPlace`, joined.
 */
export interface Places {
  context: 'all' | 'one' | 'first' | 'last' | 'list';
  one: string;
  first: string;
  last: string;
  list: string;
}

/** A comparison's data: the subject it is said of (`context`: a language's words agree with it), and the value. */
type Compared = { context: Of; value: number | string };

/** Everything a reader reads about Secret Number (the rules' sentences are built from these pieces): the English, the source of every translation. */
const schema = {
  title: text,
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  rules: message<{ digits: number }>(),
  instruction: message<{ digits: number }>(),
  /** Positions 1 to 5 as ordinals, and counts of digits, as the places template uses them. */
  ordinals: texts(5),
  counts: texts(5),
  /** The last digit reads better as "last" than as "third" or "fifth". */
  last: text,
  places: select<Places>(['all', 'one', 'first', 'last', 'list']),
  listedPlace: message<{ place: string }>(),
  subject: {
    digit: message<{ places: string }>(),
    sum: message<{ places: string }>(),
    product: message<{ places: string }>(),
    difference: message<{ places: string }>(),
    number: message<{ places: string }>(),
  } satisfies Record<Of, unknown>,
  /** What a subject is compared by, a form for each subject (`context`), so the words agree with it. */
  comparison: {
    equals: select<Compared>(SUBJECTS),
    'not-equals': select<Compared>(SUBJECTS),
    'less-than': select<Compared>(SUBJECTS),
    'greater-than': select<Compared>(SUBJECTS),
    'multiple-of': select<Compared>(SUBJECTS),
    even: select<Compared>(SUBJECTS),
    odd: select<Compared>(SUBJECTS),
  } satisfies Record<Comparison, unknown>,
  /** Comparisons said plainly (sentence.ts): a multiple of a subject that can be 0 names 0 itself, so no rule counts 0 as a multiple; a cut-off leaving one or two values names them ("is 0", not "is less than 1"). */
  plain: {
    zeroOrMultiple: select<Compared>(SUBJECTS),
    /** The values, joined ("0 or 1"). */
    oneOf: select<{ context: Of; values: string }>(SUBJECTS),
  },
  clause: message<{ subject: string; comparison: string }>(),
  rule: message<{ clause: string }>(),
  answerLabel: text,
  /** The answer line of the puzzle as text (the archive's, `generate`'s): the label, then the number or blanks. */
  answerLine: message<{ label: string; answer: string }>(),
  /** Under the answer in the key: how the candidates narrow, rule by rule (`counts`, joined by ›). */
  shrink: message<{ counts: string }>(),
  alt: message<{ digits: number; rules: string }>(),
  altSolved: message<{ number: number; rules: string }>(),
  altAnswer: message<{ number: number }>(),
  ladder,
  /** Why a divisibility test reads the digits it does, by test (see steps.ts). */
  divisible: {
    even: text,
    odd: text,
    2: text,
    5: text,
    10: text,
    3: text,
    9: text,
    4: text,
    6: text,
    12: text,
  },
  /**
   * Each technique's step, as a hint or a worked answer says it, from the parts below: what each
   * box is left with (`leaves`), the digits already known (`known`, `count` of them), the cases
   * crossed off (`cases`), each a list worded item by item and joined.
   */
  steps: {
    /** `given`: the digit the rule names is written in; `struck`: digits crossed off in its box. */
    'read-off': select<RuleStep & { context: 'given' | 'struck'; place: string; value: number | string; struck: string }>(['given', 'struck']),
    'one-left': plural<RuleStep & { count: number; known: string }>(),
    /** With the digits already known said first (`known`: `stepParts.knownSentence`) or none; `found`: `fits` or `fitsNone`. */
    'pair-table': select<RuleStep & { context: 'known' | 'none'; known: string; a: string; b: string; found: string }>(['known', 'none']),
    /** The number too large even at its smallest, too small at its largest, or not keeping the rule otherwise. */
    range: select<RuleStep & { context: 'small' | 'large' | 'other'; cases: string }>(['small', 'large', 'other']),
    /** `why`: the test's reason (`divisible`); `cases`: what it rules out, or `none` where the last digit alone is read. */
    divisibility: select<RuleStep & { context: 'cases' | 'none'; why: string; cases: string }>(['cases', 'none']),
    'many-digits': select<RuleStep & { context: 'known' | 'none'; known: string; cases: string }>(['known', 'none']),
    /** The `count` numbers left, listed; those that break a rule (`out`); one survivor `found`, several `left`, or `none`. */
    'short-list': select<{ context: 'found' | 'left' | 'none'; count: number; numbers: string; out: string; survivors: string; leaves: string }>(['found', 'left', 'none'], {
      count: 'cardinal',
    }),
  },
  /** The parts of the steps' sentences: each item of a list, and how a list is joined where a language joins it its own way. */
  stepParts: {
    /** What a box is left with: no digit, one (`value`), or several (`digits`, joined). */
    leave: select<{ context: 'none' | 'placed' | 'open'; place: string; value: number | string; digits: string }>(['none', 'placed', 'open']),
    /** The boxes' leaves joined: the `list` so far and the `next` item, or the `last`. */
    leavesJoin: select<{ context: 'next' | 'last'; list: string; item: string }>(['next', 'last']),
    /** A digit already known, the `first` of them (it may begin a sentence) or a `next`. */
    known: select<{ context: 'first' | 'next'; place: string; value: number }>(['first', 'next']),
    knownSentence: plural<{ count: number; known: string }>(),
    /** The few pairs that keep the rule (`count`, joined), or none but the cases crossed off. */
    fits: plural<{ count: number; pairs: string }>(),
    fitsNone: message<{ cases: string }>(),
    pair: message<Pair>(),
    struckDigit: message<{ digit: number }>(),
    /** A case crossed off: digits (joined) in a box. */
    case: message<{ digits: string; place: string }>(),
    /** A range's case, with the number's bound (at least, `small`; at most, `large`) and the known digits that make it so (`-limited`: `limits`, joined). */
    rangeCase: select<{ context: 'small' | 'large' | 'small-limited' | 'large-limited'; digits: string; place: string; limits: string; bound: number }>([
      'small',
      'large',
      'small-limited',
      'large-limited',
    ]),
    casesJoin: select<{ context: 'next' | 'last'; list: string; item: string }>(['next', 'last']),
    /** A digit that bounds the number: one left (`fixed`), or its box's least or most. */
    limit: select<{ context: 'fixed' | 'least' | 'most'; place: string; value: number }>(['fixed', 'least', 'most']),
    /** A number listed that breaks a rule. */
    broken: message<{ number: number; rule: number }>(),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    /** The digits written wrong (`count`), each worded by `wrongDigit`, joined (`wrong`). */
    mistake: plural<{ count: number; wrong: string }>(),
    wrongDigit: message<{ v: number; place: string }>(),
    reveal: message<{ v: number; place: string }>(),
  },
  /** What the answer check says (check.ts), the rules by their numbers from 1. */
  check: {
    digits: message<{ number: number; digits: number }>(),
    /** A number's broken rules (`rules`, by number; `count` of them, and `listed`, their numbers joined): "123 breaks rules 1 and 3." */
    breaks: plural<{ number: number; rules: number[]; count: number; listed: string }>(),
  },
  measures: {
    ...LADDER_MEASURES,
    rules: text,
    decoys: text,
    terms: text,
    listed: text,
  },
};

/** Secret Number's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/secret-number/words', schema, english);

export const words = wordsSet.words;
