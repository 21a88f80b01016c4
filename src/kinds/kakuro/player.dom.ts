import { gridPlayer } from '../../play/grid-player.ts';
import { rules } from './play.ts';
import { playWords } from './play-words.ts';
import type { KakuroPuzzle, KakuroSolution } from './schema.ts';
import { words } from './words.ts';

/** Kakuro in the browser: the grid player of the kit (src/play/grid-player.ts), told Kakuro's rules and words. */
export const player = gridPlayer<KakuroPuzzle, KakuroSolution>(rules, {
  get help() {
    return playWords.help;
  },
  get check() {
    return words.check;
  },
});
