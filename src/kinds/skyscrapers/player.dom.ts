import { gridPlayer } from '../../play/grid-player.ts';
import { rules } from './check.ts';
import type { SkyscrapersPuzzle, SkyscrapersSolution } from './schema.ts';
import { playWordsSet, words } from './words.ts';

/** Skyscrapers in the browser: the kit's grid player over the figure, its clues drawn round the grid. */
export const player = gridPlayer<SkyscrapersPuzzle, SkyscrapersSolution>(rules, {
  // Read at each use, in the page's language.
  get help() { return playWordsSet.words.help; },
  get check() { return words.check; },
});
