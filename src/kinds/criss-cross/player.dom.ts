import type { Player } from '../../play/player.ts';
import { slotPlayer } from '../../play/slot-player.ts';
import { provideLetters } from '../../engine/wordkit/slot-puzzle.ts';
import { playWords } from './play-words.ts';
import { type CrissCrossState, clueSaid, rules } from './play.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';
import { words } from './words.ts';

// The grid letters of each language (Ä, Ñ kept where its print keeps them), each lexicon's letters
// alone: a page holds no lexicon, and without them a German player wrote BAR for the printed BÄR.
provideLetters(Object.fromEntries(Object.entries(import.meta.glob<string>('../../engine/wordkit/themes/*.json', { eager: true, import: 'letters' })).map(([path, letters]) => [path.replace(/^.*\/|\.json$/g, ''), letters])));

/**
 * The clue lists, under the clock (the panel's body): the theme's heading, each list's heading
 * and its clues, each a button that chooses its slot, then the word bank where it is printed.
 */
function clueLists(puzzle: CrissCrossPuzzle, choose: (slot: number) => void): { section: HTMLElement; slots: HTMLButtonElement[]; list: HTMLElement[] } {
  const section = document.createElement('section');
  section.className = 'cc-clues';
  const items: HTMLButtonElement[] = [];
  // The theme heads the lists where there is one; the lists' headings come under it.
  if (puzzle.theme) {
    const theme = document.createElement('h2');
    theme.className = 'cc-theme';
    theme.textContent = puzzle.theme;
    section.append(theme);
  }
  for (const dir of ['across', 'down'] as const) {
    const slots = puzzle.slots.flatMap((s, i) => (s.dir === dir ? [i] : []));
    if (slots.length === 0) continue;
    const heading = document.createElement(puzzle.theme ? 'h3' : 'h2');
    heading.className = 'cc-list-heading';
    heading.id = `cc-clues-${dir}`;
    heading.textContent = dir === 'across' ? words.across : words.down;
    const list = document.createElement('ul');
    list.setAttribute('aria-labelledby', heading.id);
    for (const i of slots) {
      const s = puzzle.slots[i]!;
      const item = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'cc-clue-item';
      b.textContent = words.clue({ number: s.number, clue: s.clue, length: s.length });
      b.addEventListener('click', () => choose(i));
      item.append(b);
      list.append(item);
      items[i] = b;
    }
    section.append(heading, list);
  }
  // The bank, each word an item a word written in the grid strikes off (`bankStruck`).
  const bank: HTMLElement[] = [];
  if (puzzle.printBank) {
    const title = document.createElement(puzzle.theme ? 'h3' : 'h2');
    title.className = 'cc-list-heading';
    title.id = 'cc-bank';
    title.textContent = words.bankTitle;
    const list = document.createElement('ul');
    list.className = 'cc-bank';
    list.setAttribute('aria-labelledby', title.id);
    for (const word of puzzle.bank) {
      const item = document.createElement('li');
      item.textContent = word;
      list.append(item);
      bank.push(item);
    }
    section.append(title, list);
  }
  return { section, slots: items, list: bank };
}

/**
 * Criss-Cross in the browser, as a crossword app plays (the play kit's slot player): the slot's
 * clue stands under the board, where the eye is while typing; the clue lists are set under the
 * clock, each clue choosing its slot, and the bank's words are struck off as they go in.
 */
export const player: Player<CrissCrossPuzzle, CrissCrossSolution, CrissCrossState> = slotPlayer(rules, {
  help: (touch) => playWords.help({ context: touch ? 'touch' : 'mouse' }),
  gridName: (puzzle) => playWords.grid({ rows: puzzle.rows, cols: puzzle.cols }),
  turn: playWords.turn,
  bar: clueSaid,
  panel: clueLists,
  // The page prints the clue lists over the board (`Figure.apart`): read under the clock while playing.
  printedAgain: (puzzle, text) => puzzle.slots.every((s) => text.includes(s.clue)),
});
