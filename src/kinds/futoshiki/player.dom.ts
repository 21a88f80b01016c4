import { gridPlayer } from '../../play/grid-player.ts';
import { rules } from './play.ts';
import { playWords } from './play-words.ts';
import type { FutoshikiPuzzle, FutoshikiSolution } from './schema.ts';
import { words } from './words.ts';

/** Futoshiki in the browser: the kit's grid player told its rules (play.ts); the chevrons are the figure's. */
export const player = gridPlayer<FutoshikiPuzzle, FutoshikiSolution>(rules, {
  get help() {
    return playWords.help;
  },
  get check() {
    return words.check;
  },
});
