import { gridPlayer } from '../../play/grid-player.ts';
import { rules } from './play.ts';
import { playWords } from './play-words.ts';
import type { CalcudokuPuzzle, CalcudokuSolution } from './schema.ts';
import { words } from './words.ts';

/** Calcudoku in the browser: the grid player of the kit (src/play/grid-player.ts), told Calcudoku's rules and words. */
export const player = gridPlayer<CalcudokuPuzzle, CalcudokuSolution>(rules, {
  get help() {
    return playWords.help;
  },
  get check() {
    return words.check;
  },
});
