import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import { listOf } from '../../engine/words.ts';
import english from './words.en.json' with { type: 'json' };
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import type { Square } from '../../engine/grid-labels.ts';

/** The techniques of Numbrix's ladder, by the key grades and steps store. */
export type NumbrixTechnique = 'bridge' | 'single-exit' | 'two-step' | 'dead-end' | 'parity' | 'fence' | 'only-number' | 'corridor' | 'routes';

/** What a distance-fence step is told: the number, its square, the numbers placed below and above it (`lo`, `hi`) and its distances from them. */
type Reach = { v: number; cell: Square; lo: number; hi: number; last: number; up: number; down: number };
/** Which ends a number's reach is measured from: the placed numbers below it and above it (`both`), below only (`from`), above only (`to`). */
const ENDS = ['both', 'from', 'to'] as const;
/** What a reach sentence is told: Reach, and its counts of steps worded (`upSteps`, `downSteps`: parts.stepCount). */
type ReachSaid = Reach & { context: (typeof ENDS)[number]; upSteps: string; downSteps: string };
/** A square a fence rules out (`wide`): walled off from `from`, or `steps` away from it. */
export type WideSaid = { cell: Square; from: number; steps: number; cut: boolean };
/** A placed number a missing one must reach (`from`), `steps` away or walled off (`cut`). */
export type EndSaid = { from: number; steps: number; cut: boolean };
/** A route between two placed numbers, as moves, and the pocket it seals off, if one. */
export type RouteSaid = { moves: string; pocket: { cells: Square[]; size: number } | null };

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
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
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
    /** By the ends measured from; `wide`: the squares too far off, worded by parts.aside ('' where none). */
    fence: select<ReachSaid & { wide: string }>(ENDS, { also: ['up', 'down', 'upSteps', 'downSteps'] }),
    /** By the ends measured from; `around` (parts.around, or ''), `others`: each number too far off, worded by parts.other one after another ('' where none). */
    'only-number': select<ReachSaid & { around: string; others: string }>(ENDS, { also: ['up', 'down', 'upSteps', 'downSteps'] }),
    corridor: message<{ lo: number; hi: number; v: number; cell: Square }>(),
    /** The `count` routes found (`routes`: each worded by parts.route, listed by parts.routeThen)… */
    routes: plural<{ lo: number; hi: number; count: number; routes: string }>(),
    /** …and the `kept` ones that seal off no pocket: one, two or more of them, or both or all of them. */
    kept: select<{ context: 'one' | 'two' | 'more' | 'both' | 'all'; kept: number; v: number; cell: Square }>(['one', 'two', 'more', 'both', 'all']),
  },
  /** Parts the steps' sentences are made of. */
  parts: {
    /** A count of steps: "3 steps". */
    stepCount: plural<{ count: number }>(),
    /** A list so far (`before`) and one more (`item`). */
    then: message<{ before: string; item: string }>(),
    /** The squares a fence rules out, in brackets after its sentence. */
    aside: message<{ list: string }>(),
    /** A square a fence rules out: walled off (`cut`), or too many steps away going `around`. */
    fenceWide: select<{ context: 'cut' | 'around'; cell: Square; from: number; steps: number; stepsSaid: string }>(['cut', 'around'], { also: ['steps', 'stepsSaid'] }),
    /** Said where the reach goes around the numbers already placed. */
    around: message(),
    /** A missing number (`first`), or run of them (`first` to `last`), too far off, and how far (`ends`, each worded by parts.end and listed). */
    other: select<{ context: 'one' | 'range'; first: number; last: number; ends: string }>(['one', 'range']),
    /** How far a square is from a placed number: walled off (`cut`), or `steps` away. */
    end: select<{ context: 'cut' | 'steps'; from: number; steps: number; stepsSaid: string }>(['cut', 'steps'], { also: ['steps', 'stepsSaid'] }),
    /** A route and what it seals off: nothing, a square (`cell`), two (`squares`, each worded by routeSquare and listed), or a pocket of `size` squares with `cell` among them. */
    route: select<{ context: 'none' | 'one' | 'two' | 'more'; moves: string; cell: Square; squares: string; size: number }>(['none', 'one', 'two', 'more']),
    routeSquare: message<Square>(),
    /** The routes so far (`before`) and one more (`item`). */
    routeThen: message<{ before: string; item: string }>(),
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
export const wordsSet = wordSet('kinds/numbrix/words', schema, english);

export const words = wordsSet.words;

// ——— Sentences made of parts: each part worded by its own message, lists joined as the language joins them ———

const stepsSaid = (count: number) => words.parts.stepCount({ count });
const reachOf = (r: Reach): ReachSaid => ({ ...r, context: r.lo > 0 ? (r.hi <= r.last ? 'both' : 'from') : 'to', upSteps: stepsSaid(r.up), downSteps: stepsSaid(r.down) });
const folded = (items: string[], then: (d: { before: string; item: string }) => string) => (items.length ? items.reduce((before, item) => then({ before, item })) : '');

/** A fence: the one square within reach on its colour, and the squares ruled out (`wide`). */
export function fenceSaid(r: Reach & { wide: WideSaid[] }): string {
  const { parts } = words;
  const wide = r.wide.map((w) => parts.fenceWide({ context: w.cut ? 'cut' : 'around', cell: w.cell, from: w.from, steps: w.steps, stepsSaid: stepsSaid(w.steps) }));
  return words.steps.fence({ ...reachOf(r), wide: wide.length ? parts.aside({ list: folded(wide, parts.then) }) : '' });
}

/** Only one missing number reaches a square in time: the reach, and the other numbers too far off. */
export function onlyNumberSaid(r: Reach & { around: boolean; others: { first: number; last: number; ends: EndSaid[] }[] }): string {
  const { parts } = words;
  const others = r.others.map((o) =>
    parts.other({
      context: o.first === o.last ? 'one' : 'range',
      first: o.first,
      last: o.last,
      ends: listOf(o.ends.map((e) => parts.end({ context: e.cut ? 'cut' : 'steps', from: e.from, steps: e.steps, stepsSaid: stepsSaid(e.steps) })), 'and'),
    }),
  );
  return words.steps['only-number']({ ...reachOf(r), around: r.around ? parts.around() : '', others: others.join('') });
}

/** The routes of the right length between two numbers, and which of them leave no pocket sealed off. */
export function routesSaid(r: { lo: number; hi: number; count: number; kept: number; v: number; cell: Square; routes: RouteSaid[] }): string {
  const { parts } = words;
  const routes = r.routes.map(({ moves, pocket }) =>
    parts.route({
      context: pocket === null ? 'none' : pocket.size === 1 ? 'one' : pocket.size === 2 ? 'two' : 'more',
      moves,
      cell: pocket?.cells[0] ?? { row: 0, col: 0 },
      squares: pocket ? listOf(pocket.cells.map((c) => parts.routeSquare(c)), 'and') : '',
      size: pocket?.size ?? 0,
    }),
  );
  const kept = r.kept < r.count ? (r.kept === 1 ? 'one' : r.kept === 2 ? 'two' : 'more') : r.kept === 2 ? 'both' : 'all';
  return `${words.steps.routes({ lo: r.lo, hi: r.hi, count: r.count, routes: folded(routes, parts.routeThen) })} ${words.steps.kept({ context: kept, kept: r.kept, v: r.v, cell: r.cell })}`;
}
