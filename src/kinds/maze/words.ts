import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import type { Square } from '../../engine/grid-labels.ts';
import { LADDER_MEASURES, type LadderSchema } from '../../engine/steps.ts';
import { PICTURES } from './schema.ts';
import english from './words.en.json' with { type: 'json' };

/**
 * What the rules and a worksheet's line are told of a maze: the pictures at its doors, each pair
 * said as a sentence of its own (`none` where it has none); a round maze's (`round-…`) lead into
 * its middle, where it has no exit arrow.
 */
export const TOLD = [...PICTURES, ...PICTURES.map((p) => `round-${p}` as const)] as const;
export type Told = { context: (typeof TOLD)[number] };

/** The techniques of the maze's ladder, by the key grades and steps store: a stretch followed, then each shape of wrong turn (engine/mazekit/walk.ts) ruled out. */
export type MazeTechnique = 'follow' | 'seen' | 'alley' | 'branching' | 'labyrinth';

export const ladder: LadderSchema<MazeTechnique> = {
  // A forced move: a maze that asks nothing else is no puzzle, and sits in no band.
  follow: { level: 1, forced: true, title: text, what: text },
  seen: { level: 1, title: text, what: text },
  alley: { level: 2, title: text, what: text },
  branching: { level: 3, title: text, what: text },
  labyrinth: { level: 4, title: text, what: text },
};

/** How a stretch of the way begins and ends: from the entrance or a fork (by the way it leaves it), to a fork or the exit; or no stretch at all, the entrance itself a fork. */
export const STRETCHES = ['entrance-fork', 'start-fork', 'start-exit', 'straight-fork', 'straight-exit', 'left-fork', 'left-exit', 'right-fork', 'right-exit'] as const;
export type StretchSaid = (typeof STRETCHES)[number];
/** The way a wrong turn leaves its fork, seen by the walker. */
export const TURNS = ['straight', 'left', 'right'] as const;

/** What a stretch's sentence is told: where it leaves from, where it arrives, the squares moved (from the entrance square, or from the fork). */
export type StretchWords = { context: StretchSaid; from: Square; to: Square; count: number };
/** What a wrong turn's sentence is told: its fork, the way it leaves it, its farthest square's distance (`count`), its forks (`forks`, worded by `parts.forks`). */
export type WrongWords = { context: (typeof TURNS)[number]; fork: Square; count: number; forks: string };

/** A round maze's cell in its words: its ring, counted from the rim in, and its place round it, clockwise from the top. */
export type Place = { ring: number; place: number };
/** A round maze's stretch and wrong turn, said by ring and place. */
export type RingStretchWords = Omit<StretchWords, 'from' | 'to'> & { from: Place; to: Place };
export type RingWrongWords = Omit<WrongWords, 'fork'> & { fork: Place };
type RingPair = { ring: number; place: number; ring2: number; place2: number };

/** Everything a reader reads about a maze beside its drawing: the English, the source of every translation. */
const schema = {
  title: text,
  /** How to play it, as its how-to page and archive page head it: its name with the article its language gives it ("Cómo se juega al Sudoku"). */
  howToPlay: text,
  /** The rules: a child's maze says who goes where ("Help the rocket reach the planet."), one whole sentence for each pair. */
  rules: select<Told>(TOLD),
  instruction: select<Told>(TOLD),
  /** The drawing's text alternative: its size, and where its entrance and exit are. */
  alt: message<{ rows: number; cols: number; start: Square; end: Square }>(),
  altSolved: plural<{ rows: number; cols: number; count: number }>(),
  /** A round maze's: its rings, its doors at the rim's top and in the middle. */
  altRound: message<{ rings: number }>(),
  altRoundSolved: plural<{ rings: number; count: number }>(),
  /** The words set beside the arrows at the entrance and the exit. */
  entrance: text,
  exit: text,
  ladder,
  /** Each technique's step, as a hint or a worked key says it. */
  steps: {
    follow: select<StretchWords>(STRETCHES, { count: 'cardinal' }),
    seen: select<WrongWords>(TURNS, { count: 'cardinal' }),
    alley: select<WrongWords>(TURNS, { count: 'cardinal' }),
    branching: select<WrongWords>(TURNS, { count: 'cardinal', also: ['forks'] }),
    labyrinth: select<WrongWords>(TURNS, { count: 'cardinal', also: ['forks'] }),
  },
  /** A round maze's steps: the same, its cells named by ring and place. */
  ringSteps: {
    follow: select<RingStretchWords>(STRETCHES, { count: 'cardinal' }),
    seen: select<RingWrongWords>(TURNS, { count: 'cardinal' }),
    alley: select<RingWrongWords>(TURNS, { count: 'cardinal' }),
    branching: select<RingWrongWords>(TURNS, { count: 'cardinal', also: ['forks'] }),
    labyrinth: select<RingWrongWords>(TURNS, { count: 'cardinal', also: ['forks'] }),
  },
  parts: {
    /** A wrong turn's forks: "3 forks". */
    forks: plural<{ count: number }>(),
  },
  /** What the Hint button says when it is not a step. */
  hint: {
    /** The traced path leaves the way after `cell`: take it back there first. */
    mistake: message<{ cell: Square }>(),
    /** The next square of the way, where no step goes on (no proved maze comes to it). */
    reveal: message<{ cell: Square }>(),
    /** A round maze's, by ring and place. */
    ringMistake: message<{ cell: Place }>(),
    ringReveal: message<{ cell: Place }>(),
  },
  /** What the answer check says (check.ts): the first thing wrong with a path, its squares counted from 1. */
  check: {
    start: message<{ row: number; column: number; startRow: number; startColumn: number }>(),
    end: message<{ row: number; column: number; endRow: number; endColumn: number }>(),
    outside: message<{ n: number; row: number; column: number }>(),
    jump: message<{ row: number; column: number; row2: number; column2: number }>(),
    wall: message<{ row: number; column: number; row2: number; column2: number }>(),
    twice: message<{ row: number; column: number }>(),
    /** A round maze's, by ring and place. */
    ringStart: message<{ ring: number; place: number; startRing: number; startPlace: number }>(),
    ringEnd: message<{ ring: number; place: number; endRing: number; endPlace: number }>(),
    ringOutside: message<{ n: number; ring: number; place: number }>(),
    ringJump: message<RingPair>(),
    ringWall: message<RingPair>(),
    ringTwice: message<Place>(),
  },
  measures: { ...LADDER_MEASURES, way: text, forks: text, deadEnds: text, deepest: text, walked: text },
};

/** The maze's words in the language of the book being made (src/engine/language.ts). */
export const wordsSet = wordSet('kinds/maze/words', schema, english);

export const words = wordsSet.words;
