import { select, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What the maze's player says on the archive's page (player.dom.ts): its help line, and what a
 * move did. The page's language is set at start-up, so these read the page's. Each translation
 * is checked against these by src/book/translations.ts.
 */
const schema = {
  /** On a touch screen, where one traces with a finger, or with a mouse and the arrow keys. */
  help: select<{ context: 'touch' | 'mouse' }>(['touch', 'mouse']),
};

/** The words in the page's language, looked up at each use. */
export const playWordsSet = wordSet('kinds/maze/play-words', schema, english);

export const playWords = playWordsSet.words;
