import { message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

type Where = { row: number; column: number };
/** The four ways out of a square, as the screen shows them. */
export const WAYS = ['up', 'right', 'down', 'left'] as const;
export type Way = (typeof WAYS)[number];
type Ring = { ring: number; place: number };
/** The ways out of a round maze's cell: outward (to either cell beyond), clockwise, inward, counter-clockwise. */
export const RING_WAYS = ['out', 'clockwise', 'in', 'counter'] as const;
export type RingWay = (typeof RING_WAYS)[number];

/**
 * What the maze's player says on the archive's page (player.dom.ts, play.ts): its help line,
 * what a move did or why a wall refused it, Check's verdicts, and the squares' names for screen
 * readers. The page's language is set at start-up, so these read the page's. Each translation
 * is checked against these by src/book/translations.ts.
 */
const schema = {
  /** On a touch screen, where one traces with a finger, or with a mouse and the arrow keys. */
  help: select<{ context: 'touch' | 'mouse' }>(['touch', 'mouse']),
  /** The maze's name, for screen readers: its size. */
  grid: message<{ rows: number; cols: number }>(),
  /** A way out of a square, in a square's name (`open`) and a wall's refusal. */
  way: select<{ context: Way }>(WAYS),
  /**
   * A square's name: where it is; on the line (`line`, its place `n`), the line's end (`head`,
   * the ways open from it, `ways`: the `way` words listed), or neither (`off`).
   */
  square: select<Where & { context: 'off' | 'line' | 'head'; n: number; ways: string }>(['off', 'line', 'head']),
  /** The entrance's and the exit's names: the square's (`square`, worded above) and which door it is. */
  door: select<{ context: 'entrance' | 'exit'; square: string }>(['entrance', 'exit']),
  /** The line traced on to row, column (`count` squares long): an open square, or a dead end. */
  traced: select<Where & { context: 'open' | 'deadEnd'; count: number }>(['open', 'deadEnd'], { count: 'cardinal' }),
  /** The line taken back to row, column (`count` squares long). */
  back: plural<Where & { count: number }>(),
  /** A move through a wall, refused (`context`: the way it was tried from row, column). */
  wall: select<Where & { context: Way }>(WAYS),
  /** A square tapped that is not next to the line's end (`far`), or the end itself (`here`), at row, column. */
  from: select<Where & { context: 'far' | 'here' }>(['far', 'here']),
  /** Check, before a square is traced past the entrance. */
  notStarted: text,
  /** Check on a line all on the way, `count` squares long, that has not reached the exit. */
  onWay: plural<{ count: number }>(),
  /** Check on a line that turns off the way after row, column. */
  offWay: message<Where>(),
  /*
   * A round maze's own: the same sentences by ring (counted from the rim in) and place (counted
   * clockwise from the top), and its ways out of a cell round the rings.
   */
  /** The round maze's name, for screen readers: its rings, and how rings and places are counted. */
  ringGrid: message<{ rings: number }>(),
  /** Its help line: into the middle, a place on the line tapped to take it back. */
  ringHelp: select<{ context: 'touch' | 'mouse' }>(['touch', 'mouse']),
  ringWay: select<{ context: RingWay }>(RING_WAYS),
  ringSquare: select<Ring & { context: 'off' | 'line' | 'head'; n: number; ways: string }>(['off', 'line', 'head']),
  ringTraced: select<Ring & { context: 'open' | 'deadEnd'; count: number }>(['open', 'deadEnd'], { count: 'cardinal' }),
  ringBack: plural<Ring & { count: number }>(),
  ringWall: select<Ring & { context: RingWay }>(RING_WAYS),
  ringFrom: select<Ring & { context: 'far' | 'here' }>(['far', 'here']),
  ringOffWay: message<Ring>(),
  /** Check before the line starts, and on a line all on the way (`count` steps), into the middle. */
  ringNotStarted: text,
  ringOnWay: plural<{ count: number }>(),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/maze/play-words', schema, english);

export const playWords = playWordsSet.words;
