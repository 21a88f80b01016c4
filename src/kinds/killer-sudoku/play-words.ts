import { text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

/** What Killer Sudoku's player says beside the grid player's words (src/play/words.ts): its help line. */
const schema = { help: text };

export const playWordsSet = wordSet('kinds/killer-sudoku/play-words', schema, english);

export const playWords = playWordsSet.words;
