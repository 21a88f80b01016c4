import { text, wordSet } from '../../engine/catalog.ts';
import english from './play-words.en.json' with { type: 'json' };

export const playWordsSet = wordSet('kinds/futoshiki/play-words', { help: text }, english);
export const playWords = playWordsSet.words;
