import { fromZero, message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

type Where = { row: number; column: number };
/** What the Next button shows: a number to choose (`tap` on a touch screen, `click` with a mouse), or the first, last or next number. */
export type Shown = 'tap' | 'click' | 'first' | 'last' | 'next';
const SHOWN: Shown[] = ['tap', 'click', 'first', 'last', 'next'];
const WAYS = ['up', 'down'] as const;

/**
 * What Numbrix's player says on the archive's page (player.dom.ts, play.ts): its help line, what
 * a move did or why it is refused, Check's verdicts, the squares' and the Next button's names.
 * The page's language is set at start-up, so these read the page's. Each translation
 * (`play-words.<language>.ts`) is checked against these by src/book/translations.ts.
 */
const schema = {
  /** On a touch screen, where one taps, or with a mouse, where one clicks. */
  help: select<{ context: 'touch' | 'mouse' }>(['touch', 'mouse']),
  continuing: message<{ n: number }>(),
  removed: message<{ n: number }>(),
  backTo: message<{ n: number }>(),
  /** The numbers a move wrote, `count` of them from `from` to `to`: "Placed 5" (`one`), "Placed 5 and 6" (`two`), "Placed 5 to 9" (`more`). */
  placed: select<{ context: 'one' | 'two' | 'more'; from: number; to: number; count: number }>(['one', 'two', 'more']),
  /** What a move wrote (`said`), then the number the count goes on from. */
  thenContinuing: message<{ said: string; n: number }>(),
  chooseFirst: text,
  /** No number before 1 or after the last. */
  atEnd: select<{ context: 'first' | 'last'; n: number }>(['first', 'last']),
  /** The next number is placed elsewhere; a `click` is told to take it away, a `drag` is only stopped. */
  already: select<Where & { context: 'click' | 'drag'; n: number }>(['click', 'drag']),
  mustTouch: message<{ n: number; from: number }>(),
  mustAlsoTouch: message<{ n: number; after: number }>(),
  /** The Next button's two lines: a caption over the number, by what it shows. */
  nextCaption: select<{ context: Shown }>(SHOWN),
  /** What the Next button shows, in its name (`n`: the number). */
  nextShown: select<{ context: Shown; n: number }>(SHOWN),
  /** The way the count goes, in the Next button's name. */
  counting: select<{ context: 'up' | 'down' }>(WAYS),
  /** The Next button's name, said in full to screen readers: what it shows (`shown`) and the way it counts (`counting`), each worded above. */
  nextLabel: message<{ shown: string; counting: string }>(),
  /** The tip of the button that turns the count, by the way it counts now. */
  turnTip: select<{ context: 'up' | 'down' }>(WAYS),
  /** A printed number chosen whose run reaches the end the way the count went: the count turned, going on from `n` the way it counts now. */
  countingFrom: select<{ context: 'up' | 'down'; n: number }>(WAYS),
  /** What a move wrote (`said`), then the way the count goes on from `n`, which the move turned (a drag that counted the other way). */
  thenCounting: select<{ context: 'up' | 'down'; said: string; n: number }>(WAYS),
  /** Said when the count is turned (the Next button, + or −), by the way it counts now. */
  turned: select<{ context: 'up' | 'down' }>(WAYS),
  /** What a square holds: nothing, a number placed, or a number printed (`v`). */
  squareHolds: select<{ context: 'empty' | 'placed' | 'given'; v: number }>(['empty', 'placed', 'given']),
  /** A square's name: where it is and what it holds (`holds`, worded above); `current`: the count goes on from it. */
  square: select<Where & { context: 'still' | 'current'; holds: string }>(['still', 'current']),
  /** `count` squares empty. */
  nothingYet: plural<{ count: number }>(),
  allRight: fromZero(plural<{ count: number }>()),
  /** Check's finding: the `count` numbers off the answer's path, where they are (`wrong`: each worded by wrongSquare, listed by wrongThen). */
  wrongAt: plural<{ count: number; wrong: string }>(),
  /** A number off the path, and where it is. */
  wrongSquare: message<Where & { v: number }>(),
  /** The list so far (`before`) and one more number off the path (`item`). */
  wrongThen: message<{ before: string; item: string }>(),
  wrongCount: plural<{ count: number }>(),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/numbrix/play-words', schema, english);

export const playWords = playWordsSet.words;
