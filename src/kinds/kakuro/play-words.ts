import { text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/**
 * What Kakuro's player says beside the grid player's words (src/play/words.ts): its help line.
 * The page's language is set at start-up, so this reads the page's.
 */
const schema = { help: text };

export const playWordsSet = wordSet('kinds/kakuro/play-words', schema, english);

export const playWords = playWordsSet.words;
