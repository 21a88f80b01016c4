import { type CatalogOf, message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import english from './words.en.json' with { type: 'json' };
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import type { Square } from '../../engine/grid-labels.ts';

/** The techniques of Numbrix's ladder, by the key grades and steps store. */
export type NumbrixTechnique = 'bridge' | 'single-exit' | 'two-step' | 'dead-end' | 'parity' | 'fence' | 'only-number' | 'corridor' | 'routes';

/** What a distance-fence step is told: the number, its square, the numbers placed below and above it (`lo`, `hi`) and its distances from them. */
type Reach = { v: number; cell: Square; lo: number; hi: number; last: number; up: number; down: number };

export const ladder: LadderSchema<NumbrixTechnique> = {
  bridge: { level: 1, title: text, what: text },
  'single-exit': {
    level: 1,
    title: text,
    what: text,
  },
  corridor: {
    level: 2,
    forced: true,
    title: text,
    what: text,
  },
  'two-step': {
    level: 2,
    title: text,
    what: text,
  },
  'dead-end': {
    level: 2,
    title: text,
    what: text,
  },
  parity: {
    level: 2,
    title: text,
    what: text,
  },
  fence: {
    level: 3,
    title: text,
    what: text,
  },
  'only-number': {
    level: 3,
    title: text,
    what: text,
  },
  routes: {
    level: 4,
    title: text,
    what: text,
  },
};

/** Everything a reader reads about Numbrix, beside what its drawing prints: the English, the source of every translation. */
const schema = {
  title: text,
  rules: message<{ last: number }>(),
  instruction: message<{ last: number }>(),
  /** The drawing's text alternative, for screen readers and search. */
  alt: plural<{ count: number; width: number; height: number; last: number }>(),
  altSolved: message<{ width: number; height: number; last: number }>(),
  ladder,
  /** Each technique's step, as a hint or a worked solution says it. */
  steps: {
    bridge: message<{ v: number; prev: number; next: number; cell: Square }>(),
    'single-exit': message<{ u: number; v: number; cell: Square }>(),
    'two-step': message<{ a: number; b: number; v: number; cell: Square }>(),
    'dead-end': message<{ v: number; cell: Square; last: number }>(),
    parity: message<{ v: number; cell: Square; last: number }>(),
    fence: message<Reach & { wide: { cell: Square; from: number; steps: number; cut: boolean }[] }>(),
    'only-number': message<Reach & { around: boolean; others: { first: number; last: number; ends: { from: number; steps: number; cut: boolean }[] }[] }>(),
    corridor: message<{ lo: number; hi: number; v: number; cell: Square }>(),
    routes: message<{ lo: number; hi: number; count: number; kept: number; v: number; cell: Square; routes: { moves: string; pocket: { cells: Square[]; size: number } | null }[] }>(),
  },
  /** How a route listing names what it writes out: each route as moves (a route's pocket, one or two squares or a larger one by its size and first square, the step words). */
  route: {
    /** A route as moves from its first number: "right, down 2, left". */
    moves: { up: text, down: text, left: text, right: text },
    /** A run of `n` moves one way: `one` move, or `more`. */
    run: select<{ context: 'one' | 'more'; dir: string; n: number }>(['one', 'more']),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    /** The wrong numbers (`wrong`, each worded by wrongFirst or wrongNext, joined), `count` of them. */
    mistake: plural<{ count: number; wrong: string }>(),
    /** A wrong number, the first of the list (English starts the sentence with it). */
    wrongFirst: message<{ v: number; cell: Square }>(),
    /** Each wrong number after the first. */
    wrongNext: message<{ v: number; cell: Square }>(),
    reveal: message<{ v: number; cell: Square }>(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a filled grid. */
  check: {
    size: message<{ width: number; height: number }>(),
    given: message<{ row: number; column: number; given: number; v: number }>(),
    missing: message<{ n: number }>(),
    /** Two consecutive numbers on squares that do not touch. */
    apart: message<{ a: number; b: number }>(),
  },
  measures: {
    ...LADDER_MEASURES,
    stretch: text,
    clues: text,
    cells: text,
    clueShare: text,
  },
};

/** Numbrix's words in the language of the book being made (src/engine/language.ts). */
// Cast: CatalogOf (src/engine/catalog.ts) does not yet tell a message in forms from a plain one
// (their markers' types are the same); the translation check holds the English to the schema's forms.
export const wordsSet = wordSet('kinds/numbrix/words', schema, english as unknown as CatalogOf<typeof schema>);

export const words = wordsSet.words;
