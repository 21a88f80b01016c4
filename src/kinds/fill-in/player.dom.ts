import { provideLetters } from '../../engine/wordkit/slot-puzzle.ts';
import type { Player } from '../../play/player.ts';
import { slotPlayer } from '../../play/slot-player.ts';
import { type FillInState, rules, slotSaid } from './play.ts';
import { playWords } from './play-words.ts';
import type { FillInPuzzle, FillInSolution } from './schema.ts';
import { words } from './words.ts';

// The grid letters of each language (Ä, Ñ kept where its print keeps them), each lexicon's letters
// alone: a page holds no lexicon.
provideLetters(Object.fromEntries(Object.entries(import.meta.glob<string>('../../engine/wordkit/themes/*.json', { eager: true, import: 'letters' })).map(([path, letters]) => [path.replace(/^.*\/|\.json$/g, ''), letters])));

/** The list under the clock: each length's heading and its words, each struck off as it is written in the grid (by its place in the list). */
function listPanel(puzzle: FillInPuzzle): { section: HTMLElement; slots: HTMLElement[]; list: HTMLElement[] } {
  const section = document.createElement('section');
  section.className = 'fi-list';
  const title = document.createElement('h2');
  title.className = 'fi-title';
  title.textContent = playWords.listTitle;
  section.append(title);
  const list: HTMLElement[] = [];
  const lengths = [...new Set(puzzle.words.map((w) => [...w].length))].sort((a, b) => a - b);
  const heading = puzzle.alphabet === 'digits' ? words.digitsHeading : words.lettersHeading;
  for (const length of lengths) {
    const h = document.createElement('h3');
    h.className = 'fi-length';
    h.id = `fi-length-${length}`;
    h.textContent = heading({ count: length });
    const ul = document.createElement('ul');
    ul.setAttribute('aria-labelledby', h.id);
    puzzle.words.forEach((word, i) => {
      if ([...word].length !== length) return;
      const item = document.createElement('li');
      item.textContent = word;
      ul.append(item);
      list[i] = item;
    });
    section.append(h, ul);
  }
  return { section, slots: [], list };
}

/**
 * Fill-In in the browser, as a crossword app plays (the play kit's slot player): the bar under
 * the board says the slot being written and its squares; the list is set under the clock by
 * length, its words struck off as they go in; the printed letters stand in their squares.
 */
export const player: Player<FillInPuzzle, FillInSolution, FillInState> = slotPlayer(rules, {
  help: (touch) => playWords.help({ context: touch ? 'touch' : 'mouse' }),
  gridName: (puzzle) => playWords.grid({ rows: puzzle.rows, cols: puzzle.cols }),
  turn: playWords.turn,
  bar: slotSaid,
  panel: listPanel,
  // The page prints the list over the board (`Figure.apart`): read under the clock while playing.
  printedAgain: (puzzle, text) => puzzle.words.every((w) => text.includes(w)),
});
