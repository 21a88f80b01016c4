import { message, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

type Where = { row: number; column: number };

/**
 * What Numbrix's player says on the archive's page (player.dom.ts, play.ts): its help line, what
 * a move did or why it is refused, Check's verdicts, the squares' and the Next button's names.
 * The page's language is set at start-up, so these read the page's. Each translation
 * (`play-words.<language>.ts`) is checked against these by src/book/translations.ts.
 */
const schema = {
  /** `coarse`: a touch screen, where one taps rather than clicks. */
  help: message<{ coarse: boolean }>(),
  continuing: message<{ n: number }>(),
  removed: message<{ n: number }>(),
  backTo: message<{ n: number }>(),
  /** The numbers a move wrote, `count` of them from `from` to `to`: "Placed 5", "Placed 5 and 6", "Placed 5 to 9". */
  placed: message<{ from: number; to: number; count: number }>(),
  /** What a move wrote (`said`), then the number the count goes on from. */
  thenContinuing: message<{ said: string; n: number }>(),
  chooseFirst: text,
  /** No number before 1 or after the last. */
  atEnd: message<{ n: number; first: boolean }>(),
  /** The next number is placed elsewhere; a click is told to take it away, a drag is only stopped. */
  already: message<Where & { n: number; takeAway: boolean }>(),
  mustTouch: message<{ n: number; from: number }>(),
  mustAlsoTouch: message<{ n: number; after: number }>(),
  /** The Next button's two lines: a caption over the number (`at`: what it shows). */
  nextCaption: message<{ at: 'choose' | 'first' | 'last' | 'next'; coarse: boolean }>(),
  /** The Next button's name, said in full to screen readers. */
  nextLabel: message<{ at: 'choose' | 'first' | 'last' | 'next'; coarse: boolean; n: number; up: boolean }>(),
  turnTip: message<{ up: boolean }>(),
  /** Said when the count is turned (the Next button, + or −). */
  turned: message<{ up: boolean }>(),
  /** A square's name: where it is, what it holds (0: nothing). */
  square: message<Where & { v: number; given: boolean; current: boolean }>(),
  nothingYet: message<{ empty: number }>(),
  allRight: message<{ empty: number }>(),
  /** Check's finding: the numbers off the answer's path, where they are. */
  wrongAt: message<{ wrong: (Where & { v: number })[] }>(),
  wrongCount: message<{ count: number }>(),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/numbrix/play-words', schema, english);

export const playWords = playWordsSet.words;
