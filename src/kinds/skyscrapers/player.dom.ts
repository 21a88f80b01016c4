import { gridPlayer } from '../../play/grid-player.ts';
import { rules } from './play.ts';
import { playWords } from './play-words.ts';
import type { SkyscrapersPuzzle, SkyscrapersSolution } from './schema.ts';
import { words } from './words.ts';

/** Skyscrapers in the browser: the kit's grid player over the figure, its clues drawn round the grid. */
export const player = gridPlayer<SkyscrapersPuzzle, SkyscrapersSolution>(rules, {
  get help() {
    return playWords.help;
  },
  get check() {
    return words.check;
  },
});
