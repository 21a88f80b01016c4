import { fromZero, message, plural, select, text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

type Where = { row: number; column: number };

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
  already: select<{ context: 'grid' | 'row' | 'column'; v: number }>(['grid', 'row', 'column']),
  /** A row or column by its number from 1, as `mark` names it. */
  line: select<{ context: 'row' | 'column'; n: number }>(['row', 'column']),
  /** A total's tick or cross, named: the line (`line`, worded above) makes its total, or misses it. */
  mark: select<{ context: 'makes' | 'misses'; line: string }>(['makes', 'misses']),
  boxEmpty: message<Where>(),
  boxRight: message<Where & { v: number }>(),
  boxWrong: message<Where & { v: number }>(),
  /** `count` boxes empty. */
  allRightSoFar: fromZero(plural<{ count: number }>()),
  /** Check's finding: the `count` wrong digits, where they are (`wrong`: each worded by wrongBox, listed by wrongThen). */
  wrongDigits: plural<{ count: number; wrong: string }>(),
  /** A wrong digit's box. */
  wrongBox: message<Where>(),
  /** The list so far (`before`) and one more box (`item`). */
  wrongThen: message<{ before: string; item: string }>(),
  stillEmpty: plural<{ count: number }>(),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/cross-numbers/play-words', schema, english);

export const playWords = playWordsSet.words;
