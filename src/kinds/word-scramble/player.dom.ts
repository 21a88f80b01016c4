import { provideLetters } from '../../engine/wordkit/slot-puzzle.ts';
import type { Player } from '../../play/player.ts';
import { slotPlayer } from '../../play/slot-player.ts';
import { rules, slotSaid, type WordScrambleState } from './play.ts';
import { playWords } from './play-words.ts';
import type { WordScramblePuzzle, WordScrambleSolution } from './schema.ts';

// The grid letters of each language (Ä, Ñ kept where its print keeps them), each lexicon's letters alone: a page holds no lexicon.
provideLetters(Object.fromEntries(Object.entries(import.meta.glob<string>('../../engine/wordkit/themes/*.json', { eager: true, import: 'letters' })).map(([path, letters]) => [path.replace(/^.*\/|\.json$/g, ''), letters])));

/**
 * Word Scramble in the browser, on the play kit's slot player: a letter box over each of the
 * drawing's answer boxes, a word's letters typed along it, the word being written said under the
 * board with its letters mixed up; the printed first letters stand in their boxes.
 */
export const player: Player<WordScramblePuzzle, WordScrambleSolution, WordScrambleState> = slotPlayer(rules, {
  help: (touch) => playWords.help({ context: touch ? 'touch' : 'mouse' }),
  gridName: (puzzle) => playWords.grid({ count: puzzle.items.length + (puzzle.final ? 1 : 0) }),
  turn: playWords.turn,
  bar: slotSaid,
  // Nothing to list under the clock: the words are on the board.
  panel: () => ({ section: document.createElement('section'), slots: [], list: [] }),
  // The letters mixed up stand left of the boxes: a phone keeps them.
  crop: false,
});
