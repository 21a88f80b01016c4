import { message, select, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What Countdown's player says on the archive's page (player.dom.ts, play.ts): its help line,
 * the signs' and numbers' names, what a choice or a step did, why a step is refused. The
 * page's language is set at start-up, so these read the page's. Each translation
 * (`play-words.<language>.ts`) is checked against these by src/book/translations.ts.
 */
const schema = {
  help: message<{ target: number }>(),
  /** The help line's end, shown only where there is a keyboard (play.css). */
  keysHelp: text,
  showSolution: text,
  signs: text,
  /** Each sign's name, for screen readers. */
  plus: text,
  minus: text,
  times: text,
  dividedBy: text,
  made: text,
  /** A number's name: a printed card, or a number the player made; either of them used (`-used`). */
  tile: select<{ context: 'card' | 'card-used' | 'made' | 'made-used'; v: number }>(['card', 'card-used', 'made', 'made-used']),
  /** A made number's description: the line of working that made it. */
  madeBy: message<{ line: string }>(),
  letGo: message<{ v: number }>(),
  choiceLetGo: text,
  thenSign: message<{ v: number }>(),
  chooseFirst: text,
  thenSecond: message<{ v: number; sign: string }>(),
  /** A step refused, and why (`why`, a sentence: `twoDifferent`, or the answer check's words for a step below zero or not whole). */
  notAllowed: message<{ why: string }>(),
  twoDifferent: text,
  /** A step made: its result, its line of working, and the closest to the target so far. */
  stepMade: message<{ result: number; line: string; closest: number; off: number }>(),
  notThere: message<{ closest: number; off: number; target: number }>(),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/countdown/play-words', schema, english);

export const playWords = playWordsSet.words;
