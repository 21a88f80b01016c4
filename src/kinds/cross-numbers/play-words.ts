import { message, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

type Where = { row: number; column: number };
/** A row or column by its number from 1 (`row`: a row, else a column). */
type Line = { row: boolean; n: number };

/**
 * What Cross Numbers' player says on the archive's page (player.dom.ts): its help line, the
 * boxes' names, why a digit is refused, Check's verdicts. The page's language is set at
 * start-up, so these read the page's. Each translation (`play-words.<language>.ts`) is checked
 * against these by src/book/translations.ts.
 */
const schema = {
  help: text,
  /** A box's name, for screen readers and Check this box. */
  box: message<Where>(),
  /** A digit repeated where the puzzle allows it once. */
  already: message<{ v: number; where: 'grid' | 'row' | 'column' }>(),
  /** A total's tick or cross, named. */
  mark: message<Line & { holds: boolean }>(),
  boxEmpty: message<Where>(),
  boxRight: message<Where & { v: number }>(),
  boxWrong: message<Where & { v: number }>(),
  allRightSoFar: message<{ empty: number }>(),
  /** Check's finding: the wrong digits, where they are. */
  wrongDigits: message<{ wrong: Where[] }>(),
  stillEmpty: message<{ empty: number }>(),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/cross-numbers/play-words', schema, english);

export const playWords = playWordsSet.words;
