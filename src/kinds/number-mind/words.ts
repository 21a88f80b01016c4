import { fromZero, message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import { listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';

/** The techniques of Number Mind's ladder, by the key grades and steps store. */
export type MindTechnique = 'zero-guess' | 'score-met' | 'last-digit' | 'all-needed' | 'compare' | 'either-or' | 'one-of-three';

/** The ladder (see steps.ts): levels are bands, 1 easy … 4 expert. */
/** A guess's digit split into `count` ways, each but one failing: what either-or and one-of-three are told. */
type SplitWords = {
  count: number;
  guess: GuessSaid;
  /** What the guess still needs, worded by parts.needs. */
  needs: string;
  /** Each way, "7 in place 3", listed. */
  cases: string;
  /** The ways that fail, each with why (parts.fail), one after another. */
  fails: string;
  survivor: string;
  /** The other ways, listed. */
  wrong: string;
};

/** How many of a guess's digits a sentence speaks of: one, two ("both") or more ("all"). */
export const HOW_MANY = ['one', 'two', 'more'] as const;
export type HowMany = (typeof HOW_MANY)[number];
export const howMany = (n: number): HowMany => (n === 1 ? 'one' : n === 2 ? 'two' : 'more');
/** What a comparison finds: digits right, wrong, or both. */
export const FOUND = ['right', 'wrong', 'both'] as const;
export type Found = (typeof FOUND)[number];
/** Why a way fails, as its sentence's context: ReasonSaid's kind, with none where its count is none. */
const REASONS = ['empty', 'over', 'overNone', 'short', 'shortNone', 'pair'] as const;
/** What a reason's sentence is told: the raw ReasonSaid's figures and, worded, what a language may read. */
export type ReasonWords = {
  context: (typeof REASONS)[number];
  place?: number;
  guess?: GuessSaid;
  other?: GuessSaid;
  count?: number;
  /** The place, worded by inPlace and onePlace. */
  inPlace: string;
  onePlace: string;
  /** `count` right places, and the guess's score, worded by parts.rights. */
  rights: string;
  scored: string;
};
const REASON_ALSO: (keyof ReasonWords)[] = ['inPlace', 'onePlace', 'rights', 'scored'];

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
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  rules: message<{ length: number }>(),
  instruction: message<{ length: number }>(),
  /** Beside each guess. */
  score: fromZero(plural<{ count: number }>()),
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
  reason: {
    /** The contradiction when no steps lead to it: "at once place 3 would have no digit left". */
    now: select<ReasonWords>(REASONS, { also: REASON_ALSO }),
    /** The `count` steps that follow (`chain`, each said short and joined by `chain`), then the contradiction (`then`). */
    after: plural<{ count: number; chain: string; then: string }>(),
    /** The contradiction after the steps that lead to it. */
    then: select<ReasonWords>(REASONS, { also: REASON_ALSO }),
    /** The steps so far (`before`) and the next (`link`). */
    chain: message<{ before: string; link: string }>(),
  },
  /** A step of levels 1–2 as a link in a split's chain says it: short, its reason in brackets. */
  link: {
    'zero-guess': message<{ guess: GuessSaid; struck: string }>(),
    /** By the guess's score: `one`, `two` (both), `more`. */
    'score-met': select<{ context: HowMany; guess: GuessSaid; struck: string }>(HOW_MANY),
    'last-digit': message<{ place: number; digit: number; inPlace: string }>('inPlace'),
    /** By the number of digits open (`open`, listed). */
    'all-needed': select<{ context: HowMany; guess: GuessSaid; open: string }>(HOW_MANY),
    /** What the comparison finds right, wrong or both (`right`, `wrong`: clauses worded by parts.holds). */
    compare: select<{ context: Found; a: GuessSaid; b: GuessSaid; right: string; wrong: string }>(FOUND),
  },
  /** Each technique's step, as a hint or a worked solution says it. */
  steps: {
    'zero-guess': message<{ guess: GuessSaid; struck: string }>(),
    /** By the guess's score: `one`, `two` (both), `more`; `rights`: its score worded by parts.rights. */
    'score-met': select<{ context: HowMany; guess: GuessSaid; rights: string; hits: string; struck: string }>(HOW_MANY, { also: ['rights'] }),
    'last-digit': message<{ place: number; digit: number; inPlace: string }>('inPlace'),
    /** By the number of digits open (`open`, listed); `has`: the guess's score and what it needs, worded by parts.has. */
    'all-needed': select<{ context: HowMany; guess: GuessSaid; open: string; has: string }>(HOW_MANY),
    /** Two guesses compared: its sentences, each its own message, joined by code. */
    compare: {
      /** The two guesses and what each still needs (`aNeeds`, `bNeeds`: worded by parts.needs). */
      intro: message<{ a: GuessSaid; b: GuessSaid; aNeeds: string; bNeeds: string }>(),
      /** The `count` digits both have in the same place (`same`, listed). */
      same: plural<{ count: number; same: string }>(),
      /** The places where they have different digits (worded by `places`). */
      clash: message<{ clash: string }>(),
      /** The places only one of them (`guess`) can still be right in. */
      only: message<{ guess: GuessSaid; places: string }>(),
      /** What must be right, wrong or both (`right`, `wrong`: clauses worded by parts.holdsIf). */
      way: select<{ context: Found; right: string; wrong: string }>(FOUND),
      /** What to do: write the `count` right ones in, cross the `count` wrong ones off, or both (`rest`: the wrong ones, worded by parts.rest). */
      act: select<{ context: Found; count: number; rest: string }>(FOUND, { count: 'cardinal' }),
    },
    'either-or': plural<SplitWords>(),
    'one-of-three': plural<SplitWords>(),
  },
  /** Parts the steps' sentences are made of. */
  parts: {
    /** A count of right places: "3 right". */
    rights: plural<{ count: number }>(),
    /** A count of right places already known: "2 of them known". */
    knownOf: plural<{ count: number }>(),
    /** What a guess has: its score (`rights`), and where some are known (`known`), those (`knownOf`) and the `count` it still needs. */
    has: select<{ context: 'fresh' | 'known'; count: number; rights: string; knownOf: string }>(['fresh', 'known'], { count: 'cardinal' }),
    /** What a guess still needs, `count` right places, `more` where some are known already. */
    needs: select<{ context: 'fresh' | 'more'; count: number }>(['fresh', 'more'], { count: 'cardinal' }),
    /** Digits (`list`, `count` of them) found right or wrong, as a link says it. */
    holds: { right: plural<{ count: number; list: string }>(), wrong: plural<{ count: number; list: string }>() },
    /** The same as a condition says it ("only if … are right"): German puts the verb last. */
    holdsIf: { right: plural<{ count: number; list: string }>(), wrong: plural<{ count: number; list: string }>() },
    /** The `count` wrong digits, where the right ones are written in: "the rest". */
    rest: plural<{ count: number }>(),
    /** A way that fails, and why. */
    fail: message<{ case: string; reason: string }>(),
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
export const wordsSet = wordSet('kinds/number-mind/words', schema, english);

export const words = wordsSet.words;

/** Where a digit stands (`place` from 1), worded in the language of the moment: "in place 3", "en la tercera posición". */
export const inPlaceSaid = (place: number): string => words.inPlace({ context: placeName(place), place });

// ——— Sentences made of parts: each part worded by its own message, lists joined as the language joins them ———

const and = (items: readonly string[]) => listOf(items, 'and');

/** What a guess still needs, "2 more right". */
const needsSaid = (g: GuessSaid) => words.parts.needs({ context: g.known ? 'more' : 'fresh', count: g.need });

/** A guess whose right places are all known: its other digits (`struck`) crossed off; `hits` the known ones. */
export const scoreMetSaid = (guess: GuessSaid, hits: readonly string[], struck: readonly string[]) =>
  words.steps['score-met']({ context: howMany(guess.score), guess, rights: words.parts.rights({ count: guess.score }), hits: and(hits), struck: and(struck) });
export const scoreMetLink = (guess: GuessSaid, struck: readonly string[]) => words.link['score-met']({ context: howMany(guess.score), guess, struck: and(struck) });

/** A guess that needs every digit still open (`open`). */
export function allNeededSaid(guess: GuessSaid, open: readonly string[]): string {
  const rights = words.parts.rights({ count: guess.score });
  const has = words.parts.has({ context: guess.known ? 'known' : 'fresh', count: guess.need, rights, knownOf: words.parts.knownOf({ count: guess.known }) });
  return words.steps['all-needed']({ context: howMany(open.length), guess, open: and(open), has });
}
export const allNeededLink = (guess: GuessSaid, open: readonly string[]) => words.link['all-needed']({ context: howMany(open.length), guess, open: and(open) });

/** What two guesses compared find: digits right and wrong. */
export interface CompareSaid {
  a: GuessSaid;
  b: GuessSaid;
  right: readonly string[];
  wrong: readonly string[];
}
const foundOf = (right: readonly unknown[], wrong: readonly unknown[]): Found => (right.length && wrong.length ? 'both' : right.length ? 'right' : 'wrong');
const holdsSaid = (holds: typeof words.parts.holds, list: readonly string[]) => (list.length ? holds.right({ count: list.length, list: and(list) }) : '');
const wrongSaid = (holds: typeof words.parts.holds, list: readonly string[]) => (list.length ? holds.wrong({ count: list.length, list: and(list) }) : '');

/** Two guesses side by side: the digits both have (`same`), the places they clash in and each alone is open in (worded by `places`), and what must be so. */
export function compareSaid(c: CompareSaid & { same: readonly string[]; clash: string; aOnly: string; bOnly: string }): string {
  const { steps, parts } = words;
  const context = foundOf(c.right, c.wrong);
  return [
    steps.compare.intro({ a: c.a, b: c.b, aNeeds: needsSaid(c.a), bNeeds: needsSaid(c.b) }),
    ...(c.same.length ? [steps.compare.same({ count: c.same.length, same: and(c.same) })] : []),
    ...(c.clash ? [steps.compare.clash({ clash: c.clash })] : []),
    ...(c.aOnly ? [steps.compare.only({ guess: c.a, places: c.aOnly })] : []),
    ...(c.bOnly ? [steps.compare.only({ guess: c.b, places: c.bOnly })] : []),
    steps.compare.way({ context, right: holdsSaid(parts.holdsIf, c.right), wrong: wrongSaid(parts.holdsIf, c.wrong) }),
    steps.compare.act({ context, count: context === 'wrong' ? c.wrong.length : c.right.length, rest: parts.rest({ count: c.wrong.length }) }),
  ].join(' ');
}
export const compareLink = (c: CompareSaid) =>
  words.link.compare({ context: foundOf(c.right, c.wrong), a: c.a, b: c.b, right: holdsSaid(words.parts.holds, c.right), wrong: wrongSaid(words.parts.holds, c.wrong) });

/** A guess's digit split into ways (`cases`), each but the survivor failing (`fails`, each with its reason). */
export function splitSaid(
  technique: 'either-or' | 'one-of-three',
  s: { guess: GuessSaid; cases: readonly string[]; fails: readonly { case: string; reason: string }[]; survivor: string; wrong: readonly string[] },
): string {
  return words.steps[technique]({
    count: s.cases.length,
    guess: s.guess,
    needs: needsSaid(s.guess),
    cases: listOf(s.cases, 'or'),
    fails: s.fails.map((f) => words.parts.fail(f)).join(' '),
    survivor: s.survivor,
    wrong: and(s.wrong),
  });
}

/** Why a way fails: the steps that follow it, each said short, then the contradiction they run into. */
export function reasonSaid(r: ReasonSaid): string {
  const context = r.kind === 'over' && r.guess?.score === 0 ? 'overNone' : r.kind === 'short' && r.count === 0 ? 'shortNone' : r.kind;
  const data: ReasonWords = {
    context,
    place: r.place,
    guess: r.guess,
    other: r.other,
    count: r.count,
    inPlace: r.place === undefined ? '' : inPlaceSaid(r.place),
    onePlace: r.place === undefined ? '' : words.onePlace({ context: placeName(r.place), place: r.place }),
    rights: r.count === undefined ? '' : words.parts.rights({ count: r.count }),
    scored: r.guess === undefined ? '' : words.parts.rights({ count: r.guess.score }),
  };
  if (r.after === 0) return words.reason.now(data);
  const chain = (r.chain ?? []).reduce((before, link) => words.reason.chain({ before, link }));
  return words.reason.after({ count: r.after, chain, then: words.reason.then(data) });
}
